/**
 * Which field a previewed text comes from, for its edit link: a localized field's item stands for
 * the field (docs/preview.md, docs/content-model.md «Two languages»).
 */
import { describe, expect, it } from "vitest";
import { sourceField } from "./preview";

describe("the field of a previewed text", () => {
  it("is the localized field, not its item's value", () => {
    expect(sourceField(["title", { _key: "en", _index: 1 }, "value"])).toBe("title");
    expect(sourceField(["seo", "description", { _key: "ru", _index: 0 }, "value"])).toBe("description");
    expect(sourceField(["tags", { _key: "ru", _index: 0 }, "value", 2])).toBe("tags");
  });

  it("is the span's text inside rich text, and a fact's own value stays `value`", () => {
    expect(
      sourceField([
        "body",
        { _key: "ru", _index: 0 },
        "value",
        { _key: "b1", _index: 0 },
        "children",
        { _key: "s1", _index: 0 },
        "text",
      ]),
    ).toBe("text");
    expect(
      sourceField(["facts", { _key: "f1", _index: 0 }, "value", { _key: "ru", _index: 0 }, "value"]),
    ).toBe("value");
    expect(sourceField(["phone"])).toBe("phone");
  });
});
