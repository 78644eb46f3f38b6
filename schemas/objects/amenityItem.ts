import { CheckmarkCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { AMENITY_ICONS } from "../lib/constants";
import { localizedString, russian } from "../lib/localized-schema";

/** One item of a room's equipment tab: an icon and a title («Фен», «Халат и тапочки»). */
export const amenityItem = defineType({
  name: "amenityItem",
  title: "Предмет оснащения",
  type: "object",
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: "icon",
      title: "Значок",
      type: "string",
      options: { list: [...AMENITY_ICONS] },
      initialValue: "other",
      validation: (rule) => rule.required().error("Выберите значок"),
    }),
    localizedString({ name: "title", title: "Название", required: "Укажите название", max: { length: 60 } }),
  ],
  preview: {
    select: { title: "title", icon: "icon" },
    prepare: ({ title, icon }) => ({
      title: russian(title),
      subtitle: AMENITY_ICONS.find((option) => option.value === icon)?.title,
    }),
  },
});
