/**
 * The text-review carousel (docs/site.md#reviews): on desktop three reviews at a time; previous and
 * next move by one; previous is off at the start, next at the end.
 */
export const REVIEWS_PER_PAGE = 3;
/** Reviews taller than this get «Читать полностью» / «Скрыть». */
export const REVIEW_COLLAPSE_HEIGHT = 150;
/** Widths up to this show every review in one horizontal scroll instead of the carousel. */
export const REVIEWS_SCROLL_MAX_WIDTH = 1023;

export interface CarouselWindow {
  /** Index of the first visible review (clamped). */
  start: number;
  canGoBack: boolean;
  canGoForward: boolean;
  /** Indexes of the visible reviews. */
  visible: number[];
}

export function carouselWindow(start: number, total: number, perPage = REVIEWS_PER_PAGE): CarouselWindow {
  const lastStart = Math.max(total - perPage, 0);
  const clamped = Math.min(Math.max(start, 0), lastStart);
  const end = Math.min(clamped + perPage, total);
  return {
    start: clamped,
    canGoBack: clamped > 0,
    canGoForward: clamped < lastStart,
    visible: Array.from({ length: end - clamped }, (_, offset) => clamped + offset),
  };
}
