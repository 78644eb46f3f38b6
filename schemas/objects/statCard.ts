import { NumberIcon } from "@sanity/icons";
import { defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";

/** A stats card of the about page: large value, small label («44» «номера», «СПА» «комплекс»). */
export const statCard = defineType({
  name: "statCard",
  title: "Карточка с цифрой",
  type: "object",
  icon: NumberIcon,
  fields: [
    localizedString({ name: "value", title: "Крупно", required: "Укажите значение" }),
    localizedString({ name: "label", title: "Подпись", required: "Укажите подпись" }),
  ],
  preview: {
    select: { value: "value", label: "label" },
    prepare: ({ value, label }) => ({ title: `${russian(value)} ${russian(label)}`.trim() }),
  },
});
