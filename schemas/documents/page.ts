import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedRichText, localizedString, localizedText, russian } from "../lib/localized-schema";

const ROUTE_PATTERN = /^\/[a-z0-9\-/]*$/;

/**
 * Heading, intro and SEO of a list page whose items are documents of their own (/rooms,
 * /services, /offers, /restaurant, /car, /gallery, /reviews, /awards, /faq, /error, booking).
 * The document of a route has the fixed _id `page-<route>` (page-rooms, page-booking-check).
 */
export const page = defineType({
  name: "page",
  title: "Страница",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "route",
      title: "Адрес",
      description: "Путь страницы на сайте, например /rooms. Задаётся при заведении сайта, не меняется.",
      type: "string",
      readOnly: true,
      validation: (rule) => [
        rule.required().error("Укажите адрес страницы"),
        rule.regex(ROUTE_PATTERN).error("Путь начинается с / и состоит из латиницы, цифр и дефисов"),
      ],
    }),
    localizedString({ name: "title", title: "Заголовок (H1)", required: "Укажите заголовок" }),
    localizedText({ name: "intro", title: "Вступление" }),
    localizedRichText({ name: "body", title: "Текст", description: "Необязательно: текст под списком." }),
    localizedString({
      name: "ctaLabel",
      title: "Надпись на кнопке",
      description: "Если на странице есть кнопка, например «Оставить заявку».",
    }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: {
    select: { title: "title", route: "route" },
    prepare: ({ title, route }) => ({ title: russian(title), subtitle: route }),
  },
});
