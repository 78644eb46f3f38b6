/** Every seed document, in the order they are written to the dataset. */
import { awards } from "./data/awards";
import { cars } from "./data/cars";
import { faqItems } from "./data/faq";
import { galleryGroups } from "./data/gallery";
import { homePage } from "./data/home";
import { offers } from "./data/offers";
import { aboutPage, brandPage, contactsPage, hotelRules, pages } from "./data/pages";
import { ratePlans } from "./data/rates";
import { restaurants } from "./data/restaurant";
import { reviews, videoReviews } from "./data/reviews";
import { roomCategories } from "./data/rooms";
import { services } from "./data/services";
import { siteSettings } from "./data/settings";
import { spaCategories, spaProcedures } from "./data/spa";
import { transferTariffs } from "./data/transfer";
import type { SeedDocument } from "./source";

export function seedDocuments(): SeedDocument[] {
  return [
    siteSettings,
    homePage,
    aboutPage,
    brandPage,
    contactsPage,
    hotelRules,
    ...roomCategories,
    ...ratePlans,
    ...services,
    ...spaCategories,
    ...spaProcedures,
    ...offers,
    ...restaurants,
    ...cars,
    ...transferTariffs,
    ...reviews,
    ...videoReviews,
    ...galleryGroups,
    ...faqItems,
    ...awards,
    ...pages,
  ];
}
