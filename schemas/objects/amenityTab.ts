import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { AMENITY_TAB_KINDS } from "../lib/constants";
import { localizedString, russian } from "../lib/localized-schema";

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
    localizedString({
      name: "title",
      title: "Заголовок вкладки",
      description: "Как подписана вкладка на сайте: «Номер», «Ванная», «Забыли что-нибудь?».",
      required: "Укажите заголовок вкладки",
    }),
    localizedString({
      name: "note",
      title: "Пояснение",
      description: "Необязательно. Например: «Бесплатно, попросите на ресепшене».",
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
      title: russian(title),
      subtitle: Array.isArray(items) ? `${items.length} шт.` : "пусто",
      media,
    }),
  },
});
