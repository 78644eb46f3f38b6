import { BasketIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CARD_PAGE_GROUPS, imagesField, pageBodyField, requiredStringField, tagsField } from "../lib/fields";
import { uniqueNumber } from "../lib/unique";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { order, wholeNumber } from "../lib/validation";

/** A restaurant: a card on /restaurant and the page /restaurant/{restId}. */
export const restaurant = defineType({
  name: "restaurant",
  title: "Ресторан",
  type: "document",
  icon: BasketIcon,
  groups: CARD_PAGE_GROUPS,
  fields: [
    requiredStringField({
      name: "title",
      title: "Название",
      message: "Укажите название ресторана",
      group: "card",
    }),
    defineField({
      name: "restId",
      title: "Номер страницы",
      description: "Адрес страницы — /restaurant/{номер}.",
      type: "number",
      group: "card",
      validation: (rule) => [
        ...wholeNumber(1, 99, { what: "Номер страницы" })(rule),
        rule.custom(uniqueNumber("restaurant", "restId", "Этот номер страницы уже занят")),
      ],
    }),
    defineField({ name: "order", title: "Порядок", type: "number", group: "card", validation: order() }),
    localizedText({
      name: "cardText",
      title: "Текст карточки",
      group: "card",
      required: "Добавьте текст карточки",
    }),
    defineField({
      name: "cardImages",
      title: "Фотографии карточки",
      description: "Две фотографии для списка ресторанов.",
      type: "array",
      group: "card",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1).max(2).error("Одна или две фотографии"),
    }),
    localizedString({
      name: "subtitle",
      title: "Подзаголовок",
      description: "Например: «Ресторан прогрессивной кухни».",
      group: "page",
      required: "Укажите подзаголовок",
    }),
    tagsField({ group: "page" }),
    imagesField({ group: "page" }),
    pageBodyField(),
    defineField({
      name: "blocks",
      title: "Блоки",
      description: "МЕНЮ, БАР, ROOM SERVICE — в порядке на странице.",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "restaurantBlock" })],
      validation: (rule) => rule.required().min(1).error("Добавьте хотя бы один блок"),
    }),
    defineField({
      name: "highlight",
      title: "Особенность кухни",
      description: "Например, печь на углях.",
      type: "feature",
      group: "page",
    }),
    localizedText({
      name: "terraceNote",
      title: "Про террасу",
      description: "Совет забронировать террасу по телефону; телефон берётся из настроек сайта.",
      group: "page",
    }),
    defineField({
      name: "hours",
      title: "Часы работы",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "hoursLine" })],
    }),
    localizedString({
      name: "tableBookingLabel",
      title: "Надпись на кнопке бронирования",
      description: "Кнопка открывает виджет бронирования столика из настроек сайта в новом окне.",
      group: "page",
      initialValue: "Забронировать столик",
      required: "Укажите надпись на кнопке",
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", restId: "restId", subtitle: "subtitle", media: "cardImages.0" },
    prepare: ({ title, restId, subtitle, media }) => ({
      title: russian(title),
      subtitle: `/restaurant/${restId ?? "?"} · ${russian(subtitle)}`,
      media,
    }),
  },
});
