import { SparklesIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";

/** A feature with a short explanation (brand page, restaurant highlights). */
export const feature = defineType({
  name: "feature",
  title: "Преимущество",
  type: "object",
  icon: SparklesIcon,
  fields: [
    localizedString({ name: "title", title: "Заголовок", required: "Укажите заголовок" }),
    localizedText({ name: "text", title: "Пояснение" }),
    defineField({ name: "image", title: "Изображение", type: "imageWithAlt" }),
  ],
  preview: {
    select: { title: "title", text: "text", media: "image" },
    prepare: ({ title, text, media }) => ({ title: russian(title), subtitle: russian(text), media }),
  },
});
