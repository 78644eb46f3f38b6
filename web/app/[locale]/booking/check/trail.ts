import type { Crumb } from "@web/components/breadcrumbs/breadcrumbs";

/** Главная / Проверка бронирования / Редактирование данных: the edit and cancel pages. */
export const EDIT_TRAIL: Crumb[] = [
  { title: "Проверка бронирования", href: "/booking/check" },
  { title: "Редактирование данных" },
];
