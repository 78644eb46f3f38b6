import { HomeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { AMENITY_TAB_KINDS, ROOM_CATEGORY_COUNT } from "../lib/constants";
import { uniqueNumber } from "../lib/unique";
import {
  localizedRichText,
  localizedString,
  localizedStringList,
  localizedText,
  russian,
} from "../lib/localized-schema";
import { externalUrl, nonEmptyList, order, wholeNumber } from "../lib/validation";

/** A room category: one tab on the home page and the page /rooms/{roomId}. */
export const roomCategory = defineType({
  name: "roomCategory",
  title: "Категория номеров",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "main", title: "Основное", default: true },
    { name: "media", title: "Фото и 3D-тур" },
    { name: "amenities", title: "Оснащение" },
    { name: "booking", title: "Бронирование" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localizedString({
      name: "title",
      title: "Название",
      description: "Как на сайте: «Делюкс», «Семейный делюкс», «Villa».",
      group: "main",
      required: "Укажите название категории",
    }),
    defineField({
      name: "roomId",
      title: "Номер страницы",
      description: `Адрес страницы — /rooms/{номер}. От 1 до ${ROOM_CATEGORY_COUNT}; меняйте только вместе с порядком.`,
      type: "number",
      group: "booking",
      validation: (rule) => [
        ...wholeNumber(1, 99, { what: "Номер страницы" })(rule),
        rule.custom(
          uniqueNumber("roomCategory", "roomId", "Этот номер страницы уже занят другой категорией"),
        ),
      ],
    }),
    defineField({
      name: "hotelRoomTypeId",
      title: "ID типа номера в системе бронирования",
      description:
        "По нему сайт берёт из системы бронирования тарифы, цены по датам и наличие. Сверьтесь с системой бронирования.",
      type: "number",
      group: "booking",
      validation: wholeNumber(1, 1_000_000, { what: "ID типа номера" }),
    }),
    defineField({
      name: "order",
      title: "Порядок",
      description: "Порядок вкладок на главной и карточек в каталоге (по возрастанию).",
      type: "number",
      group: "main",
      validation: order(),
    }),
    localizedText({
      name: "shortDescription",
      title: "Краткое описание",
      description: "Абзац для вкладки на главной и карточки в каталоге.",
      group: "main",
      required: "Добавьте краткое описание",
      max: { length: 400 },
    }),
    localizedRichText({
      name: "description",
      title: "Подробное описание",
      description: "Текст страницы номера.",
      group: "main",
      required: "Добавьте описание номера",
    }),
    defineField({
      name: "roomCount",
      title: "Номеров в категории",
      description: "Справочно, для текстов. Наличие на даты считает система бронирования.",
      type: "number",
      group: "booking",
      validation: wholeNumber(1, 500, { what: "Количество номеров" }),
    }),
    localizedStringList({
      name: "tags",
      title: "Теги",
      description: "Короткие особенности под описанием: «Кровать super-king», «Вид на сосны».",
      group: "main",
    }),
    defineField({
      name: "petsAllowed",
      title: "Можно с собакой",
      description: "Одна собака до 5 кг — в категориях до Супериор включительно.",
      type: "boolean",
      group: "booking",
      initialValue: false,
    }),
    defineField({
      name: "images",
      title: "Фотографии",
      description: "Первая — обложка вкладки и карточки.",
      type: "array",
      group: "media",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: nonEmptyList("Добавьте хотя бы одну фотографию"),
    }),
    defineField({
      name: "tourUrl",
      title: "Ссылка на 3D-тур",
      description: "Открывается в новом окне по кнопке «3D-тур». Пусто — общий тур из настроек сайта.",
      type: "url",
      group: "media",
      validation: externalUrl({ required: false }),
    }),
    defineField({
      name: "amenityTabs",
      title: "Вкладки оснащения",
      description: "Номер, Ванная и «Забыли что-нибудь?» (бесплатные мелочи по запросу).",
      type: "array",
      group: "amenities",
      of: [defineArrayMember({ type: "amenityTab" })],
      validation: (rule) => [
        rule.required().min(1).error("Добавьте хотя бы одну вкладку оснащения"),
        rule.max(AMENITY_TAB_KINDS.length).error("Не больше трёх вкладок"),
        rule.custom((tabs) => {
          const kinds = (tabs ?? []).map((tab) => (tab as { kind?: string }).kind);
          return new Set(kinds).size === kinds.length ? true : "Каждая вкладка — один раз";
        }),
      ],
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", roomId: "roomId", media: "images.0" },
    prepare: ({ title, roomId, media }) => ({
      title: russian(title),
      subtitle: `/rooms/${roomId ?? "?"}`,
      media,
    }),
  },
});
