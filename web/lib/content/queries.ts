/**
 * Every GROQ query of the site, in one place, each wrapped in `defineQuery` so that
 * `npm run typegen` types its result (web/sanity.types.ts) and `sanityFetch({ query })` returns
 * that type. Queries project only what pages render; fragments below keep projections of the
 * same shapes (pictures, prices, hours) identical everywhere.
 *
 * Each query has a `…Tags` list: the `_type`s it reads, dereferenced ones included. Pass it as
 * `tags` to sanityFetch so publishing any of those types revalidates the page.
 *
 * The schema (../../../schemas) is the contract: field names here are the schema's.
 *
 * Texts are localized (docs/content-model.md «Two languages»): every query that reads one takes
 * `$lang` ("ru" or "en") and projects each localized field through `localized()`, its text in
 * that language or else in Russian, so results keep their plain strings and Portable Text.
 */
import { defineQuery } from "next-sanity";
import { localized } from "./localized";

// ── Fragments ────────────────────────────────────────────────────────────────────────────────

/** A picture: what imageUrl() needs (asset, crop, hotspot), its alt text and its intrinsic size. */
const image = /* groq */ `
  _key,
  ${localized("alt")},
  asset,
  crop,
  hotspot,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
` as const;

const price =
  /* groq */ `_key, ${localized("title")}, amount, isFrom, unit, minQuantity, ${localized("note")}` as const;
const hours = /* groq */ `_key, ${localized("label")}, from, to, ${localized("note")}` as const;
const fact = /* groq */ `_key, ${localized("label")}, ${localized("value")}` as const;
const seo =
  /* groq */ `seo{ ${localized("title")}, ${localized("description")}, image{ ${image} } }` as const;
const navLink = /* groq */ `_key, ${localized("label")}, href, openInNewWindow` as const;

/** A room category as a card or a home tab. */
const roomCard = /* groq */ `
  _id,
  roomId,
  hotelRoomTypeId,
  ${localized("title")},
  ${localized("shortDescription")},
  ${localized("tags")},
  petsAllowed,
  tourUrl,
  images[]{ ${image} }
` as const;

/** A service or spa procedure as a card (home block, /services list). */
const serviceCard = /* groq */ `
  _id,
  _type,
  ${localized("title")},
  "slug": slug.current,
  ${localized("summary")},
  isFree,
  group,
  hasPage,
  listLink,
  price,
  priceUnit,
  durationMinutes,
  prices[]{ ${price} },
  "image": images[0]{ ${image} }
` as const;

const spaLine = /* groq */ `
  _id,
  ${localized("title")},
  "slug": slug.current,
  price,
  priceUnit,
  durationMinutes,
  maxGuests,
  ageFrom,
  ageTo,
  ${localized("summary")},
  "image": images[0]{ ${image} }
` as const;

const offerCard = /* groq */ `
  _id,
  ${localized("title")},
  "slug": slug.current,
  ${localized("cardText")},
  cardPrice{ ${price} },
  hasPage,
  cardLink,
  "image": images[0]{ ${image} }
` as const;

const review =
  /* groq */ `_id, ${localized("author")}, ${localized("text")}, stars, date, ${localized("source")}` as const;

const videoReview = /* groq */ `
  _id,
  ${localized("author")},
  ${localized("text")},
  logo{ ${image} },
  poster{ ${image} },
  video{ asset },
  "videoMimeType": video.asset->mimeType
` as const;

const faqItem = /* groq */ `_id, ${localized("question")}, ${localized("answer")}` as const;

// ── Site-wide ────────────────────────────────────────────────────────────────────────────────

/** Header, footer, contacts, map, external links and default SEO (the layout reads it). */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  ${localized("hotelName")},
  ${localized("hotelKind")},
  ${localized("tagline")},
  openedOn,
  phone,
  email,
  ${localized("address")},
  ${localized("city")},
  map{ longitude, latitude, zoom },
  tourUrl,
  tableBookingUrl,
  socialLinks[]{ _key, network, url },
  copyrightYear,
  ${localized("copyrightHolder")},
  mainMenu[]{ ${navLink} },
  secondaryMenu[]{ ${navLink} },
  footerMenu[]{ ${navLink} },
  ${seo},
  "restaurantCount": count(*[_type == "restaurant"])
}`);
/** With "restaurant": the menus name /restaurant by how many restaurants there are. */
export const siteSettingsTags = ["siteSettings", "restaurant"];

/** Check-in/out, early and late fees, parking, pets, occupancy notes. */
export const hotelRulesQuery = defineQuery(`*[_type == "hotelRules" && _id == "hotelRules"][0]{
  checkInFrom,
  checkOutUntil,
  ${localized("checkInOutNote")},
  earlyCheckIn[]{ _key, from, to, percentOfNight, ${localized("label")} },
  lateCheckOut[]{ _key, from, to, percentOfNight, ${localized("label")} },
  totalRooms,
  maxPlacesPerRoom,
  childNoBedMaxAge,
  childMaxAge,
  ${localized("capacityNote")},
  ${localized("bedNote")},
  parkingPricePerDay,
  ${localized("parkingNote")},
  petsMaxCount,
  petMaxWeightKg,
  ${localized("petsNote")},
  ${localized("otherRules")}
}`);
export const hotelRulesTags = ["hotelRules"];

/** Heading, intro and SEO of a list page by its route ("/rooms", "/services", "/error", …). */
export const pageByRouteQuery = defineQuery(`*[_type == "page" && route == $route][0]{
  route,
  ${localized("title")},
  ${localized("intro")},
  ${localized("body")},
  ${localized("ctaLabel")},
  ${seo}
}`);
export const pageTags = ["page"];

/** When a page was last changed: the version of a document a guest agrees to (the consent). */
export const pageVersionQuery = defineQuery(`*[_type == "page" && route == $route][0]{ _updatedAt }`);

// ── Home ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The home page with every block's data. `page.sections` are the visible blocks in the
 * manager's order; `services` are the featured ones, or every listed service when none is chosen.
 */
export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    ${localized("heroTitle")},
    ${localized("heroSubtitle")},
    heroImages[]{ ${image} },
    ${localized("bookButtonLabel")},
    ${localized("welcomeTitle")},
    ${localized("welcomeText")},
    welcomeImages[]{ ${image} },
    "sections": sections[enabled != false]{
      _key,
      kind,
      ${localized("title")},
      ${localized("subtitle")},
      ${localized("linkLabel")}
    },
    ${seo}
  },
  "rooms": *[_type == "roomCategory"] | order(order asc){ ${roomCard} },
  "services": select(
    count(*[_type == "homePage" && _id == "homePage"][0].featuredServices) > 0 =>
      *[_type == "homePage" && _id == "homePage"][0].featuredServices[]->{ ${serviceCard} },
    *[_type == "service" && showInList != false] | order(group desc, listOrder asc){ ${serviceCard} }
  ),
  "offers": *[_type == "offer"] | order(order asc){ ${offerCard} },
  "gallery": *[_type == "galleryGroup"] | order(categoryId asc){
    _id,
    categoryId,
    ${localized("title")},
    "cover": images[0]{ ${image} },
    "count": count(images)
  },
  "reviews": *[_type == "review" && showOnHome != false] | order(date desc){ ${review} },
  "videoReviews": *[_type == "videoReview"] | order(order asc){ ${videoReview} },
  "faq": *[_type == "faqItem" && showOnHome != false] | order(order asc){ ${faqItem} }
}`);
export const homePageTags = [
  "homePage",
  "roomCategory",
  "service",
  "spaProcedure",
  "offer",
  "galleryGroup",
  "review",
  "videoReview",
  "faqItem",
];

// ── Rooms ────────────────────────────────────────────────────────────────────────────────────

/** The six categories in the manager's order (home tabs, /rooms). */
export const roomCategoriesQuery = defineQuery(
  `*[_type == "roomCategory"] | order(order asc){ ${roomCard} }`,
);
export const roomCategoriesTags = ["roomCategory"];

/** One category by its page number: /rooms/{roomId}. Null for an unknown id. */
export const roomCategoryQuery = defineQuery(`*[_type == "roomCategory" && roomId == $roomId][0]{
  ${roomCard},
  ${localized("description")},
  roomCount,
  amenityTabs[]{
    _key,
    kind,
    ${localized("title")},
    ${localized("note")},
    image{ ${image} },
    items[]{ _key, icon, ${localized("title")} }
  },
  ${seo}
}`);
export const roomCategoryTags = ["roomCategory"];

/** Page numbers of all categories, for generateStaticParams. */
export const roomIdsQuery = defineQuery(
  `*[_type == "roomCategory" && defined(roomId)] | order(roomId asc).roomId`,
);

/** What each rate includes and its cancellation terms, keyed by the booking system's rate id. */
export const ratePlansQuery = defineQuery(`*[_type == "ratePlan"] | order(order asc){
  _id,
  ${localized("title")},
  "code": code.current,
  hotelRatePlanId,
  ${localized("summary")},
  ${localized("includedServices")},
  refundable,
  freeCancellationHours,
  ${localized("cancellationTerms")},
  ${localized("paymentTerms")}
}`);
export const ratePlansTags = ["ratePlan"];

// ── Services and spa ─────────────────────────────────────────────────────────────────────────

/** The /services list: both groups, in the manager's order. */
export const servicesListQuery = defineQuery(
  `*[_type == "service" && showInList != false] | order(listOrder asc){ ${serviceCard} }`,
);
export const servicesListTags = ["service"];

/**
 * /services/{id}: a service or a spa procedure by its id (one of the 31). Null for an
 * unknown id or an entry without a page (the buffet breakfast).
 */
export const serviceByIdQuery = defineQuery(`*[
  _type in ["service", "spaProcedure"] && slug.current == $id && hasPage != false
][0]{
  _id,
  _type,
  ${localized("title")},
  "slug": slug.current,
  ${localized("summary")},
  isFree,
  group,
  images[]{ ${image} },
  ${localized("tags")},
  ${localized("body")},
  ${localized("features")},
  ${localized("rules")},
  prices[]{ ${price} },
  hours[]{ ${hours} },
  facts[]{ ${fact} },
  areaSquareMeters,
  maxGuests,
  minAge,
  seatingPlans[]{ _key, ${localized("title")}, seats },
  price,
  priceUnit,
  durationMinutes,
  ageFrom,
  ageTo,
  "category": category->{ ${localized("title")}, "slug": slug.current },
  ${seo}
}`);
export const serviceByIdTags = ["service", "spaProcedure", "spaCategory"];

/** Every id that has a page under /services, for generateStaticParams. */
export const serviceIdsQuery = defineQuery(
  `*[_type in ["service", "spaProcedure"] && hasPage != false && defined(slug.current)].slug.current`,
);
export const serviceIdsTags = ["service", "spaProcedure"];

/** The spa picker at /services/spa: tabs (categories) with their procedures, price and minutes. */
export const spaPickerQuery = defineQuery(`*[_type == "spaCategory"] | order(order asc){
  _id,
  ${localized("title")},
  "slug": slug.current,
  ${localized("description")},
  "procedures": *[_type == "spaProcedure" && category._ref == ^._id] | order(order asc){ ${spaLine} }
}`);
export const spaPickerTags = ["spaCategory", "spaProcedure"];

/** Transfer tariffs by destination (/services/transfer). */
export const transferTariffsQuery = defineQuery(`*[_type == "transferTariff"] | order(order asc){
  _id,
  ${localized("destination")},
  price,
  nightPrice,
  ${localized("note")}
}`);
export const transferTariffsTags = ["transferTariff"];

// ── Offers ───────────────────────────────────────────────────────────────────────────────────

export const offersQuery = defineQuery(`*[_type == "offer"] | order(order asc){ ${offerCard} }`);
export const offersTags = ["offer"];

/**
 * /offers/{id} (and /castle-meal): an offer by its id or one of its aliases (the castle meal
 * answers to castle-meal and feast). `slug` is the canonical id for <link rel="canonical">.
 */
export const offerByIdQuery = defineQuery(`*[
  _type == "offer" && hasPage != false && (slug.current == $id || $id in aliases)
][0]{
  _id,
  ${localized("title")},
  "slug": slug.current,
  aliases,
  ${localized("subtitle")},
  ${localized("cardText")},
  cardPrice{ ${price} },
  images[]{ ${image} },
  ${localized("tags")},
  ${localized("body")},
  prices[]{ ${price} },
  facts[]{ ${fact} },
  ${localized("includes")},
  ${seo}
}`);
export const offerByIdTags = ["offer"];

/** Every id and alias with a page, for generateStaticParams. */
export const offerIdsQuery = defineQuery(
  `*[_type == "offer" && hasPage != false && defined(slug.current)]{ "slug": slug.current, aliases }`,
);

// ── Restaurant, cars ─────────────────────────────────────────────────────────────────────────

export const restaurantsQuery = defineQuery(`*[_type == "restaurant"] | order(order asc){
  _id,
  restId,
  ${localized("title")},
  ${localized("subtitle")},
  ${localized("cardText")},
  cardImages[]{ ${image} },
  ${localized("tableBookingLabel")}
}`);
export const restaurantsTags = ["restaurant"];

/** /restaurant/{restId}; /restaurantdetails shows restId 1. */
export const restaurantQuery = defineQuery(`*[_type == "restaurant" && restId == $restId][0]{
  _id,
  restId,
  ${localized("title")},
  ${localized("subtitle")},
  ${localized("tags")},
  images[]{ ${image} },
  ${localized("body")},
  blocks[]{
    _key,
    kind,
    ${localized("title")},
    ${localized("text")},
    hours[]{ ${hours} },
    image{ ${image} },
    file{ asset }
  },
  highlight{ ${localized("title")}, ${localized("text")}, image{ ${image} } },
  ${localized("terraceNote")},
  hours[]{ ${hours} },
  ${localized("tableBookingLabel")},
  ${seo}
}`);
export const restaurantTags = ["restaurant"];

/** /car: the cars with daily prices and specs, and the chauffeur and hire prices. */
export const carsQuery = defineQuery(`{
  "cars": *[_type == "car"] | order(order asc){
    _id,
    ${localized("name")},
    "slug": slug.current,
    dailyPrice,
    ${localized("summary")},
    ${localized("engine")},
    powerHp,
    ${localized("gearbox")},
    ${localized("drive")},
    ${localized("body")},
    images[]{ ${image} }
  },
  "chauffeur": *[_type == "service" && slug.current == "chauffeurDrive"][0]{
    ${localized("title")},
    ${localized("summary")},
    prices[]{ ${price} }
  },
  "hire": *[_type == "service" && slug.current == "car-hire"][0]{
    ${localized("title")},
    ${localized("summary")},
    prices[]{ ${price} }
  }
}`);
export const carsTags = ["car", "service"];

// ── Gallery, reviews, FAQ, awards ────────────────────────────────────────────────────────────

/** The 11 groups of /gallery, opened by ?category={categoryId}. */
export const galleryQuery = defineQuery(`*[_type == "galleryGroup"] | order(categoryId asc){
  _id,
  categoryId,
  ${localized("title")},
  images[]{ ${image} }
}`);
export const galleryTags = ["galleryGroup"];

export const reviewsQuery = defineQuery(`{
  "reviews": *[_type == "review"] | order(date desc){ ${review} },
  "videoReviews": *[_type == "videoReview"] | order(order asc){ ${videoReview} }
}`);
export const reviewsTags = ["review", "videoReview"];

export const faqQuery = defineQuery(`*[_type == "faqItem"] | order(order asc){ ${faqItem} }`);
export const faqTags = ["faqItem"];

export const awardsQuery = defineQuery(`*[_type == "award"] | order(order asc){
  _id,
  ${localized("title")},
  ${localized("issuer")},
  year,
  ${localized("description")},
  url,
  image{ ${image} }
}`);
export const awardsTags = ["award"];

// ── About, brand, contacts ───────────────────────────────────────────────────────────────────

/** /aboutus, with the gallery teaser (group covers). */
export const aboutPageQuery = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    ${localized("title")},
    ${localized("intro")},
    images[]{ ${image} },
    stats[]{ _key, ${localized("value")}, ${localized("label")} },
    ${localized("brandTitle")},
    ${localized("brandStory")},
    brandImage{ ${image} },
    ${localized("galleryTitle")},
    ${localized("tourTitle")},
    tourImage{ ${image} },
    ${seo}
  },
  "gallery": *[_type == "galleryGroup"] | order(categoryId asc){
    _id,
    categoryId,
    ${localized("title")},
    "cover": images[0]{ ${image} }
  }
}`);
export const aboutPageTags = ["aboutPage", "galleryGroup"];

export const brandPageQuery = defineQuery(`*[_type == "brandPage" && _id == "brandPage"][0]{
  ${localized("title")},
  ${localized("chainName")},
  ${localized("intro")},
  images[]{ ${image} },
  ${localized("featuresTitle")},
  features[]{ _key, ${localized("title")}, ${localized("text")}, image{ ${image} } },
  ${localized("ratingLabel")},
  tourUrl,
  ${localized("ctaLabel")},
  ${seo}
}`);
export const brandPageTags = ["brandPage"];

/** /contacts; phone, e-mail, address and the map point come from siteSettingsQuery. */
export const contactsPageQuery = defineQuery(`*[_type == "contactsPage" && _id == "contactsPage"][0]{
  ${localized("title")},
  ${localized("intro")},
  ${localized("routesTitle")},
  routes[]{
    _key,
    kind,
    ${localized("title")},
    ${localized("text")},
    ${localized("buttonLabel")},
    buttonHref
  },
  centreDistanceMeters,
  centreWalkMinutes,
  ${localized("centreDistanceText")},
  ${localized("attractionsTitle")},
  attractions[]{
    _key,
    ${localized("title")},
    ${localized("distance")},
    ${localized("text")},
    image{ ${image} }
  },
  ${seo}
}`);
export const contactsPageTags = ["contactsPage"];

// ── Sitemap ──────────────────────────────────────────────────────────────────────────────────

/** Every content route with its last change, for sitemap.xml. */
export const sitemapQuery = defineQuery(`{
  "rooms": *[_type == "roomCategory" && defined(roomId)]{ roomId, _updatedAt },
  "services": *[_type in ["service", "spaProcedure"] && hasPage != false && defined(slug.current)]{
    "slug": slug.current,
    _updatedAt
  },
  "offers": *[_type == "offer" && hasPage != false && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "restaurants": *[_type == "restaurant" && defined(restId)]{ restId, _updatedAt },
  "pages": *[_type == "page" && defined(route)]{ route, _updatedAt }
}`);
export const sitemapTags = ["roomCategory", "service", "spaProcedure", "offer", "restaurant", "page"];
