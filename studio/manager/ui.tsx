/** Form pieces the manager tools share, styled with the Studio theme's own colours. */
import type { CSSProperties, ReactNode } from "react";

export const inputStyle: CSSProperties = {
  font: "inherit",
  padding: "6px 8px",
  border: "1px solid var(--card-border-color)",
  borderRadius: 3,
  background: "var(--card-bg-color)",
  color: "var(--card-fg-color)",
};

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: "grid", gap: 4, fontSize: 13 }}>
      <span>{label}</span>
      {children}
    </label>
  );
}
