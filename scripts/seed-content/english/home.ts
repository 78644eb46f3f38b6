/** English texts of scripts/seed-content/data/home.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  homePage: {
    heroTitle: "Svetlogorsk",
    heroSubtitle: "A design hotel by a pine forest on the Baltic coast",
    'heroImages[_key=="466d4a51a23f"].alt': "The Sosnovy Bereg facade among tall pines in the evening light",
    'heroImages[_key=="110125db35de"].alt':
      "The hotel terrace with wicker armchairs and the pine forest beyond it at sunset",
    bookButtonLabel: "Book now",
    welcomeTitle: "Welcome to Sosnovy Bereg",
    'welcomeText[_key=="9590efc619a2"].children[_key=="9590efc619a2s"].text':
      "We opened in August 2021 in the very heart of the resort town of Svetlogorsk, right where the pine forest begins. The promenade and quiet forest paths are both a short walk away: start the morning with a stroll under the pines and end the evening by the sea.",
    'welcomeText[_key=="6b01388a1358"].children[_key=="6b01388a1358s"].text':
      "The hotel’s architecture and interiors carry on the landscape outside the window: pale wood, linen, stone and warm light. Our 44 rooms in six categories have super-king beds, thoughtful details and the quiet that guests come here for.",
    'welcomeText[_key=="a5039e45dde1"].children[_key=="a5039e45dde1s"].text':
      "For relaxation: a spa with Baltic seaweed treatments, a gym and a progressive-cuisine restaurant with a charcoal oven. For business: a bright conference hall.",
    'welcomeImages[_key=="8ede75a7ef51"].alt':
      "The hotel lobby: pale linen sofas and panoramic windows onto the garden",
    'welcomeImages[_key=="cfb317642451"].alt': "A path through the pine forest near the hotel",
    'welcomeImages[_key=="ebe03a7b1c72"].alt':
      "Morning light in a Deluxe room, with a breakfast tray on the bed",
    'welcomeImages[_key=="4e85d9bda06c"].alt': "The spa pool in soft light",
    'sections[_key=="e1bce79a8d82"].title': "Welcome",
    'sections[_key=="b5cb702d676b"].title': "Rooms",
    'sections[_key=="b5cb702d676b"].subtitle': "Six categories, from the cosy Deluxe to a villa of its own.",
    'sections[_key=="b5cb702d676b"].linkLabel': "All rooms",
    'sections[_key=="245c44546965"].title': "Services",
    'sections[_key=="245c44546965"].subtitle': "Everything for an unhurried stay, from the spa to transfers.",
    'sections[_key=="245c44546965"].linkLabel': "All services",
    'sections[_key=="d798ea8148be"].title': "Special offers",
    'sections[_key=="d798ea8148be"].linkLabel': "All offers",
    'sections[_key=="e14a563aee1a"].title': "Photo gallery",
    'sections[_key=="e14a563aee1a"].linkLabel': "View the gallery",
    'sections[_key=="cb6c658a9255"].title': "Guest reviews",
    'sections[_key=="cb6c658a9255"].linkLabel': "All reviews",
    'sections[_key=="1882bbf7c11a"].title': "Video reviews",
    'sections[_key=="17e821a0b946"].title': "Questions & answers",
    'sections[_key=="4faf552748de"].title': "Contact",
    'sections[_key=="4faf552748de"].subtitle': "We’re in the centre of Svetlogorsk, by the pine forest.",
    "seo.title": "Sosnovy Bereg — design hotel by the pine forest in Svetlogorsk",
    "seo.description":
      "A design hotel in the centre of Svetlogorsk: rooms with super-king beds, a spa, a restaurant with a charcoal oven and a conference hall. Book online at the best rate.",
  },
};
