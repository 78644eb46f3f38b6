import "server-only";
/**
 * The airport transfer a guest adds to a booking costs what the booking engine charges for it
 * (its extras `transfer-to`, `transfer-from`, `transfer-to-from`; docs/booking-engine.md#extras),
 * so /services/transfer reads those prices from the engine rather than from a text: a manager
 * changes them in one place. The tariff table below them (content: transferTariff) is another
 * thing, a trip ordered on its own, and says so (docs/content-model.md «Transfer: two readings»).
 *
 * Kept in Next.js's data cache like the rooms' prices (ENGINE_ROOMS_TAG, five minutes at most);
 * without the engine the page shows no add-on prices rather than a guess.
 */
import { cache } from "react";
import { hotelClient } from "@hotel/client";
import type { ExtraOffer } from "@hotel/client/types";
import { ENGINE_ROOMS_TAG } from "@web/lib/engine-cache";
import { pageWords, priceText } from "@web/features/content/format";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import type { PriceText } from "@web/features/content/types";

/** The lines of the add-on, in the order the guest form offers them, with their titles' keys. */
const ADD_ON_LINES = [
  { code: "transfer-to", title: "oneWay" },
  { code: "transfer-to-from", title: "bothWays" },
] as const;

/** The add-on's price lines from the engine's extras; an extra it does not sell is left out. */
export function transferAddOnPrices(
  extras: readonly Pick<ExtraOffer, "code" | "price">[],
  language: Language = DEFAULT_LANGUAGE,
): PriceText[] {
  const words = pageWords(language);
  return ADD_ON_LINES.flatMap(({ code, title }) => {
    const extra = extras.find((candidate) => candidate.code === code);
    const text = extra
      ? priceText(
          { amount: extra.price, unit: "perTrip", title: words(`services.transfer.${title}`) },
          language,
        )
      : undefined;
    return text ? [text] : [];
  });
}

export const getTransferAddOnPrices = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<PriceText[]> => {
    try {
      const cachedFetch: typeof fetch = (input, init) =>
        fetch(input, { ...init, cache: "force-cache", next: { tags: [ENGINE_ROOMS_TAG], revalidate: 300 } });
      return transferAddOnPrices(await hotelClient({ fetch: cachedFetch }).extras(), language);
    } catch (error) {
      console.error(
        "transfer prices: the booking engine could not be asked; /services/transfer shows no add-on prices until it answers",
        error instanceof Error ? error.message : String(error),
      );
      return [];
    }
  },
);
