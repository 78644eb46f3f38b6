import { PinIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A nearby place on the contacts page. */
export const attraction = defineType({
  name: "attraction",
  title: "Достопримечательность",
  type: "object",
  icon: PinIcon,
  fields: [
    defineField({
      name: "title",
      title: "Название",
      type: "string",
      validation: (rule) => rule.required().error("Укажите название"),
    }),
    defineField({
      name: "distance",
      title: "Как далеко",
      description: "Например: «10 минут пешком», «40 км».",
      type: "string",
    }),
    defineField({
      name: "text",
      title: "Описание",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required().error("Добавьте описание"),
    }),
    defineField({
      name: "image",
      title: "Фотография",
      type: "imageWithAlt",
      validation: (rule) => rule.required().error("Добавьте фотографию"),
    }),
  ],
  preview: { select: { title: "title", subtitle: "distance", media: "image" } },
});
