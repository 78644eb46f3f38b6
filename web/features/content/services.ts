import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import {
  serviceByIdQuery,
  serviceByIdTags,
  serviceIdsQuery,
  serviceIdsTags,
  servicesListQuery,
  servicesListTags,
  spaPickerQuery,
  spaPickerTags,
  transferTariffsQuery,
  transferTariffsTags,
} from "@web/lib/content/queries";
import type { SpaTab } from "@web/features/spa/spa-picker";
import { durationText, formatWords, hoursText, priceText, spaPriceText, transferTariffLine } from "./format";
import { toPicture, toPictures, toSeo, type ImageInput } from "./picture";
import type { PriceText, ServiceCard, ServiceDetail, TransferTariff } from "./types";

/** Where a service card leads: its page, its list link (car hire → /car), or nowhere (breakfast). */
export function serviceHref(service: {
  _type?: string;
  slug?: string | null;
  hasPage?: boolean | null;
  listLink?: string | null;
}): string | undefined {
  if (service.listLink) return service.listLink;
  if (!service.slug || (service._type !== "spaProcedure" && service.hasPage === false)) return undefined;
  return `/services/${service.slug}`;
}

/** A service (or spa procedure) card of the list or the home block. */
export function toServiceCard(service: {
  _type?: string;
  slug?: string | null;
  title?: string | null;
  summary?: string | null;
  group?: string | null;
  hasPage?: boolean | null;
  listLink?: string | null;
  isFree?: boolean | null;
  image?: ImageInput | null;
}): ServiceCard | undefined {
  if (!service.slug || !service.title) return undefined;
  const href = serviceHref(service);
  const image = toPicture(service.image, service.title);
  return {
    id: service.slug,
    title: service.title,
    ...(service.summary ? { summary: service.summary } : {}),
    group: service.group === "included" ? "included" : "additional",
    ...(href ? { href } : {}),
    isFree: Boolean(service.isFree),
    ...(image ? { image } : {}),
  };
}

export const getServiceCards = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<ServiceCard[]> => {
    const services = await sanityFetch({
      query: servicesListQuery,
      params: { lang: language },
      tags: servicesListTags,
    });
    return (services ?? []).flatMap((service) => {
      const card = toServiceCard(service);
      return card ? [card] : [];
    });
  },
);

/** Every id that /services/{id} answers: services with a page and every spa procedure. */
export const getServiceIds = cache(async (): Promise<string[]> => {
  const ids = await sanityFetch({ query: serviceIdsQuery, tags: serviceIdsTags });
  return (ids ?? []).filter((id): id is string => typeof id === "string" && id !== "");
});

export const getServiceDetail = cache(
  async (id: string, language: Language = DEFAULT_LANGUAGE): Promise<ServiceDetail | undefined> => {
    const data = await sanityFetch({
      query: serviceByIdQuery,
      params: { id, lang: language },
      tags: serviceByIdTags,
    });
    const t = formatWords(language);
    if (!data?.title || !data.slug) return undefined;
    const kind = data._type === "spaProcedure" ? "spaProcedure" : "service";
    const prices: PriceText[] =
      kind === "spaProcedure"
        ? typeof data.price === "number"
          ? [
              {
                text: spaPriceText(data.price, data.priceUnit, language),
                ...(data.durationMinutes ? { note: durationText(data.durationMinutes, language) } : {}),
              },
            ]
          : []
        : (data.prices ?? []).flatMap((line) => {
            const text = priceText(line, language);
            return text ? [text] : [];
          });
    const facts = (data.facts ?? []).flatMap((fact) =>
      fact.label && fact.value ? [{ label: fact.label, value: fact.value }] : [],
    );
    // A fact the manager also typed by hand is shown once, from its own field.
    const withoutLabel = (label: string) => {
      const index = facts.findIndex((fact) => fact.label.toLowerCase() === label.toLowerCase());
      if (index >= 0) facts.splice(index, 1);
    };
    // The manager's own labels of these facts, in Russian content: «Площадь», «Вместимость».
    if (typeof data.areaSquareMeters === "number") {
      withoutLabel(t("facts.area"));
      facts.push({ label: t("facts.area"), value: t("facts.areaValue", { area: data.areaSquareMeters }) });
    }
    if (typeof data.maxGuests === "number") {
      if (language === "ru") withoutLabel("Вместимость");
      facts.push({ label: t("facts.guests"), value: t("facts.guestsValue", { count: data.maxGuests }) });
    }
    if (typeof data.minAge === "number")
      facts.push({ label: t("facts.age"), value: t("facts.olderThan", { age: data.minAge }) });
    if (kind === "spaProcedure" && data.durationMinutes)
      facts.push({ label: t("facts.duration"), value: durationText(data.durationMinutes, language) });
    if (typeof data.ageFrom === "number" && typeof data.ageTo === "number") {
      facts.push({
        label: t("facts.age"),
        value: t("facts.ageRange", { from: data.ageFrom, to: data.ageTo }),
      });
    }
    return {
      kind,
      id: data.slug,
      title: data.title,
      ...(data.summary ? { summary: data.summary } : {}),
      images: toPictures(data.images, data.title),
      tags: data.tags ?? [],
      body: data.body ?? [],
      features: data.features ?? [],
      rules: data.rules ?? [],
      prices,
      hours: (data.hours ?? []).flatMap((line) => {
        const text = hoursText(line);
        return text ? [text] : [];
      }),
      facts,
      seating: (data.seatingPlans ?? []).flatMap((plan) =>
        plan.title && typeof plan.seats === "number" ? [{ title: plan.title, seats: plan.seats }] : [],
      ),
      ...(data.category?.title ? { category: data.category.title } : {}),
      seo: toSeo(data.seo),
    };
  },
);

/** The spa picker's tabs with their procedures, prices as text and durations. */
export const getSpaTabs = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<SpaTab[]> => {
  const categories = await sanityFetch({
    query: spaPickerQuery,
    params: { lang: language },
    tags: spaPickerTags,
  });
  return (categories ?? []).flatMap((category) => {
    if (!category.slug || !category.title) return [];
    const procedures = (category.procedures ?? []).flatMap((procedure) => {
      if (!procedure.slug || !procedure.title || typeof procedure.price !== "number") return [];
      const image = toPicture(procedure.image, procedure.title);
      return [
        {
          key: procedure.slug,
          title: procedure.title,
          priceText: spaPriceText(procedure.price, procedure.priceUnit, language),
          time: durationText(procedure.durationMinutes, language),
          href: `/services/${procedure.slug}`,
          ...(image ? { image } : {}),
          ...(procedure.summary ? { summary: procedure.summary } : {}),
        },
      ];
    });
    return procedures.length > 0
      ? [
          {
            id: category.slug,
            title: category.title,
            ...(category.description ? { description: category.description } : {}),
            procedures,
          },
        ]
      : [];
  });
});

/** The transfer table of /services/transfer: each destination with its price, in the manager's order. */
export const getTransferTariffs = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<TransferTariff[]> => {
    const tariffs = await sanityFetch({
      query: transferTariffsQuery,
      params: { lang: language },
      tags: transferTariffsTags,
    });
    return (tariffs ?? []).flatMap((tariff) => {
      const line = transferTariffLine(tariff, language);
      return line ? [{ id: tariff._id, ...line }] : [];
    });
  },
);
