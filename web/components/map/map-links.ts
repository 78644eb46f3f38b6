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

/** 54.943661, 20.159837 → «54.943661° с. ш., 20.159837° в. д.» */
export function coordinatesText(point: { lat: number; lng: number }): string {
  const lat = `${Math.abs(point.lat).toFixed(6)}°\u00A0${point.lat >= 0 ? "с.\u00A0ш." : "ю.\u00A0ш."}`;
  const lng = `${Math.abs(point.lng).toFixed(6)}°\u00A0${point.lng >= 0 ? "в.\u00A0д." : "з.\u00A0д."}`;
  return `${lat}, ${lng}`;
}
