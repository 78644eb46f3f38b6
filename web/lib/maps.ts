import "server-only";
import { env } from "@platform/env";

/**
 * The Yandex Maps key when one is configured (YANDEX_MAPS_API_KEY); without it the site shows
 * Leaflet with OpenStreetMap tiles. Read on the server and handed to the map component.
 */
export function mapsApiKey(): string | undefined {
  return env().YANDEX_MAPS_API_KEY;
}
