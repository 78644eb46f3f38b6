/** English texts of scripts/seed-content/data/settings.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  siteSettings: {
    hotelName: "Sosnovy Bereg",
    hotelKind: "design hotel",
    tagline: "A design hotel by a pine forest on the Baltic coast",
    address: "0 Primernaya St, Svetlogorsk, Kaliningrad Region, Russia",
    city: "Svetlogorsk",
    copyrightHolder: "Sosnovy Bereg Design Hotel",
    'mainMenu[_key=="56fb950bb134"].label': "Home",
    'mainMenu[_key=="f0c7d4f07e18"].label': "Booking",
    'mainMenu[_key=="d05b4e419c31"].label': "Rooms",
    'mainMenu[_key=="f1fc05acda43"].label': "Services",
    'mainMenu[_key=="31a72cd90617"].label': "Restaurant",
    'secondaryMenu[_key=="9071f50a6cd0"].label': "Photo gallery",
    'secondaryMenu[_key=="1fe91508faa6"].label': "3D tour",
    'secondaryMenu[_key=="3a4227e335a6"].label': "Contact & location",
    'secondaryMenu[_key=="7edc983b89ca"].label': "Reviews",
    'secondaryMenu[_key=="beba0b90c0eb"].label': "Brand & franchise",
    'secondaryMenu[_key=="a06e39b5a45c"].label': "Check your booking",
    'footerMenu[_key=="e10be2b26c55"].label': "Rooms",
    'footerMenu[_key=="f6cbda713408"].label': "Services",
    'footerMenu[_key=="d09d926bb1db"].label': "Restaurant",
    'footerMenu[_key=="d318eef6b795"].label': "Offers",
    'footerMenu[_key=="19a65b0a7d82"].label': "About us",
    'footerMenu[_key=="16c0b22ebec3"].label': "Brand & franchise",
    'footerMenu[_key=="479aff99019a"].label': "Awards",
    'footerMenu[_key=="438571c4f7a6"].label': "Contact",
    "seo.title": "Sosnovy Bereg — design hotel in Svetlogorsk",
    "seo.description":
      "A design hotel by a pine forest on the Baltic coast: 44 rooms, a spa, a progressive-cuisine restaurant and a conference hall. Book online.",
  },
};
