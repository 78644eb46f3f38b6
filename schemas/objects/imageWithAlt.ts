import { ImageIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A picture with its Russian alternative text (required: screen readers and SEO use it). */
export const imageWithAlt = defineType({
  name: "imageWithAlt",
  title: "Изображение",
  type: "image",
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Альтернативный текст",
      description: "Что изображено, по-русски: его читают программы для незрячих и поисковики.",
      type: "string",
      validation: (rule) => [
        rule.required().error("Опишите изображение: альтернативный текст обязателен"),
        rule.max(200).warning("Лучше короче: не больше 200 символов"),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      if (value === undefined) return true;
      return value.asset ? true : "Загрузите изображение или удалите пустой блок";
    }),
  preview: {
    select: { title: "alt", media: "asset" },
    prepare: ({ title, media }) => ({ title: title || "Без описания", media }),
  },
});
