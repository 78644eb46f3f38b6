/**
 * The site's English catalogue (docs/languages.md#the-sites-catalogue), every namespace at once: no
 * Cyrillic letter, no empty message, no plain apostrophe (ICU quotes with it; write ’), and every
 * message a valid ICU message with the same arguments as its Russian.
 */
import { createTranslator } from "use-intl/core";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./index";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const english = leaves(MESSAGES.en as unknown as Tree);
const russian = new Map(leaves(MESSAGES.ru as unknown as Tree));

/**
 * The names of a message's arguments (`{count, plural, …}`, `{price}`) and tags (`<link>…</link>`),
 * read from the ICU parser's tree: a plural's or select's branch text is not an argument.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The English message formatted with its arguments (numbers) and tags (their text): ICU reads it. */
function formatted(key: string, message: string): string {
  const errors: unknown[] = [];
  const t = createTranslator({ locale: "en", messages: { message }, onError: (error) => errors.push(error) });
  const values = Object.fromEntries(
    argumentsOf(message).map((name) =>
      name.startsWith("<") ? [name.slice(1, -1), (chunks: string) => chunks] : [name, 1],
    ),
  );
  const text = t.markup("message", values as Parameters<typeof t.markup>[1]);
  if (errors.length > 0) throw new Error(`${key}: ${String(errors[0])}`);
  return text;
}

describe("the English catalogue", () => {
  it("has every message of the Russian one", () => {
    expect(english.map(([key]) => key).sort()).toEqual([...russian.keys()].sort());
  });

  it.each(english)("%s: English, not empty, ’ for an apostrophe", (_key, message) => {
    expect(message).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(message.trim()).not.toBe("");
    expect(message).not.toContain("'");
  });

  it.each(english)("%s: the same arguments as the Russian, and valid ICU", (key, message) => {
    expect(argumentsOf(message)).toEqual(argumentsOf(russian.get(key) ?? ""));
    expect(formatted(key, message)).not.toBe("");
  });
});
