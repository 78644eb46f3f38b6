import { VideoIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { order } from "../lib/validation";

/** A video review: who, logo, poster image, the clip and a short text. */
export const videoReview = defineType({
  name: "videoReview",
  title: "Видеоотзыв",
  type: "document",
  icon: VideoIcon,
  fields: [
    localizedString({ name: "author", title: "Кто", required: "Укажите автора" }),
    localizedText({
      name: "text",
      title: "Текст",
      description: "Короткая подпись к видео.",
      required: "Добавьте подпись",
    }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "logo",
      title: "Логотип или аватар",
      description: "Небольшая круглая картинка рядом с именем.",
      type: "imageWithAlt",
    }),
    defineField({
      name: "poster",
      title: "Обложка",
      description: "Кадр, который виден до запуска видео.",
      type: "imageWithAlt",
      validation: (rule) => rule.required().error("Добавьте обложку"),
    }),
    defineField({
      name: "video",
      title: "Видео",
      description: "MP4 (H.264) или WebM, вертикальное или горизонтальное, до 20 МБ.",
      type: "file",
      options: { accept: "video/mp4,video/webm" },
      validation: (rule) => rule.required().error("Загрузите видео"),
    }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { author: "author", text: "text", media: "poster" },
    prepare: ({ author, text, media }) => ({ title: russian(author), subtitle: russian(text), media }),
  },
});
