import { describe, expect, it } from "vitest";
import { QueryError } from "../errors";
import type { LakeDocument } from "../store/working-set";
import { applyPerspective, parsePerspective } from "./perspective";

const doc = (id: string, title: string): LakeDocument => ({
  _id: id,
  _type: "roomCategory",
  _rev: "r",
  title,
});

const dataset = [
  doc("deluxe", "Делюкс"),
  doc("drafts.deluxe", "Делюкс (правка)"),
  doc("drafts.villa", "Villa (новая)"),
  doc("suite", "Люкс"),
  doc("versions.summer.suite", "Люкс летом"),
];

describe("perspectives", () => {
  it("defaults to published from API v2025-02-19 on, and to raw before it", () => {
    expect(parsePerspective(null, "2025-02-19")).toBe("published");
    expect(parsePerspective(null, "2021-06-07")).toBe("raw");
    expect(parsePerspective(null, "1")).toBe("raw");
    expect(parsePerspective("previewDrafts", "2021-06-07")).toEqual({ stack: ["drafts"] });
  });

  it("refuses a perspective that is not one", () => {
    expect(() => parsePerspective("drafts;drop", "2025-02-19")).toThrow(QueryError);
    expect(() => parsePerspective("raw,drafts", "2025-02-19")).toThrow(QueryError);
  });

  it("published hides drafts and release versions", () => {
    expect(applyPerspective(dataset, "published").map((document) => document._id)).toEqual([
      "deluxe",
      "suite",
    ]);
  });

  it("drafts overlays each draft on its published document under the published id", () => {
    const view = applyPerspective(dataset, { stack: ["drafts"] });
    expect(view.map((document) => [document._id, document._originalId, document.title])).toEqual([
      ["deluxe", "drafts.deluxe", "Делюкс (правка)"],
      ["villa", "drafts.villa", "Villa (новая)"],
      ["suite", "suite", "Люкс"],
    ]);
  });

  it("a release stack puts the release's version over drafts and published documents", () => {
    const view = applyPerspective(dataset, parsePerspective("summer,drafts", "2025-02-19"));
    expect(view.find((document) => document._id === "suite")?.title).toBe("Люкс летом");
    expect(view.find((document) => document._id === "deluxe")?.title).toBe("Делюкс (правка)");
  });

  it("raw sees every document as stored", () => {
    expect(applyPerspective(dataset, "raw")).toBe(dataset);
  });
});
