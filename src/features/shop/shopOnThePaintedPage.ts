import type { AppStore } from '../../app/hooks';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { openAtResults } from './openAtResults';

/**
 * The shop on the painted page (src/lib/paintedPage.ts): its page for a query opens at its results (./openAtResults.ts).
 * It keeps nothing and has nothing to hand over: its form works as a plain form until the app runs, and a tap on Load
 * More waits for the app, shown as taken (docs/decisions/0015).
 */
export const shopOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: 'shop',
  sets: [],
  onPaintedPage({ doc }) {
    openAtResults(doc);
    return {};
  },
};
