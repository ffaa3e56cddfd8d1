/**
 * The room from the top of the results' heading to the end of a whole first result (its picture, name, price and Add
 * to Cart) when none is on the page to measure (a query page painted before the catalogue came). Measured on a laptop,
 * four across at 1280 px; a tablet's cards take a little more, but there the results start too low for it to decide.
 */
const FIRST_RESULT_ROOM = 640;

/**
 * Brings the results under the sticky header, unless their heading and whole first result are on screen already.
 * "On screen" is the visual viewport: on a phone the keyboard covers the page's lower half. The header's share of the
 * screen is the page's scroll padding (global.css), which scrolling into view also keeps clear.
 */
export function revealResults(heading: HTMLElement | null) {
  if (!heading) return;
  const screen = window.visualViewport;
  const screenTop = screen?.offsetTop ?? 0;
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top } = heading.getBoundingClientRect();
  const first = heading.closest('section')?.querySelector('article');
  const bottom = first ? first.getBoundingClientRect().bottom : top + FIRST_RESULT_ROOM;
  if (top >= screenTop + covered && bottom <= screenTop + (screen?.height ?? window.innerHeight)) return;
  heading.scrollIntoView({ block: 'start' });
}
