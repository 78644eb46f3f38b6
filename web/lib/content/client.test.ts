import { beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_ID_HEADER, withRequestId } from "@platform/request-context";
import type * as Client from "./client";

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

  it("sends no id header outside a request", async () => {
    await sanityFetch({ query: "*[0]", tags: ["page"] });
    const options = previewFetch.mock.calls.at(-1)?.[2] as { headers?: unknown };
    expect(options.headers).toBeUndefined();
  });
});
