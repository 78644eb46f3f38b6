import { InfoOutlineIcon } from "@sanity/icons";
import { defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";

/** A fact shown as «label — value»: «Площадь — 168 м²», «Запас хода — до 65 км». */
export const fact = defineType({
  name: "fact",
  title: "Факт",
  type: "object",
  icon: InfoOutlineIcon,
  fields: [
    localizedString({ name: "label", title: "Название", required: "Укажите название" }),
    localizedString({ name: "value", title: "Значение", required: "Укажите значение" }),
  ],
  preview: {
    select: { label: "label", value: "value" },
    prepare: ({ label, value }) => ({ title: russian(label), subtitle: russian(value) }),
  },
});
