/**
 * After Show Less: the grid is shorter and the browser kept the scroll position, which would leave the shopper in
 * the footer. The paging controls come to the bottom of the screen, under the last products, and focus stays on
 * Show Less, or goes to Load More when Show Less is gone.
 */
export function keepPagingInView(paging: HTMLElement | null) {
  if (!paging) return;
  paging.scrollIntoView({ block: 'end' });
  if (!paging.contains(document.activeElement)) paging.querySelector('button')?.focus({ preventScroll: true });
}
