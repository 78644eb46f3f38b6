import { InfoOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredRichTextField } from "../lib/fields";
import { localizedRichText, localizedString } from "../lib/localized-schema";

/** One document (_id aboutPage): /aboutus. */
export const aboutPage = defineType({
  name: "aboutPage",
  title: "Об отеле",
  type: "document",
  icon: InfoOutlineIcon,
  fields: [
    localizedString({ name: "title", title: "Заголовок", required: "Укажите заголовок" }),
    requiredRichTextField({ name: "intro", title: "Об отеле" }),
    defineField({
      name: "images",
      title: "Фотографии",
      type: "array",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1).error("Добавьте фотографии"),
    }),
    defineField({
      name: "stats",
      title: "Карточки с цифрами",
      description: "«44 номера», «2 ресторана», «СПА комплекс», «Конференц ЗАЛ».",
      type: "array",
      of: [defineArrayMember({ type: "statCard" })],
      validation: (rule) => rule.required().min(1).error("Добавьте карточки"),
    }),
    localizedString({ name: "brandTitle", title: "Заголовок истории бренда", required: "Укажите заголовок" }),
    localizedRichText({ name: "brandStory", title: "История бренда", required: "Добавьте текст" }),
    defineField({ name: "brandImage", title: "Фото к истории бренда", type: "imageWithAlt" }),
    localizedString({ name: "galleryTitle", title: "Заголовок блока галереи" }),
    localizedString({
      name: "tourTitle",
      title: "Заголовок блока 3D-тура",
      description: "Ссылка на тур — в настройках сайта.",
    }),
    defineField({ name: "tourImage", title: "Обложка 3D-тура", type: "imageWithAlt" }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Об отеле" }) },
});
