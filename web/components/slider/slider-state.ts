/**
 * The rule of the site's image sliders (docs/site.md#image-sliders): the previous control is off on
 * the first image, the next on the last; the index never leaves 0…count−1.
 */
export interface SliderControls {
  canGoBack: boolean;
  canGoForward: boolean;
  previous: number;
  next: number;
}

export function sliderControls(index: number, count: number): SliderControls {
  const last = Math.max(count - 1, 0);
  const current = Math.min(Math.max(index, 0), last);
  return {
    canGoBack: current > 0,
    canGoForward: current < last,
    previous: Math.max(current - 1, 0),
    next: Math.min(current + 1, last),
  };
}

/** Cyclic stepping (gallery viewer, video reviews): past the last comes the first, and back. */
export function cycle(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
