import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingEntry } from "@web/features/booking/entry";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLanguage(params), namespace: "journey.titles" });
  return { title: t("booking"), robots: { index: false } };
}

/** /booking: the entry of the journey; the booking starts again at «rates» (features/booking/entry.tsx). */
export default async function BookingPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  return <BookingEntry />;
}
