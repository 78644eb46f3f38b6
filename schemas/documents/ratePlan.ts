import { CreditCardIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { slugField } from "../lib/fields";
import { localizedString, localizedStringList, localizedText, russian } from "../lib/localized-schema";
import { order, wholeNumber } from "../lib/validation";

/**
 * What a rate includes and its cancellation terms, as guests read them. Prices per date come
 * from the booking system; this is the text beside them.
 */
export const ratePlan = defineType({
  name: "ratePlan",
  title: "Тариф",
  type: "document",
  icon: CreditCardIcon,
  fields: [
    localizedString({
      name: "title",
      title: "Название",
      description: "Как в системе бронирования: «Оптимальный, с завтраком».",
      required: "Укажите название тарифа",
    }),
    slugField({
      name: "code",
      title: "Код",
      description: "Латиницей; по нему тариф связан с системой бронирования.",
      uniqueAmong: ["ratePlan"],
      takenMessage: "Этот код уже у другого тарифа",
    }),
    defineField({
      name: "hotelRatePlanId",
      title: "ID тарифа в системе бронирования",
      type: "number",
      validation: wholeNumber(1, 1_000_000, { what: "ID тарифа" }),
    }),
    defineField({
      name: "order",
      title: "Порядок",
      type: "number",
      validation: order(),
    }),
    localizedString({
      name: "summary",
      title: "Коротко",
      description: "Одна строка под названием тарифа.",
      required: "Добавьте короткое описание",
    }),
    localizedStringList({
      name: "includedServices",
      title: "Что входит",
      required: "Перечислите, что входит в тариф",
    }),
    defineField({
      name: "refundable",
      title: "Можно отменить бесплатно",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "freeCancellationHours",
      title: "Бесплатная отмена, часов до заезда",
      description: "Например, 48: отмена без удержания не позднее чем за 48 часов до заезда.",
      type: "number",
      hidden: ({ document }) => document?.refundable === false,
      validation: (rule) => [
        ...wholeNumber(0, 24 * 365, { required: false, what: "Срок отмены" })(rule),
        rule.custom((hours, context) =>
          context.document?.refundable !== false && hours === undefined
            ? "Укажите, за сколько часов до заезда отмена бесплатна"
            : true,
        ),
      ],
    }),
    localizedText({
      name: "cancellationTerms",
      title: "Условия отмены для гостя",
      required: "Опишите условия отмены",
    }),
    localizedText({ name: "paymentTerms", title: "Условия оплаты" }),
  ],
  orderings: [{ title: "По порядку", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", refundable: "refundable", hours: "freeCancellationHours" },
    prepare: ({ title, refundable, hours }) => ({
      title: russian(title),
      subtitle: refundable === false ? "без возврата" : `бесплатная отмена за ${hours ?? "?"} ч`,
    }),
  },
});
