"use client";

import { useRouter } from "next/navigation";
import { localizedHref } from "@web/i18n/paths";
import type { Language } from "@rules/language";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { MESSAGES } from "@rules/messages";
import { addDays, hotelToday, parseIsoDate } from "@rules/dates";
import { DEFAULT_ROOM_GUESTS, type RoomGuests } from "@rules/guests";
import { searchQueryString } from "@rules/search";
import { Calendar, Users } from "@web/components/icons/icons";
import { GuestRoomsFields } from "@web/features/booking/search/guest-picker";
import { guestsSummary, occupancyNotice } from "@web/features/booking/search/guest-rooms";
import styles from "./hero-booking-form.module.css";

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  weekday: "short",
  timeZone: "UTC",
};
const DATE_LABELS: Record<Language, Intl.DateTimeFormat> = {
  ru: new Intl.DateTimeFormat("ru-RU", DATE_OPTIONS),
  en: new Intl.DateTimeFormat("en-GB", DATE_OPTIONS),
};

/**
 * The chosen day with its year, in the page's language: «22 ноября 2026, вс», "22 November 2026,
 * Sun".
 */
export function dateLabelText(iso: string, language: Language): string {
  const parts = DATE_LABELS[language].formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")}\u00A0${part("month")} ${part("year")}, ${part("weekday")}`;
}

/**
 * How the chosen day reads on the form, with its year (a stay booked months ahead may fall in the
 * next one): «22 ноября 2026, вс», and «22/11/2026» where the field is too narrow for words (the
 * stylesheet shows one of the two).
 */
function DateLabel({ iso }: { iso: string }) {
  const language = useLocale();
  const [year, month, day] = iso.split("-");
  return (
    <>
      <span className={styles.dateLong}>{dateLabelText(iso, language)}</span>
      <span className={styles.dateShort}>{`${day}/${month}/${year}`}</span>
    </>
  );
}

/** The stay and rooms of a stored draft, once the draft module has loaded after hydration. */
type StoredSearch = { arrival: string; departure: string; rooms: RoomGuests[] } | undefined;

// The draft modules (and the draft's schema) load after the page is interactive, not with the home page.
const draftModule = () => import("@web/features/booking/draft");
const storageModule = () => import("@web/features/booking/use-draft");
const transitionsModule = () => import("@web/features/booking/transitions");

/**
 * The home hero's form (docs/site.md#home-page): dates and guests; the guest picker states the
 * room capacity rule and names a room that breaks it (the rate plans' and the engine's words,
 * rules/occupancy.ts); the button checks «Укажите даты», «Укажите кол-во гостей» and that rule,
 * stores the stay and guests in the booking draft in local storage and goes to
 * /booking/rate-plans (the booking journey's page) with the query. Dates typed before the page's
 * scripts started are kept (the native date fields work without them).
 */
export function HeroBookingForm({ buttonLabel }: { buttonLabel: string }) {
  // The stored draft exists only in the browser: a stored stay remounts the form with its values
  // once read. A draft holding only spa procedures changes nothing, so dates the guest is already
  // typing stay.
  const [stored, setStored] = useState<StoredSearch>(undefined);
  // Once the guest has typed or picked something, a stored search that arrives later must not
  // replace it (the form would remount with the stored dates).
  const edited = useRef(false);
  useEffect(() => {
    let live = true;
    void Promise.all([draftModule(), storageModule()]).then(async ([draft, storage]) => {
      const stay = draft.draftStay(await storage.readDraft(), hotelToday());
      if (live && stay && !edited.current) setStored(stay);
    });
    return () => {
      live = false;
    };
  }, []);
  const key = stored ? `${stored.arrival}|${stored.departure}|${JSON.stringify(stored.rooms)}` : "none";
  return (
    <HeroForm key={key} stored={stored} buttonLabel={buttonLabel} onEdit={() => (edited.current = true)} />
  );
}

function initialValues(stored: StoredSearch) {
  if (stored) return { arrival: stored.arrival, departure: stored.departure, rooms: stored.rooms };
  return { arrival: "", departure: "", rooms: [{ ...DEFAULT_ROOM_GUESTS }] };
}

function HeroForm({
  buttonLabel,
  stored,
  onEdit,
}: {
  buttonLabel: string;
  stored: StoredSearch;
  onEdit: () => void;
}) {
  const router = useRouter();
  const t = useTranslations("home.form");
  const language = useLocale();
  const id = useId();
  // The hotel's today is in the page's HTML too (the fields' `min`), so that it does not change
  // when the form comes alive: a date field whose `min` changes drops a date half typed (day and
  // month, not yet the year). A page rendered on an earlier day keeps that day's `min` until its
  // next render (every few minutes); the rate plans refuse a past stay either way.
  const [today] = useState(hotelToday);
  const [initial] = useState(() => initialValues(stored));
  const [arrival, setArrival] = useState(initial.arrival);
  const [departure, setDeparture] = useState(initial.departure);
  const [rooms, setRooms] = useState<RoomGuests[]>(initial.rooms);
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const arrivalInput = useRef<HTMLInputElement>(null);
  const departureInput = useRef<HTMLInputElement>(null);

  // A field typed key by key holds dates that are not a stay yet: typing the year 2026 passes
  // through 0002, 0020 and 0202. The field keeps what it holds; only a real day (parseIsoDate:
  // from 1900) is labelled, moves the departure or is searched.
  const arrivalDay = parseIsoDate(arrival);
  const departureDay = parseIsoDate(departure);
  // The date fields are left to the browser (uncontrolled): React, hydrating a controlled field,
  // writes its value attribute, which drops a date half typed. The state follows the fields, and
  // the one value set from here (the departure after an arrival) is written into its field.
  const fieldHolds = (field: HTMLInputElement | null, value: string) => {
    if (field && field.value !== value) field.value = value;
  };
  const chooseDeparture = (value: string) => {
    onEdit();
    setDeparture(value);
    fieldHolds(departureInput.current, value);
    setError(undefined);
  };
  const chooseArrival = (value: string) => {
    onEdit();
    setArrival(value);
    const day = parseIsoDate(value);
    if (day && (!departure || departure <= day)) chooseDeparture(addDays(day, 1));
    setError(undefined);
  };

  // The date fields are the browser's own and take dates before hydration, which the state does
  // not have yet: what they hold when the form comes alive is the guest's choice.
  useLayoutEffect(() => {
    // A form remounted with a stored stay starts with its dates.
    fieldHolds(arrivalInput.current, arrivalInput.current?.value || initial.arrival);
    fieldHolds(departureInput.current, departureInput.current?.value || initial.departure);
    const typedArrival = arrivalInput.current?.value ?? "";
    const typedDeparture = departureInput.current?.value ?? "";
    if (typedArrival && typedArrival !== initial.arrival) chooseArrival(typedArrival);
    if (typedDeparture && typedDeparture !== initial.departure) chooseDeparture(typedDeparture);
    // Once, after hydration: later the fields' own events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    if (!arrivalDay || !departureDay || departureDay <= arrivalDay) {
      setError(MESSAGES.dates);
      return;
    }
    if (rooms.length === 0) {
      setError(MESSAGES.guests);
      return;
    }
    // A room that fits no category: the rate plans would refuse it (the engine's rule and words).
    const crowded = occupancyNotice(rooms, undefined, language);
    if (crowded) {
      setError(crowded.message);
      return;
    }
    setError(undefined);
    const stay = { arrival: arrivalDay, departure: departureDay };
    // The new search keeps the spa procedures picked before and the booking session.
    const [transitions, storage] = await Promise.all([transitionsModule(), storageModule()]);
    await storage.updateDraft((previous) => transitions.search(previous, stay, rooms));
    router.push(localizedHref(`/booking/rate-plans?${searchQueryString(stay, rooms)}`, language));
  };

  const minDeparture = arrivalDay ? addDays(arrivalDay, 1) : today ? addDays(today, 1) : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t("label")}>
      <div className={styles.field}>
        <label htmlFor={`${id}-arrival`}>
          <Calendar size={16} />
          {t("arrival")}
        </label>
        <span className={styles.dateValue} aria-hidden="true">
          {arrivalDay ? <DateLabel iso={arrivalDay} /> : t("choose")}
        </span>
        <input
          ref={arrivalInput}
          id={`${id}-arrival`}
          className={styles.dateInput}
          type="date"
          min={today}
          aria-describedby={error === MESSAGES.dates ? `${id}-error` : undefined}
          onChange={(event) => chooseArrival(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-departure`}>
          <Calendar size={16} />
          {t("departure")}
        </label>
        <span className={styles.dateValue} aria-hidden="true">
          {departureDay ? <DateLabel iso={departureDay} /> : t("choose")}
        </span>
        <input
          ref={departureInput}
          id={`${id}-departure`}
          className={styles.dateInput}
          type="date"
          min={minDeparture}
          aria-describedby={error === MESSAGES.dates ? `${id}-error` : undefined}
          onChange={(event) => chooseDeparture(event.target.value)}
        />
      </div>
      <div className={`${styles.field} ${styles.guests}`} ref={picker}>
        <span className={styles.label} id={`${id}-guests-label`}>
          <Users size={16} />
          {t("guests")}
        </span>
        <button
          type="button"
          className={styles.guestsButton}
          aria-expanded={open}
          aria-controls={`${id}-guests`}
          aria-labelledby={`${id}-guests-label ${id}-guests-value`}
          aria-describedby={error && error !== MESSAGES.dates ? `${id}-error` : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <span id={`${id}-guests-value`} data-journey>
            {guestsSummary(rooms, language)}
          </span>
        </button>
        {open ? (
          <div className={styles.popover} id={`${id}-guests`} role="group" aria-label={t("guestsByRoom")}>
            <GuestRoomsFields
              rooms={rooms}
              onChange={(next) => {
                onEdit();
                setRooms(next);
                setError(undefined);
              }}
              onDone={() => setOpen(false)}
            />
          </div>
        ) : null}
      </div>
      <button type="submit" className={`btn btn--gold ${styles.submit}`}>
        <span data-content>{buttonLabel}</span>
      </button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error === MESSAGES.dates
          ? t("dates")
          : error === MESSAGES.guests
            ? t("guestsMissing")
            : (error ?? "")}
      </p>
    </form>
  );
}
