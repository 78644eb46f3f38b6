import { BlockContentIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { link } from "../lib/validation";

/** Paragraphs of a page: plain, restrained formatting the site's typography can carry. */
export const richText = defineType({
  name: "richText",
  title: "Текст",
  type: "array",
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Абзац", value: "normal" },
        { title: "Подзаголовок", value: "h3" },
        { title: "Цитата", value: "blockquote" },
      ],
      lists: [
        { title: "Маркированный список", value: "bullet" },
        { title: "Нумерованный список", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Жирный", value: "strong" },
          { title: "Курсив", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Ссылка",
            type: "object",
            fields: [
              defineField({
                name: "href",
                title: "Адрес",
                description: "https://…, путь на сайте /…, tel: или mailto:",
                type: "string",
                validation: link(),
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
