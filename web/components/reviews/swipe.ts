/** A horizontal swipe longer than this (px) changes the slide (docs/site.md#reviews). */
export const SWIPE_THRESHOLD = 50;

/**
 * The step a horizontal drag asks for: +1 (next) for a swipe to the left, −1 (previous) to the
 * right, 0 when it is too short or more vertical than horizontal (the page is being scrolled).
 */
export function swipeStep(dx: number, dy = 0, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
