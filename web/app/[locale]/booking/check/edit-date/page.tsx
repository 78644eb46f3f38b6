import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { hotelToday } from "@rules/dates";
import { PageIntro } from "@web/components/page/page-intro";
import { EditDates } from "@web/features/booking/check/edit-dates";
import { resolveEditDates } from "@web/features/booking/check/text";
import { editTrail } from "../trail";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await pageLanguage(params);
  const t = await getTranslations("check");
  return { title: t("meta.editDates"), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Edit dates: the query's dates corrected by the shared rules; a date in another format → /error. */
export default async function EditDatePage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const language = await pageLanguage(params);
  const query = await searchParams;
  const stay = resolveEditDates(
    { arrival: one(query["arrival-date"]), departure: one(query["departure-date"]) },
    hotelToday(),
  );
  if (stay.kind === "invalid") redirect(localizedHref("/error", language));
  const t = await getTranslations("check");
  return (
    <>
      <PageIntro trail={editTrail(t)} title={t("intro.editDates")} />
      <div className="container">
        <EditDates arrival={stay.arrival} departure={stay.departure} />
      </div>
    </>
  );
}
