/**
 * Tests' helper: a document as the seed was before its English (docs/content-model.md «Two
 * languages»), each localized field with its Russian item only. The seed is translated through, so
 * tests of fallbacks, of «Нет перевода» and of upgrades start from this.
 */
import { localizedFields } from "../lib/localized";

export function russianOnly<T extends { _type: string }>(document: T): T {
  const copy = structuredClone(document);
  for (const field of localizedFields(copy)) {
    const items = field.value as { language: string }[];
    items.splice(0, items.length, ...items.filter((item) => item.language === "ru"));
  }
  return copy;
}
