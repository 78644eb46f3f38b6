import { SearchIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, localizedText } from "../lib/localized-schema";
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
    localizedString({
      name: "title",
      title: "Заголовок страницы (title)",
      description: "До 60 символов. К нему добавляется название отеля.",
      required: "Укажите заголовок страницы",
      max: { length: 70, message: "Поисковики обрезают заголовки длиннее 60–70 символов" },
    }),
    localizedText({
      name: "description",
      title: "Описание (meta description)",
      description:
        "Одно-два предложения, до 160 символов, без цен: цену номера или услуги сайт добавит к описанию сам.",
      required: "Укажите описание страницы",
      max: { length: 180, message: "Поисковики обрезают описания длиннее 160 символов" },
      check: noPrice,
    }),
    defineField({
      name: "image",
      title: "Картинка для превью ссылки",
      description: "Необязательно. Без неё берётся первое изображение страницы.",
      type: "imageWithAlt",
    }),
  ],
});
