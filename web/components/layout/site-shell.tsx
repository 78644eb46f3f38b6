import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Language } from "@rules/language";
import { Footer } from "@web/components/footer/footer";
import { Header } from "@web/components/header/header";
import { ScrollToTop } from "@web/components/layout/scroll-to-top";
import { getSiteSettings } from "@web/features/content/site";
import { PreviewBar } from "@web/features/preview/preview-bar";
import { PreviewEditing } from "@web/features/preview/visual-editing";
import { isPreview } from "@web/lib/content/preview";
import { fontClassNames } from "@web/app/fonts";
import { ClientMessages } from "@web/i18n/client-messages";

/**
 * The document of every page (docs/site.md#header-and-menu), in a language (docs/languages.md):
 * `<html lang>`, the skip link, the header with the menu, the page, the footer. The pages' layout
 * (app/[locale]/layout.tsx) and the 404 of an unknown address (app/not-found.tsx) both use it.
 */
export async function SiteShell({ language, children }: { language: Language; children: ReactNode }) {
  const [settings, t, preview] = await Promise.all([
    getSiteSettings(language),
    getTranslations({ locale: language, namespace: "chrome" }),
    // A manager's draft preview in the Studio (docs/preview.md); guests' pages never render it.
    isPreview(),
  ]);
  return (
    <html lang={language} className={fontClassNames}>
      <body>
        <ClientMessages language={language}>
          <a className="skip-link" href="#main">
            {t("skipLink")}
          </a>
          <Header settings={settings} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer settings={settings} />
          <ScrollToTop />
          {preview && <PreviewEditing />}
          {preview && <PreviewBar />}
        </ClientMessages>
      </body>
    </html>
  );
}
