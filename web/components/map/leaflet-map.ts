/**
 * Leaflet with OpenStreetMap tiles, loaded only when the map scrolls into view (hotel-map.tsx
 * imports this module lazily, with Leaflet and its stylesheet).
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export interface MapHandle {
  destroy(): void;
}

interface LeafletOptions {
  element: HTMLElement;
  center: { lat: number; lng: number };
  zoom: number;
  title: string;
  /** The zoom buttons' titles, in the page's language. */
  zoomIn: string;
  zoomOut: string;
  onTilesLoaded: () => void;
  onTilesFailed: () => void;
}

const MARKER_SVG =
  '<svg width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47s16-15.2 16-28A16 16 0 002 19c0 12.8 16 28 16 28z" fill="#1e2a25" stroke="#c28f6a" stroke-width="2"/><circle cx="18" cy="19" r="6" fill="#c28f6a"/></svg>';

export function createLeafletMap(options: LeafletOptions): MapHandle {
  const map = L.map(options.element, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom,
    zoomControl: false,
    // The page scrolls over the map; zoom with the buttons, a pinch or a double click.
    scrollWheelZoom: false,
  });
  L.control
    .zoom({ position: "topright", zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut })
    .addTo(map);
  map.attributionControl.setPrefix(false);

  let loaded = 0;
  let failed = 0;
  const tiles = L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  });
  tiles.on("tileload", () => {
    loaded += 1;
    if (loaded === 1) options.onTilesLoaded();
  });
  tiles.on("tileerror", () => {
    failed += 1;
    if (loaded === 0 && failed >= 2) options.onTilesFailed();
  });
  tiles.addTo(map);

  L.marker([options.center.lat, options.center.lng], {
    title: options.title,
    alt: options.title,
    icon: L.divIcon({
      html: MARKER_SVG,
      className: "hotel-map-marker",
      iconSize: [36, 48],
      iconAnchor: [18, 46],
    }),
  }).addTo(map);

  return { destroy: () => map.remove() };
}
