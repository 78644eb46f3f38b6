"use client";
/**
 * Guests per room (docs/booking-journey-search.md «Guest picker»): up to 5 rooms, 1–10 adults and
 * 0–10 children under 14 each; lowering a room's adults to 0 removes it when there are others;
 * room pages (`singleRoom`) cannot add rooms. The occupancy rule is stated up front and a room
 * that fits no category is named while the guest counts, not after the search.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS, type RoomGuests } from "@rules/guests";
import { Users } from "@web/components/icons/icons";
import {
  addRoom,
  changeAdults,
  changeChildren,
  guestsSummary,
  occupancyNotice,
  removeRoom,
} from "./guest-rooms";
import { Counter } from "./counter";
import { SearchMessages } from "./search-messages";
import guestRooms from "./guest-rooms.module.css";
import styles from "./guest-picker.module.css";

export interface GuestPickerProps {
  rooms: RoomGuests[];
  onChange: (rooms: RoomGuests[]) => void;
  /** Room pages: exactly one room, no «Добавить номер». */
  singleRoom?: boolean;
  /** Room pages: the category whose places apply. */
  roomTypeId?: number | undefined;
  placement?: "top" | "bottom" | "inline";
  errorId?: string | undefined;
}

export function GuestPicker({
  rooms,
  onChange,
  singleRoom = false,
  roomTypeId,
  placement = "bottom",
  errorId,
}: GuestPickerProps) {
  const id = useId();
  const t = useTranslations("journeySearch.guests");
  const language = useLocale();
  const [open, setOpen] = useState(placement === "inline");
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const problem = occupancyNotice(rooms, roomTypeId, language);

  useEffect(() => {
    if (!open || placement === "inline") return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, placement]);

  const panel = (
    <div
      id={`${id}-panel`}
      className={styles.panel}
      role="group"
      aria-label={t("panel")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && placement !== "inline") {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <GuestRoomsFields
        rooms={rooms}
        onChange={onChange}
        singleRoom={singleRoom}
        roomTypeId={roomTypeId}
        onDone={
          placement === "inline"
            ? undefined
            : () => {
                setOpen(false);
                toggle.current?.focus();
              }
        }
      />
    </div>
  );

  if (placement === "inline") {
    return (
      <div className={`${styles.picker} ${styles.inline}`}>
        <p className={styles.label}>
          <Users size={16} />
          {t("label")} · {guestsSummary(rooms, language)}
        </p>
        {panel}
      </div>
    );
  }

  return (
    <div ref={root} className={`${styles.picker} ${styles[placement] ?? ""}`}>
      <span className={styles.label} id={`${id}-label`}>
        <Users size={16} />
        {t("label")}
      </span>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={
          [errorId, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ") || undefined
        }
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${id}-value`}>{guestsSummary(rooms, language)}</span>
      </button>
      {problem && !open ? (
        <p id={`${id}-problem`} className={styles.problemBelow}>
          {problem.message}
        </p>
      ) : null}
      {open ? panel : null}
    </div>
  );
}

/**
 * A room's adults and children for each room, the occupancy rule (or the room that breaks it, in
 * the words the rate plans' page and the engine use: rules/occupancy.ts), «Добавить номер» and
 * «Готово». The search bar's picker and the home hero's form both show these.
 */
export function GuestRoomsFields(props: GuestRoomsProps) {
  return (
    <SearchMessages>
      <GuestRoomsList {...props} />
    </SearchMessages>
  );
}

interface GuestRoomsProps {
  rooms: RoomGuests[];
  onChange: (rooms: RoomGuests[]) => void;
  singleRoom?: boolean | undefined;
  roomTypeId?: number | undefined;
  /** «Готово» closes the picker; none when the rooms are in the flow. */
  onDone?: (() => void) | undefined;
}

function GuestRoomsList({ rooms, onChange, singleRoom = false, roomTypeId, onDone }: GuestRoomsProps) {
  const t = useTranslations("journeySearch.guests");
  const language = useLocale();
  const problem = occupancyNotice(rooms, roomTypeId, language);
  return (
    <>
      {rooms.map((room, index) => (
        <fieldset
          key={index}
          className={guestRooms.room}
          aria-invalid={problem?.roomIndex === index || undefined}
        >
          <legend>{singleRoom ? t("room") : t("roomNumber", { number: index + 1 })}</legend>
          <Counter
            label={t("adults")}
            value={room.adults}
            min={rooms.length > 1 ? 0 : 1}
            max={MAX_ADULTS}
            onChange={(delta) => onChange(changeAdults(rooms, index, delta))}
          />
          <Counter
            label={t("children")}
            value={room.children}
            min={0}
            max={MAX_CHILDREN}
            onChange={(delta) => onChange(changeChildren(rooms, index, delta))}
          />
          {rooms.length > 1 ? (
            <button
              type="button"
              className={guestRooms.textButton}
              onClick={() => onChange(removeRoom(rooms, index))}
            >
              {t("removeRoom", { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <p className={problem ? styles.problem : styles.note} role={problem ? "alert" : undefined}>
        {problem ? problem.message : t("capacity")}
      </p>
      <div className={guestRooms.actions}>
        {singleRoom ? null : (
          <button
            type="button"
            className={guestRooms.textButton}
            onClick={() => onChange(addRoom(rooms))}
            disabled={rooms.length >= MAX_ROOMS}
          >
            {t("addRoom")}
          </button>
        )}
        {onDone ? (
          <button type="button" className="btn btn--dark" onClick={onDone}>
            {t("done")}
          </button>
        ) : null}
      </div>
    </>
  );
}
