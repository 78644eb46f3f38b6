/**
 * The site's two faces, from the npm packages @fontsource/cormorant-garamond (display serif) and
 * @fontsource-variable/manrope (text sans), self-hosted through next/font/local: no request ever
 * leaves the site for a font.
 *
 * Each package splits a face into unicode-range subsets. next/font/local cannot give each file of
 * one family its own unicode-range, so every subset is its own localFont call that declares the
 * shared family name and its range (next/font wants literal values, hence the repetition): the
 * browser downloads only the subsets a page uses. Cyrillic text and Latin digits and punctuation
 * of the text face, and the Cyrillic display face, are preloaded; Latin Extended (only for «₽»)
 * and the Latin display face load when a page needs them. Metric-adjusted fallbacks
 * ('Manrope Fallback' on Arial, 'Cormorant Garamond Fallback' on Times New Roman) keep the layout
 * still while the faces load.
 */
import localFont from "next/font/local";

// Order matters: where ranges overlap (the space and the no-break space, which the Cyrillic files
// carry too), the face declared last is tried first. Cyrillic last, so a Cyrillic heading with
// spaces needs no Latin file.
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
    { prop: "unicode-range", value: "U+20A0-20AB, U+20AD-20C0" },
  ],
  adjustFontFallback: false,
  variable: "--font-sans-latin-ext",
});
const manropeLatin = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
      weight: "200 800",
      style: "normal",
    },
  ],
  display: "swap",
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
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
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Manrope'" },
    { prop: "unicode-range", value: "U+0020, U+00A0, U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" },
  ],
  adjustFontFallback: "Arial",
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
  preload: true,
  declarations: [
    { prop: "font-family", value: "'Cormorant Garamond'" },
    { prop: "unicode-range", value: "U+0020, U+00A0, U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" },
  ],
  adjustFontFallback: "Times New Roman",
  variable: "--font-serif-cyrillic",
});

/** Class names for <html>: they tie the faces to the root layout (and so to the preload links). */
export const fontClassNames = [
  manropeCyrillic.variable,
  manropeLatin.variable,
  manropeLatinExt.variable,
  cormorantCyrillic.variable,
  cormorantLatin.variable,
].join(" ");
