"use client";
/**
 * The search bar at the bottom of the rate plans and room pages (docs/booking-journey-search.md
 * «Search bar»): dates, guests and «Найти» in a bar that stays at the bottom of the window on
 * wider screens; on phones a one-line summary with «Изменить», which opens the same controls in
 * a dialog with «Найти номера». A search takes the draft back to «rates» (keeping the guest's spa extras
 * and session) and opens the rate plans or the room page's rates for it.
 */
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import type { IsoDate } from "@rules/dates";
import { encodeGuests, type RoomGuests } from "@rules/guests";
import { Dialog } from "@web/components/dialog/dialog";
import { Close } from "@web/components/icons/icons";
import { localizedHref } from "@web/i18n/paths";
import { search } from "../transitions";
import { updateDraft } from "../use-draft";
import { DateRangePicker } from "./date-range-picker";
import { GuestPicker } from "./guest-picker";
import type { StayRange } from "./range";
import { roomTypeTitle, searchHref, searchProblem, searchSummary, type SearchTarget } from "./search-form";
import styles from "./search-bar.module.css";

export interface SearchBarProps {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: RoomGuests[];
  target: SearchTarget;
  /** Room pages: prices and closures of this room type only. */
  roomTypeId?: number;
}

/** The bar starts over from the page's search whenever the page shows another one. */
export function SearchBar(props: SearchBarProps) {
  return (
    <SearchBarForm key={`${props.arrival}|${props.departure}|${encodeGuests(props.rooms)}`} {...props} />
  );
}

function SearchBarForm({ arrival, departure, rooms: initialRooms, target, roomTypeId }: SearchBarProps) {
  const router = useRouter();
  const t = useTranslations("journeySearch.bar");
  const language = useLocale();
  const id = useId();
  const [stay, setStay] = useState<StayRange>({ arrival, departure });
  const [rooms, setRooms] = useState<RoomGuests[]>(initialRooms);
  const [error, setError] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const singleRoom = target !== "rate-plans";
  const roomTitle = roomTypeTitle(roomTypeId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = searchProblem({ ...stay, rooms, roomTypeId }, language);
    setError(problem);
    if (problem || !stay.arrival || !stay.departure) return;
    const found = { arrival: stay.arrival, departure: stay.departure };
    await updateDraft((stored) => search(stored, found, rooms));
    setEditing(false);
    router.push(localizedHref(searchHref(target, found, rooms), language));
  };

  const changeStay = (next: StayRange) => {
    setStay(next);
    setError(undefined);
  };
  const changeRooms = (next: RoomGuests[]) => {
    setRooms(next);
    setError(undefined);
  };

  const errorId = `${id}-error`;
  const summary = searchSummary({ ...stay, rooms }, language);

  return (
    <section className={styles.bar} aria-label={t("label")}>
      <form className={styles.desktop} onSubmit={submit} noValidate>
        <DateRangePicker
          arrival={stay.arrival}
          departure={stay.departure}
          onChange={changeStay}
          roomTypeId={roomTypeId}
          roomTitle={roomTitle}
          placement="top"
          errorId={error ? errorId : undefined}
        />
        <GuestPicker
          rooms={rooms}
          onChange={changeRooms}
          singleRoom={singleRoom}
          roomTypeId={roomTypeId}
          placement="top"
          errorId={error ? errorId : undefined}
        />
        <button type="submit" className={`btn btn--gold ${styles.submit}`}>
          {t("find")}
        </button>
        <p id={errorId} className={styles.error} role="alert">
          {editing ? "" : (error ?? "")}
        </p>
      </form>

      <div className={styles.mobile}>
        <p className={styles.summary}>
          <span className="visually-hidden">{t("yourSearch")} </span>
          {summary}
        </p>
        <button type="button" className={`btn btn--dark ${styles.change}`} onClick={() => setEditing(true)}>
          {t("change")}
        </button>
      </div>

      <Dialog
        open={editing}
        onClose={() => setEditing(false)}
        labelledBy={`${id}-title`}
        className={styles.dialog}
      >
        <form className={styles.dialogForm} onSubmit={submit} noValidate>
          <div className={styles.dialogHead}>
            <h2 id={`${id}-title`} className={styles.dialogTitle}>
              {t("dialog")}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setEditing(false)}
              aria-label={t("close")}
            >
              <Close size={20} />
            </button>
          </div>
          <DateRangePicker
            arrival={stay.arrival}
            departure={stay.departure}
            onChange={changeStay}
            roomTypeId={roomTypeId}
            roomTitle={roomTitle}
            placement="inline"
            errorId={error ? `${errorId}-dialog` : undefined}
          />
          <GuestPicker
            rooms={rooms}
            onChange={changeRooms}
            singleRoom={singleRoom}
            roomTypeId={roomTypeId}
            placement="inline"
          />
          <p id={`${errorId}-dialog`} className={styles.dialogError} role="alert">
            {error ?? ""}
          </p>
          <button type="submit" className={`btn btn--gold ${styles.find}`}>
            {t("findRooms")}
          </button>
        </form>
      </Dialog>
    </section>
  );
}
