import type { AppStore } from '../../app/hooks';
import { ATTR_PAGE_STEP, PRODUCT_GRID_ID } from '../../lib/pageContract';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { openAtResults } from './openAtResults';
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

/**
 * The shop on the painted page (src/lib/paintedPage.ts): its page for a query opens at its results (./openAtResults.ts),
 * and Load More shows the products painted ahead. It keeps nothing and has nothing to hand over: its form works as a
 * plain form until the app runs.
 */
export const shopOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: 'shop',
  // The grid's products painted ahead, which Load More shows.
  sets: ['hidden'],
  onPaintedPage({ doc }) {
    openAtResults(doc);
    return {
      answer: (button) => showMore(doc, button),
    };
  },
};
