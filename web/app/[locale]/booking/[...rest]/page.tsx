import { redirect } from "next/navigation";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

/** Any other /booking/… address leads to the room and rate choice, in the page's language. */
export default async function UnknownBookingPage({
  params,
}: {
  params: Promise<LocaleParams>;
}): Promise<never> {
  redirect(localizedHref("/booking/rate-plans", await pageLanguage(params)));
}
