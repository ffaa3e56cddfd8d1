import { ATTR_PAGE_STEP, PRODUCT_GRID_ID } from '../../lib/pageContract';
import type { LaterPaintedPageFeature } from '../../lib/paintedPage';
import { loadMore } from './paging';

/**
 * Load More on the painted grid: shows the products the page carries ahead, hidden, by the store's own paging rule
 * (./paging.ts). 'shown': the tap still plays to the app, whose grid then shows as many. With none ahead, the tap
 * waits for the app.
 */
function showMore(doc: Document, button: HTMLButtonElement) {
  if (button.getAttribute(ATTR_PAGE_STEP) !== 'more') return undefined;
  const items = [...(doc.getElementById(PRODUCT_GRID_ID)?.children ?? [])].filter(
    (item): item is HTMLElement => item instanceof HTMLElement,
  );
  const visible = items.filter((item) => !item.hidden).length;
  const ahead = items.slice(visible, loadMore(visible));
  if (ahead.length === 0) return undefined;
  for (const item of ahead) item.hidden = false;
  return 'shown' as const;
}

/** The shop's Load More on the painted page (src/lib/paintedPage.ts): it shows the products painted ahead. */
export const loadMoreOnThePaintedPage: LaterPaintedPageFeature<unknown> = {
  name: 'load more',
  // The grid's products painted ahead.
  sets: ['hidden'],
  onPaintedPage: ({ doc }) => ({ answer: (button) => showMore(doc, button) }),
};
