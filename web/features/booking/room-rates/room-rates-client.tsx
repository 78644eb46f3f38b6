"use client";

import { useSearchParams } from "next/navigation";
import { useLocalizedRouter } from "../use-localized-router";
import { useLocale, useTranslations } from "next-intl";
import useSWR from "swr";
import { hotelToday } from "@rules/dates";
import { encodeRoomRate, resolveRoomPageQuery, searchQueryString, SEARCH_PARAMS } from "@rules/search";
import { localizedHref } from "@web/i18n/paths";
import { engineErrorText } from "../error-words";
import { BookingApiError, bookingApi, SWR_OPTIONS, type Availability, type RateOffer } from "../api";
import { roomGuestsText, stayText } from "../format";
import { RateRow } from "../rate-row/rate-row";
import { SearchBar } from "../search/search-bar";
import { chooseRoomPageRate } from "../transitions";
import { updateDraft } from "../use-draft";
import styles from "./room-rates.module.css";

/**
 * The rates of one room category on its page (docs/booking-journey.md «Room page»), priced for the
 * dates and guests in the address (one room; today, tomorrow and two adults when absent). Choosing
 * a rate goes to the data step with the same query plus `rrp={roomId},{rateId}`.
 */
export function RoomRatesClient({ roomId, roomTitle }: { roomId: number; roomTitle: string }) {
  const router = useLocalizedRouter();
  const t = useTranslations("journey.roomRates");
  const language = useLocale();
  const params = useSearchParams();
  const today = hotelToday();
  const search = resolveRoomPageQuery(params, today);
  const body = search.ok ? { ...search.stay, rooms: search.rooms } : undefined;
  const { data, error, isLoading } = useSWR(
    body ? ["/api/booking/search", JSON.stringify(body)] : null,
    () => bookingApi<Availability>("/api/booking/search", { body }),
    SWR_OPTIONS,
  );

  if (!search.ok) return null;
  const guests = search.rooms[0] ?? { adults: 2, children: 0 };
  const offer = data?.choices[0]?.roomTypes.find((type) => type.id === roomId);

  const choose = async (rate: RateOffer) => {
    const query = searchQueryString(search.stay, search.rooms);
    await updateDraft((stored) =>
      chooseRoomPageRate(stored, search.stay, search.rooms, {
        roomType: offer ?? { id: roomId, title: roomTitle, capacity: 0 },
        rate,
      }),
    );
    router.push(`/booking/data?${query}&${SEARCH_PARAMS.roomRate}=${encodeRoomRate(roomId, rate.id)}`, {
      scroll: true,
    });
  };

  return (
    <section className={`container ${styles.rates}`} aria-labelledby="room-rates-title" aria-busy={isLoading}>
      <div className={styles.head}>
        <h2 id="room-rates-title" className={styles.title}>
          {t("title")}
        </h2>
        <p className={styles.stay}>
          {stayText(search.stay.arrival, search.stay.departure, language)} ·{" "}
          {roomGuestsText(guests, language)}
        </p>
      </div>
      {error ? (
        <p className={styles.problem} role="alert">
          {error instanceof BookingApiError ? engineErrorText(error, language) : t("failed")}
        </p>
      ) : isLoading || !data ? (
        <p className={styles.loading} role="status">
          {t("loading")}
        </p>
      ) : !offer || offer.rates.length === 0 ? (
        <p className={styles.problem} role="status">
          {t.rich("unavailable", {
            room: roomTitle,
            guests: roomGuestsText(guests, language),
            link: (chunks) => (
              <a
                href={localizedHref(
                  `/booking/rate-plans?${searchQueryString(search.stay, search.rooms)}`,
                  language,
                )}
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        <ul className={styles.list}>
          {offer.rates.map((rate) => (
            <RateRow
              key={rate.id}
              rate={rate}
              nights={data.nights}
              headingLevel={3}
              onChoose={() => choose(rate)}
            />
          ))}
        </ul>
      )}
      <SearchBar
        arrival={search.stay.arrival}
        departure={search.stay.departure}
        rooms={search.rooms}
        target={{ roomId }}
        roomTypeId={roomId}
      />
    </section>
  );
}
