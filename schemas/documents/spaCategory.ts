import { TagsIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { slugField } from "../lib/fields";
import { order } from "../lib/validation";

/** A tab of the spa picker at /services/spa: «Массаж», «Обёртывания», «Премиум-программы». */
export const spaCategory = defineType({
  name: "spaCategory",
  title: "Раздел СПА",
  type: "document",
  icon: TagsIcon,
  fields: [
    defineField({
      name: "title",
      title: "Название вкладки",
      type: "string",
      validation: (rule) => rule.required().error("Укажите название раздела"),
    }),
    slugField({
      title: "Код",
      description: "Латиницей, для адреса вкладки: /services/spa?tab={код}.",
      uniqueAmong: ["spaCategory"],
      takenMessage: "Этот код уже у другого раздела",
    }),
    defineField({ name: "order", title: "Порядок вкладок", type: "number", validation: order() }),
    defineField({ name: "description", title: "Описание раздела", type: "text", rows: 3 }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "description" } },
});
