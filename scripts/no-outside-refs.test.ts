/**
 * The repository stands on its own: no source file or document points a maintainer at documents
 * kept outside it (the product owner's specification and decision notes, the style notes, the
 * folder they live in), and every link into docs/ — `docs/site.md#reviews` in a comment,
 * `(booking-engine.md#extras)` in a document — names a page and a heading that exist. The product
 * rules are written in docs/ in our own words (docs/site.md#rules and the pages it links).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SELF = "scripts/no-outside-refs.test.ts";
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|mdx|json|ya?ml|sql|html|txt|example)$/;

/** Names of documents outside the repository, and bare section numbers that cite them. */
const OUTSIDE_REFERENCES: { name: string; pattern: RegExp }[] = [
  // Our own docs/booking-journey*.md never match: «booking.md» must not follow a letter or hyphen.
  { name: "booking.md", pattern: /(?<![\w-])booking\.md\b/ },
  { name: "content.md", pattern: /(?<![\w-])content\.md\b/ },
  { name: "DECISIONS.md", pattern: /\bDECISIONS\.md\b/ },
  { name: "STYLE.md", pattern: /\bSTYLE\.md\b/ },
  { name: "DESIGN.md", pattern: /\bDESIGN\.md\b/ },
  { name: "../shared", pattern: /\.\.\/shared\b/ },
  { name: "a bare section number (§2)", pattern: /§\d/ },
];

/** Tracked files and new ones not ignored, so a reference is caught before it is committed. */
function repositoryTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\0")
    .filter((file) => TEXT_FILE.test(file) && file !== SELF && existsSync(path.join(root, file)));
}

function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { name, pattern } of OUTSIDE_REFERENCES) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${name}: ${line.trim()}`);
    }
  });
  return found;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** `docs/x.md#y` anywhere, and `(x.md#y)` / `(#y)` links inside a document of docs/. */
function docLinks(file: string, text: string): { target: string; anchor: string; where: string }[] {
  const links: { target: string; anchor: string; where: string }[] = [];
  text.split("\n").forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(/(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      links.push({ target: `docs/${match[1]}`, anchor: match[2] ?? "", where });
    }
    if (file.startsWith("docs/")) {
      for (const match of line.matchAll(/\]\((?:([\w-]+\.md))?(?:#([\p{L}\p{N}_-]+))?\)/gu)) {
        if (!match[1] && !match[2]) continue;
        links.push({ target: match[1] ? `docs/${match[1]}` : file, anchor: match[2] ?? "", where });
      }
    }
  });
  return links;
}

describe("references outside the repository", () => {
  const files = repositoryTextFiles();

  it("reads the repository's files", () => {
    expect(files).toContain("docs/site.md");
    expect(files).toContain("web/app/layout.tsx");
  });

  it("no file names a document kept outside the repository", () => {
    const found = files.flatMap((file) =>
      outsideReferences(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("tells the outside names from our own pages", () => {
    const names = (line: string) => outsideReferences("probe.ts", line).map((hit) => hit.split(": ")[1]);
    expect(names("// the rule (booking.md §5)")).toEqual(["booking.md", "a bare section number (§2)"]);
    expect(names("// see ../shared/spec/content.md")).toEqual(["content.md", "../shared"]);
    expect(names("// ids 1–6 (DECISIONS.md)")).toEqual(["DECISIONS.md"]);
    expect(names("// as STYLE.md asks")).toEqual(["STYLE.md"]);
    expect(names("// docs/booking-journey.md, docs/booking-journey-search.md#tests")).toEqual([]);
    expect(names("// docs/content-model.md#decisions, docs/content-lake.md")).toEqual([]);
    expect(names("// «§ 2» keeps its no-break space")).toEqual([]);
  });
});

describe("links into docs/", () => {
  const files = repositoryTextFiles();
  const anchors = new Map<string, Set<string>>();
  const anchorsFor = (doc: string): Set<string> | undefined => {
    if (!anchors.has(doc) && existsSync(path.join(root, doc))) {
      anchors.set(doc, anchorsOf(readFileSync(path.join(root, doc), "utf8")));
    }
    return anchors.get(doc);
  };

  it("name a page and a heading that exist", () => {
    const broken = files
      .flatMap((file) => docLinks(file, readFileSync(path.join(root, file), "utf8")))
      .filter(({ target, anchor }) => {
        const known = anchorsFor(target);
        return !known || (anchor !== "" && !known.has(anchor));
      })
      .map(({ target, anchor, where }) => `${where}: ${target}${anchor ? `#${anchor}` : ""}`);
    expect(broken).toEqual([]);
  });

  it("make anchors the way GitHub does", () => {
    expect(headingAnchor("The client (`hotel/client`)")).toBe("the-client-hotelclient");
    expect(headingAnchor("Rate plans («Доступные номера»)")).toBe("rate-plans-доступные-номера");
    expect([...anchorsOf("## Tests\n```\n# not a heading\n```\n### Tests\n")]).toEqual(["tests", "tests-1"]);
  });
});
