/**
 * Where the search bar's calendar opens (docs/booking-journey-search.md «Date picking»): whole
 * between the site's sticky header and the window's bottom, preferring its own side.
 */

/** The gap between the inputs and the calendar, and between the calendar and the window's edges. */
const POPOVER_GAP = 8;

export type Side = "top" | "bottom";

/**
 * Which side of the inputs the calendar opens on, and how far the page must scroll for all of it
 * to show: the preferred side when the calendar fits there between the site's sticky header and
 * the window's bottom, else the side with more room; what still does not fit is scrolled into view.
 */
export function popoverSide(input: {
  preferred: Side;
  /** The inputs' top and bottom and the sticky header's bottom, in the window. */
  inputsTop: number;
  inputsBottom: number;
  headerBottom: number;
  windowHeight: number;
  height: number;
}): { side: Side; scrollBy: number } {
  const room: Record<Side, number> = {
    top: input.inputsTop - POPOVER_GAP - Math.max(0, input.headerBottom) - POPOVER_GAP,
    bottom: input.windowHeight - input.inputsBottom - 2 * POPOVER_GAP,
  };
  const other: Side = input.preferred === "top" ? "bottom" : "top";
  const side =
    room[input.preferred] >= input.height || room[input.preferred] >= room[other] ? input.preferred : other;
  const short = Math.max(0, Math.ceil(input.height - room[side]));
  return { side, scrollBy: short === 0 ? 0 : side === "top" ? -short : short };
}
