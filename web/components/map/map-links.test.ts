import { describe, expect, it } from "vitest";
import { MESSAGES } from "@web/messages";
import { coordinatesText, openMapUrl } from "./map-links";

const HOTEL = { lat: 54.943661, lng: 20.159837 };

describe("map links", () => {
  it("opens the hotel's point at zoom 15 on OpenStreetMap or Yandex Maps", () => {
    expect(openMapUrl(HOTEL, 15, "osm")).toBe(
      "https://www.openstreetmap.org/?mlat=54.943661&mlon=20.159837#map=15/54.943661/20.159837",
    );
    expect(openMapUrl(HOTEL, 15, "yandex")).toBe("https://yandex.ru/maps/?pt=20.159837,54.943661&z=15&l=map");
  });

  it("writes the coordinates in the page's language", () => {
    expect(coordinatesText(HOTEL, MESSAGES.ru.components.map)).toBe(
      "54.943661°\u00A0с.\u00A0ш., 20.159837°\u00A0в.\u00A0д.",
    );
    expect(coordinatesText(HOTEL, MESSAGES.en.components.map)).toBe("54.943661°\u00A0N, 20.159837°\u00A0E");
    expect(coordinatesText({ lat: -33.5, lng: -70.25 }, MESSAGES.en.components.map)).toBe(
      "33.500000°\u00A0S, 70.250000°\u00A0W",
    );
  });
});
