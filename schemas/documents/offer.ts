import { StarIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { SLUG_PATTERN } from "../lib/constants";
import {
  CARD_PAGE_GROUPS,
  imagesField,
  internalNoteField,
  pageBodyField,
  requiredStringField,
  slugField,
  tagsField,
} from "../lib/fields";
import { localizedString, localizedStringList, localizedText, russian } from "../lib/localized-schema";
import { link, order } from "../lib/validation";

/**
 * A special offer: a card on /offers and, when it has a page, /offers/{slug} (plus any extra
 * addresses listed in `aliases`, e.g. the castle meal is also /offers/feast and /castle-meal).
 */
export const offer = defineType({
  name: "offer",
  title: "Специальное предложение",
  type: "document",
  icon: StarIcon,
  groups: CARD_PAGE_GROUPS,
  fields: [
    requiredStringField({
      name: "title",
      title: "Название",
      message: "Укажите название предложения",
      group: "card",
    }),
    slugField({
      description: "Адрес страницы: /offers/{id}.",
      uniqueAmong: ["offer"],
      group: "card",
    }),
    defineField({
      name: "aliases",
      title: "Другие адреса",
      description: "Другие id, по которым открывается та же страница (/offers/{id}). Главный адрес — выше.",
      type: "array",
      group: "page",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule.regex(SLUG_PATTERN).error("Только латинские буквы, цифры и дефисы, например feast"),
        }),
      ],
      options: { layout: "tags" },
    }),
    defineField({
      name: "order",
      title: "Порядок карточек",
      type: "number",
      group: "card",
      validation: order(),
    }),
    localizedText({
      name: "cardText",
      title: "Текст карточки",
      group: "card",
      required: "Добавьте текст карточки",
      max: { length: 300 },
    }),
    defineField({
      name: "cardPrice",
      title: "Цена на карточке",
      description: "Как цена показана в списке предложений.",
      type: "priceLine",
      group: "card",
    }),
    defineField({
      name: "hasPage",
      title: "Есть своя страница",
      description: "Выключено — карточка ведёт по ссылке ниже или открывает форму заявки.",
      type: "boolean",
      group: "card",
      initialValue: true,
    }),
    defineField({
      name: "cardLink",
      title: "Ссылка карточки",
      description: "Для предложений без страницы: например /car. Пусто — кнопка «Оставить заявку».",
      type: "string",
      group: "card",
      hidden: ({ document }) => document?.hasPage !== false,
      validation: link({ required: false }),
    }),
    imagesField({ group: "card" }),
    localizedString({ name: "subtitle", title: "Подзаголовок страницы", group: "page" }),
    tagsField({ group: "page" }),
    pageBodyField({ hasPageSwitch: true }),
    defineField({
      name: "prices",
      title: "Цены на странице",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "priceLine" })],
    }),
    defineField({
      name: "facts",
      title: "Факты",
      description: "«Продолжительность — около 5 часов», «Сезон — с мая по сентябрь».",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "fact" })],
    }),
    localizedStringList({ name: "includes", title: "Что входит", group: "page" }),
    internalNoteField({ group: "card" }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", slug: "slug.current", hasPage: "hasPage", media: "images.0" },
    prepare: ({ title, slug, hasPage, media }) => ({
      title: russian(title),
      subtitle: hasPage === false ? "без страницы" : `/offers/${slug ?? "?"}`,
      media,
    }),
  },
});
