import { ConfettiIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { SERVICE_GROUPS, SERVICE_PAGE_TYPES } from "../lib/constants";
import {
  imagesField,
  internalNoteField,
  pageBodyField,
  slugField,
  summaryField,
  tagsField,
} from "../lib/fields";
import { localizedString, localizedStringList, russian } from "../lib/localized-schema";
import { link, order, wholeNumber } from "../lib/validation";

/**
 * A hotel service: an entry of the /services list and, unless it has no page, /services/{slug}.
 * Spa procedures are their own type (spaProcedure) and share the /services/{slug} addresses.
 */
export const service = defineType({
  name: "service",
  title: "Услуга",
  type: "document",
  icon: ConfettiIcon,
  groups: [
    { name: "main", title: "Основное", default: true },
    { name: "list", title: "В списке услуг" },
    { name: "page", title: "Страница" },
    { name: "facts", title: "Цены и факты" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localizedString({ name: "title", title: "Название", group: "main", required: "Укажите название услуги" }),
    slugField({
      description: "Адрес страницы: /services/{id}. Не меняйте у существующих услуг — на них ведут ссылки.",
      uniqueAmong: SERVICE_PAGE_TYPES,
      group: "main",
    }),
    defineField({
      name: "group",
      title: "Группа",
      type: "string",
      group: "list",
      options: { list: [...SERVICE_GROUPS], layout: "radio" },
      validation: (rule) => rule.required().error("Выберите группу"),
    }),
    defineField({
      name: "showInList",
      title: "Показывать в списке услуг",
      type: "boolean",
      group: "list",
      initialValue: true,
    }),
    defineField({
      name: "listOrder",
      title: "Порядок в группе",
      type: "number",
      group: "list",
      validation: order(),
    }),
    defineField({
      name: "hasPage",
      title: "Есть своя страница",
      description: "Выключите, если у услуги нет страницы (завтрак «шведский стол»): карточка без действия.",
      type: "boolean",
      group: "list",
      initialValue: true,
    }),
    defineField({
      name: "listLink",
      title: "Ссылка карточки",
      description: "Необязательно: куда ведёт карточка вместо /services/{id}, например /car.",
      type: "string",
      group: "list",
      validation: link({ required: false }),
    }),
    defineField({
      name: "isFree",
      title: "Бесплатно для гостей",
      type: "boolean",
      group: "main",
      initialValue: false,
    }),
    summaryField({ description: "Одно-два предложения для карточки.", max: 300 }),
    imagesField({ group: "page" }),
    tagsField({ group: "page" }),
    pageBodyField({ hasPageSwitch: true }),
    localizedStringList({ name: "features", title: "Оснащение и особенности", group: "page" }),
    localizedStringList({
      name: "rules",
      title: "Правила",
      description: "Условия пользования, по пункту на строку.",
      group: "page",
    }),
    defineField({
      name: "prices",
      title: "Цены",
      type: "array",
      group: "facts",
      of: [defineArrayMember({ type: "priceLine" })],
    }),
    defineField({
      name: "hours",
      title: "Часы работы",
      type: "array",
      group: "facts",
      of: [defineArrayMember({ type: "hoursLine" })],
    }),
    defineField({
      name: "facts",
      title: "Факты",
      description: "«Площадь — 168 м²», «Запас хода — до 65 км».",
      type: "array",
      group: "facts",
      of: [defineArrayMember({ type: "fact" })],
    }),
    defineField({
      name: "areaSquareMeters",
      title: "Площадь, м²",
      type: "number",
      group: "facts",
      validation: wholeNumber(1, 100_000, { required: false, what: "Площадь" }),
    }),
    defineField({
      name: "maxGuests",
      title: "Вместимость, человек",
      type: "number",
      group: "facts",
      validation: wholeNumber(1, 10_000, { required: false, what: "Вместимость" }),
    }),
    defineField({
      name: "minAge",
      title: "Минимальный возраст",
      type: "number",
      group: "facts",
      validation: wholeNumber(0, 100, { required: false, what: "Возраст" }),
    }),
    defineField({
      name: "seatingPlans",
      title: "Варианты рассадки",
      type: "array",
      group: "facts",
      of: [defineArrayMember({ type: "seatingPlan" })],
    }),
    internalNoteField({ group: "main" }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [
    {
      title: "Как в списке услуг",
      name: "listOrder",
      by: [
        { field: "group", direction: "desc" },
        { field: "listOrder", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title", slug: "slug.current", group: "group", media: "images.0" },
    prepare: ({ title, slug, group, media }) => ({
      title: russian(title),
      subtitle: `/services/${slug ?? "?"} · ${SERVICE_GROUPS.find((option) => option.value === group)?.title ?? ""}`,
      media,
    }),
  },
});
