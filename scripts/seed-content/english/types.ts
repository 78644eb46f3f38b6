/**
 * English values of the seed's guest texts: document `_id` → Sanity path of the text in that
 * document (as list-texts.ts prints it) → the English text.
 */
export type EnglishTexts = Record<string, Record<string, string>>;
