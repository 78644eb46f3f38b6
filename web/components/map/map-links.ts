/** Where «Открыть на карте» leads: Yandex Maps when the site uses them, OpenStreetMap otherwise. */
export function openMapUrl(
  point: { lat: number; lng: number },
  zoom: number,
  provider: "osm" | "yandex",
): string {
  if (provider === "yandex") {
    return `https://yandex.ru/maps/?pt=${point.lng},${point.lat}&z=${zoom}&l=map`;
  }
  return `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=${zoom}/${point.lat}/${point.lng}`;
}

/** The four hemispheres' words in the page's language (the catalogue's `components.map`). */
export interface Hemispheres {
  north: string;
  south: string;
  east: string;
  west: string;
}

/** 54.943661, 20.159837 → «54.943661° с. ш., 20.159837° в. д.», "54.943661° N, 20.159837° E". */
export function coordinatesText(point: { lat: number; lng: number }, words: Hemispheres): string {
  const lat = `${Math.abs(point.lat).toFixed(6)}°\u00A0${point.lat >= 0 ? words.north : words.south}`;
  const lng = `${Math.abs(point.lng).toFixed(6)}°\u00A0${point.lng >= 0 ? words.east : words.west}`;
  return `${lat}, ${lng}`;
}
