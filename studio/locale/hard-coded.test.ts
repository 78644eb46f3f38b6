import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { HARD_CODED, PLUGIN_HARD_CODED, hardCodedRussian, replaceHardCoded } from "./hard-coded";

const sanityModule = () => readFileSync(createRequire(import.meta.url).resolve("sanity"), "utf8");
const pluginModule = () =>
  readFileSync(createRequire(import.meta.url).resolve("sanity-plugin-internationalized-array"), "utf8");

describe("Sanity's hard-coded English", () => {
  it("is all in the installed Sanity's module, and none of it is left after the replacement", () => {
    const code = sanityModule();
    const { code: replaced, found } = replaceHardCoded(code);
    expect([...found].sort()).toEqual(HARD_CODED.map(([english]) => english).sort());
    for (const [english, russian] of HARD_CODED) {
      expect(replaced).not.toContain(english);
      expect(replaced).toContain(russian);
    }
    expect(replaced).not.toContain("Field actions");
    expect(replaced).not.toContain("unable to recover from");
  });

  it("is, for the localized fields' plugin, all in its installed module, and replaced", () => {
    const { code: replaced, found } = replaceHardCoded(pluginModule(), PLUGIN_HARD_CODED);
    expect([...found].sort()).toEqual(PLUGIN_HARD_CODED.map(([english]) => english).sort());
    expect(replaced).not.toContain("currently has no translations");
    expect(replaced).not.toContain("Internationalized array");
  });

  it("fails the build, naming the string, when Sanity's module no longer has one", () => {
    const plugin = hardCodedRussian();
    const [first] = HARD_CODED[0] ?? [""];
    const code = HARD_CODED.map(([english]) => english)
      .filter((english) => english !== first)
      .join("\n");
    // Another module is left alone; Sanity's own is replaced, but one string is not there.
    expect(plugin.transform(code, "/app/node_modules/react/index.js")).toBeNull();
    expect(plugin.transform(code, "/app/node_modules/sanity/lib/index.js")?.code).toContain("Повторить");
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => plugin.generateBundle.call(context)).toThrow(`no longer has ${first}`);
    // The plugin's module, changed the same way, fails it too.
    const other = hardCodedRussian();
    other.transform("", "/app/node_modules/sanity-plugin-internationalized-array/dist/index.js");
    expect(() => other.generateBundle.call(context)).toThrow(PLUGIN_HARD_CODED[0]![0]);
  });
});
