import { Blob, Buffer as HbBuffer, Face, Feature, Font, shape } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { buildFace, FACES } from "./faces";

// Prices and totals are set in the display face: its figures by default are old-style, where «0»
// is a small «o» and «ИТОГО 0 ₽» reads «ИТОГО o ₽». The site asks for lining figures
// (`font-variant-numeric: lining-nums`, tabular where sums line up), which only works when the
// face the site serves still carries the features that give them.

const DIGITS = "0123456789";

function glyphs(font: Font, text: string, features: Feature[] = []): number[] {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer, features);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

function advances(font: Font, text: string, features: Feature[] = []): number[] {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer, features);
  return buffer.getGlyphPositions().map((position) => position.xAdvance);
}

describe("the display face's figures", () => {
  const face = FACES.find((entry) => entry.file === "cormorant-garamond-500-ru.woff2");

  it("has lining figures for prices (lnum) and tabular ones for sums in columns (tnum)", async () => {
    if (!face) throw new Error("the display face is not among FACES");
    const font = new Font(new Face(new Blob(await buildFace(face, "sfnt"))));
    const plain = glyphs(font, DIGITS);
    const lining = glyphs(font, DIGITS, [new Feature("lnum")]);
    // The zero (and the other old-style figures) changes to its lining form.
    expect(lining[0]).not.toBe(plain[0]);
    const tabular = advances(font, DIGITS, [new Feature("lnum"), new Feature("tnum")]);
    expect(new Set(tabular).size).toBe(1);
  }, 30_000);
});
