import { StarFilledIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { externalUrl, order, wholeNumber } from "../lib/validation";

/** An award of the hotel on /awards. */
export const award = defineType({
  name: "award",
  title: "Награда",
  type: "document",
  icon: StarFilledIcon,
  fields: [
    defineField({
      name: "title",
      title: "Награда",
      type: "string",
      validation: (rule) => rule.required().error("Укажите название награды"),
    }),
    defineField({
      name: "issuer",
      title: "Кто вручил",
      type: "string",
      validation: (rule) => rule.required().error("Укажите, кто вручил награду"),
    }),
    defineField({
      name: "year",
      title: "Год",
      type: "number",
      validation: wholeNumber(2021, 2100, { what: "Год" }),
    }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "description",
      title: "Описание",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required().error("Добавьте описание"),
    }),
    defineField({
      name: "image",
      title: "Диплом или знак",
      type: "imageWithAlt",
      validation: (rule) => rule.required().error("Добавьте изображение"),
    }),
    defineField({ name: "url", title: "Ссылка", type: "url", validation: externalUrl({ required: false }) }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", issuer: "issuer", year: "year", media: "image" },
    prepare: ({ title, issuer, year, media }) => ({
      title,
      subtitle: `${issuer ?? ""}, ${year ?? ""}`,
      media,
    }),
  },
});
