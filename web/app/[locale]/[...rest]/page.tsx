import { notFound } from "next/navigation";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * Any address in a language's tree that names no page: the language's own 404 page
 * (app/[locale]/not-found.tsx), inside the site's shell.
 */
export default async function UnknownPage({ params }: { params: Promise<LocaleParams> }): Promise<never> {
  await pageLanguage(params);
  notFound();
}
