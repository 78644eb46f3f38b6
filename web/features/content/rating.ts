/**
 * The guests' rating: one figure, the average of the stars of the published text reviews, rounded
 * to one decimal. /brand shows it and the hotel's structured data (schema.org AggregateRating)
 * states it, with the number of reviews it comes from, so the two cannot disagree; no content
 * field holds it (docs/content-model.md «One fact, said once»).
 */
export interface GuestRating {
  /** 0–5, one decimal: 4.8. */
  value: number;
  /** The reviews it is the average of (reviews with no stars are not counted). */
  count: number;
}

export function guestRating(stars: readonly number[]): GuestRating | undefined {
  const rated = stars.filter((value) => Number.isFinite(value) && value > 0);
  if (rated.length === 0) return undefined;
  const average = rated.reduce((sum, value) => sum + value, 0) / rated.length;
  return { value: Math.round(average * 10) / 10, count: rated.length };
}

/** «4,8», «5,0»: the figure as the page writes it. */
export function ratingText(rating: GuestRating): string {
  return rating.value.toFixed(1).replace(".", ",");
}
