/** English texts of scripts/seed-content/data/offers.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "offer-car-rental": {
    title: "Car hire",
    cardText:
      "A Geely Coolray or Geely Atlas for the length of your stay: explore the coast at your own pace.",
    'images[_key=="bf2ed5b34e34"].alt': "A Geely crossover on a road through the pine forest",
    "seo.title": "Car hire",
    "seo.description": "Geely car hire for Sosnovy Bereg guests.",
  },
  "offer-seaside-retreat": {
    title: "Seaside getaway",
    cardText:
      "A few days by the Baltic: walks along the promenade, the pine forest, the spa and dinner with a sunset view. We’ll find the dates and plan the programme around you.",
    'images[_key=="425453b9e7db"].alt': "The Svetlogorsk promenade and the Baltic Sea at sunset",
    "seo.title": "Seaside getaway",
    "seo.description": "A Baltic seaside getaway at the Sosnovy Bereg design hotel.",
  },
  "offer-castle-meal": {
    title: "Castle feast",
    cardText:
      "Dinner in one of the region’s historic castles: a chef’s menu, live music and transfers from the hotel.",
    "cardPrice.title": "The castle for your celebration",
    'images[_key=="28fb13948302"].alt': "A long candlelit table in a hall of a historic castle",
    'images[_key=="985d2db5cf8a"].alt': "Dishes from the feast menu on an antique platter",
    subtitle: "Dinner for two in a historic castle: about 5 hours, from May to September",
    "tags[0]": "For two",
    "tags[1]": "About 5 hours",
    "tags[2]": "May to September",
    'body[_key=="90c904498989"].children[_key=="90c904498989s"].text':
      "An evening you’ll remember for a long time: we’ll take you to one of the region’s historic castles, where a table for two will be set for you.",
    'body[_key=="0a48558a9438"].children[_key=="0a48558a9438s"].text':
      "The menu is created by our restaurant’s chef from local produce, inspired by old Prussian recipes. Live music accompanies the evening, and after dinner there is a walk around the castle and a transfer back to the hotel.",
    'body[_key=="b379cba18616"].children[_key=="b379cba18616s"].text':
      "The programme lasts about 5 hours and runs from May to September. Send us an enquiry, and we’ll agree the date and menu with you.",
    'prices[_key=="a922075df2e5"].title': "Dinner for two",
    'facts[_key=="37dbd6349228"].label': "Duration",
    'facts[_key=="37dbd6349228"].value': "about 5 hours",
    'facts[_key=="f266b1e958fb"].label': "Season",
    'facts[_key=="f266b1e958fb"].value': "May to September",
    "includes[0]": "Transfer from the hotel and back",
    "includes[1]": "Chef’s dinner",
    "includes[2]": "Live music",
    "includes[3]": "A walk around the castle",
    "seo.title": "Castle feast — dinner for two",
    "seo.description":
      "Dinner for two in a historic castle: a chef’s menu, live music and transfers. About 5 hours, from May to September.",
  },
  "offer-breakfast": {
    title: "Breakfast on the Curonian Spit",
    cardText:
      "Sunrise over the lagoon and breakfast on the dunes of the Curonian Spit, with transfers from the hotel.",
    'images[_key=="079bedeb5c12"].alt': "A blanket and a breakfast basket on a Curonian Spit dune at dawn",
    'images[_key=="26b6e356a038"].alt': "Pines and sand dunes on the Curonian Spit",
    subtitle: "Sunrise and breakfast among the dunes",
    "tags[0]": "Transfer included",
    "tags[1]": "Sunrise",
    'body[_key=="3c63c1cf60cb"].children[_key=="3c63c1cf60cbs"].text':
      "Early in the morning, the hotel’s driver will take you to the Curonian Spit, one of the most beautiful places on the Baltic and a UNESCO World Heritage Site.",
    'body[_key=="26393799c679"].children[_key=="26393799c679s"].text':
      "As the sun rises over the lagoon, breakfast is already laid out on the dune: fresh pastries from our bakery, cheeses, fruit and hot coffee from a thermos.",
    'body[_key=="4149d27148e0"].children[_key=="4149d27148e0s"].text':
      "Send us an enquiry, and we’ll choose a date based on the weather forecast.",
    "includes[0]": "Transfer to the Curonian Spit and back",
    "includes[1]": "Picnic breakfast",
    "includes[2]": "Blankets and thermoses",
    "seo.title": "Breakfast on the Curonian Spit",
    "seo.description":
      "Sunrise and a picnic breakfast on the dunes of the Curonian Spit, with transfers from Sosnovy Bereg.",
  },
};
