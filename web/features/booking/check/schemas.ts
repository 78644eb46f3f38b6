/**
 * Bodies of the manage routes (`/api/booking/manage/…`), checked at the site's edge; the pages
 * send exactly these shapes.
 */
import { z } from "zod";
import { FLIGHT_NUMBER_PATTERN, MESSAGES } from "@rules/contact";
import { editGuestFormSchema } from "@rules/guest-form";

export const lookupBody = z.object({
  reference: z.string().trim().min(4, "Укажите номер бронирования").max(20, "Проверьте номер бронирования"),
  contact: z.string().trim().min(5, "Укажите e-mail или телефон").max(200, "Слишком длинный контакт"),
});

export const commentBody = z.object({ comment: z.string().max(2000, "Не длиннее 2000 знаков") });

export const guestBody = editGuestFormSchema;

const isoDate = z.iso.date();

export const changeRoom = z.object({
  adults: z.number().int().min(1).max(10),
  children: z.number().int().min(0).max(10),
  roomTypeId: z.number().int().positive(),
  rateId: z.number().int().positive(),
});

export const changeBody = z
  .object({
    arrival: isoDate.optional(),
    departure: isoDate.optional(),
    rooms: z.array(changeRoom).min(1).max(5).optional(),
  })
  .refine((change) => (change.arrival === undefined) === (change.departure === undefined), {
    message: "Укажите даты",
  })
  .refine((change) => change.arrival !== undefined || change.rooms !== undefined, {
    message: "Нечего менять",
  });
export type ChangeBody = z.infer<typeof changeBody>;

export const cancelBody = z.object({ reason: z.string().max(500).optional() });

const flightNumber = z
  .string()
  .trim()
  .min(1, "Укажите номер рейса")
  .max(20, "Не длиннее 20 знаков")
  .regex(FLIGHT_NUMBER_PATTERN, MESSAGES.flightNumber);
const flightDate = z.iso.date("Укажите дату рейса");

/** The transfer's flight for the new dates («Уточните рейс»): a leg's number and date together. */
export const transferBody = z
  .object({
    arrivalFlightNumber: flightNumber.optional(),
    arrivalDate: flightDate.optional(),
    departureFlightNumber: flightNumber.optional(),
    departureDate: flightDate.optional(),
  })
  .refine(
    (body) =>
      (body.arrivalFlightNumber === undefined) === (body.arrivalDate === undefined) &&
      (body.departureFlightNumber === undefined) === (body.departureDate === undefined),
    { message: "Укажите номер рейса и его дату" },
  )
  .refine((body) => body.arrivalFlightNumber !== undefined || body.departureFlightNumber !== undefined, {
    message: "Укажите рейс",
  });
export type TransferBody = z.infer<typeof transferBody>;
