// Global styles first: component modules loaded after them win over the shared primitives.
import "./globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Footer } from "@web/components/footer/footer";
import { Header } from "@web/components/header/header";
import { ScrollToTop } from "@web/components/layout/scroll-to-top";
import { getSiteSettings } from "@web/features/content/site";
import { PreviewBar } from "@web/features/preview/preview-bar";
import { PreviewEditing } from "@web/features/preview/visual-editing";
import { isPreview } from "@web/lib/content/preview";
import { siteUrl } from "@web/lib/site-url";
import { fontClassNames } from "./fonts";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  const title = settings.seo.title ?? `${settings.hotelName} — ${settings.hotelKind}`;
  return {
    metadataBase: siteUrl(),
    title: { default: title, template: `%s — ${settings.hotelName}` },
    ...(settings.seo.description ? { description: settings.seo.description } : {}),
    applicationName: settings.hotelName,
    openGraph: { siteName: settings.hotelName, locale: "ru_RU", type: "website" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#1e2a25",
  width: "device-width",
  initialScale: 1,
};

/**
 * The shell of every page (docs/site.md#header-and-menu): header with the menu, the page, the
 * footer.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  // A manager's draft preview in the Studio (docs/preview.md); guests' pages never render it.
  const preview = await isPreview();
  return (
    <html lang="ru" className={fontClassNames}>
      <body>
        <a className="skip-link" href="#main">
          Перейти к содержанию
        </a>
        <Header settings={settings} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} />
        <ScrollToTop />
        {preview && <PreviewEditing />}
        {preview && <PreviewBar />}
      </body>
    </html>
  );
}
