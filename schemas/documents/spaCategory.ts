import { TagsIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { slugField } from "../lib/fields";
import { localizedString, localizedText, russian } from "../lib/localized-schema";
import { order } from "../lib/validation";

/** A tab of the spa picker at /services/spa: «Массаж», «Обёртывания», «Премиум-программы». */
export const spaCategory = defineType({
  name: "spaCategory",
  title: "Раздел СПА",
  type: "document",
  icon: TagsIcon,
  fields: [
    localizedString({ name: "title", title: "Название вкладки", required: "Укажите название раздела" }),
    slugField({
      title: "Код",
      description: "Латиницей, для адреса вкладки: /services/spa?tab={код}.",
      uniqueAmong: ["spaCategory"],
      takenMessage: "Этот код уже у другого раздела",
    }),
    defineField({ name: "order", title: "Порядок вкладок", type: "number", validation: order() }),
    localizedText({ name: "description", title: "Описание раздела" }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", description: "description" },
    prepare: ({ title, description }) => ({ title: russian(title), subtitle: russian(description) }),
  },
});
