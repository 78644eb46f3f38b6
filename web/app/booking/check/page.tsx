import type { Metadata } from "next";
import { PageIntro } from "@web/components/page/page-intro";
import { CheckView } from "@web/features/booking/check/check-view";
import { hasManageSession } from "@web/features/booking/check/server/session";

export const metadata: Metadata = {
  title: "Проверка бронирования",
  robots: { index: false },
  alternates: { canonical: "/booking/check" },
};

/**
 * Booking check (docs/booking-journey-check.md): the look-up form, then the booking view. The page
 * is rendered per request: whether a session cookie is there decides what shows first.
 */
export default async function CheckPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [hasSession, query] = await Promise.all([hasManageSession(), searchParams]);
  return (
    <>
      <PageIntro trail={[{ title: "Проверка бронирования" }]} title="Проверка бронирования" />
      <div className="container">
        <CheckView hasSession={hasSession} changed={hasSession && query.changed === "1"} />
      </div>
    </>
  );
}
