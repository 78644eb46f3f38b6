import { InfoOutlineIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A fact shown as «label — value»: «Площадь — 168 м²», «Запас хода — до 65 км». */
export const fact = defineType({
  name: "fact",
  title: "Факт",
  type: "object",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "label",
      title: "Название",
      type: "string",
      validation: (rule) => rule.required().error("Укажите название"),
    }),
    defineField({
      name: "value",
      title: "Значение",
      type: "string",
      validation: (rule) => rule.required().error("Укажите значение"),
    }),
  ],
  preview: { select: { title: "label", subtitle: "value" } },
});
