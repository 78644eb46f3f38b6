import { ClockIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";
import { timeOfDay } from "../lib/validation";

/** Opening hours: «Будни — 17:00–22:00». */
export const hoursLine = defineType({
  name: "hoursLine",
  title: "Часы работы",
  type: "object",
  icon: ClockIcon,
  fields: [
    localizedString({
      name: "label",
      title: "Когда",
      description: "«Будни», «Выходные и праздники», «Ежедневно».",
      required: "Укажите дни",
    }),
    defineField({ name: "from", title: "С", type: "string", validation: timeOfDay() }),
    defineField({
      name: "to",
      title: "До",
      description: "00:30 после 22:30 значит «до половины первого ночи».",
      type: "string",
      validation: timeOfDay(),
    }),
    localizedString({ name: "note", title: "Примечание" }),
  ],
  preview: {
    select: { label: "label", from: "from", to: "to" },
    prepare: ({ label, from, to }) => ({ title: russian(label), subtitle: `${from ?? "?"}–${to ?? "?"}` }),
  },
});
