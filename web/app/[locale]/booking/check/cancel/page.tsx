import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@web/components/page/page-intro";
import { getSiteSettings } from "@web/features/content/site";
import { CancelView } from "@web/features/booking/check/cancel-view";
import { editTrail } from "../trail";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await pageLanguage(params);
  const t = await getTranslations("check");
  return { title: t("meta.cancel"), robots: { index: false } };
}

export default async function CancelPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const t = await getTranslations("check");
  const settings = await getSiteSettings(language);
  return (
    <>
      <PageIntro trail={editTrail(t)} title={t("intro.cancel")} />
      <div className="container">
        <CancelView phone={settings.phone} />
      </div>
    </>
  );
}
