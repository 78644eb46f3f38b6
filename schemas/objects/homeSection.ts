import { StackCompactIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { HOME_SECTION_KINDS } from "../lib/constants";
import { localizedString, localizedText, russian } from "../lib/localized-schema";

/** A block of the home page. The list's order is the page's order; hidden blocks are skipped. */
export const homeSection = defineType({
  name: "homeSection",
  title: "Блок главной страницы",
  type: "object",
  icon: StackCompactIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Блок",
      type: "string",
      options: { list: [...HOME_SECTION_KINDS] },
      validation: (rule) => rule.required().error("Выберите блок"),
    }),
    defineField({
      name: "enabled",
      title: "Показывать",
      type: "boolean",
      initialValue: true,
    }),
    localizedString({ name: "title", title: "Заголовок блока", required: "Укажите заголовок блока" }),
    localizedText({ name: "subtitle", title: "Подзаголовок" }),
    localizedString({
      name: "linkLabel",
      title: "Подпись ссылки «смотреть все»",
      description: "Например: «Все услуги». Пусто — без ссылки.",
    }),
  ],
  preview: {
    select: { title: "title", kind: "kind", enabled: "enabled" },
    prepare: ({ title, kind, enabled }) => ({
      title: `${enabled === false ? "⏸ " : ""}${russian(title)}`,
      subtitle: `${HOME_SECTION_KINDS.find((option) => option.value === kind)?.title ?? kind}${enabled === false ? " · скрыт" : ""}`,
    }),
  },
});
