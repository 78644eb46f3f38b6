import { ClockIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { timeOfDay } from "../lib/validation";

/** Opening hours: «Будни — 17:00–22:00». */
export const hoursLine = defineType({
  name: "hoursLine",
  title: "Часы работы",
  type: "object",
  icon: ClockIcon,
  fields: [
    defineField({
      name: "label",
      title: "Когда",
      description: "«Будни», «Выходные и праздники», «Ежедневно».",
      type: "string",
      validation: (rule) => rule.required().error("Укажите дни"),
    }),
    defineField({ name: "from", title: "С", type: "string", validation: timeOfDay() }),
    defineField({
      name: "to",
      title: "До",
      description: "00:30 после 22:30 значит «до половины первого ночи».",
      type: "string",
      validation: timeOfDay(),
    }),
    defineField({ name: "note", title: "Примечание", type: "string" }),
  ],
  preview: {
    select: { label: "label", from: "from", to: "to" },
    prepare: ({ label, from, to }) => ({ title: label, subtitle: `${from ?? "?"}–${to ?? "?"}` }),
  },
});
