import { PinIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** The hotel's marker and the map's default view (longitude, latitude, zoom). */
export const mapPoint = defineType({
  name: "mapPoint",
  title: "Точка на карте",
  type: "object",
  icon: PinIcon,
  fields: [
    defineField({
      name: "longitude",
      title: "Долгота",
      description: "Например, 20.159837.",
      type: "number",
      validation: (rule) => [
        rule.required().error("Укажите долготу"),
        rule.min(-180).max(180).error("Долгота — от −180 до 180"),
      ],
    }),
    defineField({
      name: "latitude",
      title: "Широта",
      description: "Например, 54.943661.",
      type: "number",
      validation: (rule) => [
        rule.required().error("Укажите широту"),
        rule.min(-90).max(90).error("Широта — от −90 до 90"),
      ],
    }),
    defineField({
      name: "zoom",
      title: "Масштаб",
      description: "От 1 (весь мир) до 19 (дом). Обычно 15.",
      type: "number",
      initialValue: 15,
      validation: (rule) => [
        rule.required().error("Укажите масштаб"),
        rule.integer().min(1).max(19).error("Масштаб — целое число от 1 до 19"),
      ],
    }),
  ],
});
