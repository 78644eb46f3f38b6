/** English texts of scripts/seed-content/data/awards.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "award-design": {
    title: "Best Resort Hotel Interior",
    issuer: "Hotel Interior Design Award",
    description:
      "For interiors in natural materials that carry on the pine forest landscape outside the windows.",
    "image.alt": "Certificate: Best Resort Hotel Interior, 2022",
  },
  "award-guests-choice": {
    title: "Guests’ Choice",
    issuer: "Guest Review Rating",
    description: "Awarded for the year, for guests’ reviews of the service, the quiet and the breakfasts.",
    "image.alt": "Certificate: Guests’ Choice, 2023",
  },
  "award-spa": {
    title: "Best Country Hotel Spa",
    issuer: "Spa Industry Award",
    description: "For programmes based on Baltic seaweed and the premium service of the spa.",
    "image.alt": "Certificate: Best Country Hotel Spa, 2023",
  },
  "award-restaurant": {
    title: "Coastal Restaurant of the Year",
    issuer: "Regional Restaurant Guide",
    description: "To Sosny Restaurant, for progressive cuisine based on local produce and its charcoal oven.",
    "image.alt": "Certificate: Coastal Restaurant of the Year, 2024",
  },
};
