import { TransferIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { requiredTextField } from "../lib/fields";
import { ROUTE_TAB_KINDS } from "../lib/constants";
import { localizedString, russian } from "../lib/localized-schema";
import { link } from "../lib/validation";

/** A tab of «Как добраться» on the contacts page: Трансфер or Такси, with its button. */
export const routeTab = defineType({
  name: "routeTab",
  title: "Способ добраться",
  type: "object",
  icon: TransferIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Вкладка",
      type: "string",
      options: { list: [...ROUTE_TAB_KINDS], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required().error("Выберите вкладку"),
    }),
    localizedString({ name: "title", title: "Заголовок вкладки", required: "Укажите заголовок" }),
    requiredTextField(),
    localizedString({
      name: "buttonLabel",
      title: "Надпись на кнопке",
      description: "«Заказать Трансфер», «Вызвать такси».",
      required: "Укажите надпись на кнопке",
    }),
    defineField({
      name: "buttonHref",
      title: "Куда ведёт кнопка",
      description: "Путь на сайте (/services/transfer), tel:… или https://…",
      type: "string",
      validation: link(),
    }),
  ],
  preview: {
    select: { title: "title", buttonLabel: "buttonLabel" },
    prepare: ({ title, buttonLabel }) => ({ title: russian(title), subtitle: russian(buttonLabel) }),
  },
});
