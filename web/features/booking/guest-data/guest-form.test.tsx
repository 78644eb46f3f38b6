/**
 * The guest form's transfer prices come from the engine's catalogue alone
 * (docs/booking-engine.md#extras): a manager's price is the form's price, and without the
 * catalogue the form names no price at all.
 */
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup as render } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "@rules/language";
import { MESSAGES } from "@web/messages";
import { TransferHint, transferPrices } from "./guest-form";

/** The page's catalogue around a client component, as the booking layout gives it. */
function renderToStaticMarkup(node: ReactNode, language: Language = "ru"): string {
  return render(
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Europe/Kaliningrad">
      {node}
    </NextIntlClientProvider>,
  );
}

const extra = (code: string, price: number) => ({
  code,
  kind: "transfer" as const,
  title: "",
  price,
  durationMinutes: null,
});

function text(markup: string): string {
  return markup.replace(/<[^>]+>/g, "").replace(/[\u202F\u00A0]/g, " ");
}

describe("the guest form's transfer prices", () => {
  it("are the catalogue's: one way and both ways as the engine charges them", () => {
    const catalogue = [
      extra("transfer-to", 7500),
      extra("transfer-from", 7500),
      extra("transfer-to-from", 14000),
    ];
    const prices = transferPrices(catalogue, false);
    expect(prices.byType).toEqual({ to: 7500, from: 7500, "to-from": 14000 });
    expect(text(renderToStaticMarkup(<TransferHint prices={prices} />))).toBe(
      "Встретим в аэропорту Храброво или отвезём к рейсу: 7 500 ₽ в одну сторону, 14 000 ₽ туда и обратно.",
    );
  });

  it("name each way when they differ", () => {
    const catalogue = [
      extra("transfer-to", 6000),
      extra("transfer-from", 5000),
      extra("transfer-to-from", 10000),
    ];
    expect(text(renderToStaticMarkup(<TransferHint prices={transferPrices(catalogue, false)} />))).toBe(
      "Встретим в аэропорту Храброво или отвезём к рейсу: 6 000 ₽ в отель, 5 000 ₽ из отеля, 10 000 ₽ туда и обратно.",
    );
  });

  it("are no figure while the catalogue is asked for, nor without it", () => {
    const pending = renderToStaticMarkup(<TransferHint prices={transferPrices(undefined, true)} />);
    expect(text(pending)).not.toMatch(/\d/);
    expect(pending).toContain('aria-hidden="true"');
    const missing = transferPrices([extra("transfer-to", 6000)], false);
    expect(missing.byType).toEqual({ to: 6000, from: undefined, "to-from": undefined });
    expect(text(renderToStaticMarkup(<TransferHint prices={missing} />))).toBe(
      "Встретим в аэропорту Храброво или отвезём к рейсу.",
    );
  });

  it("are written in English on the English site", () => {
    const catalogue = [
      extra("transfer-to", 6000),
      extra("transfer-from", 5000),
      extra("transfer-to-from", 10000),
    ];
    expect(text(renderToStaticMarkup(<TransferHint prices={transferPrices(catalogue, false)} />, "en"))).toBe(
      "We’ll meet you at Khrabrovo airport or take you to your flight: ₽6,000 to the hotel, ₽5,000 from the hotel, ₽10,000 both ways.",
    );
  });
});
