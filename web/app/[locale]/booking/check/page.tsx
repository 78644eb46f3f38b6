import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@web/components/page/page-intro";
import { CheckView } from "@web/features/booking/check/check-view";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { languageAlternates } from "@web/lib/metadata";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getTranslations("check");
  return {
    title: t("meta.check"),
    robots: { index: false },
    alternates: languageAlternates("/booking/check", language),
  };
}

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
  const t = await getTranslations("check");
  const query = await searchParams;
  return (
    <>
      <PageIntro trail={[{ title: t("meta.check") }]} title={t("meta.check")} />
      <div className="container">
        <CheckView changed={query.changed === "1"} />
      </div>
    </>
  );
}
