import type { Metadata } from "next";
import { PageIntro } from "@web/components/page/page-intro";
import { EditGuest } from "@web/features/booking/check/edit-guest";
import { EDIT_TRAIL } from "../trail";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = {
  title: "Изменение гостей",
  robots: { index: false },
};

export const dynamic = "force-dynamic";

export default async function EditGuestPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  return (
    <>
      <PageIntro trail={EDIT_TRAIL} title="Изменить гостей" />
      <div className="container">
        <EditGuest />
      </div>
    </>
  );
}
