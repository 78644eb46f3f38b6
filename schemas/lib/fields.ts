/**
 * Field groups that several page-like types share (services, spa procedures, offers), so the
 * manager finds the same fields in the same place everywhere.
 */
import { defineArrayMember, defineField } from "sanity";
import { SLUG_PATTERN } from "./constants";
import type { SlugValue } from "sanity";
import {
  localizedRichText,
  localizedString,
  localizedStringList,
  localizedText,
  russian,
} from "./localized-schema";
import { isSlugFree } from "./unique";

/**
 * The id in a page's address (/services/{id}) or a code. One validator gives every message in
 * Russian: empty, malformed, or already used by another document of `uniqueAmong`.
 */
export function slugField({
  name = "slug",
  title = "Адрес (id)",
  description,
  source = "title",
  uniqueAmong,
  takenMessage = "Этот адрес уже занят другой страницей",
  group,
}: {
  name?: string;
  title?: string;
  description: string;
  source?: string;
  uniqueAmong: readonly string[];
  takenMessage?: string;
  group?: string;
}) {
  return defineField({
    name,
    title,
    description,
    type: "slug",
    group,
    // Sanity's own uniqueness check answers in English; ours (below) in Russian. The source is a
    // localized field: the address is made from its Russian text.
    options: {
      source: (document: Record<string, unknown>) => russian(document[source]),
      maxLength: 64,
      isUnique: () => true,
    },
    validation: (rule) =>
      rule.custom(async (slug: SlugValue | undefined, context) => {
        const current = slug?.current?.trim();
        if (!current) return "Укажите адрес (латиницей)";
        if (!SLUG_PATTERN.test(current)) return "Только латинские буквы, цифры и дефисы, например spa-visit";
        return (await isSlugFree(current, context, uniqueAmong)) ? true : `${takenMessage}: «${current}»`;
      }),
  });
}

export function imagesField({ group, required = true }: { group?: string; required?: boolean } = {}) {
  return defineField({
    name: "images",
    title: "Фотографии",
    description: "Первая — обложка карточки.",
    type: "array",
    group,
    of: [defineArrayMember({ type: "imageWithAlt" })],
    options: { layout: "grid" },
    validation: (rule) =>
      required ? rule.required().min(1).error("Добавьте хотя бы одну фотографию") : rule,
  });
}

export function tagsField({ group }: { group?: string } = {}) {
  return localizedStringList({
    name: "tags",
    title: "Теги",
    description: "Короткие метки над текстом: «Для двоих», «120 минут».",
    group,
  });
}

export function internalNoteField({ group }: { group?: string } = {}) {
  return defineField({
    name: "internalNote",
    title: "Заметка для менеджера",
    description: "На сайте не показывается: расхождения в исходных материалах, что проверить.",
    type: "text",
    rows: 3,
    group,
  });
}

/** The groups of a document with a card in a list and a page of its own (offers, restaurants). */
export const CARD_PAGE_GROUPS = [
  { name: "card", title: "Карточка", default: true },
  { name: "page", title: "Страница" },
  { name: "seo", title: "SEO" },
];

/** A one-line text the manager must fill: a title, a name, a label; `message` says what is missing. */
export function requiredStringField({
  name,
  title,
  message,
  description,
  group,
}: {
  name: string;
  title: string;
  message: string;
  description?: string;
  group?: string;
}) {
  return localizedString({ name, title, description, group, required: message });
}

/** A few lines of plain text the manager must fill (a block's or a tab's text). */
export function requiredTextField({
  name = "text",
  title = "Текст",
}: { name?: string; title?: string } = {}) {
  return localizedText({ name, title, required: "Добавьте текст" });
}

/** Rich text a page must have: `name` (intro, body) under `title`. */
export function requiredRichTextField({
  name,
  title,
  group,
}: {
  name: string;
  title: string;
  group?: string;
}) {
  return localizedRichText({ name, title, group, required: "Добавьте текст" });
}

/**
 * The text of a page. With `hasPageSwitch`, the document can have no page of its own
 * (`hasPage: false`), and then the text may stay empty.
 */
export function pageBodyField({ hasPageSwitch = false }: { hasPageSwitch?: boolean } = {}) {
  return localizedRichText({
    name: "body",
    title: "Текст страницы",
    group: "page",
    required: hasPageSwitch
      ? { message: "Добавьте текст страницы", when: (document) => document?.hasPage !== false }
      : "Добавьте текст страницы",
  });
}

/** The short text of a card: required, and a warning past `max` characters. */
export function summaryField({ description, max }: { description: string; max: number }) {
  return localizedText({
    name: "summary",
    title: "Коротко",
    description,
    group: "main",
    required: "Добавьте короткое описание",
    max: { length: max },
  });
}
