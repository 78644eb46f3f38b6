import { UsersIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { countText, PLACES } from "../../rules/plural";
import { localizedString, russian } from "../lib/localized-schema";
import { wholeNumber } from "../lib/validation";

/** A seating plan of the conference hall: «Театр — 80 мест». */
export const seatingPlan = defineType({
  name: "seatingPlan",
  title: "Рассадка",
  type: "object",
  icon: UsersIcon,
  fields: [
    localizedString({
      name: "title",
      title: "Рассадка",
      description: "«Театр», «Класс», «Банкет», «Периметр».",
      required: "Укажите вид рассадки",
    }),
    defineField({
      name: "seats",
      title: "Мест",
      type: "number",
      validation: wholeNumber(1, 1000, { what: "Число мест" }),
    }),
  ],
  preview: {
    select: { title: "title", seats: "seats" },
    prepare: ({ title, seats }) => ({
      title: russian(title),
      subtitle: typeof seats === "number" ? countText(seats, PLACES) : "? мест",
    }),
  },
});
