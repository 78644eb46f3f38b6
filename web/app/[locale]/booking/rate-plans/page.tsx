import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@web/lib/metadata";
import { redirect } from "next/navigation";
import { hotelToday } from "@rules/dates";
import { resolveSearchQuery, searchQueryString, SEARCH_PARAMS } from "@rules/search";
import { stayText } from "@web/features/booking/format";
import { RatePlans } from "@web/features/booking/rate-plans/rate-plans";
import { findRooms } from "@web/features/booking/rate-plans/find-rooms";
import { SearchBar } from "@web/features/booking/search/search-bar";
import { engine } from "@web/features/booking/server/respond";
import { BookingSteps } from "@web/features/booking/steps";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";
import styles from "./page.module.css";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getTranslations({ locale: language, namespace: "journey.titles" });
  return {
    title: t("rates"),
    robots: { index: false },
    alternates: languageAlternates("/booking/rate-plans", language),
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** A parameter given once; a repeated one is as invalid as a malformed one. */
function single(params: SearchParams, name: string): string | null | false {
  const value = params[name];
  if (Array.isArray(value)) return false;
  return value ?? null;
}

/**
 * «Доступные номера» (docs/booking-journey.md «Rate plans»): the search in the address is run on
 * the server, so the guest sees rooms and prices in the first response. Invalid parameters go to
 * /error; missing ones are filled (today, tomorrow, 2 adults) and a past arrival is corrected, by
 * redirecting to the corrected address.
 */
export default async function RatePlansPage({
  params: segment,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<SearchParams>;
}) {
  const language = await pageLanguage(segment);
  const params = await searchParams;
  const arrival = single(params, SEARCH_PARAMS.arrival);
  const departure = single(params, SEARCH_PARAMS.departure);
  const guests = single(params, SEARCH_PARAMS.guests);
  if (arrival === false || departure === false || guests === false)
    redirect(localizedHref("/error", language));
  const today = hotelToday();
  const search = resolveSearchQuery(
    {
      [SEARCH_PARAMS.arrival]: arrival,
      [SEARCH_PARAMS.departure]: departure,
      [SEARCH_PARAMS.guests]: guests,
    },
    today,
  );
  if (!search.ok) redirect(localizedHref("/error", language));
  const query = searchQueryString(search.stay, search.rooms);
  if (search.corrected) redirect(localizedHref(`/booking/rate-plans?${query}`, language));

  const result = await findRooms(await engine(), search.stay, search.rooms, today, language);
  const t = await getTranslations({ locale: language, namespace: "journey" });

  return (
    <div className={styles.page}>
      <div className="container">
        <BookingSteps current="rates" />
        <header className={styles.head}>
          <h1 className={styles.title}>{t("titles.rates")}</h1>
          <p className={styles.stay}>{stayText(search.stay.arrival, search.stay.departure, language)}</p>
        </header>
        {result.ok ? (
          <RatePlans
            key={query}
            availability={result.availability}
            alternatives={result.alternatives}
            reason={result.reason}
            rooms={search.rooms}
          />
        ) : (
          <p className={styles.problem} role="alert">
            {result.message}
          </p>
        )}
      </div>
      {/* The checkout bar is this page's sticky one; the search bar ends the layout. */}
      <div className={styles.search}>
        <SearchBar
          arrival={search.stay.arrival}
          departure={search.stay.departure}
          rooms={search.rooms}
          target="rate-plans"
        />
      </div>
    </div>
  );
}
