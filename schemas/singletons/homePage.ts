import { HomeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { HOME_SECTION_KINDS } from "../lib/constants";
import { localizedRichText, localizedString } from "../lib/localized-schema";

/** One document (_id homePage): the hero, the welcome text and which blocks show, in order. */
export const homePage = defineType({
  name: "homePage",
  title: "Главная страница",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "hero", title: "Первый экран", default: true },
    { name: "welcome", title: "Приветствие" },
    { name: "sections", title: "Блоки" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localizedString({
      name: "heroTitle",
      title: "Заголовок первого экрана",
      description: "Название города над формой бронирования.",
      group: "hero",
      required: "Укажите заголовок",
    }),
    localizedString({ name: "heroSubtitle", title: "Подзаголовок", group: "hero" }),
    defineField({
      name: "heroImages",
      title: "Фото первого экрана",
      description: "Одно или несколько; при нескольких они сменяются.",
      type: "array",
      group: "hero",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1).error("Добавьте фото первого экрана"),
    }),
    localizedString({
      name: "bookButtonLabel",
      title: "Надпись на кнопке формы",
      group: "hero",
      initialValue: "Забронировать",
      required: "Укажите надпись на кнопке",
    }),
    localizedString({
      name: "welcomeTitle",
      title: "Заголовок приветствия",
      group: "welcome",
      required: "Укажите заголовок",
    }),
    localizedRichText({
      name: "welcomeText",
      title: "Текст приветствия",
      group: "welcome",
      required: "Добавьте текст",
    }),
    defineField({
      name: "welcomeImages",
      title: "Фотолента",
      type: "array",
      group: "welcome",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1).error("Добавьте фотографии"),
    }),
    defineField({
      name: "sections",
      title: "Блоки страницы",
      description: "Порядок в списке — порядок на странице. Выключите «Показывать», чтобы скрыть блок.",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "homeSection" })],
      validation: (rule) => [
        rule.required().min(1).error("Добавьте блоки"),
        rule.custom((sections) => {
          const kinds = (sections ?? []).map((section) => (section as { kind?: string }).kind);
          return new Set(kinds).size === kinds.length ? true : "Каждый блок — один раз";
        }),
        rule.max(HOME_SECTION_KINDS.length).error("Блоков больше, чем видов блоков"),
      ],
    }),
    defineField({
      name: "featuredServices",
      title: "Услуги на главной",
      description: "Порядок важен. Пусто — все услуги из списка услуг.",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "reference", to: [{ type: "service" }, { type: "spaProcedure" }] })],
      validation: (rule) => rule.unique().error("Услуга выбрана дважды"),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Главная страница" }) },
});
