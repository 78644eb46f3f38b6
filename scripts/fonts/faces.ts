/**
 * The site's own font files for Russian pages, cut from the npm font packages with HarfBuzz
 * (subset-font). `npm run fonts` writes them into web/fonts/; web/app/fonts.ts declares each with
 * exactly the unicode-range below, and scripts/fonts/faces.test.ts fails when a committed file is
 * not what this script makes, lacks a declared character, or fonts.ts declares another range.
 *
 * Why: @fontsource splits each face by script: Cyrillic (with Ukrainian, Serbian, Kazakh…), Latin
 * (with every accented letter of Western Europe) and Latin Extended. A Russian page needs Russian
 * letters, digits, Basic Latin punctuation and a few typographic signs (« » — … № ₽), and paid for
 * 78 KB of font files: the display face's Latin file was found only after the stylesheet was laid
 * out (a second round trip before the first screen), and «₽» alone pulled in 15 KB of Latin
 * Extended. These files carry what Russian text uses: 17 + 10 + 13 KB preloaded, 1 KB for «₽».
 * The @fontsource files stay declared behind them for any other character.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Face {
  /** File name in web/fonts/. */
  file: string;
  /** The font it is cut from (a path inside node_modules). */
  source: string;
  /** The CSS unicode-range: the characters kept, and what web/app/fonts.ts declares. */
  range: string;
  /** Axes the result must still vary along (Manrope is a variable font, 200–800). */
  axes: readonly string[];
}

const RUSSIAN = "U+0401, U+0410-044F, U+0451";
const SIGNS =
  "U+00A9, U+00AB, U+00B0, U+00B2-00B3, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-2019, U+201C-201E, U+2026, U+2212";
// The narrow no-break space of prices («14 000 ₽», rules/money.ts): Cormorant has it, Manrope
// does not (the browser takes it from the next font of the stack).
const NARROW_NBSP = "U+202F";

export const FACES: readonly Face[] = [
  {
    // Display face, complete Google Fonts build: Russian and Latin fit in one file.
    file: "cormorant-garamond-500-ru.woff2",
    source: "@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf",
    range: `U+0020-007E, U+00A0, U+0301, ${RUSSIAN}, ${SIGNS}, ${NARROW_NBSP}, U+2116, U+20BD`,
    axes: [],
  },
  {
    // Text face: only split builds are published, so Russian letters and Latin are two files.
    file: "manrope-ru-cyrillic.woff2",
    source: "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2",
    range: `U+0020, U+00A0, ${RUSSIAN}, U+2116`,
    axes: ["wght"],
  },
  {
    file: "manrope-ru-latin.woff2",
    source: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    range: `U+0021-007E, ${SIGNS}`,
    axes: ["wght"],
  },
  {
    file: "manrope-ruble.woff2",
    source: "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2",
    range: "U+20BD",
    axes: ["wght"],
  },
];

/**
 * OpenType features kept: kerning, standard ligatures, the mark features that place the stress
 * accent (U+0301), and lining and tabular figures: the display face's own figures are old-style,
 * where «0» is a small «o» («ИТОГО o ₽»), so prices and totals ask for `lining-nums` (and
 * `tabular-nums` where sums line up), which need `lnum` and `tnum` in the file (docs/site.md#figures).
 * Stylistic alternates and small capitals are not used by the site and would double the face.
 */
const FEATURES = ["kern", "liga", "ccmp", "mark", "mkmk", "lnum", "tnum"] as const;

export const fontPath = (face: Face) => path.join(root, "web/fonts", face.file);

/** Every code point of a unicode-range string such as "U+0020-007E, U+00A0". */
export function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(",")) {
    const match = /^U\+([0-9A-F]{4,6})(?:-([0-9A-F]{4,6}))?$/i.exec(part.trim());
    if (!match?.[1]) throw new Error(`not a unicode-range part: «${part.trim()}»`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`range runs backwards: «${part.trim()}»`);
    for (let point = first; point <= last; point += 1) points.push(point);
  }
  return points;
}

/** The face cut to its range: WOFF2 for the site, plain OpenType ("sfnt") for checks. */
export async function buildFace(face: Face, format: "woff2" | "sfnt" = "woff2"): Promise<Buffer> {
  const source = await readFile(require.resolve(face.source));
  const text = String.fromCodePoint(...codePointsOf(face.range));
  return subsetFont(source, text, { targetFormat: format, keepFeatures: FEATURES, noHinting: true });
}
