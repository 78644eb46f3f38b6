/**
 * The content model of the site: every schema type, in the order the Studio registers them.
 * One type per file under documents/, objects/ and singletons/.
 */
import type { SchemaTypeDefinition } from "sanity";
import { award } from "./documents/award";
import { car } from "./documents/car";
import { faqItem } from "./documents/faqItem";
import { galleryGroup } from "./documents/galleryGroup";
import { offer } from "./documents/offer";
import { page } from "./documents/page";
import { ratePlan } from "./documents/ratePlan";
import { restaurant } from "./documents/restaurant";
import { review } from "./documents/review";
import { roomCategory } from "./documents/roomCategory";
import { service } from "./documents/service";
import { spaCategory } from "./documents/spaCategory";
import { spaProcedure } from "./documents/spaProcedure";
import { transferTariff } from "./documents/transferTariff";
import { videoReview } from "./documents/videoReview";
import { amenityItem } from "./objects/amenityItem";
import { amenityTab } from "./objects/amenityTab";
import { attraction } from "./objects/attraction";
import { fact } from "./objects/fact";
import { feature } from "./objects/feature";
import { homeSection } from "./objects/homeSection";
import { hoursLine } from "./objects/hoursLine";
import { imageWithAlt } from "./objects/imageWithAlt";
import { mapPoint } from "./objects/mapPoint";
import { navLink } from "./objects/navLink";
import { priceLine } from "./objects/priceLine";
import { restaurantBlock } from "./objects/restaurantBlock";
import { richText } from "./objects/richText";
import { routeTab } from "./objects/routeTab";
import { seatingPlan } from "./objects/seatingPlan";
import { seo } from "./objects/seo";
import { socialLink } from "./objects/socialLink";
import { statCard } from "./objects/statCard";
import { stringList } from "./objects/stringList";
import { timeFee } from "./objects/timeFee";
import { aboutPage } from "./singletons/aboutPage";
import { brandPage } from "./singletons/brandPage";
import { contactsPage } from "./singletons/contactsPage";
import { homePage } from "./singletons/homePage";
import { hotelRules } from "./singletons/hotelRules";
import { siteSettings } from "./singletons/siteSettings";

export const singletonTypes = [siteSettings, homePage, aboutPage, brandPage, contactsPage, hotelRules];

export const documentTypes = [
  roomCategory,
  ratePlan,
  service,
  spaCategory,
  spaProcedure,
  offer,
  restaurant,
  car,
  transferTariff,
  review,
  videoReview,
  galleryGroup,
  faqItem,
  award,
  page,
];

export const objectTypes = [
  imageWithAlt,
  seo,
  richText,
  stringList,
  amenityItem,
  amenityTab,
  priceLine,
  fact,
  seatingPlan,
  hoursLine,
  timeFee,
  statCard,
  feature,
  attraction,
  navLink,
  socialLink,
  mapPoint,
  homeSection,
  restaurantBlock,
  routeTab,
];

export const schemaTypes: SchemaTypeDefinition[] = [...singletonTypes, ...documentTypes, ...objectTypes];
