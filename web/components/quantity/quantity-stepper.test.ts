import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

describe("QuantityStepper", () => {
  it("sends both buttons off in the server's HTML: a press before hydration has no handler to reach", () => {
    const html = renderToStaticMarkup(
      createElement(QuantityStepper, { title: "Массаж стоп", count: 2, onChange: () => undefined }),
    );
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain('disabled=""');
    expect(html).toContain('aria-label="Добавить: Массаж стоп"');
  });
});
