/**
 * How much must show below the results' heading for the results to be on screen: the count and the top of the
 * first row of products.
 */
const RESULTS_ROOM = 240;

/**
 * Brings the results under the sticky header, unless their heading is on screen already with the start of the
 * results below it. "On screen" is the visual viewport: on a phone the keyboard covers the page's lower half. The
 * header's share of the screen is the page's scroll padding (global.css), which scrolling into view also keeps clear.
 */
export function revealResults(heading: HTMLElement | null) {
  if (!heading) return;
  const screen = window.visualViewport;
  const screenTop = screen?.offsetTop ?? 0;
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top } = heading.getBoundingClientRect();
  if (top >= screenTop + covered && top + RESULTS_ROOM <= screenTop + (screen?.height ?? window.innerHeight)) return;
  heading.scrollIntoView({ block: 'start' });
}

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
