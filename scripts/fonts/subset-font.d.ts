// subset-font ships no types; this covers the part scripts/fonts uses.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: readonly string[];
    noHinting?: boolean;
    dropTables?: readonly string[];
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
