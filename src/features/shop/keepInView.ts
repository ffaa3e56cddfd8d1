/**
 * How far below the top of the results' heading their answer ends when no result is on the page to measure (a query
 * page as painted, before the catalogue came): the heading, the count and a whole first result, its picture, name,
 * price and Add to Cart, measured on a laptop (four across, 1280 px). A tablet's wider cards take a little more, but
 * there the results start too low for this to decide.
 */
const FIRST_RESULT_ROOM = 640;

/** Where the answer to a search ends on the screen: the bottom of the first result, or the room one would take. */
function answerBottom(heading: HTMLElement, top: number): number {
  const first = heading.closest('section')?.querySelector('article');
  return first ? first.getBoundingClientRect().bottom : top + FIRST_RESULT_ROOM;
}

/**
 * Brings the results under the sticky header, unless their heading is on screen already with the whole first result
 * below it (its name, price and Add to Cart). "On screen" is the visual viewport: on a phone the keyboard covers the
 * page's lower half. The header's share of the screen is the page's scroll padding (global.css), which scrolling into
 * view also keeps clear.
 */
export function revealResults(heading: HTMLElement | null) {
  if (!heading) return;
  const screen = window.visualViewport;
  const screenTop = screen?.offsetTop ?? 0;
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top } = heading.getBoundingClientRect();
  const bottom = answerBottom(heading, top);
  if (top >= screenTop + covered && bottom <= screenTop + (screen?.height ?? window.innerHeight)) return;
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
