import { readFileSync } from "node:fs";
import { NextIntlClientProvider } from "next-intl";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AMENITY_ICONS } from "@schemas/lib/constants";
import { Stars } from "@web/components/reviews/review-card";
import { MESSAGES } from "@web/messages";
import { AmenityIcon, DRAWN_AMENITY_ICONS } from "@web/features/rooms/amenity-icon";
import * as icons from "./icons";

const sprite = readFileSync(path.join(import.meta.dirname, "../../../public/icons.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

function used(markup: string): string {
  const href = /<use href="([^"]+)"/.exec(markup)?.[1] ?? "";
  expect(href.startsWith(`${icons.ICON_SPRITE}#`)).toBe(true);
  return href.slice(icons.ICON_SPRITE.length + 1);
}

describe("the icon sprite", () => {
  it("has a symbol for every icon component and for every rating's stars", () => {
    const components = Object.entries(icons).flatMap(([name, value]) =>
      typeof value === "function" && name !== "SpriteIcon"
        ? [[name, value as ComponentType<{ size: number }>] as const]
        : [],
    );
    expect(components.length).toBeGreaterThan(15);
    for (const [name, component] of components) {
      const markup = renderToStaticMarkup(createElement(component, { size: 18 }));
      expect(symbols, name).toContain(used(markup));
      expect(markup).toContain('width="18" height="18" aria-hidden="true"');
    }
    for (const [value, id] of [
      [4, "stars-4"],
      [4.6, "stars-5"],
      [0, "stars-0"],
      [7, "stars-5"],
    ] as const) {
      const rating = renderToStaticMarkup(
        // The provider types its children as a prop (required), which createElement's third argument does not meet.
        // eslint-disable-next-line react/no-children-prop
        createElement(NextIntlClientProvider, {
          locale: "ru",
          messages: MESSAGES.ru,
          children: createElement(Stars, { value }),
        }),
      );
      expect(used(rating)).toBe(id);
      expect(symbols).toContain(id);
    }
    // A rating of n: n filled stars, then empty ones.
    for (let n = 0; n <= 5; n++) {
      const symbol = new RegExp(`<symbol id="stars-${n}"[\\s\\S]*?</symbol>`).exec(sprite)?.[0] ?? "";
      expect(symbol.match(/<path /g)?.length).toBe(5);
      expect(symbol.match(/fill="currentColor"/g)?.length ?? 0).toBe(n);
    }
  });

  it("has a drawing for every amenity icon of the content model but «Другое», which gets the dot", () => {
    for (const { value } of AMENITY_ICONS) {
      const id = used(renderToStaticMarkup(createElement(AmenityIcon, { icon: value })));
      expect(id).toBe(DRAWN_AMENITY_ICONS.has(value) ? `amenity-${value}` : "amenity-dot");
      expect(symbols).toContain(id);
    }
    expect(DRAWN_AMENITY_ICONS.has("other")).toBe(false);
    expect(used(renderToStaticMarkup(createElement(AmenityIcon, { icon: "unknown" })))).toBe("amenity-dot");
  });

  it("draws in the text's colour", () => {
    for (const symbol of sprite.match(/<symbol[\s\S]*?<\/symbol>/g) ?? []) {
      expect(symbol).toMatch(/currentColor/);
      expect(symbol).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    }
  });
});
