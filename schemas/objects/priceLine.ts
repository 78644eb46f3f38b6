import { BillIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { PRICE_UNITS, priceUnitTitle } from "../lib/constants";
import { localizedString, russian } from "../lib/localized-schema";
import { previewRubles, rubles } from "../lib/validation";

/** A price of a service: «от 4 000 ₽ в час, минимум 3 часа». Amounts are integer rubles. */
export const priceLine = defineType({
  name: "priceLine",
  title: "Цена",
  type: "object",
  icon: BillIcon,
  fields: [
    localizedString({
      name: "title",
      title: "За что",
      description: "Например: «Трансфер в одну сторону». Пусто — просто цена услуги.",
    }),
    defineField({
      name: "amount",
      title: "Сумма, ₽",
      description: "Целое число рублей.",
      type: "number",
      validation: rubles(),
    }),
    defineField({
      name: "isFrom",
      title: "Цена «от»",
      description: "Показывать «от» перед суммой.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "unit",
      title: "Единица",
      type: "string",
      options: { list: [...PRICE_UNITS] },
    }),
    defineField({
      name: "minQuantity",
      title: "Минимум единиц",
      description: "Например, 3 для «минимум 3 часа». Пусто — без минимума.",
      type: "number",
      validation: (rule) => [rule.integer().error("Целое число"), rule.min(1).error("Минимум — не меньше 1")],
    }),
    localizedString({ name: "note", title: "Примечание" }),
  ],
  preview: {
    select: { title: "title", amount: "amount", unit: "unit", isFrom: "isFrom" },
    prepare: ({ title, amount, unit, isFrom }) => ({
      title: `${isFrom ? "от " : ""}${previewRubles(amount)} ${priceUnitTitle(unit)}`.trim(),
      subtitle: russian(title),
    }),
  },
});
