import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The display face's own figures are old-style: «0» is a small «o», and «ИТОГО 0 ₽» reads
// «ИТОГО o ₽». The page asks for lining figures once, on <body> (web/app/globals.css), but
// `font-variant-numeric` is one property: a rule that says only `tabular-nums` (for sums that line
// up) sets the figures back to the face's old-style ones. So every declaration of it in the site's
// stylesheets names lining figures too (docs/site.md#figures).

const web = path.dirname(fileURLToPath(import.meta.url));

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith(".next") || entry.name === "node_modules" ? [] : stylesheets(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

describe("figures in the site's stylesheets", () => {
  it("every font-variant-numeric keeps lining figures", () => {
    const without = stylesheets(web).flatMap((file) => {
      const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      return [...css.matchAll(/font-variant-numeric:\s*([^;]+);/g)]
        .map((match) => match[1]?.trim() ?? "")
        .filter((value) => !/\blining-nums\b/.test(value))
        .map((value) => `${path.relative(web, file)}: ${value}`);
    });
    expect(without).toEqual([]);
  });
});
