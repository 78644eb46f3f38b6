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

/** How the request's comment names what the guest asked about (the button's topic: «Аренда автомобиля»). */
const TOPIC_PREFIX = "Тема: ";

/**
 * The comment the engine stores: the topic on its own first line («Тема: Аренда автомобиля»), then
 * what the guest wrote. The engine keeps one text; `readRequestComment` takes it apart again.
 */
export function requestComment(topic: string | undefined, comment: string): string | undefined {
  return [topic ? `${TOPIC_PREFIX}${topic}` : "", comment].filter(Boolean).join("\n") || undefined;
}

/** A stored request comment as its topic (when the first line names one) and the guest's own text. */
export function readRequestComment(stored: string): { topic?: string; comment: string } {
  if (!stored.startsWith(TOPIC_PREFIX)) return { comment: stored.trim() };
  const lineEnd = stored.indexOf("\n");
  const topic = (lineEnd === -1 ? stored : stored.slice(0, lineEnd)).slice(TOPIC_PREFIX.length).trim();
  const comment = lineEnd === -1 ? "" : stored.slice(lineEnd + 1).trim();
  return topic ? { topic, comment } : { comment };
}

export type RequestFormInput = z.input<typeof requestFormSchema>;
export type RequestForm = z.output<typeof requestFormSchema>;
