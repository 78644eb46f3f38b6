import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { AMENITY_TAB_KINDS } from "../lib/constants";

/** A tab of a room page's equipment block: Номер, Ванная or «Забыли что-нибудь?». */
export const amenityTab = defineType({
  name: "amenityTab",
  title: "Вкладка оснащения",
  type: "object",
  icon: ThListIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Вкладка",
      type: "string",
      options: { list: [...AMENITY_TAB_KINDS], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required().error("Выберите вкладку"),
    }),
    defineField({
      name: "title",
      title: "Заголовок вкладки",
      description: "Как подписана вкладка на сайте: «Номер», «Ванная», «Забыли что-нибудь?».",
      type: "string",
      validation: (rule) => rule.required().error("Укажите заголовок вкладки"),
    }),
    defineField({
      name: "note",
      title: "Пояснение",
      description: "Необязательно. Например: «Бесплатно, попросите на ресепшене».",
      type: "string",
    }),
    defineField({
      name: "image",
      title: "Фотография",
      type: "imageWithAlt",
    }),
    defineField({
      name: "items",
      title: "Предметы",
      type: "array",
      of: [defineArrayMember({ type: "amenityItem" })],
      validation: (rule) => rule.required().min(1).error("Добавьте хотя бы один предмет"),
    }),
  ],
  preview: {
    select: { title: "title", items: "items", media: "image" },
    prepare: ({ title, items, media }) => ({
      title,
      subtitle: Array.isArray(items) ? `${items.length} шт.` : "пусто",
      media,
    }),
  },
});
