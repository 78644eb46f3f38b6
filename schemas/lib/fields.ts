/**
 * Field groups that several page-like types share (services, spa procedures, offers), so the
 * manager finds the same fields in the same place everywhere.
 */
import { defineArrayMember, defineField } from "sanity";
import { SLUG_PATTERN } from "./constants";
import type { SlugIsUniqueValidator } from "sanity";

/** The id in the page's address, e.g. /services/{id}. */
export function slugField({
  title = "Адрес (id)",
  description,
  isUnique,
  group,
}: {
  title?: string;
  description: string;
  isUnique: SlugIsUniqueValidator;
  group?: string;
}) {
  return defineField({
    name: "slug",
    title,
    description,
    type: "slug",
    group,
    options: { source: "title", maxLength: 64, isUnique },
    validation: (rule) => [
      rule.required().error("Укажите адрес страницы"),
      rule.custom((slug) =>
        slug?.current === undefined || SLUG_PATTERN.test(slug.current)
          ? true
          : "Только латинские буквы, цифры и дефисы, например spa-visit",
      ),
    ],
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
  return defineField({
    name: "tags",
    title: "Теги",
    description: "Короткие метки над текстом: «Для двоих», «120 минут».",
    type: "array",
    group,
    of: [defineArrayMember({ type: "string" })],
    options: { layout: "tags" },
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
