import { ATTR_PAGE_STEP, ATTR_PAGE_TOTAL, PRODUCT_GRID_ID } from '../../lib/pageContract';
import type { LaterPaintedPageFeature } from '../../lib/paintedPage';
import { keepPagingInView } from './keepPagingInView';
import { canLoadMore, canShowLess, loadMore, showLess } from './paging';

/**
 * Load More or Show Less on the painted grid, by the store's own paging rules (./paging.ts): Load More shows the
 * products the page carries ahead, hidden; Show Less hides the last ones again; each button shows while it has
 * something to do. 'shown': the tap still plays to the app, whose grid then shows as many, and whose count line then
 * says so (its text is React's: changed before hydration, it would not hydrate). Without the number of products, or
 * with fewer painted than Load More would show, the tap waits for the app.
 */
function page(doc: Document, button: HTMLButtonElement) {
  const step = button.getAttribute(ATTR_PAGE_STEP);
  const grid = doc.getElementById(PRODUCT_GRID_ID);
  const total = Number(grid?.getAttribute(ATTR_PAGE_TOTAL) ?? Number.NaN);
  if ((step !== 'more' && step !== 'less') || !grid || !Number.isInteger(total)) return undefined;
  const items = [...grid.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
  const visible = items.filter((item) => !item.hidden).length;
  const next = step === 'more' ? loadMore(visible) : showLess(visible);
  if (items.length < Math.min(next, total)) return undefined;
  items.forEach((item, index) => {
    item.hidden = index >= next;
  });
  for (const control of doc.querySelectorAll<HTMLElement>(`[${ATTR_PAGE_STEP}]`)) {
    control.hidden = control.getAttribute(ATTR_PAGE_STEP) === 'more' ? !canLoadMore(next, total) : !canShowLess(next);
  }
  if (step === 'less') keepPagingInView(button.parentElement);
  return 'shown' as const;
}

/** The shop's paging on the painted page (src/lib/paintedPage.ts): Load More and Show Less, before the app. */
export const pagingOnThePaintedPage: LaterPaintedPageFeature<unknown> = {
  name: 'paging',
  // The grid's products painted ahead, and the buttons shown or not.
  sets: ['hidden'],
  onPaintedPage: ({ doc }) => ({ answer: (button) => page(doc, button) }),
};
