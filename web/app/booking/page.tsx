import type { Metadata } from "next";
import { BookingEntry } from "@web/features/booking/entry";

export const metadata: Metadata = { title: "Бронирование", robots: { index: false } };

/** /booking: the entry of the journey; the booking starts again at «rates» (features/booking/entry.tsx). */
export default function BookingPage() {
  return <BookingEntry />;
}
