"use client";
/**
 * /booking/check/edit-guest (docs/booking-journey-check.md «Edit guests»): the main guest's names,
 * phone and e-mail with the edit form's rules, and the guests of each room with the occupancy
 * rules, re-priced by the engine before «Применить».
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { mutate } from "swr";
import { editGuestFormSchema } from "@rules/guest-form";
import { CAPACITY_NOTE } from "@rules/occupancy";
import type { RoomGuests } from "@rules/guests";
import { PhoneInput } from "@web/components/phone-input/phone-input";
import { bookingApi, type Reservation } from "../api";
import { ChangePanel } from "./change-panel";
import { ManagedPage } from "./managed-page";
import { canStep, guestsChanged } from "./text";
import { MANAGE_KEY, failureMessage, type ManagedBooking } from "./use-manage";
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

type GuestField = "lastName" | "firstName" | "middleName" | "phone" | "email";
type GuestValues = Record<GuestField, string>;

const GUEST_FIELDS: { name: GuestField; label: string; required: boolean; autoComplete: string }[] = [
  { name: "lastName", label: "Фамилия", required: true, autoComplete: "family-name" },
  { name: "firstName", label: "Имя", required: true, autoComplete: "given-name" },
  { name: "middleName", label: "Отчество", required: false, autoComplete: "additional-name" },
  { name: "phone", label: "Телефон", required: true, autoComplete: "tel" },
  { name: "email", label: "E-mail", required: true, autoComplete: "email" },
];

function fieldErrors(values: GuestValues): Partial<Record<GuestField, string>> {
  const parsed = editGuestFormSchema.safeParse({ ...values, middleName: values.middleName || undefined });
  const errors: Partial<Record<GuestField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GuestField;
    errors[field] ??= issue.message;
  }
  return errors;
}

function MainGuestForm({ reservation }: { reservation: Reservation }) {
  const id = useId();
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
    setErrors((current) => ({ ...current, [name]: fieldErrors(values)[name] }));
  const focus = (name: GuestField) => {
    if (!keepError.current) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
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
      setState({ sending: false, failure: failureMessage(error) });
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
        Главный гость
      </h2>
      <p className={styles.hint}>Поля, кроме отчества, обязательны.</p>
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
              <label htmlFor={common.id}>{field.label}</label>
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
        {state.saved ? "Данные гостя сохранены" : ""}
      </p>
      {state.failure ? (
        <p className={styles.failure} role="alert">
          {state.failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--dark" disabled={state.sending}>
          {state.sending ? "Сохраняем…" : "Сохранить"}
        </button>
      </div>
    </form>
  );
}

function RoomGuestsForm({ reservation }: { reservation: Reservation }) {
  const id = useId();
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
          Гости в номерах
        </h2>
        <p className={styles.hint}>{CAPACITY_NOTE}. Дети — до 14 лет.</p>
        <ul className={styles.rooms}>
          {reservation.rooms.map((room, index) => {
            const guests = rooms[index] ?? { adults: room.adults, children: room.children };
            const title = `${reservation.rooms.length > 1 ? `Номер ${index + 1}: ` : ""}${room.roomTypeTitle}`;
            return (
              <li key={room.idx} className={styles.room}>
                <p className={styles.lineTitle}>
                  {title}
                  <span className={styles.hint}> · {room.rateTitle}</span>
                </p>
                {(["adults", "children"] as const).map((field) => {
                  const label = field === "adults" ? "Взрослые" : "Дети";
                  return (
                    <div
                      key={field}
                      className={styles.stepper}
                      role="group"
                      aria-label={`${title}: ${label.toLowerCase()}`}
                    >
                      <span aria-hidden="true">{label}</span>
                      <button
                        type="button"
                        aria-label={`Меньше: ${label.toLowerCase()}`}
                        disabled={!canStep(guests, room.roomTypeId, field, -1)}
                        onClick={() => step(index, field, -1)}
                      >
                        −
                      </button>
                      <output aria-live="polite">{guests[field]}</output>
                      <button
                        type="button"
                        aria-label={`Больше: ${label.toLowerCase()}`}
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
        what="Гости"
        missing="Измените число гостей"
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
