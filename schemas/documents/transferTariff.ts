import { TransferIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localizedString, russian } from "../lib/localized-schema";
import { order, previewRubles, rubles } from "../lib/validation";

/** A destination of the transfer service with its price (and night price where it differs). */
export const transferTariff = defineType({
  name: "transferTariff",
  title: "Тариф трансфера",
  type: "document",
  icon: TransferIcon,
  fields: [
    localizedString({ name: "destination", title: "Направление", required: "Укажите направление" }),
    defineField({ name: "order", title: "Порядок", type: "number", validation: order() }),
    defineField({
      name: "price",
      title: "Цена, ₽",
      description: "За поездку в одну сторону; если есть ночной тариф — дневная цена.",
      type: "number",
      validation: rubles(),
    }),
    defineField({
      name: "nightPrice",
      title: "Ночью, ₽",
      description: "Необязательно: только если ночью цена другая.",
      type: "number",
      validation: rubles({ required: false }),
    }),
    localizedString({ name: "note", title: "Примечание" }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "destination", price: "price", nightPrice: "nightPrice" },
    prepare: ({ title, price, nightPrice }) => ({
      title: russian(title),
      subtitle:
        typeof nightPrice === "number"
          ? `днём ${previewRubles(price)}, ночью ${previewRubles(nightPrice)}`
          : previewRubles(price),
    }),
  },
});
