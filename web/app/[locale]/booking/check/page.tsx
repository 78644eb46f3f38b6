import type { Metadata } from "next";
import { PageIntro } from "@web/components/page/page-intro";
import { CheckView } from "@web/features/booking/check/check-view";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = {
  title: "Проверка бронирования",
  robots: { index: false },
  alternates: { canonical: "/booking/check" },
};

/**
 * Booking check (docs/booking-journey-check.md): the look-up form, then the booking view, both in
 * the browser (the session cookie reaches the manage routes only).
 */
export default async function CheckPage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await pageLanguage(params);
  const query = await searchParams;
  return (
    <>
      <PageIntro trail={[{ title: "Проверка бронирования" }]} title="Проверка бронирования" />
      <div className="container">
        <CheckView changed={query.changed === "1"} />
      </div>
    </>
  );
}
