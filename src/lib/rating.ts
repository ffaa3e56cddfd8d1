/** Ratings are shown with one decimal, e.g. `4.0`. */
export function formatRating(rate: number): string {
  return rate.toFixed(1);
}
