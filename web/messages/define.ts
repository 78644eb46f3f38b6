/**
 * One namespace of the site's catalogue (docs/languages.md#the-sites-catalogue): its Russian
 * messages and their English, side by side. The English is typed as the Russian's shape, so a
 * message missing in one language fails `npm run typecheck`.
 */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export function defineMessages<T extends MessageTree>(
  ru: T,
  en: Translation<T>,
): { ru: T; en: Translation<T> } {
  return { ru, en };
}
