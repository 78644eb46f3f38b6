import { NumberIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A stats card of the about page: large value, small label («44» «номера», «СПА» «комплекс»). */
export const statCard = defineType({
  name: "statCard",
  title: "Карточка с цифрой",
  type: "object",
  icon: NumberIcon,
  fields: [
    defineField({
      name: "value",
      title: "Крупно",
      type: "string",
      validation: (rule) => rule.required().error("Укажите значение"),
    }),
    defineField({
      name: "label",
      title: "Подпись",
      type: "string",
      validation: (rule) => rule.required().error("Укажите подпись"),
    }),
  ],
  preview: {
    select: { value: "value", label: "label" },
    prepare: ({ value, label }) => ({ title: `${value ?? ""} ${label ?? ""}`.trim() }),
  },
});
