import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@web/components/page/page-intro";
import { EditGuest } from "@web/features/booking/check/edit-guest";
import { editTrail } from "../trail";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await pageLanguage(params);
  const t = await getTranslations("check");
  return { title: t("meta.editGuests"), robots: { index: false } };
}

export const dynamic = "force-dynamic";

export default async function EditGuestPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  const t = await getTranslations("check");
  return (
    <>
      <PageIntro trail={editTrail(t)} title={t("intro.editGuests")} />
      <div className="container">
        <EditGuest />
      </div>
    </>
  );
}
