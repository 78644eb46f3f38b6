/**
 * No English for a Russian manager: the hotel's workspace is resolved the way the Studio resolves
 * it (Sanity's `prepareConfig` over studio/sanity.config.ts: its plugins, Sanity's default plugins
 * and our locale), and the English bundles of every namespace it loads — taken from the installed
 * packages, so a Sanity upgrade that adds a key fails here — are held against the Russian ones:
 * every key has Russian (but `LEFT_OUT`, whose features the config must keep off), a counted
 * phrase has each Russian plural form, a Russian value keeps the English one's `{{variables}}` and
 * tags and has no English words, and Russian has no key English does not have (but
 * `BEYOND_ENGLISH`, keys Sanity's code asks for and its English lacks).
 */
import { getI18n } from "react-i18next";
import { prepareConfig } from "sanity";
import { describe, expect, it } from "vitest";
import config from "../sanity.config";
import { BEYOND_ENGLISH, LEFT_OUT, ruLocale } from "./ru";

type Strings = Record<string, string>;

// A fresh object: Sanity caches the workspace it prepares per config object. Preparing it creates
// the workspace's i18next instance, which react-i18next keeps as the current one.
prepareConfig({ ...config });
const i18n = getI18n();
const EN = "en-US";
const RU = ruLocale.id;
const loaded = [i18n.options.ns ?? []].flat();
await i18n.loadLanguages([EN, RU]);
await i18n.loadNamespaces(loaded);
const bundle = (language: string, namespace: string): Strings =>
  (i18n.getResourceBundle(language, namespace) as Strings | undefined) ?? {};

const shipped = (ruLocale.bundles ?? []).map((entry) => entry.namespace);
const leftOut = (namespace: string, key: string) =>
  LEFT_OUT.some(
    (entry) => entry.namespace === namespace && entry.prefixes.some((prefix) => key.startsWith(prefix)),
  );

/** Russian's plural categories for i18next's suffixes: one, few, many, other. */
const RU_PLURALS = new Intl.PluralRules(RU).resolvedOptions().pluralCategories;
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** `{{count}}`, `{{date, datetime}}` → count, date. */
const variables = (value: string) =>
  new Set([...value.matchAll(/\{\{-?\s*([^,}\s]+)/g)].map((match) => match[1]));
/** Tags the Studio's <Translate> fills in: <strong>, </strong>, <RelativeTime/>, sorted. */
const tags = (value: string) =>
  [...value.matchAll(/<\/?[A-Za-z][\w.-]*\s*\/?>/g)].map((match) => match[0]).sort();

/** Latin words a Russian value may keep: names and abbreviations, not English. */
const LATIN_ALLOWED = new Set(
  "Sanity Studio GROQ API JSON CSV ID URL HTTP https CDN MIME GMT QR GitHub Enter e mail".split(" "),
);
/** Latin words outside interpolations, tags, code (`…`, <code>…</code>) and package names (@sanity/…). */
const latinWords = (value: string) =>
  value
    .replace(/<(code|Code)>.*?<\/\1>|`[^`]*`|@[\w/.-]+/g, " ")
    .replace(/\{\{.*?\}\}/g, " ")
    .replace(/<[^<>]*>/g, " ")
    .match(/[A-Za-z]+/g)
    ?.filter((word) => !LATIN_ALLOWED.has(word)) ?? [];

describe("the Studio's namespaces", () => {
  it("are each translated or left out, and every Russian bundle is loaded", () => {
    const untranslated = loaded.filter(
      (namespace) =>
        !shipped.includes(namespace) &&
        !LEFT_OUT.some((entry) => entry.namespace === namespace && entry.prefixes.includes("")),
    );
    expect(untranslated, "namespaces the Studio loads without Russian").toEqual([]);
    expect(
      shipped.filter((namespace) => !loaded.includes(namespace)),
      "Russian bundles of namespaces not loaded",
    ).toEqual([]);
  });

  it("leave out only the features the config turns off", () => {
    const off = {
      comments: config.document?.comments?.enabled === false,
      canvas: config.apps?.canvas?.enabled === false,
      mediaLibrary: config.mediaLibrary?.enabled === false,
      announcements: config.announcements?.enabled === false,
    };
    const on = LEFT_OUT.filter((entry) => !off[entry.feature]).map(
      (entry) => `${entry.namespace}: ${entry.prefixes.join(", ")} (${entry.feature} is on)`,
    );
    expect(on, "left out, but the config turns the feature on").toEqual([]);
    const stale = LEFT_OUT.flatMap((entry) =>
      entry.prefixes
        .filter((prefix) => !Object.keys(bundle(EN, entry.namespace)).some((key) => key.startsWith(prefix)))
        .map((prefix) => `${entry.namespace}:${prefix}`),
    );
    expect(stale, "left-out prefixes that match no English key").toEqual([]);
  });
});

describe.each(shipped)("Russian for the %s namespace", (namespace) => {
  const english = bundle(EN, namespace);
  const russian = bundle(RU, namespace);
  const keys = Object.keys(english).filter((key) => !leftOut(namespace, key));
  /** Counted phrases: the keys English writes as `<base>_one` or `<base>_other`. */
  const families = new Set(
    keys.flatMap((key) => {
      const match = PLURAL.exec(key);
      return match && (match[2] === "one" || match[2] === "other") ? [match[1]] : [];
    }),
  );

  it("has every English key", () => {
    const counted = (key: string) => families.has(PLURAL.exec(key)?.[1] ?? "");
    const missing = keys.filter((key) => !russian[key]?.trim() && !counted(key));
    expect(missing, `${namespace}: keys without Russian`).toEqual([]);
  });

  it("has every Russian plural form of a counted phrase", () => {
    const missing = [...families].flatMap((base) =>
      [...RU_PLURALS, ...(english[`${base}_zero`] ? ["zero"] : [])]
        .map((category) => `${base}_${category}`)
        .filter((key) => !russian[key]?.trim()),
    );
    expect(missing, `${namespace}: plural forms without Russian`).toEqual([]);
  });

  it("keeps the English value's variables and tags", () => {
    const dropped: string[] = [];
    for (const [key, value] of Object.entries(russian)) {
      const match = PLURAL.exec(key);
      const family = match && families.has(match[1]) ? match[1] : undefined;
      // Russian's few, many and other stand for English's other (or the bare key); one for one.
      const source =
        family === undefined
          ? english[key]
          : match?.[2] === "one" || match?.[2] === "zero"
            ? (english[key] ?? english[`${family}_other`])
            : (english[`${family}_other`] ?? english[family]);
      if (source === undefined) continue;
      const wanted = variables(source);
      // Russian's "one" is also 21, 31…: a counted phrase shows the count in every form but zero.
      if (
        family !== undefined &&
        match?.[2] !== "zero" &&
        ["one", "other"].some((form) => variables(english[`${family}_${form}`] ?? "").has("count"))
      ) {
        wanted.add("count");
      }
      const lost = [...wanted].filter((name) => !variables(value).has(name));
      if (lost.length > 0) dropped.push(`${key}: {{${lost.join("}}, {{")}}}`);
      if (tags(value).join() !== tags(source).join())
        dropped.push(`${key}: ${tags(source).join(" ")} → ${tags(value).join(" ")}`);
    }
    expect(dropped, `${namespace}: Russian values that lose a variable or change tags`).toEqual([]);
  });

  it("has no key English does not have", () => {
    const beyond = BEYOND_ENGLISH[namespace] ?? [];
    const stale = Object.keys(russian).filter((key) => {
      const match = PLURAL.exec(key);
      return !(key in english) && !(match && families.has(match[1])) && !beyond.includes(key);
    });
    expect(stale, `${namespace}: Russian keys Sanity does not use`).toEqual([]);
    expect(
      beyond.filter((key) => key in english),
      `${namespace}: keys Sanity's English now has (drop them from BEYOND_ENGLISH)`,
    ).toEqual([]);
  });

  it("has no English words left", () => {
    const english = Object.entries(russian).flatMap(([key, value]) => {
      const words = latinWords(value);
      return words.length > 0 ? [`${key}: ${words.join(" ")}`] : [];
    });
    expect(english, `${namespace}: Russian values with English words`).toEqual([]);
  });
});
