"use client";
/**
 * /booking/check/edit-guest (docs/booking-journey-check.md «Edit guests»): the main guest's names,
 * phone and e-mail with the edit form's rules, and the guests of each room with the occupancy
 * rules, re-priced by the engine before «Применить».
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { mutate } from "swr";
import { editGuestFormSchema } from "@rules/guest-form";
import type { RoomGuests } from "@rules/guests";
import { PhoneInput } from "@web/components/phone-input/phone-input";
import { bookingApi, type Reservation } from "../api";
import { ChangePanel } from "./change-panel";
import { ManagedPage } from "./managed-page";
import { guestIssueKey, type GuestField } from "./issues";
import { canStep, guestsChanged } from "./text";
import { MANAGE_KEY, type ManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import type { CheckT } from "./words";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";

export function EditGuest() {
  return (
    <ManagedPage>
      {(booking) => (
        <div className={styles.edit}>
          <MainGuestForm reservation={booking.reservation} />
          <RoomGuestsForm reservation={booking.reservation} />
        </div>
      )}
    </ManagedPage>
  );
}

type GuestValues = Record<GuestField, string>;

const GUEST_FIELDS: { name: GuestField; required: boolean; autoComplete: string }[] = [
  { name: "lastName", required: true, autoComplete: "family-name" },
  { name: "firstName", required: true, autoComplete: "given-name" },
  { name: "middleName", required: false, autoComplete: "additional-name" },
  { name: "phone", required: true, autoComplete: "tel" },
  { name: "email", required: true, autoComplete: "email" },
];

/** The form's messages: the engine's schema checks, the catalogue says why by the issue's code. */
function fieldErrors(values: GuestValues, t: CheckT): Partial<Record<GuestField, string>> {
  const parsed = editGuestFormSchema.safeParse({ ...values, middleName: values.middleName || undefined });
  const errors: Partial<Record<GuestField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GuestField;
    errors[field] ??= t(guestIssueKey(field, issue.code));
  }
  return errors;
}

function MainGuestForm({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const words = useWords();
  const { t } = words;
  const guest = reservation.mainGuest;
  const [values, setValues] = useState<GuestValues>({
    lastName: guest.lastName,
    firstName: guest.firstName,
    middleName: guest.middleName,
    phone: guest.phone,
    email: guest.email,
  });
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [state, setState] = useState<{ sending: boolean; saved?: boolean; failure?: string }>({
    sending: false,
  });
  const refs = useRef<Partial<Record<GuestField, HTMLInputElement | null>>>({});
  /** Focus moved to a field by the form itself keeps that field's message. */
  const keepError = useRef(false);

  const set = (name: GuestField, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const blur = (name: GuestField) =>
    setErrors((current) => ({ ...current, [name]: fieldErrors(values, t)[name] }));
  const focus = (name: GuestField) => {
    if (!keepError.current) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values, t);
    setErrors(found);
    const first = GUEST_FIELDS.find((field) => found[field.name]);
    if (first) {
      keepError.current = true;
      refs.current[first.name]?.focus();
      keepError.current = false;
      return;
    }
    setState({ sending: true });
    try {
      const updated = await bookingApi<Reservation>("/api/booking/manage/guest", {
        method: "PATCH",
        body: { ...values, middleName: values.middleName || undefined },
      });
      await mutate<ManagedBooking>(MANAGE_KEY, (current) =>
        current ? { ...current, reservation: updated } : current,
      );
      setState({ sending: false, saved: true });
    } catch (error) {
      setState({ sending: false, failure: words.failure(error) });
    }
  };

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={state.sending}
    >
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("guests.mainGuest")}
      </h2>
      <p className={styles.hint}>{t("guests.requiredNote")}</p>
      <div className={fields.grid}>
        {GUEST_FIELDS.map((field) => {
          const error = errors[field.name];
          const common = {
            id: `${id}-${field.name}`,
            name: field.name,
            required: field.required,
            autoComplete: field.autoComplete,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-${field.name}-error` : undefined,
            onBlur: () => blur(field.name),
            onFocus: () => focus(field.name),
            ref: (element: HTMLInputElement | null) => {
              refs.current[field.name] = element;
            },
          };
          return (
            <div key={field.name} className={fields.field}>
              <label htmlFor={common.id}>{t(`guests.${field.name}`)}</label>
              {field.name === "phone" ? (
                <PhoneInput {...common} value={values.phone} onValueChange={(value) => set("phone", value)} />
              ) : (
                <input
                  {...common}
                  type={field.name === "email" ? "email" : "text"}
                  value={values[field.name]}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              )}
              {error ? (
                <p id={`${id}-${field.name}-error`} className={fields.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className={styles.saved} role="status">
        {state.saved ? t("guests.saved") : ""}
      </p>
      {state.failure ? (
        <p className={styles.failure} role="alert">
          {state.failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--dark" disabled={state.sending}>
          {state.sending ? t("guests.saving") : t("guests.save")}
        </button>
      </div>
    </form>
  );
}

function RoomGuestsForm({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const { t } = useWords();
  const before: RoomGuests[] = reservation.rooms.map(({ adults, children }) => ({ adults, children }));
  const [rooms, setRooms] = useState<RoomGuests[]>(before);
  const changed = guestsChanged(before, rooms);

  const step = (index: number, field: "adults" | "children", delta: 1 | -1) =>
    setRooms((current) =>
      current.map((room, at) => (at === index ? { ...room, [field]: room[field] + delta } : room)),
    );

  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t("guests.rooms")}
        </h2>
        <p className={styles.hint}>{t("guests.capacity")}</p>
        <ul className={styles.rooms}>
          {reservation.rooms.map((room, index) => {
            const guests = rooms[index] ?? { adults: room.adults, children: room.children };
            const number = reservation.rooms.length > 1 ? t("view.roomNumber", { number: index + 1 }) : "";
            const title = `${number}${room.roomTypeTitle}`;
            return (
              <li key={room.idx} className={styles.room}>
                <p className={styles.lineTitle}>
                  {number}
                  <span data-content>{room.roomTypeTitle}</span>
                  <span className={styles.hint}>
                    {" · "}
                    <span data-content>{room.rateTitle}</span>
                  </span>
                </p>
                {(["adults", "children"] as const).map((field) => {
                  const label = t(field === "adults" ? "guests.adults" : "guests.children");
                  return (
                    <div
                      key={field}
                      className={styles.stepper}
                      role="group"
                      aria-label={t("guests.group", { room: title, field })}
                    >
                      <span aria-hidden="true">{label}</span>
                      <button
                        type="button"
                        aria-label={t("guests.fewer", { field })}
                        disabled={!canStep(guests, room.roomTypeId, field, -1)}
                        onClick={() => step(index, field, -1)}
                      >
                        −
                      </button>
                      <output aria-live="polite">{guests[field]}</output>
                      <button
                        type="button"
                        aria-label={t("guests.more", { field })}
                        disabled={!canStep(guests, room.roomTypeId, field, 1)}
                        onClick={() => step(index, field, 1)}
                      >
                        +
                      </button>
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ul>
      </section>
      <ChangePanel
        paid={reservation.amounts.paid}
        what="guests"
        missing={t("guests.missing")}
        change={
          changed
            ? {
                rooms: reservation.rooms.map((room, index) => ({
                  adults: rooms[index]?.adults ?? room.adults,
                  children: rooms[index]?.children ?? room.children,
                  roomTypeId: room.roomTypeId,
                  rateId: room.rateId,
                })),
              }
            : undefined
        }
      />
    </>
  );
}
