import { CheckmarkCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { AMENITY_ICONS } from "../lib/constants";

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
    defineField({
      name: "title",
      title: "Название",
      type: "string",
      validation: (rule) => [
        rule.required().error("Укажите название"),
        rule.max(60).warning("Лучше короче: не больше 60 символов"),
      ],
    }),
  ],
  preview: {
    select: { title: "title", icon: "icon" },
    prepare: ({ title, icon }) => ({
      title,
      subtitle: AMENITY_ICONS.find((option) => option.value === icon)?.title,
    }),
  },
});
