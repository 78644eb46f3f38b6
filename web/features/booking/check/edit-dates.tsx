"use client";
/**
 * /booking/check/edit-date: new dates in the price calendar, the engine's quote for them, then
 * «Применить» (docs/booking-journey-check.md «Edit dates»). The chosen dates stay in the address.
 * The calendar opens in the card's flow, pushing the quote down: over the page it hid the form.
 */
import { useId, useState } from "react";
import { formatUrlDate, type IsoDate } from "@rules/dates";
import { DateRangePicker } from "../search/date-range-picker";
import type { StayRange } from "../search/range";
import { ChangePanel } from "./change-panel";
import { ManagedPage } from "./managed-page";
import type { ManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import { stayText } from "./words";
import styles from "./check.module.css";

export function EditDates({ arrival, departure }: { arrival: IsoDate; departure: IsoDate }) {
  return (
    <ManagedPage>
      {(booking) => <EditDatesForm booking={booking} initial={{ arrival, departure }} />}
    </ManagedPage>
  );
}

function EditDatesForm({ booking, initial }: { booking: ManagedBooking; initial: StayRange }) {
  const id = useId();
  const words = useWords();
  const { t } = words;
  const { reservation } = booking;
  const [range, setRange] = useState<StayRange>(initial);
  const roomTypes = new Set(reservation.rooms.map((room) => room.roomTypeId));
  const [onlyType] = roomTypes.size === 1 ? [...roomTypes] : [undefined];
  const complete = range.arrival !== undefined && range.departure !== undefined;
  const same = range.arrival === reservation.arrival && range.departure === reservation.departure;

  const choose = (next: StayRange) => {
    setRange(next);
    if (next.arrival && next.departure) {
      const query = new URLSearchParams({
        "arrival-date": formatUrlDate(next.arrival),
        "departure-date": formatUrlDate(next.departure),
      });
      window.history.replaceState(null, "", `?${query}`);
    }
  };

  return (
    <div className={styles.edit}>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t("dates.heading", { reference: reservation.reference })}
        </h2>
        <p className={styles.hint}>
          {t("dates.now", { stay: stayText(words, reservation.arrival, reservation.departure) })}
        </p>
        {/* The journey's picker, whose words are the journey's (data-journey names it for the tests). */}
        <div className={styles.journeyPart} data-journey="date-range-picker">
          <DateRangePicker
            arrival={range.arrival}
            departure={range.departure}
            onChange={choose}
            roomTypeId={onlyType}
            roomTitle={onlyType === undefined ? undefined : reservation.rooms[0]?.roomTypeTitle}
            placement="inline"
          />
        </div>
        {complete && same ? <p className={styles.hint}>{t("dates.same")}</p> : null}
      </section>
      <ChangePanel
        paid={reservation.amounts.paid}
        what="dates"
        missing={complete && same ? t("dates.sameAgain") : t("dates.missing")}
        change={
          complete && !same && range.arrival && range.departure
            ? { arrival: range.arrival, departure: range.departure }
            : undefined
        }
      />
    </div>
  );
}
