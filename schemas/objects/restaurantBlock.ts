import { BottleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { requiredTextField } from "../lib/fields";
import { RESTAURANT_BLOCK_KINDS } from "../lib/constants";
import { localizedString, russian } from "../lib/localized-schema";

/** A block of the restaurant page: МЕНЮ, БАР, ROOM SERVICE. */
export const restaurantBlock = defineType({
  name: "restaurantBlock",
  title: "Блок ресторана",
  type: "object",
  icon: BottleIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Блок",
      type: "string",
      options: { list: [...RESTAURANT_BLOCK_KINDS] },
      validation: (rule) => rule.required().error("Выберите блок"),
    }),
    localizedString({
      name: "title",
      title: "Заголовок",
      description: "Как на сайте: «МЕНЮ», «БАР», «ROOM SERVICE».",
      required: "Укажите заголовок",
    }),
    requiredTextField(),
    defineField({ name: "hours", title: "Часы работы", type: "array", of: [{ type: "hoursLine" }] }),
    defineField({
      name: "image",
      title: "Фотография",
      type: "imageWithAlt",
      validation: (rule) => rule.required().error("Добавьте фотографию"),
    }),
    defineField({
      name: "file",
      title: "Файл (меню в PDF)",
      description: "Необязательно: гость сможет открыть меню целиком.",
      type: "file",
      options: { accept: "application/pdf" },
    }),
  ],
  preview: {
    select: { title: "title", text: "text", media: "image" },
    prepare: ({ title, text, media }) => ({ title: russian(title), subtitle: russian(text), media }),
  },
});
