import { afterEach, describe, expect, it } from "vitest";
import { exportToProcessEnv } from "@platform/env";
import { fileUrl, imageUrl } from "./image";

const image = {
  _type: "image",
  asset: { _type: "reference", _ref: "image-e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800-webp" },
};

function useProject(projectId: string | undefined) {
  if (projectId) process.env.SANITY_PROJECT_ID = projectId;
  else delete process.env.SANITY_PROJECT_ID;
  exportToProcessEnv({});
}

afterEach(() => useProject(undefined));

describe("content image and file URLs", () => {
  it("point at /cdn on the site's own port with the embedded lake, images by its short path", () => {
    useProject(undefined);
    // /cdn/i/… is /cdn/images/embedded/<the site's dataset>/… with auto=format implied.
    expect(imageUrl(image, { width: 600, height: 400 })).toBe(
      "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?w=600&h=400&fit=crop",
    );
    expect(imageUrl(image)).toBe("/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp");
    expect(imageUrl(image, { width: 1200, height: 630, quality: 70 })).toBe(
      "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?rect=0,85,1200,630&w=1200&h=630&q=70&fit=crop",
    );
    expect(fileUrl({ asset: { _ref: "file-0727a7452c0e5d1b353b264353fc24caaa89115e-mp4" } })).toBe(
      "/cdn/files/embedded/production/0727a7452c0e5d1b353b264353fc24caaa89115e.mp4",
    );
  });

  it("point at Sanity's CDN for a Sanity project", () => {
    useProject("abc123");
    expect(imageUrl(image, { width: 600 })).toBe(
      "https://cdn.sanity.io/images/abc123/production/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?w=600&fit=max&auto=format",
    );
    expect(fileUrl("file-0727a7452c0e5d1b353b264353fc24caaa89115e-mp4")).toBe(
      "https://cdn.sanity.io/files/abc123/production/0727a7452c0e5d1b353b264353fc24caaa89115e.mp4",
    );
  });

  it("apply the crop and hotspot set in the Studio", () => {
    useProject(undefined);
    const cropped = { ...image, crop: { top: 0.25, bottom: 0.25, left: 0, right: 0 } };
    expect(imageUrl(cropped, { width: 300 })).toBe(
      "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?rect=0,200,1200,400&w=300&fit=max",
    );
  });

  it("are null without an asset", () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl({ _type: "image", asset: null } as never)).toBeNull();
    expect(fileUrl(undefined)).toBeNull();
    expect(fileUrl("not-a-file-ref")).toBeNull();
  });
});
