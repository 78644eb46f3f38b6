/** English texts of scripts/seed-content/data/gallery.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "galleryGroup-1": {
    title: "The hotel",
    'images[_key=="e303f760f1ce"].alt': "The hotel’s facade of pale wood and glass among the pines",
    'images[_key=="380cb9a53b75"].alt': "The hotel’s main entrance with lanterns and a stone path",
    'images[_key=="ad36f53efbc2"].alt': "The hotel in the evening, with warm light in the windows",
  },
  "galleryGroup-2": {
    title: "Rooms",
    'images[_key=="8171f96ad7e4"].alt': "A Deluxe room with a super-king bed",
    'images[_key=="0e607f9179a7"].alt': "A corner Superior room with panoramic windows",
    'images[_key=="8f824ad21f46"].alt': "The Suite’s living room",
    'images[_key=="bf055d46989d"].alt': "The Villa’s living room with a fireplace",
  },
  "galleryGroup-3": {
    title: "Lobby",
    'images[_key=="306e957d0184"].alt': "The lobby: linen sofas and panoramic windows",
    'images[_key=="dd42663649f4"].alt': "The solid oak reception desk",
    'images[_key=="e9736efb2ca8"].alt': "A corner with books and armchairs in the lobby",
  },
  "galleryGroup-4": {
    title: "Restaurant",
    'images[_key=="c0b6c38207a8"].alt': "The restaurant’s dining room with wooden tables",
    'images[_key=="f5bcf2cb9713"].alt': "The charcoal oven in the open kitchen",
    'images[_key=="adae72a3431e"].alt': "A signature Baltic fish dish",
  },
  "galleryGroup-5": {
    title: "Bar",
    'images[_key=="6d7a6785cf10"].alt': "The bar counter with soft lighting",
    'images[_key=="6c62e33271c6"].alt': "Signature cocktails made with local infusions",
  },
  "galleryGroup-6": {
    title: "Terrace",
    'images[_key=="79d80f0debd3"].alt': "The summer terrace under the pines",
    'images[_key=="45ffc0438147"].alt': "Sunset on the terrace, with candles on a table",
  },
  "galleryGroup-7": {
    title: "Spa",
    'images[_key=="487da1676aa4"].alt': "The spa pool",
    'images[_key=="35dc744f6c1a"].alt': "A sauna of pale wood",
    'images[_key=="0857a7d6f910"].alt': "A massage room with candles",
  },
  "galleryGroup-8": {
    title: "Gym",
    'images[_key=="0b2f89ec8e7d"].alt': "Treadmills by panoramic windows",
    'images[_key=="055d5a4f35d6"].alt': "The yoga area with mats",
  },
  "galleryGroup-9": {
    title: "Conference hall",
    'images[_key=="bcf753fb25f1"].alt': "The conference hall in theatre-style seating",
    'images[_key=="b0d82e58d63c"].alt': "A coffee break outside the conference hall",
  },
  "galleryGroup-10": {
    title: "Villa",
    'images[_key=="7ed5f4fd971e"].alt': "The Villa under the pines",
    'images[_key=="cce8d4388c5f"].alt': "The Villa’s terrace with armchairs",
  },
  "galleryGroup-11": {
    title: "Surroundings",
    'images[_key=="c5fb8b0c18da"].alt': "A path in the pine forest near the hotel",
    'images[_key=="b7e8e14eb437"].alt': "The Svetlogorsk promenade",
    'images[_key=="600270394c02"].alt': "The dunes of the Curonian Spit",
    'images[_key=="c44aeb5aec3f"].alt': "The Baltic Sea at sunset",
  },
};
