"use client";
/**
 * /booking/check/edit-date: new dates in the price calendar, the engine's quote for them, then
 * «Применить» (docs/booking-journey-check.md «Edit dates»). The chosen dates stay in the address.
 * The calendar opens in the card's flow, pushing the quote down: over the page it hid the form.
 */
import { useId, useState } from "react";
import { formatUrlDate, type IsoDate } from "@rules/dates";
import { stayText } from "../format";
import { DateRangePicker } from "../search/date-range-picker";
import type { StayRange } from "../search/range";
import { ChangePanel } from "./change-panel";
import { ManagedPage } from "./managed-page";
import { DATES_MISSING_MESSAGE, SAME_DATES_MESSAGE } from "./text";
import type { ManagedBooking } from "./use-manage";
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
          Бронирование {reservation.reference}
        </h2>
        <p className={styles.hint}>Сейчас: {stayText(reservation.arrival, reservation.departure)}</p>
        <DateRangePicker
          arrival={range.arrival}
          departure={range.departure}
          onChange={choose}
          roomTypeId={onlyType}
          roomTitle={onlyType === undefined ? undefined : reservation.rooms[0]?.roomTypeTitle}
          placement="inline"
        />
        {complete && same ? <p className={styles.hint}>Это текущие даты бронирования.</p> : null}
      </section>
      <ChangePanel
        paid={reservation.amounts.paid}
        what="Даты"
        missing={complete && same ? SAME_DATES_MESSAGE : DATES_MISSING_MESSAGE}
        change={
          complete && !same && range.arrival && range.departure
            ? { arrival: range.arrival, departure: range.departure }
            : undefined
        }
      />
    </div>
  );
}
