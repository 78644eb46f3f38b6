"use client";

import { useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { hotelToday } from "@rules/dates";
import { formatRubles } from "@rules/money";
import { encodeRoomRate, resolveSearchQuery, searchQueryString, SEARCH_PARAMS } from "@rules/search";
import { Check } from "@web/components/icons/icons";
import { bookingApi, SWR_OPTIONS, type Availability, type RateOffer } from "../api";
import { searchDraft } from "../draft";
import { cancellationTerms, dayMonth, nightsText, roomGuestsText, stayText } from "../format";
import { SearchBar } from "../search/search-bar";
import { loadDraft, saveDraft } from "../use-draft";
import styles from "./room-rates.module.css";

/**
 * The rates of one room category on its page (docs/booking-journey.md «Room page»), priced for the
 * dates and guests in the address (one room; today, tomorrow and two adults when absent). Choosing
 * a rate goes to the data step with the same query plus `rrp={roomId},{rateId}`.
 */
export function RoomRates({ roomId, roomTitle }: { roomId: number; roomTitle: string }) {
  const router = useRouter();
  const params = useSearchParams();
  const today = hotelToday();
  const search = resolveSearchQuery(
    {
      [SEARCH_PARAMS.arrival]: params.get(SEARCH_PARAMS.arrival),
      [SEARCH_PARAMS.departure]: params.get(SEARCH_PARAMS.departure),
      [SEARCH_PARAMS.guests]: params.get(SEARCH_PARAMS.guests),
    },
    today,
    { singleRoom: true },
  );
  const body = search.ok ? { ...search.stay, rooms: search.rooms } : undefined;
  const { data, error, isLoading } = useSWR(
    body ? ["/api/booking/search", JSON.stringify(body)] : null,
    () => bookingApi<Availability>("/api/booking/search", { body }),
    SWR_OPTIONS,
  );

  if (!search.ok) return null;
  const guests = search.rooms[0] ?? { adults: 2, children: 0 };
  const offer = data?.choices[0]?.roomTypes.find((type) => type.id === roomId);

  const choose = (rate: RateOffer) => {
    const query = searchQueryString(search.stay, search.rooms);
    const stored = loadDraft();
    saveDraft({
      ...searchDraft(search.stay, search.rooms, { extras: stored?.extras, session_id: stored?.session_id }),
      stage: 1,
      from_room: roomId,
      choices: [
        {
          ...guests,
          room_type: { id: roomId, title: offer?.title ?? roomTitle, seating: offer?.capacity ?? 0 },
          rate: { id: rate.id, title: rate.title, price: rate.price },
        },
      ],
    });
    router.push(`/booking/data?${query}&${SEARCH_PARAMS.roomRate}=${encodeRoomRate(roomId, rate.id)}`, {
      scroll: true,
    });
  };

  return (
    <section className={`container ${styles.rates}`} aria-labelledby="room-rates-title" aria-busy={isLoading}>
      <div className={styles.head}>
        <h2 id="room-rates-title" className={styles.title}>
          Тарифы
        </h2>
        <p className={styles.stay}>
          {stayText(search.stay.arrival, search.stay.departure)} · {roomGuestsText(guests)}
        </p>
      </div>
      {error ? (
        <p className={styles.problem} role="alert">
          {error instanceof Error ? error.message : "Не удалось загрузить тарифы"}
        </p>
      ) : isLoading || !data ? (
        <p className={styles.loading} role="status">
          Подбираем тарифы…
        </p>
      ) : !offer || offer.rates.length === 0 ? (
        <p className={styles.problem} role="status">
          На эти даты {roomTitle} недоступен для {roomGuestsText(guests)}. Выберите другие даты ниже или
          посмотрите{" "}
          <a href={`/booking/rate-plans?${searchQueryString(search.stay, search.rooms)}`}>
            все свободные номера
          </a>
          .
        </p>
      ) : (
        <ul className={styles.list}>
          {offer.rates.map((rate) => (
            <li key={rate.id} className={styles.rate}>
              <div>
                <h3 className={styles.rateTitle}>{rate.title}</h3>
                <ul className={styles.included}>
                  {rate.includedServices.map((service) => (
                    <li key={service.title}>
                      <Check size={14} /> {service.title}
                    </li>
                  ))}
                </ul>
                <p className={rate.refundable ? styles.flexible : styles.strict}>{cancellationTerms(rate)}</p>
              </div>
              <div className={styles.action}>
                <p className={styles.price}>
                  <strong>{formatRubles(rate.price)}</strong> за {nightsText(data.nights)}
                </p>
                <details className={styles.breakdown}>
                  <summary>Цена по ночам</summary>
                  <ul>
                    {rate.nightly.map((night) => (
                      <li key={night.date}>
                        <span>{dayMonth(night.date)}</span> <span>{formatRubles(night.amount)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
                <button type="button" className="btn btn--gold" onClick={() => choose(rate)}>
                  Выбрать тариф
                </button>
              </div>
            </li>
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
