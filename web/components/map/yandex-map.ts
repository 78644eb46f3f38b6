/**
 * Yandex Maps (API 2.1) when YANDEX_MAPS_API_KEY is set: the same centre, zoom control and
 * marker as the Leaflet map. The script is added only when the map scrolls into view.
 */
import type { MapHandle } from "./leaflet-map";

interface YandexMap {
  destroy(): void;
  geoObjects: { add(object: unknown): void };
}

interface YandexMapsApi {
  ready(callback: () => void): void;
  Map: new (element: HTMLElement, state: { center: number[]; zoom: number; controls: string[] }) => YandexMap;
  Placemark: new (coordinates: number[], properties: object, options: object) => unknown;
}

declare global {
  interface Window {
    ymaps?: YandexMapsApi;
  }
}

export class MapLoadError extends Error {
  readonly code = "MAP_SCRIPT_FAILED";
  constructor(message: string) {
    super(message);
    this.name = "MapLoadError";
  }
}

function loadScript(apiKey: string): Promise<YandexMapsApi> {
  if (window.ymaps) return Promise.resolve(window.ymaps);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () =>
      window.ymaps
        ? resolve(window.ymaps)
        : reject(new MapLoadError("Yandex Maps script loaded without ymaps"));
    script.onerror = () => reject(new MapLoadError("Yandex Maps script failed to load"));
    document.head.append(script);
  });
}

export async function createYandexMap(options: {
  element: HTMLElement;
  apiKey: string;
  center: { lat: number; lng: number };
  zoom: number;
  title: string;
}): Promise<MapHandle> {
  const ymaps = await loadScript(options.apiKey);
  await new Promise<void>((resolve) => ymaps.ready(resolve));
  const map = new ymaps.Map(options.element, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom,
    controls: ["zoomControl"],
  });
  map.geoObjects.add(
    new ymaps.Placemark(
      [options.center.lat, options.center.lng],
      { hintContent: options.title },
      { preset: "islands#brownDotIcon" },
    ),
  );
  return { destroy: () => map.destroy() };
}
