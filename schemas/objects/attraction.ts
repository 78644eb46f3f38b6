import { PinIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";

/** A nearby place on the contacts page. */
export const attraction = defineType({
  name: "attraction",
  title: "Достопримечательность",
  type: "object",
  icon: PinIcon,
  fields: [
    localizedString({ name: "title", title: "Название", required: "Укажите название" }),
    localizedString({
      name: "distance",
      title: "Как далеко",
      description: "Например: «10 минут пешком», «40 км».",
    }),
    localizedText({ name: "text", title: "Описание", required: "Добавьте описание" }),
    defineField({
      name: "image",
      title: "Фотография",
      type: "imageWithAlt",
      validation: (rule) => rule.required().error("Добавьте фотографию"),
    }),
  ],
  preview: {
    select: { title: "title", distance: "distance", media: "image" },
    prepare: ({ title, distance, media }) => ({ title: russian(title), subtitle: russian(distance), media }),
  },
});
