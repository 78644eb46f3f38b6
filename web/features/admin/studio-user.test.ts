import { describe, expect, it } from "vitest";
import { usersMeUrl } from "./config";
import { bearerToken, studioUserChecker } from "./studio-user";

const TOKEN = "sk-studio-user-token-0123456789";

/** A content source's /users/me that knows one token, answering as Sanity's project API does. */
function fakeSource(me: unknown, status = 200) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const authorization = new Headers(init?.headers).get("authorization");
    calls.push({ url: String(input), authorization });
    if (authorization !== `Bearer ${TOKEN}`) return Response.json({ error: "Unauthorized" }, { status: 401 });
    return Response.json(me, { status });
  };
  return { fetch, calls };
}

const ME_URL = "https://abc123.api.sanity.io/v2025-02-19/users/me";
const editor = {
  id: "pXyz",
  name: "Анна Петрова",
  email: "anna@example.ru",
  role: "editor",
  roles: [{ name: "editor", title: "Editor" }],
};

describe("the Studio user behind a manager call", () => {
  it("asks Sanity's project API with the project id when the content is in Sanity's cloud, else the lake", () => {
    expect(usersMeUrl({ mode: "cloud", projectId: "abc123" })).toBe(ME_URL);
    expect(usersMeUrl({ mode: "embedded", projectId: "embedded", apiHost: "http://127.0.0.1:4135" })).toBe(
      "http://127.0.0.1:4135/v2025-02-19/users/me",
    );
    // Another instance's lake (CONTENT_LAKE_URL).
    expect(usersMeUrl({ mode: "embedded", projectId: "embedded", apiHost: "http://10.0.0.5:3335" })).toBe(
      "http://10.0.0.5:3335/v2025-02-19/users/me",
    );
  });

  it("reads only a bearer token", () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bearer  ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken(`Basic ${TOKEN}`)).toBeUndefined();
    expect(bearerToken("Bearer short")).toBeUndefined();
  });

  it("lets a member with a manager role through, as who they are, and asks once a minute per token", async () => {
    const source = fakeSource(editor);
    let now = 1_000_000;
    const check = studioUserChecker({
      meUrl: ME_URL,
      roles: ["administrator", "editor"],
      fetch: source.fetch,
      now: () => now,
    });
    expect(await check(`Bearer ${TOKEN}`)).toEqual({ ok: true, user: { id: "pXyz", name: "Анна Петрова" } });
    expect(await check(`Bearer ${TOKEN}`)).toMatchObject({ ok: true });
    expect(source.calls).toEqual([{ url: ME_URL, authorization: `Bearer ${TOKEN}` }]);
    now += 61_000;
    await check(`Bearer ${TOKEN}`);
    expect(source.calls).toHaveLength(2);
  });

  it("refuses no token, a wrong one, a non-member and a member without a manager role", async () => {
    const roles = ["administrator", "editor"];
    const member = studioUserChecker({ meUrl: ME_URL, roles, fetch: fakeSource(editor).fetch });
    expect(await member(null)).toMatchObject({ ok: false, status: 401, code: "UNAUTHORIZED" });
    expect(await member("Bearer wrong-token-123456")).toMatchObject({ ok: false, status: 401 });
    // Sanity answers a valid token of someone outside the project with no user.
    const outsider = studioUserChecker({ meUrl: ME_URL, roles, fetch: fakeSource({}).fetch });
    expect(await outsider(`Bearer ${TOKEN}`)).toMatchObject({ ok: false, status: 401 });
    const viewer = studioUserChecker({
      meUrl: ME_URL,
      roles,
      fetch: fakeSource({ ...editor, role: "viewer", roles: [{ name: "viewer" }] }).fetch,
    });
    expect(await viewer(`Bearer ${TOKEN}`)).toEqual({
      ok: false,
      status: 403,
      code: "FORBIDDEN",
      message: "У этого пользователя Studio нет прав менеджера",
    });
  });

  it("says the check is unavailable when the content source does not answer, and asks again next time", async () => {
    let calls = 0;
    const check = studioUserChecker({
      meUrl: ME_URL,
      roles: ["editor"],
      fetch: async () => {
        calls += 1;
        throw new TypeError("fetch failed");
      },
    });
    expect(await check(`Bearer ${TOKEN}`)).toMatchObject({
      ok: false,
      status: 503,
      code: "USER_CHECK_UNAVAILABLE",
    });
    await check(`Bearer ${TOKEN}`);
    expect(calls).toBe(2);
  });
});
