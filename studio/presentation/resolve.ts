/**
 * Where each document shows on the site, for the Studio's Presentation tool
 * (docs/preview.md#where-a-document-shows): `locations` lists, beside a document being edited,
 * the pages it appears on (a click opens one in the preview); `mainDocuments` names the document
 * a page of the preview is about, so navigating the site opens its form. Routes as in
 * docs/site.md#routes.
 */
import { defineDocuments, defineLocations, type DocumentLocation } from "sanity/presentation";
import { SOURCE_LANGUAGE, isLocalizedValue, valueIn } from "../../schemas/lib/localized";

type Selected = Record<string, unknown> | null;

/** A selected text: a slug or a route as it is, a localized title by its Russian. */
const text = (value: unknown): string | undefined => {
  const russian = isLocalizedValue(value) ? valueIn(value, SOURCE_LANGUAGE) : value;
  return typeof russian === "string" && russian !== "" ? russian : undefined;
};

/** A location, or none when the document lacks what its address needs. */
const at = (title: unknown, href: string | undefined): DocumentLocation[] =>
  href ? [{ title: text(title) ?? href, href }] : [];

/** A document that shows on fixed pages only (a list, a singleton's page). */
const onPages = (...pages: [title: string, href: string][]) =>
  defineLocations({
    locations: pages.map(([title, href]) => ({ title, href })),
  });

const HOME: [string, string] = ["Главная", "/"];

export const locations = {
  roomCategory: defineLocations({
    select: { title: "title", roomId: "roomId" },
    resolve: (doc: Selected) => ({
      locations: [
        ...at(doc?.title, typeof doc?.roomId === "number" ? `/rooms/${doc.roomId}` : undefined),
        { title: "Все номера", href: "/rooms" },
        { title: "Главная", href: "/" },
      ],
    }),
  }),
  service: defineLocations({
    select: { title: "title", slug: "slug.current", hasPage: "hasPage" },
    resolve: (doc: Selected) => ({
      locations: [
        ...(doc?.hasPage === false ? [] : at(doc?.title, text(doc?.slug) && `/services/${text(doc?.slug)}`)),
        { title: "Услуги", href: "/services" },
      ],
    }),
  }),
  spaProcedure: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (doc: Selected) => ({
      locations: [
        ...at(doc?.title, text(doc?.slug) && `/services/${text(doc?.slug)}`),
        { title: "СПА: подбор процедур", href: "/services/spa" },
      ],
    }),
  }),
  spaCategory: onPages(["СПА: подбор процедур", "/services/spa"]),
  offer: defineLocations({
    select: { title: "title", slug: "slug.current", hasPage: "hasPage" },
    resolve: (doc: Selected) => ({
      locations: [
        ...(doc?.hasPage === false ? [] : at(doc?.title, text(doc?.slug) && `/offers/${text(doc?.slug)}`)),
        { title: "Специальные предложения", href: "/offers" },
        { title: "Главная", href: "/" },
      ],
    }),
  }),
  restaurant: defineLocations({
    select: { title: "title", restId: "restId" },
    resolve: (doc: Selected) => ({
      locations: [
        ...at(doc?.title, typeof doc?.restId === "number" ? `/restaurant/${doc.restId}` : undefined),
        { title: "Рестораны", href: "/restaurant" },
      ],
    }),
  }),
  car: onPages(["Аренда автомобиля", "/car"]),
  transferTariff: onPages(["Трансфер", "/services/transfer"]),
  page: defineLocations({
    select: { title: "title", route: "route" },
    resolve: (doc: Selected) => ({ locations: at(doc?.title, text(doc?.route)) }),
  }),
  galleryGroup: onPages(["Фотогалерея", "/gallery"]),
  review: onPages(["Отзывы", "/reviews"], HOME),
  videoReview: onPages(["Отзывы", "/reviews"], HOME),
  award: onPages(["Награды", "/awards"]),
  faqItem: onPages(HOME),
  homePage: onPages(HOME),
  aboutPage: onPages(["О нас", "/aboutus"]),
  brandPage: onPages(["Франшиза", "/brand"]),
  contactsPage: onPages(["Контакты", "/contacts"]),
  // The settings (name, phone, address, menu) show in every page's header and footer.
  siteSettings: onPages(HOME, ["Контакты", "/contacts"]),
  hotelRules: onPages(["Номер Делюкс", "/rooms/1"]),
};

/** The document a page of the preview is about, first match wins. */
export const mainDocuments = defineDocuments([
  { route: "/", type: "homePage" },
  { route: "/aboutus", type: "aboutPage" },
  { route: "/brand", type: "brandPage" },
  { route: "/contacts", type: "contactsPage" },
  { route: "/rooms/:roomId", filter: `_type == "roomCategory" && string(roomId) == $roomId` },
  { route: "/services/:id", filter: `_type in ["service", "spaProcedure"] && slug.current == $id` },
  { route: "/offers/:id", filter: `_type == "offer" && (slug.current == $id || $id in aliases)` },
  { route: "/castle-meal", filter: `_type == "offer" && slug.current == "castle-meal"` },
  { route: "/restaurant/:restId", filter: `_type == "restaurant" && string(restId) == $restId` },
  { route: "/restaurantdetails", filter: `_type == "restaurant" && restId == 1` },
  // Lists and the other pages: the page document of that route.
  {
    route: ["/:section", "/:section/:sub"],
    filter: ({ path }) => `_type == "page" && route == ${JSON.stringify(path)}`,
  },
]);
