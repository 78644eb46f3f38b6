import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon: the pine mark of icon.svg, drawn at 180 px. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#1e2a25",
      }}
    >
      <svg width="120" height="120" viewBox="0 0 64 64">
        <path
          d="M32 10 L46 38 H36 L44 52 H20 L28 38 H18 Z"
          fill="none"
          stroke="#c28f6a"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M32 52 V58" stroke="#c28f6a" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>,
    size,
  );
}
