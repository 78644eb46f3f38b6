import { beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_ID_HEADER, withRequestId } from "@platform/request-context";
import type * as Client from "./client";
import { localized, markFallbacks } from "./localized";

const previewFetch = vi.fn((..._args: unknown[]) => Promise.resolve({ title: "Черновик" }));

vi.mock("./preview", () => ({
  isPreview: () => Promise.resolve(true),
  previewClient: () => ({ fetch: previewFetch }),
}));
vi.mock("./config", () => ({
  API_VERSION: "2025-02-19",
  contentSource: () => ({ mode: "cloud", projectId: "test1234", dataset: "production" }),
}));

// Test files share their worker's modules (vitest.config.ts `isolate: false`): import ./client
// afresh so that it takes the mocks above whatever another file loaded before.
let sanityFetch: typeof Client.sanityFetch;
beforeAll(async () => {
  vi.resetModules();
  ({ sanityFetch } = await import("./client"));
});

describe("sanityFetch in a manager's preview", () => {
  it("sends the request's id with the uncached call, so the lake's log line shares it", async () => {
    await withRequestId("req-preview-1", () => sanityFetch({ query: "*[0]", tags: ["page"] }));
    const options = previewFetch.mock.calls.at(-1)?.[2] as {
      cache: string;
      headers?: Record<string, string>;
    };
    expect(options.cache).toBe("no-store");
    expect(options.headers).toEqual({ [REQUEST_ID_HEADER]: "req-preview-1" });
  });

  it("asks where texts fell back to Russian, and marks them «нет перевода»", async () => {
    previewFetch.mockResolvedValueOnce({
      title: { untranslated: "Делюкс" },
      summary: "Deluxe room",
    } as never);
    const query = `*[_type == "roomCategory"][0]{ ${localized("title")}, ${localized("summary")} }`;
    const result = await sanityFetch({ query, params: { lang: "en" }, tags: ["roomCategory"] });
    // (Typographed as every text: a no-break space may join the short words.)
    expect(JSON.stringify(result).replace(/\u00A0/g, " ")).toBe(
      JSON.stringify({ title: "«нет перевода» Делюкс", summary: "Deluxe room" }),
    );
    const [sent, params] = previewFetch.mock.calls.at(-1) as [string, unknown];
    expect(sent).toBe(markFallbacks(query));
    expect(sent).not.toBe(query);
    expect(params).toEqual({ lang: "en" });
  });

  it("sends no id header outside a request", async () => {
    await sanityFetch({ query: "*[0]", tags: ["page"] });
    const options = previewFetch.mock.calls.at(-1)?.[2] as { headers?: unknown };
    expect(options.headers).toBeUndefined();
  });
});
