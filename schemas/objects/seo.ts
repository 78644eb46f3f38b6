import { SearchIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { noPrice } from "../lib/validation";

/** Title and description for search engines and link previews. */
export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  description: "Заголовок и описание страницы для поисковиков и превью ссылок в мессенджерах.",
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      title: "Заголовок страницы (title)",
      description: "До 60 символов. К нему добавляется название отеля.",
      type: "string",
      validation: (rule) => [
        rule.required().error("Укажите заголовок страницы"),
        rule.max(70).warning("Поисковики обрезают заголовки длиннее 60–70 символов"),
      ],
    }),
    defineField({
      name: "description",
      title: "Описание (meta description)",
      description:
        "Одно-два предложения, до 160 символов, без цен: цену номера или услуги сайт добавит к описанию сам.",
      type: "text",
      rows: 3,
      validation: (rule) => [
        rule.required().error("Укажите описание страницы"),
        rule.max(180).warning("Поисковики обрезают описания длиннее 160 символов"),
        noPrice(rule),
      ],
    }),
    defineField({
      name: "image",
      title: "Картинка для превью ссылки",
      description: "Необязательно. Без неё берётся первое изображение страницы.",
      type: "imageWithAlt",
    }),
  ],
});
