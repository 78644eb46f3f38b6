import type { Crumb } from "@web/components/breadcrumbs/breadcrumbs";
import type { CheckT } from "@web/features/booking/check/words";

/** Главная / Проверка бронирования / Редактирование данных: the edit and cancel pages. */
export function editTrail(t: CheckT): Crumb[] {
  return [{ title: t("meta.check"), href: "/booking/check" }, { title: t("meta.edit") }];
}
