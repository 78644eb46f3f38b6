import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getSiteSettings } from "@web/features/content/site";

export const alt = "Дизайн-отель у соснового леса на Балтийском побережье";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// The display face from @fontsource/cormorant-garamond (satori reads WOFF, not WOFF2). Builds and
// `npm start` run from the repository root.
const fontFile = (subset: string) =>
  readFile(
    path.join(
      process.cwd(),
      "node_modules/@fontsource/cormorant-garamond/files",
      `cormorant-garamond-${subset}-500-normal.woff`,
    ),
  );

/** The site's default link preview: the hotel's name and line on pine, framed in gold. */
export default async function OpenGraphImage() {
  const [settings, cyrillic, latin] = await Promise.all([
    getSiteSettings(),
    fontFile("cyrillic"),
    fontFile("latin"),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#1e2a25",
        fontFamily: "Cormorant, CormorantLatin",
      }}
    >
      <div
        style={{
          position: "absolute",
          inset: 36,
          border: "2px solid #c28f6a",
          display: "flex",
        }}
      />
      <div style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 24 }}>
        {/* Upper case in JavaScript: satori's text-transform misplaces the breve of «Й». */}
        <div style={{ fontSize: 30, letterSpacing: 12, color: "#c28f6a" }}>
          {settings.hotelKind.toLocaleUpperCase("ru")}
        </div>
        <div style={{ fontSize: 104, color: "#fbf8f4", letterSpacing: 6 }}>
          {settings.hotelName.toLocaleUpperCase("ru")}
        </div>
        <div style={{ width: 120, height: 2, background: "#c28f6a" }} />
        <div style={{ fontSize: 38, color: "#c9beb1", maxWidth: 900, textAlign: "center" }}>
          {settings.tagline}
        </div>
      </div>
    </div>,
    {
      ...size,
      fonts: [
        { name: "Cormorant", data: cyrillic, style: "normal", weight: 500 },
        // Satori takes one file per family name: Latin digits and punctuation get their own family.
        { name: "CormorantLatin", data: latin, style: "normal", weight: 500 },
      ],
    },
  );
}
