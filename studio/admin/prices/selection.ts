/**
 * What the price tool's form selects, as pure functions of the form: the clicks on the grid, the
 * ticks, which cells are selected, and what the form is after a save.
 */
import { isoWeekday, type IsoDate } from "../../../rules/dates";
import type { Form } from "../price-form";

/** What a form with nothing to change holds: every value empty or «не менять». */
const NO_VALUES = {
  price: "",
  sale: "keep",
  minStay: "",
  maxStay: "",
  arrival: "keep",
  departure: "keep",
  onSale: "",
} as const satisfies Partial<Form>;

/** The form before the grid: every weekday, no type or rate yet (all are ticked once it loads). */
export const INITIAL_FORM: Form = {
  from: "",
  to: "",
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  roomTypeIds: [],
  rateIds: [],
  ...NO_VALUES,
};

/** Ticks every type and rate of the grid, unless the form has some ticked already. */
export function selectAllWhenNone(
  form: Form,
  grid: { room_types: { id: number }[]; rates: { id: number }[] },
): Form {
  if (form.roomTypeIds.length !== 0 || form.rateIds.length !== 0) return form;
  return {
    ...form,
    roomTypeIds: grid.room_types.map((type) => type.id),
    rateIds: grid.rates.map((rate) => rate.id),
  };
}

/** A click on a day's header: first one day; a second click after it, the range up to it. */
export function pickDate(form: Form, date: IsoDate): Form {
  if (form.from && form.from === form.to && date > form.from) return { ...form, to: date };
  return { ...form, from: date, to: date };
}

/** A click on a cell: its type, its rate, its day. */
export function pickCell(form: Form, typeId: number, rateId: number, date: IsoDate): Form {
  return { ...form, from: date, to: date, roomTypeIds: [typeId], rateIds: [rateId] };
}

/** A tick or an untick: the ids stay sorted. */
export function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id].sort((a, b) => a - b);
}

export function inSelection(form: Form, typeId: number, rateId: number, date: IsoDate): boolean {
  return (
    form.from !== "" &&
    form.to !== "" &&
    date >= form.from &&
    date <= form.to &&
    form.weekdays.includes(isoWeekday(date)) &&
    form.roomTypeIds.includes(typeId) &&
    form.rateIds.includes(rateId)
  );
}

/** The form says something to change (a price, sale, a restriction, rooms on sale), not only where. */
export const formTouched = (form: Form): boolean =>
  (Object.keys(NO_VALUES) as (keyof typeof NO_VALUES)[]).some((name) => form[name] !== NO_VALUES[name]);

/** After a save: the same dates and ticks, nothing to change. */
export const withoutValues = (form: Form): Form => ({ ...form, ...NO_VALUES });
