import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import {
  getServiceDetail,
  getServiceIds,
  getSpaTabs,
  getTransferTariffs,
} from "@web/features/content/services";
import { getSiteSettings } from "@web/features/content/site";
import { ServiceView } from "@web/features/services/service-view";
import { TransferTariffs } from "@web/features/services/transfer-tariffs";
import { getTransferAddOnPrices } from "@web/features/services/transfer-prices";
import { SpaPicker } from "@web/features/spa/spa-picker";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

/** The spa picker's id: the picker is /services/spa (docs/site.md#spa-picker). */
const SPA_PICKER_ID = "spa";
/** The service whose page carries the transfer table (content: transferTariff). */
const TRANSFER_ID = "transfer";

export async function generateStaticParams(): Promise<{ serviceId: string }[]> {
  const ids = await getServiceIds();
  return ids.map((serviceId) => ({ serviceId }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ serviceId: string } & LocaleParams>;
}): Promise<Metadata> {
  const language = await pageLanguage(params);
  const { serviceId } = await params;
  const [service, t] = await Promise.all([
    getServiceDetail(serviceId, language),
    getTranslations("pages.services"),
  ]);
  if (!service) return { title: t("title") };
  const price = service.prices[0];
  return pageMetadata({
    path: `/services/${service.id}`,
    title: service.title,
    description: service.summary,
    seo: service.seo,
    image: service.images[0],
    price: price && service.prices.length === 1 ? t("priceOnly", { price: price.text }) : undefined,
  });
}

/**
 * /services/{id}: one of the 31 service ids (services and spa procedures); /services/spa is the
 * spa picker. An unknown id goes to /error (docs/site.md#services-and-spa).
 */
export default async function ServicePage({
  params,
}: {
  params: Promise<{ serviceId: string } & LocaleParams>;
}) {
  const language = await pageLanguage(params);
  const { serviceId } = await params;
  const service = await getServiceDetail(serviceId, language);
  if (!service) redirect(localizedHref("/error", language));
  const settings = await getSiteSettings(language);
  if (service.id === SPA_PICKER_ID) {
    const tabs = await getSpaTabs(language);
    return (
      <ClientMessages language={language} namespaces={["spa", "request"]}>
        <ServiceView service={service} settings={settings} compact>
          <SpaPicker tabs={tabs} phone={settings.phone} />
        </ServiceView>
      </ClientMessages>
    );
  }
  if (service.id === TRANSFER_ID) {
    // The add-on's prices are the engine's (what a booking charges), before the content's own lines
    // and the table of trips ordered on their own (docs/content-model.md «Transfer: two readings»).
    const [tariffs, addOn] = await Promise.all([
      getTransferTariffs(language),
      getTransferAddOnPrices(language),
    ]);
    return (
      <ClientMessages language={language} namespaces={["request"]}>
        <ServiceView
          service={{ ...service, prices: [...addOn, ...service.prices] }}
          settings={settings}
          details={<TransferTariffs tariffs={tariffs} />}
        />
      </ClientMessages>
    );
  }
  return (
    <ClientMessages language={language} namespaces={["request"]}>
      <ServiceView service={service} settings={settings} />
    </ClientMessages>
  );
}
