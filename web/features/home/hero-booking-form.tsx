"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { MESSAGES } from "@rules/messages";
import { addDays, hotelToday } from "@rules/dates";
import { DEFAULT_ROOM_GUESTS, MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS, type RoomGuests } from "@rules/guests";
import { searchQueryString } from "@rules/search";
import { Calendar, Users } from "@web/components/icons/icons";
import {
  addRoom,
  changeAdults,
  changeChildren,
  guestsSummary,
  removeRoom,
} from "@web/features/booking/search/guest-rooms";
import { Counter } from "@web/features/booking/search/counter";
import guestRooms from "@web/features/booking/search/guest-rooms.module.css";
import styles from "./hero-booking-form.module.css";

const DATE_LABEL = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  weekday: "short",
  timeZone: "UTC",
});

/**
 * How the chosen day reads on the form, with its year (a stay booked months ahead may fall in the
 * next one): «22 ноября 2026, вс», and «22/11/2026» where the field is too narrow for words (the
 * stylesheet shows one of the two).
 */
function DateLabel({ iso }: { iso: string }) {
  const parts = DATE_LABEL.formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  const [year, month, day] = iso.split("-");
  return (
    <>
      <span className={styles.dateLong}>
        {`${part("day")}\u00A0${part("month")} ${part("year")}, ${part("weekday")}`}
      </span>
      <span className={styles.dateShort}>{`${day}/${month}/${year}`}</span>
    </>
  );
}

/**
 * The home hero's form (docs/site.md#home-page): dates and guests; the button checks
 * «Укажите даты» and «Укажите кол-во гостей», stores the stay and guests in the booking draft in
 * local storage and goes to /booking/rate-plans (the booking journey's page) with the query.
 */
const noSubscription = () => () => undefined;

/** The stay and rooms of a stored draft, once the draft module has loaded after hydration. */
type StoredSearch = { arrival: string; departure: string; rooms: RoomGuests[] } | undefined;

// The draft module (and its schema) loads after the page is interactive, not with the home page.
const draftModule = () => import("@web/features/booking/draft");
const storageModule = () => import("@web/features/booking/use-draft");

export function HeroBookingForm({ buttonLabel }: { buttonLabel: string }) {
  // The hotel's today and the stored draft exist only in the browser: a stored stay remounts the
  // form with its values once read. A draft holding only spa procedures changes nothing, so dates
  // the guest is already typing stay.
  const [stored, setStored] = useState<StoredSearch>(undefined);
  useEffect(() => {
    let live = true;
    void Promise.all([draftModule(), storageModule()]).then(async ([draft, storage]) => {
      const stay = draft.draftStay(await storage.readDraft(), hotelToday());
      if (live && stay) setStored(stay);
    });
    return () => {
      live = false;
    };
  }, []);
  const key = stored ? `${stored.arrival}|${stored.departure}|${JSON.stringify(stored.rooms)}` : "none";
  return <HeroForm key={key} stored={stored} buttonLabel={buttonLabel} />;
}

function initialValues(stored: StoredSearch) {
  if (stored) return { arrival: stored.arrival, departure: stored.departure, rooms: stored.rooms };
  return { arrival: "", departure: "", rooms: [{ ...DEFAULT_ROOM_GUESTS }] };
}

function HeroForm({ buttonLabel, stored }: { buttonLabel: string; stored: StoredSearch }) {
  const router = useRouter();
  const id = useId();
  const today = useSyncExternalStore(
    noSubscription,
    () => hotelToday(),
    () => undefined,
  );
  const [initial] = useState(() => initialValues(stored));
  const [arrival, setArrival] = useState(initial.arrival);
  const [departure, setDeparture] = useState(initial.departure);
  const [rooms, setRooms] = useState<RoomGuests[]>(initial.rooms);
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const picker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (picker.current && event.target instanceof Node && !picker.current.contains(event.target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        picker.current?.querySelector<HTMLButtonElement>("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!arrival || !departure || departure <= arrival) {
      setError(MESSAGES.dates);
      return;
    }
    if (rooms.length === 0) {
      setError(MESSAGES.guests);
      return;
    }
    setError(undefined);
    const stay = { arrival, departure };
    // The new search keeps the spa procedures picked before and the booking session.
    const [draft, storage] = await Promise.all([draftModule(), storageModule()]);
    const previous = await storage.readDraft();
    storage.saveDraft(
      draft.searchDraft(stay, rooms, { extras: previous?.extras, session_id: previous?.session_id }),
    );
    router.push(`/booking/rate-plans?${searchQueryString(stay, rooms)}`);
  };

  const minDeparture = arrival ? addDays(arrival, 1) : today ? addDays(today, 1) : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Поиск номеров">
      <div className={styles.field}>
        <label htmlFor={`${id}-arrival`}>
          <Calendar size={16} />
          Заезд
        </label>
        <span className={styles.dateValue} aria-hidden="true">
          {arrival ? <DateLabel iso={arrival} /> : "Выбрать"}
        </span>
        <input
          id={`${id}-arrival`}
          className={styles.dateInput}
          type="date"
          value={arrival}
          min={today}
          aria-describedby={error === MESSAGES.dates ? `${id}-error` : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setArrival(value);
            if (value && (!departure || departure <= value)) setDeparture(addDays(value, 1));
            setError(undefined);
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-departure`}>
          <Calendar size={16} />
          Выезд
        </label>
        <span className={styles.dateValue} aria-hidden="true">
          {departure ? <DateLabel iso={departure} /> : "Выбрать"}
        </span>
        <input
          id={`${id}-departure`}
          className={styles.dateInput}
          type="date"
          value={departure}
          min={minDeparture}
          aria-describedby={error === MESSAGES.dates ? `${id}-error` : undefined}
          onChange={(event) => {
            setDeparture(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <div className={`${styles.field} ${styles.guests}`} ref={picker}>
        <span className={styles.label} id={`${id}-guests-label`}>
          <Users size={16} />
          Гости
        </span>
        <button
          type="button"
          className={styles.guestsButton}
          aria-expanded={open}
          aria-controls={`${id}-guests`}
          aria-labelledby={`${id}-guests-label ${id}-guests-value`}
          onClick={() => setOpen((value) => !value)}
        >
          <span id={`${id}-guests-value`}>{guestsSummary(rooms)}</span>
        </button>
        {open ? (
          <div className={styles.popover} id={`${id}-guests`} role="group" aria-label="Гости по номерам">
            {rooms.map((room, index) => (
              <fieldset key={index} className={guestRooms.room}>
                <legend>Номер {index + 1}</legend>
                <Counter
                  label="Взрослые"
                  value={room.adults}
                  min={rooms.length > 1 ? 0 : 1}
                  max={MAX_ADULTS}
                  onChange={(delta) => setRooms((current) => changeAdults(current, index, delta))}
                />
                <Counter
                  label="Дети до 14 лет"
                  value={room.children}
                  min={0}
                  max={MAX_CHILDREN}
                  onChange={(delta) => setRooms((current) => changeChildren(current, index, delta))}
                />
                {rooms.length > 1 ? (
                  <button
                    type="button"
                    className={guestRooms.textButton}
                    onClick={() => setRooms((current) => removeRoom(current, index))}
                  >
                    Удалить номер
                  </button>
                ) : null}
              </fieldset>
            ))}
            <div className={guestRooms.actions}>
              <button
                type="button"
                className={guestRooms.textButton}
                onClick={() => setRooms((current) => addRoom(current))}
                disabled={rooms.length >= MAX_ROOMS}
              >
                Добавить номер
              </button>
              <button type="button" className="btn btn--dark" onClick={() => setOpen(false)}>
                Готово
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <button type="submit" className={`btn btn--gold ${styles.submit}`}>
        {buttonLabel}
      </button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error ?? ""}
      </p>
    </form>
  );
}
