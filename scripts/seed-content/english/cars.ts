/** English texts of scripts/seed-content/data/cars.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "car-geely-coolray": {
    name: "Geely Coolray",
    summary: "A compact city crossover that is easy to park in Svetlogorsk’s narrow streets.",
    engine: "1.5 l",
    gearbox: "Robotised manual",
    drive: "Front-wheel drive",
    body: "5-door SUV",
    'images[_key=="b09edc4a4fca"].alt': "A light-coloured Geely Coolray crossover at the hotel entrance",
    'images[_key=="38332fa660d3"].alt': "The Geely Coolray interior: front seats and the infotainment system",
  },
  "car-geely-atlas": {
    name: "Geely Atlas",
    summary: "A roomy crossover for families and luggage, for trips to the Curonian Spit and Kaliningrad.",
    engine: "2.0 l",
    gearbox: "Automatic",
    drive: "All-wheel drive",
    body: "5-door SUV",
    'images[_key=="d05f5af50671"].alt': "A Geely Atlas crossover on a road lined with pines",
    'images[_key=="36286328ec62"].alt': "The Geely Atlas’s roomy boot with suitcases",
  },
};
