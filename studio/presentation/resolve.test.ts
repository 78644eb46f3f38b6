/**
 * The Presentation tool's map of the site, checked against the seed dataset: every document of a
 * type that has a page lists at least one location, every location is a route the site answers,
 * and every content route names exactly one main document.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import type {
  DocumentLocationResolverObject,
  DocumentLocationsState,
  DocumentResolver,
} from "sanity/presentation";
import { describe, expect, it } from "vitest";
import { CONTENT_ROUTES, SERVICE_IDS } from "../../e2e/site/routes";
import { locations, mainDocuments } from "./resolve";

type Doc = Record<string, unknown> & { _id: string; _type: string };
const dataset: Doc[] = readFileSync(path.resolve(import.meta.dirname, "../../content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);

const get = (doc: Doc, dotted: string): unknown =>
  dotted
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);

function locate(doc: Doc): DocumentLocationsState | null | undefined | void {
  const resolver = (locations as Record<string, DocumentLocationResolverObject | DocumentLocationsState>)[
    doc._type
  ];
  if (!resolver) return undefined;
  if (!("select" in resolver)) return resolver;
  const selected = Object.fromEntries(
    Object.entries(resolver.select).map(([key, dotted]) => [key, get(doc, dotted)]),
  );
  return resolver.resolve(selected);
}

const ANSWERED = new Set<string>([
  ...CONTENT_ROUTES,
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  ...dataset.flatMap((doc) => (doc._type === "page" && typeof doc.route === "string" ? [doc.route] : [])),
  ...dataset.flatMap((doc) => (doc._type === "roomCategory" ? [`/rooms/${String(doc.roomId)}`] : [])),
  ...dataset.flatMap((doc) => (doc._type === "restaurant" ? [`/restaurant/${String(doc.restId)}`] : [])),
  ...dataset.flatMap((doc) =>
    doc._type === "offer" && doc.hasPage !== false ? [`/offers/${String(get(doc, "slug.current"))}`] : [],
  ),
]);

const PAGE_TYPES = [
  "roomCategory",
  "service",
  "spaProcedure",
  "offer",
  "restaurant",
  "car",
  "page",
  "siteSettings",
];

describe("document locations", () => {
  it("gives every document of a type with a page a location, each one a route the site answers", () => {
    for (const type of PAGE_TYPES) expect(dataset.some((doc) => doc._type === type)).toBe(true);
    for (const doc of dataset) {
      const state = locate(doc);
      if (PAGE_TYPES.includes(doc._type)) expect(state?.locations?.length, doc._id).toBeGreaterThan(0);
      for (const location of state?.locations ?? []) {
        expect(ANSWERED, `${doc._id} → ${location.href}`).toContain(location.href);
      }
    }
  });

  it("puts a spa procedure on its own page, named by its Russian title, and on the spa picker", () => {
    const facial = dataset.find((doc) => doc._id === "spaProcedure-facial-massage");
    expect(facial && locate(facial)?.locations).toEqual([
      { title: "Массаж лица", href: "/services/facial-massage" },
      { title: "СПА: подбор процедур", href: "/services/spa" },
    ]);
  });
});

/** The first resolver whose route matches `path`, with the route's parameters. */
function matchRoute(
  pathname: string,
): { resolver: DocumentResolver; params: Record<string, string> } | undefined {
  for (const resolver of mainDocuments) {
    for (const route of [resolver.route].flat()) {
      const names: string[] = [];
      const pattern = new RegExp(
        `^${route.replace(/:(\w+)/g, (_, name: string) => (names.push(name), "([^/]+)"))}$`,
      );
      const match = pattern.exec(pathname);
      if (match)
        return { resolver, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) };
    }
  }
  return undefined;
}

describe("main documents", () => {
  it.each([...CONTENT_ROUTES])("%s names one document", async (route) => {
    const found = matchRoute(route);
    expect(found, route).toBeDefined();
    if (!found) return;
    const { resolver, params } = found;
    const context = { origin: "http://localhost", params, path: route };
    const filter = resolver.type
      ? `_type == ${JSON.stringify(resolver.type)}`
      : typeof resolver.filter === "function"
        ? resolver.filter(context)
        : (resolver.filter ?? "");
    const result = await (await evaluate(parse(`*[${filter}]._id`), { dataset, params })).get();
    expect(result, `${route}: ${filter}`).toHaveLength(1);
  });
});
