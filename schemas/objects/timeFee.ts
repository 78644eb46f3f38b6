import { ClockIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";
import { timeOfDay, wholeNumber } from "../lib/validation";

/** A fee for early check-in or late check-out in a time window, as a share of the night's price. */
export const timeFee = defineType({
  name: "timeFee",
  title: "Доплата за время",
  type: "object",
  icon: ClockIcon,
  fields: [
    defineField({ name: "from", title: "С", type: "string", validation: timeOfDay() }),
    defineField({
      name: "to",
      title: "До",
      description: "24:00 — до конца суток.",
      type: "string",
      validation: timeOfDay(),
    }),
    defineField({
      name: "percentOfNight",
      title: "Доплата, % стоимости суток",
      description: "100 — оплачивается как полные сутки, 50 — половина.",
      type: "number",
      validation: wholeNumber(0, 100, { what: "Процент" }),
    }),
    localizedString({
      name: "label",
      title: "Как написать гостю",
      description: "Например: «оплачивается как полные сутки».",
      required: "Укажите текст для гостя",
    }),
  ],
  preview: {
    select: { from: "from", to: "to", label: "label" },
    prepare: ({ from, to, label }) => ({ title: `${from ?? "?"}–${to ?? "?"}`, subtitle: russian(label) }),
  },
});
