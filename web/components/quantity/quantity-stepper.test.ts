import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "@rules/language";
import { MESSAGES } from "@web/messages";
import { QuantityStepper } from "./quantity-stepper";

function render(language: Language): string {
  return renderToStaticMarkup(
    // The provider types its children as a prop (required), which createElement's third argument does not meet.
    // eslint-disable-next-line react/no-children-prop
    createElement(NextIntlClientProvider, {
      locale: language,
      messages: MESSAGES[language],
      children: createElement(QuantityStepper, { title: "Массаж стоп", count: 2, onChange: () => undefined }),
    }),
  );
}

describe("QuantityStepper", () => {
  it("sends both buttons off in the server's HTML: a press before hydration has no handler to reach", () => {
    const html = render("ru");
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain('disabled=""');
    expect(html).toContain('aria-label="Добавить: Массаж стоп"');
    expect(render("en")).toContain('aria-label="Add one: Массаж стоп"');
  });
});
