import { ClipboardIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { localizedString, localizedStringList, localizedText } from "../lib/localized-schema";
import { rubles, timeOfDay, wholeNumber } from "../lib/validation";

/** One document (_id hotelRules): check-in and check-out, early/late fees, parking, pets. */
export const hotelRules = defineType({
  name: "hotelRules",
  title: "Правила проживания",
  type: "document",
  icon: ClipboardIcon,
  groups: [
    { name: "times", title: "Заезд и выезд", default: true },
    { name: "rooms", title: "Размещение" },
    { name: "other", title: "Парковка, животные" },
  ],
  fields: [
    defineField({
      name: "checkInFrom",
      title: "Заезд с",
      type: "string",
      group: "times",
      validation: timeOfDay(),
    }),
    defineField({
      name: "checkOutUntil",
      title: "Выезд до",
      type: "string",
      group: "times",
      validation: timeOfDay(),
    }),
    localizedString({
      name: "checkInOutNote",
      title: "Как написать на странице номера",
      group: "times",
      required: "Укажите текст",
    }),
    defineField({
      name: "earlyCheckIn",
      title: "Ранний заезд",
      type: "array",
      group: "times",
      of: [defineArrayMember({ type: "timeFee" })],
    }),
    defineField({
      name: "lateCheckOut",
      title: "Поздний выезд",
      type: "array",
      group: "times",
      of: [defineArrayMember({ type: "timeFee" })],
    }),
    defineField({
      name: "totalRooms",
      title: "Всего номеров",
      type: "number",
      group: "rooms",
      validation: wholeNumber(1, 10_000, { what: "Количество номеров" }),
    }),
    defineField({
      name: "maxPlacesPerRoom",
      title: "Мест в номере, не больше",
      type: "number",
      group: "rooms",
      validation: wholeNumber(1, 20, { what: "Число мест" }),
    }),
    defineField({
      name: "childNoBedMaxAge",
      title: "Ребёнок без отдельного места — младше, лет",
      description: "Один ребёнок этого возраста размещается без отдельного места.",
      type: "number",
      group: "rooms",
      validation: wholeNumber(0, 18, { what: "Возраст" }),
    }),
    defineField({
      name: "childMaxAge",
      title: "Ребёнок — младше, лет",
      description: "Кого при бронировании считать ребёнком.",
      type: "number",
      group: "rooms",
      validation: wholeNumber(1, 18, { what: "Возраст" }),
    }),
    localizedString({
      name: "capacityNote",
      title: "Как написать про вместимость",
      group: "rooms",
      required: "Укажите текст",
    }),
    localizedString({ name: "bedNote", title: "Кровати", group: "rooms" }),
    defineField({
      name: "parkingPricePerDay",
      title: "Парковка, ₽ в сутки",
      type: "number",
      group: "other",
      validation: rubles(),
    }),
    localizedString({ name: "parkingNote", title: "Про парковку", group: "other" }),
    defineField({
      name: "petsMaxCount",
      title: "Собак, не больше",
      type: "number",
      group: "other",
      validation: wholeNumber(0, 10, { what: "Число собак" }),
    }),
    defineField({
      name: "petMaxWeightKg",
      title: "Вес собаки до, кг",
      type: "number",
      group: "other",
      validation: wholeNumber(0, 100, { what: "Вес" }),
    }),
    localizedText({
      name: "petsNote",
      title: "Про животных",
      description: "В каких категориях можно — отмечено в самих категориях номеров.",
      group: "other",
      required: "Укажите текст",
    }),
    localizedStringList({ name: "otherRules", title: "Другие правила", group: "other" }),
  ],
  preview: { prepare: () => ({ title: "Правила проживания" }) },
});
