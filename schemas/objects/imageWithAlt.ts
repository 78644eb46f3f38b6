import { ImageIcon } from "@sanity/icons";
import { defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";

/** A picture with its Russian alternative text (required: screen readers and SEO use it). */
export const imageWithAlt = defineType({
  name: "imageWithAlt",
  title: "Изображение",
  type: "image",
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    localizedString({
      name: "alt",
      title: "Альтернативный текст",
      description:
        "Что изображено: его читают программы для незрячих и поисковики. По-русски обязательно, по-английски — для английской версии сайта.",
      required: "Опишите изображение: альтернативный текст обязателен",
      max: { length: 200 },
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      if (value === undefined) return true;
      return value.asset ? true : "Загрузите изображение или удалите пустой блок";
    }),
  preview: {
    select: { title: "alt", media: "asset" },
    prepare: ({ title, media }) => ({ title: russian(title) || "Без описания", media }),
  },
});
