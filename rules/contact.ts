/**
 * Names, phones and e-mails as the spec's forms check them (booking.md §5), shared by the guest
 * form, the request form and the hotel API's own validation of a main guest.
 */

/** Latin or Cyrillic letters, hyphen, space. */
export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё\- ]+$/;
/** name@domain with a top-level part of 2 to 4 letters (Latin or Cyrillic, for .рф). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-zА-Яа-яЁё]{2,4}$/;
/** Letters and digits only (flight numbers). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Za-zА-Яа-яЁё0-9]+$/;

export const MESSAGES = {
  required: "Обязательное поле",
  lettersOnly: "Вводите только буквы",
  phone: "Введите корректный телефон",
  email: "Введите корректный email",
  time: "Выберите время",
  flightNumber: "Введите корректный номер рейса",
  dates: "Укажите даты",
  guests: "Укажите кол-во гостей",
  consent: "Подтвердите согласие на обработку персональных данных",
} as const;

export const PHONE_PREFIX = "+7 (";

/** The phone without dashes, brackets and spaces. */
function compactPhone(value: string): string {
  return value.replace(/[\s()\-]/g, "");
}

/** The guest form's rule: after removing dashes, brackets and spaces, +7 and 10 digits. */
export function isRussianPhone(value: string): boolean {
  return /^\+7\d{10}$/.test(compactPhone(value));
}

/** The edit-guest form's rule: 10 to 15 digits with an optional plus. */
export function isInternationalPhone(value: string): boolean {
  return /^\+?\d{10,15}$/.test(compactPhone(value));
}

/** What the API receives: plus and digits only (`+7 (999) 123-45-67` → `+79991234567`). */
export function phoneForApi(value: string): string {
  const digits = value.replace(/\D/g, "");
  return `+${digits}`;
}

/**
 * Auto-format of the phone input while typing: always starts with `+7 (` and grows into
 * `+7 (999) 999-99-99`. A pasted 8XXXXXXXXXX or 7XXXXXXXXXX is read as the same Russian number.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (raw.trimStart().startsWith("+7")) digits = digits.slice(1);
  else if (digits.length === 11 && (digits.startsWith("8") || digits.startsWith("7")))
    digits = digits.slice(1);
  digits = digits.slice(0, 10);
  let text = PHONE_PREFIX + digits.slice(0, 3);
  if (digits.length > 3) text += ") " + digits.slice(3, 6);
  if (digits.length > 6) text += "-" + digits.slice(6, 8);
  if (digits.length > 8) text += "-" + digits.slice(8, 10);
  return text;
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
