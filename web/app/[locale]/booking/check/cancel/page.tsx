import type { Metadata } from "next";
import { PageIntro } from "@web/components/page/page-intro";
import { getSiteSettings } from "@web/features/content/site";
import { CancelView } from "@web/features/booking/check/cancel-view";
import { EDIT_TRAIL } from "../trail";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = {
  title: "Отмена бронирования",
  robots: { index: false },
};

export default async function CancelPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  const settings = await getSiteSettings();
  return (
    <>
      <PageIntro trail={EDIT_TRAIL} title="Отменить бронирование" />
      <div className="container">
        <CancelView phone={settings.phone} />
      </div>
    </>
  );
}
