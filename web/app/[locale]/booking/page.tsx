import type { Metadata } from "next";
import { BookingEntry } from "@web/features/booking/entry";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = { title: "Бронирование", robots: { index: false } };

/** /booking: the entry of the journey; the booking starts again at «rates» (features/booking/entry.tsx). */
export default async function BookingPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  return <BookingEntry />;
}
