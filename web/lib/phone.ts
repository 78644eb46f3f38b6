/** `+7 (000) 000-00-00` → `tel:+70000000000`: the dialable form of a phone shown on the site. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
