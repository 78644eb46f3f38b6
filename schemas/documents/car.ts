import { RocketIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { imagesField, internalNoteField, slugField } from "../lib/fields";
import { order, previewRubles, rubles, wholeNumber } from "../lib/validation";

/** A rental car on /car: daily price and specification. */
export const car = defineType({
  name: "car",
  title: "Автомобиль",
  type: "document",
  icon: RocketIcon,
  fieldsets: [{ name: "specs", title: "Характеристики", options: { columns: 2 } }],
  fields: [
    defineField({
      name: "name",
      title: "Марка и модель",
      type: "string",
      validation: (rule) => rule.required().error("Укажите марку и модель"),
    }),
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
    defineField({ name: "summary", title: "Коротко", type: "text", rows: 2 }),
    defineField({
      name: "engine",
      title: "Двигатель",
      description: "Например: «1,5 л».",
      type: "string",
      fieldset: "specs",
      validation: (rule) => rule.required().error("Укажите двигатель"),
    }),
    defineField({
      name: "powerHp",
      title: "Мощность, л. с.",
      type: "number",
      fieldset: "specs",
      validation: wholeNumber(1, 2000, { what: "Мощность" }),
    }),
    defineField({
      name: "gearbox",
      title: "Коробка передач",
      type: "string",
      fieldset: "specs",
      validation: (rule) => rule.required().error("Укажите коробку передач"),
    }),
    defineField({
      name: "drive",
      title: "Привод",
      type: "string",
      fieldset: "specs",
      validation: (rule) => rule.required().error("Укажите привод"),
    }),
    defineField({
      name: "body",
      title: "Кузов",
      type: "string",
      fieldset: "specs",
      validation: (rule) => rule.required().error("Укажите кузов"),
    }),
    imagesField(),
    internalNoteField(),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "dailyPrice", media: "images.0" },
    prepare: ({ title, price, media }) => ({ title, subtitle: `${previewRubles(price)} в сутки`, media }),
  },
});
