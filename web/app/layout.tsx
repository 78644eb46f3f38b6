import type { ReactNode } from "react";

/**
 * The pages' root layout is web/app/[locale]/layout.tsx, which knows the page's language for
 * `<html lang>`. This one only passes through, as Next.js needs a layout above app/not-found.tsx.
 */
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
