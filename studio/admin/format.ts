/** Dates and instants as the manager tools show them (Russian, the hotel's zone). */

/** «1 декабря 2026». */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("ru-RU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** «22.11.2026, 11:00» in the hotel's zone. */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString("ru-RU", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Kaliningrad",
  });
}
