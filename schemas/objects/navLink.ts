import { LinkIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";
import { link } from "../lib/validation";

/** A menu item: label and target; external links open in a new window. */
export const navLink = defineType({
  name: "navLink",
  title: "Пункт меню",
  type: "object",
  icon: LinkIcon,
  fields: [
    localizedString({ name: "label", title: "Подпись", required: "Укажите подпись" }),
    defineField({
      name: "href",
      title: "Куда ведёт",
      description: "Путь на сайте (/rooms) или внешняя ссылка (https://…).",
      type: "string",
      validation: link(),
    }),
    defineField({
      name: "openInNewWindow",
      title: "Открывать в новом окне",
      description: "Для внешних ссылок: 3D-тур, бронирование столика.",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: {
    select: { label: "label", href: "href" },
    prepare: ({ label, href }) => ({ title: russian(label), subtitle: href }),
  },
});
