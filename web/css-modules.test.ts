import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A CSS module gives `undefined` for a class it does not define: the element silently goes
// unstyled, and a class list built with a template string carries the word "undefined" into the
// page (the tabs of the home page did). TypeScript cannot see it (modules are typed as any
// string key), so this test reads every component's CSS module and the classes it uses.

const web = path.dirname(fileURLToPath(import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith(".next") || entry.name === "node_modules" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The class names a stylesheet defines (comments removed; a superset is fine). */
function definedClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ""));
}

/** `file → binding → classes used but not defined` for each CSS module import of web/. */
function undefinedClasses(): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const file of sources(web)) {
    const text = readFileSync(file, "utf8");
    const body = text.replace(/^import .*$/gm, "");
    for (const [, binding = "", specifier = ""] of text.matchAll(
      /^import (\w+) from "([^"]+\.module\.css)";$/gm,
    )) {
      const cssFile = specifier.startsWith("@web/")
        ? path.join(web, specifier.slice("@web/".length))
        : path.resolve(path.dirname(file), specifier);
      const defined = definedClasses(readFileSync(cssFile, "utf8"));
      const used = [
        ...body.matchAll(new RegExp(`\\b${binding}\\.([A-Za-z_]\\w*)`, "g")),
        ...body.matchAll(new RegExp(`\\b${binding}\\["([\\w-]+)"\\]`, "g")),
      ].map((match) => match[1] ?? "");
      const missing = [...new Set(used.filter((name) => !defined.has(name)))];
      if (missing.length > 0) problems[`${path.relative(web, file)} → ${specifier}`] = missing;
    }
  }
  return problems;
}

describe("CSS modules", () => {
  it("define every class the components use", () => {
    expect(undefinedClasses()).toEqual({});
  });

  it("reads the classes a stylesheet defines, not those in comments", () => {
    expect(definedClasses(".row { gap: 1.25rem } /* .note */ .body:hover {}")).toEqual(
      new Set(["row", "body"]),
    );
  });
});
