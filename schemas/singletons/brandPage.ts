import { DiamondIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredRichTextField } from "../lib/fields";
import { localizedString } from "../lib/localized-schema";
import { externalUrl } from "../lib/validation";

/** One document (_id brandPage): /brand, the chain's franchise offer. */
export const brandPage = defineType({
  name: "brandPage",
  title: "Бренд и франшиза",
  type: "document",
  icon: DiamondIcon,
  fields: [
    localizedString({ name: "title", title: "Заголовок", required: "Укажите заголовок" }),
    localizedString({ name: "chainName", title: "Название сети", required: "Укажите название сети" }),
    requiredRichTextField({ name: "intro", title: "О франшизе" }),
    defineField({
      name: "images",
      title: "Фотографии",
      type: "array",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
    }),
    localizedString({ name: "featuresTitle", title: "Заголовок списка преимуществ" }),
    defineField({
      name: "features",
      title: "Что получает партнёр",
      type: "array",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.required().min(1).error("Добавьте преимущества"),
    }),
    localizedString({
      name: "ratingLabel",
      title: "Подпись к оценке",
      description:
        "Саму оценку сайт считает по отзывам гостей (раздел «Отзывы»): средняя по звёздам, один знак после запятой.",
      required: "Укажите подпись",
    }),
    defineField({
      name: "tourUrl",
      title: "3D-тур",
      description: "Пусто — тур из настроек сайта.",
      type: "url",
      validation: externalUrl({ required: false }),
    }),
    localizedString({ name: "ctaLabel", title: "Надпись на кнопке заявки", initialValue: "Оставить заявку" }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Бренд и франшиза" }) },
});
