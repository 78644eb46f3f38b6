/** A cell of the price grid and of the preview's table. */
import type { CSSProperties } from "react";

export const cellStyle: CSSProperties = {
  border: "1px solid var(--card-border-color)",
  padding: "2px 4px",
  textAlign: "right",
  fontSize: 12,
  whiteSpace: "nowrap",
  minWidth: 46,
  cursor: "pointer",
};
