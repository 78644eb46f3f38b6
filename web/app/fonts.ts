/**
 * The site's two faces, Cormorant Garamond 500 (display serif) and Manrope variable (text sans),
 * self-hosted through next/font/local from npm packages: no request ever leaves the site for a font.
 *
 * A Russian page loads the site's own files (web/fonts/, cut by `npm run fonts`, see
 * scripts/fonts/faces.ts): the display face in one file, the text face's Russian letters and its
 * Latin digits and punctuation (these three are preloaded), and the text face's «₽» (1 KB, when a
 * page shows a price in it). The @fontsource subsets stay declared first, behind them, for any
 * character outside those ranges (another Cyrillic alphabet, an accented Latin letter).
 *
 * next/font/local cannot give each file of one family its own unicode-range, so every file is its
 * own localFont call that declares the shared family name and its range (next/font wants literal
 * values, hence the repetition; scripts/fonts/faces.test.ts checks the ranges of web/fonts/ files
 * against the script). Where ranges overlap, the face declared last is tried first.
 */
import localFont from "next/font/local";

// Fallbacks: the @fontsource subsets, loaded only for characters the site's own files lack.
const manropeLatinExt = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2",
      weight: "200 800",
      style: "normal",
    },
  ],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value: "U+20A0-20AB, U+20AD-20C0",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-latin-ext",
});
// Its General Punctuation is the 13 signs the file has, not @fontsource's U+2000-206F: a narrow
// no-break space (prices) would otherwise download these 25 KB to find no glyph there.
const manropeLatin = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
      weight: "200 800",
      style: "normal",
    },
  ],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-latin",
});
const manropeCyrillic = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2",
      weight: "200 800",
      style: "normal",
    },
  ],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value: "U+0020, U+00A0, U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-cyrillic",
});
const cormorantLatin = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
      weight: "500",
      style: "normal",
    },
  ],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Cormorant Garamond'" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-serif-latin",
});
const cormorantCyrillic = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2",
      weight: "500",
      style: "normal",
    },
  ],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Cormorant Garamond'" },
    {
      prop: "unicode-range",
      value: "U+0020, U+00A0, U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-serif-cyrillic",
});

// The site's own files (scripts/fonts/faces.ts), declared last so they are tried first.
const manropeRuble = localFont({
  src: [{ path: "../fonts/manrope-ruble.woff2", weight: "200 800", style: "normal" }],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value: "U+20BD",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-ruble",
});
const manropeRuLatin = localFont({
  src: [{ path: "../fonts/manrope-ru-latin.woff2", weight: "200 800", style: "normal" }],
  display: "swap",
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value:
        "U+0021-007E, U+00A9, U+00AB, U+00B0, U+00B2-00B3, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-2019, U+201C-201E, U+2026, U+2212",
    },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-ru-latin",
});
const manropeRuCyrillic = localFont({
  src: [{ path: "../fonts/manrope-ru-cyrillic.woff2", weight: "200 800", style: "normal" }],
  display: "swap",
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value: "U+0020, U+00A0, U+0401, U+0410-044F, U+0451, U+2116",
    },
  ],
  adjustFontFallback: "Arial",
  variable: "--font-sans-ru-cyrillic",
});
const cormorantRu = localFont({
  src: [{ path: "../fonts/cormorant-garamond-500-ru.woff2", weight: "500", style: "normal" }],
  display: "swap",
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Cormorant Garamond'" },
    {
      prop: "unicode-range",
      value:
        "U+0020-007E, U+00A0, U+0301, U+0401, U+0410-044F, U+0451, U+00A9, U+00AB, U+00B0, U+00B2-00B3, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-2019, U+201C-201E, U+2026, U+2212, U+202F, U+2116, U+20BD",
    },
  ],
  adjustFontFallback: "Times New Roman",
  variable: "--font-serif-ru",
});

// Manrope has no narrow no-break space, the thousands separator of every price (rules/money.ts):
// the browser drew it from a system face 0.1 em wide, and «1 500 ₽» in the text face read «1500 ₽»
// (the spa picker, the booking recap). The display face's own, 0.2 em (as wide as Manrope's space),
// stands in for it, from the file every page already loads: the text face's prices are then
// spaced as the display face's (docs/site.md#design). Declared after the display face, whose
// declaration scripts/fonts/faces.test.ts reads first.
const manropeNarrowSpace = localFont({
  src: [{ path: "../fonts/cormorant-garamond-500-ru.woff2", weight: "200 800", style: "normal" }],
  display: "swap",
  preload: false,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    { prop: "unicode-range", value: "U+202F" },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-narrow-space",
});

/** Class names for <html>: they tie the faces to the root layout (and so to the preload links). */
export const fontClassNames = [
  manropeLatinExt.variable,
  manropeLatin.variable,
  manropeCyrillic.variable,
  cormorantLatin.variable,
  cormorantCyrillic.variable,
  manropeRuble.variable,
  manropeNarrowSpace.variable,
  manropeRuLatin.variable,
  manropeRuCyrillic.variable,
  cormorantRu.variable,
].join(" ");
