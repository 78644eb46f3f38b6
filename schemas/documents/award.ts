import { StarFilledIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { externalUrl, order, wholeNumber } from "../lib/validation";

/** An award of the hotel on /awards. */
export const award = defineType({
  name: "award",
  title: "Награда",
  type: "document",
  icon: StarFilledIcon,
  fields: [
    localizedString({ name: "title", title: "Награда", required: "Укажите название награды" }),
    localizedString({ name: "issuer", title: "Кто вручил", required: "Укажите, кто вручил награду" }),
    defineField({
      name: "year",
      title: "Год",
      type: "number",
      validation: wholeNumber(2021, 2100, { what: "Год" }),
    }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    localizedText({ name: "description", title: "Описание", required: "Добавьте описание" }),
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
      title: russian(title),
      subtitle: `${russian(issuer)}, ${year ?? ""}`,
      media,
    }),
  },
});
