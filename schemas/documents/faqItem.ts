import { HelpCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { order } from "../lib/validation";

/** A question and its answer; FAQ items open and close on click. */
export const faqItem = defineType({
  name: "faqItem",
  title: "Вопрос и ответ",
  type: "document",
  icon: HelpCircleIcon,
  fields: [
    localizedString({ name: "question", title: "Вопрос", required: "Укажите вопрос" }),
    localizedText({ name: "answer", title: "Ответ", required: "Напишите ответ" }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "showOnHome",
      title: "Показывать на главной",
      type: "boolean",
      initialValue: true,
    }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { question: "question", answer: "answer" },
    prepare: ({ question, answer }) => ({ title: russian(question), subtitle: russian(answer) }),
  },
});
