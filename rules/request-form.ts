/**
 * The «Оставить заявку» modal (docs/site.md#request-modal): Имя*, Фамилия*, Отчество, Телефон*,
 * E-mail*, a comment with a length counter, and the consent «Я согласен на обработку персональных
 * данных» which must be ticked (152-FZ). The site's form and the hotel API's guest-request endpoint
 * use this one schema.
 */
import * as z from "zod/mini";
import { MESSAGES } from "./contact";
import { emailField, nameField, optionalNameField, phoneField } from "./guest-form";

export const REQUEST_COMMENT_MAX_LENGTH = 1000;
export const CONSENT_LABEL = "Я согласен на обработку персональных данных";
export const REQUEST_SENT_MESSAGE = "Заявка отправлена. Мы свяжемся с вами в ближайшее время.";

export const requestFormSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  middleName: z.optional(optionalNameField),
  phone: phoneField,
  email: emailField,
  comment: z.optional(
    z
      .string()
      .check(z.maxLength(REQUEST_COMMENT_MAX_LENGTH, `Не более ${REQUEST_COMMENT_MAX_LENGTH} символов`)),
  ),
  consent: z.literal(true, { error: MESSAGES.consent }),
  /** «Согласен получать специальные предложения»: unticked unless the guest ticks it. */
  specialOffers: z.optional(z.boolean()),
});

export type RequestFormInput = z.input<typeof requestFormSchema>;
export type RequestForm = z.output<typeof requestFormSchema>;
