import { PinIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { localizedString, localizedText } from "../lib/localized-schema";
import { wholeNumber } from "../lib/validation";

/** One document (_id contactsPage): /contacts, how to get there and the surroundings. */
export const contactsPage = defineType({
  name: "contactsPage",
  title: "Контакты и окрестности",
  type: "document",
  icon: PinIcon,
  fields: [
    localizedString({ name: "title", title: "Заголовок", required: "Укажите заголовок" }),
    localizedText({
      name: "intro",
      title: "Вступление",
      description: "Телефон, e-mail и адрес берутся из настроек сайта.",
    }),
    localizedString({
      name: "routesTitle",
      title: "Заголовок «Как добраться»",
      required: "Укажите заголовок",
    }),
    defineField({
      name: "routes",
      title: "Как добраться",
      description: "Вкладки «Трансфер» и «Такси».",
      type: "array",
      of: [defineArrayMember({ type: "routeTab" })],
      validation: (rule) => rule.required().min(1).error("Добавьте способы добраться"),
    }),
    defineField({
      name: "centreDistanceMeters",
      title: "От центра до отеля, м",
      type: "number",
      validation: wholeNumber(0, 100_000, { what: "Расстояние" }),
    }),
    defineField({
      name: "centreWalkMinutes",
      title: "От центра пешком, минут",
      type: "number",
      validation: wholeNumber(0, 10_000, { what: "Время" }),
    }),
    localizedString({
      name: "centreDistanceText",
      title: "Как сказать про расстояние",
      description: "Текст рядом с картой.",
      required: "Укажите текст",
    }),
    localizedString({
      name: "attractionsTitle",
      title: "Заголовок окрестностей",
      required: "Укажите заголовок",
    }),
    defineField({
      name: "attractions",
      title: "Что рядом",
      type: "array",
      of: [defineArrayMember({ type: "attraction" })],
      validation: (rule) => rule.required().min(1).error("Добавьте места"),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Контакты и окрестности" }) },
});
