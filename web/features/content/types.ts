/**
 * The site's own view of its content: what components render. Query results from the content
 * source (web/lib/content/queries.ts, typed by web/sanity.types.ts) are reshaped into these in
 * web/features/content/*.ts, so components never depend on the content model's field names.
 */
import type { RichText } from "@web/sanity.types";

/** Rich text stays in its Portable Text form: the RichText component renders it. */
export type RichTextValue = RichText;

/** An image ready for next/image: a URL with its intrinsic size and its alternative text. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Seo {
  title?: string;
  description?: string;
  image?: Picture;
}

export interface NavItem {
  label: string;
  href: string;
  external: boolean;
}

export interface SocialLink {
  title: string;
  url: string;
}

export interface SiteSettings {
  hotelName: string;
  /** Short line under the name: «дизайн-отель». */
  hotelKind: string;
  tagline: string;
  /** yyyy-mm-dd */
  openedOn?: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  geo: { lat: number; lng: number };
  mapZoom: number;
  tourUrl?: string;
  tableBookingUrl?: string;
  copyrightYear: number;
  copyrightHolder: string;
  /** The hotel's official star category, when the settings carry one. */
  starRating?: number;
  socials: SocialLink[];
  mainMenu: NavItem[];
  secondaryMenu: NavItem[];
  footerMenu: NavItem[];
  seo: Seo;
}

export interface HotelRules {
  checkInFrom?: string;
  checkOutUntil?: string;
  checkInOutNote: string;
  capacityNote: string;
  bedNote?: string;
}

/** Heading, intro and SEO of a list page (/rooms, /services, …). */
export interface ListPage {
  title: string;
  intro?: string;
  body?: RichTextValue;
  ctaLabel?: string;
  seo: Seo;
}

export interface RoomCard {
  roomId: number;
  title: string;
  shortDescription: string;
  /** Places, from the booking engine. */
  capacity: number;
  /** «От … ₽/сутки»: the engine's lowest sellable night; null when the engine could not be asked. */
  priceFrom: number | null;
  tags: string[];
  tourUrl?: string;
  images: Picture[];
}

export interface AmenityTab {
  kind: string;
  title: string;
  note?: string;
  image?: Picture;
  items: { icon: string; title: string }[];
}

export interface RoomDetail extends RoomCard {
  description: RichTextValue;
  petsAllowed: boolean;
  amenityTabs: AmenityTab[];
  seo: Seo;
}

export interface ServiceCard {
  id: string;
  title: string;
  summary?: string;
  group: "included" | "additional";
  /**
   * Where the card leads; none for the buffet breakfast, which has no action
   * (docs/site.md#services-and-spa).
   */
  href?: string;
  isFree: boolean;
  image?: Picture;
}

export interface PriceText {
  title?: string;
  /** «от 4 000 ₽ в час», typographed. */
  text: string;
  note?: string;
}

export interface HoursText {
  label: string;
  /** «17:00–22:00» */
  time: string;
  note?: string;
}

/** A row of the transfer table: destination, price (by day and at night when they differ). */
export interface TransferTariff {
  id: string;
  destination: string;
  price: string;
  note?: string;
}

export interface ServiceDetail {
  kind: "service" | "spaProcedure";
  id: string;
  title: string;
  summary?: string;
  images: Picture[];
  tags: string[];
  body: RichTextValue;
  features: string[];
  rules: string[];
  prices: PriceText[];
  hours: HoursText[];
  facts: { label: string; value: string }[];
  seating: { title: string; seats: number }[];
  category?: string;
  seo: Seo;
}

export interface OfferCard {
  id: string;
  title: string;
  text: string;
  price?: PriceText;
  /** The offer's page, another page (/car), or none: then the card offers the request form. */
  href?: string;
  image?: Picture;
}

export interface OfferDetail {
  id: string;
  title: string;
  subtitle?: string;
  tags: string[];
  body: RichTextValue;
  images: Picture[];
  prices: PriceText[];
  facts: { label: string; value: string }[];
  includes: string[];
  seo: Seo;
}

export interface RestaurantCard {
  restId: number;
  title: string;
  text: string;
  images: Picture[];
}

export interface RestaurantBlock {
  kind: string;
  title: string;
  text: string;
  hours: HoursText[];
  image?: Picture;
  fileUrl?: string;
}

export interface RestaurantDetail {
  restId: number;
  title: string;
  subtitle?: string;
  tags: string[];
  images: Picture[];
  body: RichTextValue;
  blocks: RestaurantBlock[];
  highlight?: { title: string; text?: string; image?: Picture };
  terraceNote?: string;
  hours: HoursText[];
  tableBookingLabel: string;
  seo: Seo;
}

export interface Car {
  id: string;
  name: string;
  dailyPrice: number;
  summary?: string;
  specs: { label: string; value: string }[];
  images: Picture[];
}

export interface Award {
  id: string;
  title: string;
  issuer?: string;
  year?: number;
  description?: string;
  url?: string;
  image?: Picture;
}

export interface AboutPage {
  title: string;
  intro: RichTextValue;
  images: Picture[];
  stats: { value: string; label: string }[];
  brandTitle: string;
  brandStory: RichTextValue;
  brandImage?: Picture;
  galleryTitle?: string;
  tourTitle?: string;
  tourImage?: Picture;
  seo: Seo;
}

export interface BrandPage {
  title: string;
  chainName: string;
  intro: RichTextValue;
  images: Picture[];
  featuresTitle?: string;
  features: { title: string; text?: string }[];
  /** The label of the guests' rating; the figure comes from the reviews (rating.ts). */
  ratingLabel?: string;
  tourUrl?: string;
  ctaLabel: string;
  seo: Seo;
}

export interface RouteTab {
  kind: string;
  title: string;
  text: string;
  buttonLabel?: string;
  buttonHref?: string;
}

export interface ContactsPage {
  title: string;
  intro?: string;
  routesTitle: string;
  routes: RouteTab[];
  centreDistanceMeters?: number;
  centreWalkMinutes?: number;
  centreDistanceText: string;
  attractionsTitle: string;
  attractions: { title: string; distance?: string; text: string; image?: Picture }[];
  seo: Seo;
}

/** A gallery group as a teaser: its first picture and how many it has. */
export interface GalleryCover {
  id: number;
  title: string;
  cover: Picture;
  count: number;
}

export interface HomeSection {
  kind: string;
  title: string;
  subtitle?: string;
  linkLabel?: string;
}

export interface HomePage {
  heroTitle: string;
  heroSubtitle?: string;
  heroImages: Picture[];
  bookButtonLabel: string;
  welcomeTitle: string;
  welcomeText: RichTextValue;
  welcomeImages: Picture[];
  sections: HomeSection[];
  seo: Seo;
}
