import { RocketIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { imagesField, internalNoteField, slugField } from "../lib/fields";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { order, previewRubles, rubles, wholeNumber } from "../lib/validation";

/** A rental car on /car: daily price and specification. */
export const car = defineType({
  name: "car",
  title: "Автомобиль",
  type: "document",
  icon: RocketIcon,
  fieldsets: [{ name: "specs", title: "Характеристики", options: { columns: 2 } }],
  fields: [
    localizedString({ name: "name", title: "Марка и модель", required: "Укажите марку и модель" }),
    slugField({
      title: "Код",
      description: "Латиницей, например geely-atlas.",
      source: "name",
      uniqueAmong: ["car"],
      takenMessage: "Этот код уже у другого автомобиля",
    }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "dailyPrice",
      title: "Цена, ₽ в сутки",
      type: "number",
      validation: rubles(),
    }),
    localizedText({ name: "summary", title: "Коротко" }),
    localizedString({
      name: "engine",
      title: "Двигатель",
      description: "Например: «1,5 л».",
      fieldset: "specs",
      required: "Укажите двигатель",
    }),
    defineField({
      name: "powerHp",
      title: "Мощность, л. с.",
      type: "number",
      fieldset: "specs",
      validation: wholeNumber(1, 2000, { what: "Мощность" }),
    }),
    localizedString({
      name: "gearbox",
      title: "Коробка передач",
      fieldset: "specs",
      required: "Укажите коробку передач",
    }),
    localizedString({ name: "drive", title: "Привод", fieldset: "specs", required: "Укажите привод" }),
    localizedString({ name: "body", title: "Кузов", fieldset: "specs", required: "Укажите кузов" }),
    imagesField(),
    internalNoteField(),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "dailyPrice", media: "images.0" },
    prepare: ({ title, price, media }) => ({
      title: russian(title),
      subtitle: `${previewRubles(price)} в сутки`,
      media,
    }),
  },
});
