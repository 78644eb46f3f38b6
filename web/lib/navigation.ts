/**
 * Which menu link is the current page. The menus themselves (main list, secondary list with the
 * external 3D tour, footer links; docs/site.md#header-and-menu) are site settings, edited in the
 * Studio.
 */

/** Whether a menu link is the current page, or the section it belongs to. */
export function isCurrent(href: string, pathname: string, allHrefs: readonly string[] = []): boolean {
  if (!href.startsWith("/")) return false;
  if (href === "/") return pathname === "/";
  if (pathname !== href && !pathname.startsWith(href + "/")) return false;
  // /booking/check belongs to «Проверка бронирования», not also to «Бронирование».
  return !allHrefs.some(
    (other) =>
      other.length > href.length &&
      other.startsWith(href + "/") &&
      (pathname === other || pathname.startsWith(other + "/")),
  );
}
