import { HelpCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { order } from "../lib/validation";

/** A question and its answer; FAQ items open and close on click. */
export const faqItem = defineType({
  name: "faqItem",
  title: "Вопрос и ответ",
  type: "document",
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: "question",
      title: "Вопрос",
      type: "string",
      validation: (rule) => rule.required().error("Укажите вопрос"),
    }),
    defineField({
      name: "answer",
      title: "Ответ",
      type: "text",
      rows: 5,
      validation: (rule) => rule.required().error("Напишите ответ"),
    }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "showOnHome",
      title: "Показывать на главной",
      type: "boolean",
      initialValue: true,
    }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "question", subtitle: "answer" } },
});
