import { CommentIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { REVIEW_STARS_MAX } from "../lib/constants";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { wholeNumber } from "../lib/validation";

/** A guest's text review: who, text, stars 0–5 and date (shown as dd.mm.yyyy). */
export const review = defineType({
  name: "review",
  title: "Отзыв",
  type: "document",
  icon: CommentIcon,
  fields: [
    localizedString({
      name: "author",
      title: "Кто",
      description: "Имя гостя, как он подписался.",
      required: "Укажите автора отзыва",
    }),
    localizedText({ name: "text", title: "Текст", required: "Добавьте текст отзыва" }),
    defineField({
      name: "stars",
      title: "Оценка, звёзд",
      description: `От 0 до ${REVIEW_STARS_MAX}.`,
      type: "number",
      options: { list: [0, 1, 2, 3, 4, 5] },
      validation: wholeNumber(0, REVIEW_STARS_MAX, { what: "Оценка" }),
    }),
    defineField({
      name: "date",
      title: "Дата",
      type: "date",
      options: { dateFormat: "DD.MM.YYYY" },
      validation: (rule) => rule.required().error("Укажите дату отзыва"),
    }),
    localizedString({
      name: "source",
      title: "Откуда",
      description: "Необязательно: «Яндекс Путешествия», «книга отзывов».",
    }),
    defineField({
      name: "showOnHome",
      title: "Показывать на главной",
      type: "boolean",
      initialValue: true,
    }),
  ],
  orderings: [{ title: "Сначала новые", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: {
    select: { title: "author", stars: "stars", date: "date", text: "text" },
    prepare: ({ title, stars, date, text }) => ({
      title: `${russian(title)} · ${"★".repeat(typeof stars === "number" ? stars : 0)}`,
      subtitle: `${typeof date === "string" ? date.split("-").reverse().join(".") : ""} · ${russian(text)}`,
    }),
  },
});
