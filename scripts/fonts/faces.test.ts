import { readFile } from "node:fs/promises";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { buildFace, codePointsOf, FACES, fontPath } from "./faces";

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;

describe("font subsets", () => {
  it("reads unicode-range strings and refuses malformed ones", () => {
    expect(codePointsOf("U+0020, U+0041-0043")).toEqual([0x20, 0x41, 0x42, 0x43]);
    expect(() => codePointsOf("U+0043-0041")).toThrow(/backwards/);
    expect(() => codePointsOf("0041")).toThrow(/not a unicode-range/);
  });

  it("every character of Russian text as the site sets it falls into the preloaded files", () => {
    const text =
      "Добро пожаловать в «Сосновый берег» — от 14 000 ₽/сутки, № 5; Фитнес-зал… Ёлка: «Villa» −5 °C";
    const covered = new Set(
      FACES.filter((face) => face.file !== "manrope-ruble.woff2").flatMap((face) => codePointsOf(face.range)),
    );
    expect([...text].filter((char) => char !== "₽" && !covered.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  const fontsTs = readFile(path.resolve(fontPath(FACES[0]!), "../../app/fonts.ts"), "utf8");

  for (const face of FACES) {
    describe(face.file, () => {
      it("has a glyph for every character its range declares, and keeps its axes", async () => {
        const sfnt = new Face(new Blob(await buildFace(face, "sfnt")));
        const covered = new Set(sfnt.collectUnicodes());
        expect(
          codePointsOf(face.range)
            .filter((point) => !covered.has(point))
            .map(hex),
        ).toEqual([]);
        expect(Object.keys(sfnt.getAxisInfos()).sort()).toEqual([...face.axes].sort());
      }, 30_000);

      it("is committed as `npm run fonts` makes it, declared in web/app/fonts.ts with its range", async () => {
        const committed = await readFile(fontPath(face));
        expect(Buffer.compare(committed, await buildFace(face)), "run `npm run fonts`").toBe(0);
        const source = await fontsTs;
        expect(source).toContain(`"../fonts/${face.file}"`);
        const declared = new RegExp(
          `"\\.\\./fonts/${face.file.replace(".", "\\.")}"[\\s\\S]*?unicode-range",\\s*value:\\s*"([^"]+)"`,
        );
        expect(declared.exec(source)?.[1]).toBe(face.range);
      }, 30_000);
    });
  }
});
