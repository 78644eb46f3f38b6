/** English texts of scripts/seed-content/data/rates.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "ratePlan-non-refundable": {
    title: "Non-refundable, breakfast included",
    summary: "Our best price: pay now, no free cancellation.",
    "includedServices[0]": "Buffet breakfast",
    "includedServices[1]": "Spa access",
    "includedServices[2]": "Gym",
    "includedServices[3]": "E-scooter hire",
    "includedServices[4]": "Wi-Fi",
    cancellationTerms:
      "The booking is paid in full when you make it. If you cancel, change the dates or do not arrive, the cost of the stay is not refunded; paid services and transfers are refunded in full.",
    paymentTerms: "Full prepayment by card on the website.",
  },
  "ratePlan-flexible": {
    title: "Flexible, breakfast included",
    summary: "Free cancellation up to 48 hours before arrival.",
    "includedServices[0]": "Buffet breakfast",
    "includedServices[1]": "Spa access",
    "includedServices[2]": "Gym",
    "includedServices[3]": "E-scooter hire",
    "includedServices[4]": "Wi-Fi",
    cancellationTerms:
      "Free cancellation up to 48 hours before arrival (by 14:00 hotel time). If you cancel later or do not arrive, the cost of the stay is not refunded; paid services and transfers are refunded in full.",
    paymentTerms:
      "Payment by card on the website; if you cancel free of charge, the money is refunded to your card.",
  },
};
