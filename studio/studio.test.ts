/**
 * The Studio's configuration: every document type is reachable from the Russian structure,
 * singletons are pinned under their fixed ids and cannot be created, deleted or duplicated, the
 * cloud-only features are off, and the Studio's manifest declares the root's package versions.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StructureBuilder } from "sanity/structure";
import { describe, expect, it } from "vitest";
import { SINGLETON_TYPES } from "../schemas/lib/constants";
import { documentTypes } from "../schemas/index";
import config from "./sanity.config";
import { structure } from "./structure";

/** A stand-in StructureBuilder that records every call the structure makes. */
function recordingBuilder() {
  const calls: { method: string; args: unknown[] }[] = [];
  const proxy: unknown = new Proxy(function () {}, {
    get(_target, method) {
      return (...args: unknown[]) => {
        calls.push({ method: String(method), args });
        return proxy;
      };
    },
  });
  return { builder: proxy as StructureBuilder, calls };
}

describe("studio structure", () => {
  const { builder, calls } = recordingBuilder();
  structure(builder, {} as never);
  const argsOf = (method: string) =>
    calls.filter((call) => call.method === method).map((call) => call.args[0]);

  it("reaches every document type", () => {
    const listed = new Set([...argsOf("documentTypeList"), ...argsOf("schemaType")]);
    for (const type of documentTypes) expect(listed.has(type.name), type.name).toBe(true);
  });

  it("pins each singleton as one document with its fixed id", () => {
    const ids = argsOf("documentId");
    expect([...ids].sort()).toEqual([...SINGLETON_TYPES].sort());
  });

  it("groups the menu the way a manager thinks", () => {
    const titles = argsOf("title");
    for (const group of [
      "Номера и цены",
      "Услуги и СПА",
      "Предложения",
      "Ресторан",
      "Отзывы",
      "Галерея",
      "Страницы",
      "Настройки",
    ]) {
      expect(titles).toContain(group);
    }
  });
});

describe("studio config", () => {
  it("turns off the features that need Sanity's paid cloud", () => {
    expect(config).toMatchObject({
      tasks: { enabled: false },
      scheduledPublishing: { enabled: false },
      releases: { enabled: false },
      announcements: { enabled: false },
      document: { comments: { enabled: false } },
      apps: { canvas: { enabled: false } },
    });
  });

  it("offers no template to create a singleton or a list page", () => {
    const templates = config.schema?.templates;
    if (typeof templates !== "function") throw new Error("templates should be a filter");
    const all = [...SINGLETON_TYPES, "page", "roomCategory"].map((schemaType) => ({
      id: schemaType,
      schemaType,
      title: schemaType,
      value: {},
    }));
    const offered = (templates as (prev: typeof all, context: never) => typeof all)(all, {} as never).map(
      (template) => template.schemaType,
    );
    expect(offered).toEqual(["roomCategory"]);
  });

  it("lets a singleton only be published, reverted or restored", () => {
    const resolve = config.document?.actions;
    if (typeof resolve !== "function") throw new Error("actions should be a resolver");
    const actions = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map(
      (action) => Object.assign(() => null, { action }),
    );
    const names = (schemaType: string) =>
      resolve(actions as never, { schemaType } as never).map(
        (action) => (action as { action?: string }).action,
      );
    expect(names("siteSettings")).toEqual(["publish", "discardChanges", "restore"]);
    expect(names("roomCategory")).toHaveLength(actions.length);
  });

  it("gives everyone who edits texts «Нет перевода», the list of fields without English", () => {
    const resolve = config.tools;
    if (typeof resolve !== "function") throw new Error("tools should be a resolver");
    const editor = { role: "editor", roles: [{ name: "editor", title: "Editor" }] };
    const titles = resolve([], { currentUser: editor } as never).map((tool) => tool.title);
    expect(titles).toEqual(["Нет перевода"]);
  });

  it("adds the localized fields' plugin (sanity-plugin-internationalized-array)", () => {
    expect(config.plugins?.map((plugin) => (plugin as { name?: string }).name)).toContain(
      "sanity-plugin-internationalized-array",
    );
  });

  it("declares in studio/package.json the versions installed at the root", () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8")) as {
        dependencies: Record<string, string>;
      };
    const root = read("package.json").dependencies;
    for (const [name, version] of Object.entries(read("studio/package.json").dependencies)) {
      expect(version, name).toBe(root[name]);
    }
  });
});
