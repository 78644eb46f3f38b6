/**
 * The languages a guest can be served in (docs/languages.md): Russian, the site's own, and
 * English. A booking records the one it was made in, and the guest's e-mails follow it.
 */
export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a booking made before languages were recorded, or without naming one, is in. */
export const DEFAULT_LANGUAGE: Language = "ru";
