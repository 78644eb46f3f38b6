import { DropIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { PRICE_UNITS, SERVICE_PAGE_TYPES, priceUnitTitle } from "../lib/constants";
import {
  imagesField,
  internalNoteField,
  pageBodyField,
  slugField,
  summaryField,
  tagsField,
} from "../lib/fields";
import { localizedString, localizedStringList, russian } from "../lib/localized-schema";
import { minutes, order, previewRubles, rubles, wholeNumber } from "../lib/validation";

const SPA_UNITS = PRICE_UNITS.filter((unit) =>
  ["perProcedure", "perPerson", "forTwo", "perVisit", "perProgramme"].includes(unit.value),
);

/**
 * A spa procedure or programme: a line of the spa picker (/services/spa, by category tab, with
 * price and minutes) and its own page /services/{slug}.
 */
export const spaProcedure = defineType({
  name: "spaProcedure",
  title: "СПА-процедура",
  type: "document",
  icon: DropIcon,
  groups: [
    { name: "main", title: "Основное", default: true },
    { name: "page", title: "Страница" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localizedString({
      name: "title",
      title: "Название",
      group: "main",
      required: "Укажите название процедуры",
    }),
    slugField({
      description: "Адрес страницы: /services/{id}. Не меняйте у существующих процедур.",
      uniqueAmong: SERVICE_PAGE_TYPES,
      group: "main",
    }),
    defineField({
      name: "category",
      title: "Раздел",
      description: "Вкладка подбора процедур на странице СПА.",
      type: "reference",
      to: [{ type: "spaCategory" }],
      group: "main",
      validation: (rule) => rule.required().error("Выберите раздел"),
    }),
    defineField({
      name: "order",
      title: "Порядок в разделе",
      type: "number",
      group: "main",
      validation: order(),
    }),
    defineField({
      name: "price",
      title: "Цена, ₽",
      description: "Целое число рублей. Гость в подборе видит её и итог по выбранным процедурам.",
      type: "number",
      group: "main",
      validation: rubles(),
    }),
    defineField({
      name: "priceUnit",
      title: "Цена указана",
      type: "string",
      group: "main",
      options: { list: SPA_UNITS, layout: "radio", direction: "horizontal" },
      initialValue: "perProcedure",
      validation: (rule) => rule.required().error("Выберите, за что цена"),
    }),
    defineField({
      name: "durationMinutes",
      title: "Продолжительность, минут",
      type: "number",
      group: "main",
      validation: minutes(),
    }),
    defineField({
      name: "maxGuests",
      title: "Гостей, не больше",
      description: "Для посещений и программ на нескольких человек.",
      type: "number",
      group: "main",
      validation: wholeNumber(1, 20, { required: false, what: "Число гостей" }),
    }),
    defineField({
      name: "ageFrom",
      title: "Возраст от, лет",
      type: "number",
      group: "main",
      validation: wholeNumber(0, 100, { required: false, what: "Возраст" }),
    }),
    defineField({
      name: "ageTo",
      title: "Возраст до, лет",
      type: "number",
      group: "main",
      validation: wholeNumber(0, 100, { required: false, what: "Возраст" }),
    }),
    summaryField({ description: "Строка для подбора процедур и карточек.", max: 240 }),
    imagesField({ group: "page" }),
    tagsField({ group: "page" }),
    pageBodyField(),
    localizedStringList({ name: "features", title: "Что входит", group: "page" }),
    defineField({
      name: "hours",
      title: "Когда проводится",
      description: "Если время отличается от общих часов СПА (премиум-программы).",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "hoursLine" })],
    }),
    internalNoteField({ group: "main" }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [
    { title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] },
    { title: "По цене", name: "priceAsc", by: [{ field: "price", direction: "asc" }] },
  ],
  preview: {
    select: {
      title: "title",
      price: "price",
      unit: "priceUnit",
      duration: "durationMinutes",
      category: "category.title",
      media: "images.0",
    },
    prepare: ({ title, price, unit, duration, category, media }) => ({
      title: russian(title),
      subtitle: `${previewRubles(price)} ${priceUnitTitle(unit)} · ${duration ?? "?"} мин · ${russian(category, "без раздела")}`,
      media,
    }),
  },
});
