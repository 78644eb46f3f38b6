import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { externalUrl, wholeNumber } from "../lib/validation";

const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/** One document (_id siteSettings): the hotel's name, contacts, map, links and menus. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Настройки сайта",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "hotel", title: "Отель", default: true },
    { name: "contacts", title: "Контакты и карта" },
    { name: "links", title: "Ссылки" },
    { name: "menus", title: "Меню" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localizedString({
      name: "hotelName",
      title: "Название отеля",
      group: "hotel",
      required: "Укажите название отеля",
    }),
    localizedString({
      name: "hotelKind",
      title: "Тип отеля",
      description: "Подпись к названию: «дизайн-отель».",
      group: "hotel",
    }),
    localizedString({ name: "tagline", title: "Слоган", group: "hotel" }),
    defineField({
      name: "openedOn",
      title: "Дата открытия",
      type: "date",
      group: "hotel",
      validation: (rule) => rule.required().error("Укажите дату открытия"),
    }),
    defineField({
      name: "phone",
      title: "Телефон",
      description: "В формате +7 (000) 000-00-00. Показывается в шапке, подвале и на страницах услуг.",
      type: "string",
      group: "contacts",
      validation: (rule) => [
        rule.required().error("Укажите телефон"),
        rule.regex(PHONE_PATTERN).error("Телефон в формате +7 (000) 000-00-00"),
      ],
    }),
    defineField({
      name: "email",
      title: "E-mail",
      type: "email",
      group: "contacts",
      validation: (rule) => rule.required().error("Укажите e-mail"),
    }),
    localizedText({ name: "address", title: "Адрес", group: "contacts", required: "Укажите адрес" }),
    localizedString({
      name: "city",
      title: "Город",
      description: "Для заголовков и разметки для поисковиков.",
      group: "contacts",
      required: "Укажите город",
    }),
    defineField({
      name: "map",
      title: "Отель на карте",
      type: "mapPoint",
      group: "contacts",
      validation: (rule) => rule.required().error("Укажите точку на карте"),
    }),
    defineField({
      name: "tourUrl",
      title: "3D-тур по отелю",
      description: "Внешняя ссылка, открывается в новом окне.",
      type: "url",
      group: "links",
      validation: externalUrl(),
    }),
    defineField({
      name: "tableBookingUrl",
      title: "Виджет бронирования столика",
      description: "Внешняя ссылка, открывается в новом окне по кнопке «Забронировать столик».",
      type: "url",
      group: "links",
      validation: externalUrl(),
    }),
    defineField({
      name: "socialLinks",
      title: "Соцсети и мессенджеры",
      type: "array",
      group: "links",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({
      name: "copyrightYear",
      title: "Год в строке копирайта",
      type: "number",
      group: "hotel",
      validation: wholeNumber(2000, 2100, { what: "Год" }),
    }),
    localizedString({
      name: "copyrightHolder",
      title: "Правообладатель",
      description: "Строка копирайта: «© {год} {правообладатель}».",
      group: "hotel",
    }),
    defineField({
      name: "mainMenu",
      title: "Главное меню",
      type: "array",
      group: "menus",
      of: [defineArrayMember({ type: "navLink" })],
      validation: (rule) => rule.required().min(1).error("Добавьте пункты меню"),
    }),
    defineField({
      name: "secondaryMenu",
      title: "Дополнительное меню",
      type: "array",
      group: "menus",
      of: [defineArrayMember({ type: "navLink" })],
    }),
    defineField({
      name: "footerMenu",
      title: "Ссылки в подвале",
      type: "array",
      group: "menus",
      of: [defineArrayMember({ type: "navLink" })],
    }),
    defineField({
      name: "seo",
      title: "SEO по умолчанию",
      description: "Для страниц без своего SEO.",
      type: "seo",
      group: "seo",
    }),
  ],
  preview: {
    select: { hotelName: "hotelName", phone: "phone" },
    prepare: ({ hotelName, phone }) => ({ title: russian(hotelName), subtitle: phone }),
  },
});
