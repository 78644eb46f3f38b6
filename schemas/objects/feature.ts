import { SparklesIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

/** A feature with a short explanation (brand page, restaurant highlights). */
export const feature = defineType({
  name: "feature",
  title: "Преимущество",
  type: "object",
  icon: SparklesIcon,
  fields: [
    defineField({
      name: "title",
      title: "Заголовок",
      type: "string",
      validation: (rule) => rule.required().error("Укажите заголовок"),
    }),
    defineField({ name: "text", title: "Пояснение", type: "text", rows: 3 }),
    defineField({ name: "image", title: "Изображение", type: "imageWithAlt" }),
  ],
  preview: { select: { title: "title", subtitle: "text", media: "image" } },
});
