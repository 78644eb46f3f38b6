/** English texts of scripts/seed-content/data/restaurant.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "restaurant-main": {
    title: "Sosny Restaurant",
    cardText:
      "A progressive-cuisine restaurant: Russian, European and signature dishes made with produce from the Kaliningrad Region, a charcoal oven and a terrace under the pines.",
    'cardImages[_key=="3ab00ba47a14"].alt':
      "The restaurant’s dining room: wooden tables, linen and windows onto the pine forest",
    'cardImages[_key=="cfe997a43d8c"].alt':
      "The restaurant’s summer terrace under the pines, with tables set for dinner",
    subtitle: "Progressive-cuisine restaurant",
    "tags[0]": "Russian cuisine",
    "tags[1]": "European cuisine",
    "tags[2]": "Signature cuisine",
    'images[_key=="0115222881d0"].alt':
      "The restaurant’s dining room: wooden tables, linen and windows onto the pine forest",
    'images[_key=="1bfd06d2c3ed"].alt':
      "The open kitchen with the charcoal oven, where a cook is taking out a dish",
    'images[_key=="4510ad06cf0f"].alt':
      "The restaurant’s summer terrace under the pines, with tables set for dinner",
    'body[_key=="efc895e7beb4"].children[_key=="efc895e7beb4s"].text':
      "Sosny is a progressive-cuisine restaurant where Russian and European traditions meet the chef’s own ideas. The menu is built on produce from the Kaliningrad Region: Baltic fish, farm cheeses, game, berries and herbs.",
    'body[_key=="95c6491e92ac"].children[_key=="95c6491e92acs"].text':
      "The menu changes with the seasons, and we bake our own bread and desserts.",
    'blocks[_key=="847797bce1ec"].title': "MENU",
    'blocks[_key=="847797bce1ec"].text':
      "A seasonal menu of local produce: Baltic fish, farm-raised game and vegetables from the region’s kitchen gardens. A buffet breakfast, and lunch and dinner à la carte.",
    'blocks[_key=="847797bce1ec"].image.alt': "A Baltic fish dish with vegetables on a ceramic plate",
    'blocks[_key=="e45380a9e56d"].title': "BAR",
    'blocks[_key=="e45380a9e56d"].text':
      "Signature cocktails made with local infusions, wines from small producers, and soft drinks made with herbs and berries.",
    'blocks[_key=="e45380a9e56d"].image.alt': "A wooden bar counter with cocktails and soft lighting",
    'blocks[_key=="ed3fa55fa20a"].title': "ROOM SERVICE",
    'blocks[_key=="ed3fa55fa20a"].text':
      "Order dishes from the restaurant to your room: breakfast in bed, a late supper or dinner on the Villa’s terrace.",
    'blocks[_key=="ed3fa55fa20a"].image.alt': "A breakfast tray on the bed in a room",
    "highlight.title": "Charcoal oven",
    "highlight.text":
      "The heart of the kitchen is the charcoal oven: meat, fish and vegetables are cooked over a live fire and take on a light smoky aroma.",
    "highlight.image.alt": "The open kitchen with the charcoal oven, where a cook is taking out a dish",
    terraceNote:
      "In summer, the terrace tables are snapped up quickly, so book a table on the terrace in advance by phone.",
    tableBookingLabel: "Book a table",
    "seo.title": "Sosny progressive-cuisine restaurant",
    "seo.description":
      "The Sosnovy Bereg restaurant: Russian, European and signature cuisine, a charcoal oven, a bar and a terrace under the pines.",
  },
};
