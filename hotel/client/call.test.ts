/**
 * A call's body is typed by the contract's request schema (`RequestBody`), named at the call: the
 * type checker refuses a body whose type the call does not name and a field the contract does not
 * have; the body goes out as it was given.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { LookupRequest } from "../http/schemas/manage";
import { CommentRequest } from "../http/schemas/manage";
import { ReservationResponse } from "../http/schemas/reservations";
import { createCall, type Call, type RequestBody } from "./call";

type Lookup = RequestBody<typeof LookupRequest>;

/** Never run: what the type checker says of these calls is the test. */
export function typedBodies(call: Call) {
  const lookup: Lookup = { reference: "K7M4Q2XZ", contact: "anna@example.ru" };
  // @ts-expect-error -- a body whose type the call does not name
  void call("POST", "/reservation/lookup", ReservationResponse, { body: lookup });
  // @ts-expect-error -- a body that is not the contract's (a field it does not have, none it needs)
  void call<typeof ReservationResponse, Lookup>("POST", "/x", ReservationResponse, { body: { note: "x" } });
  void call<typeof ReservationResponse, Lookup>("POST", "/reservation/lookup", ReservationResponse, {
    body: lookup,
  });
  // No body, no body type.
  void call("GET", "/reservation/r-1", ReservationResponse);
}

describe("a call's body", () => {
  it("is the contract's request input: before the engine's trims and defaults", () => {
    expectTypeOf<Lookup>().toEqualTypeOf<{ reference: string; contact: string }>();
    expectTypeOf<RequestBody<typeof CommentRequest>>().toEqualTypeOf<{ comment: string }>();
  });

  it("goes out as JSON, as it was given", async () => {
    const sent: { body: unknown; contentType: string | null }[] = [];
    const call = createCall({
      baseUrl: "http://engine.test/v1",
      apiKey: "key",
      fetch: (_url, init) => {
        sent.push({
          body: JSON.parse(String(init?.body)),
          contentType: new Headers(init?.headers).get("content-type"),
        });
        return Promise.resolve(Response.json({ comment: "ok" }));
      },
    });
    const answer = await call<typeof CommentRequest, RequestBody<typeof CommentRequest>>(
      "PATCH",
      "/reservation/r-1/comment",
      CommentRequest,
      { body: { comment: "  Тихий номер " } },
    );
    expect(sent).toEqual([{ body: { comment: "  Тихий номер " }, contentType: "application/json" }]);
    expect(answer).toEqual({ comment: "ok" });
  });
});
