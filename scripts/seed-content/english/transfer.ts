/** English texts of scripts/seed-content/data/transfer.ts (docs/content-model.md «English seed texts»). */
import type { EnglishTexts } from "./types";

export const english: EnglishTexts = {
  "transferTariff-airport": {
    destination: "Khrabrovo Airport",
    note: "a separate trip, without a room booking",
  },
  "transferTariff-kaliningrad": {
    destination: "Kaliningrad",
  },
  "transferTariff-yantarny": {
    destination: "Yantarny",
  },
  "transferTariff-zelenogradsk": {
    destination: "Zelenogradsk",
  },
  "transferTariff-curonian-spit": {
    destination: "Curonian Spit",
  },
  "transferTariff-baltiysk": {
    destination: "Baltiysk",
  },
  "transferTariff-pionersky": {
    destination: "Pionersky",
  },
  "transferTariff-otradnoye": {
    destination: "Otradnoye",
  },
  "transferTariff-svetlogorsk": {
    destination: "Svetlogorsk",
  },
  "transferTariff-casino": {
    destination: "Casino",
  },
};
