/** Russian plural forms: pluralRu(1, ["номер", "номера", "номеров"]) → «номер». */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const mod10 = Math.abs(count) % 10;
  const mod100 = Math.abs(count) % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** «3 фотографии», with a no-break space between the number and the word. */
export function countText(count: number, forms: readonly [string, string, string]): string {
  return `${count}\u00A0${pluralRu(count, forms)}`;
}
