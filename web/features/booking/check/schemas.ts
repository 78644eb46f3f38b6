/**
 * Bodies of the manage routes (`/api/booking/manage/…`), checked at the site's edge; the pages
 * send exactly these shapes.
 */
import { z } from "zod";
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
