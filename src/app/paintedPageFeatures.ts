import { cartOnThePaintedPage } from '../features/cart/cartOnThePaintedPage';
import { compareOnThePaintedPage } from '../features/compare/compareOnThePaintedPage';
import { savedOnThePaintedPage } from '../features/saved/savedOnThePaintedPage';
import { shopOnThePaintedPage } from '../features/shop/shopOnThePaintedPage';
import { ATTR_AVOID_TOGGLE, ATTR_SLIDE_TO } from '../lib/pageContract';
import type { LaterPaintedPageFeature, PaintedPageFeature } from '../lib/paintedPage';
import type { AppStore } from './store';

/**
 * The features that work on the painted page before the app (src/lib/paintedPage.ts), in the order the entry asks
 * them: each paints in turn, and a tap goes to the first that answers it. Each is imported from its own module, not
 * its feature's index: the entry carries only what runs before the app. These answer from the first paint: what a
 * tap saves (the cart, the hearts) is saved the moment it is made.
 */
export const paintedPageFeatures: readonly PaintedPageFeature<AppStore>[] = [
  shopOnThePaintedPage,
  cartOnThePaintedPage,
  savedOnThePaintedPage,
  compareOnThePaintedPage,
];

/**
 * The controls the features below answer: a page without any asks nothing of them (the carousels' buttons, a product
 * page's "Avoid ‹ingredient›" toggles).
 */
const LATER_CONTROLS = `[${ATTR_SLIDE_TO}], [${ATTR_AVOID_TOGGLE}]`;

/**
 * Those whose taps may wait a moment (./paintedPageFeaturesLater.ts): asked after the ones above, from a chunk of
 * their own that the entry asks for once the page has painted, so the entry stays small; and only by a page that
 * shows one of their controls, so the other pages fetch nothing for them.
 */
export async function laterPaintedPageFeatures(doc: Document): Promise<readonly LaterPaintedPageFeature<AppStore>[]> {
  if (!doc.querySelector(LATER_CONTROLS)) return [];
  const { later } = await import(/* webpackChunkName: "painted" */ './paintedPageFeaturesLater');
  return later;
}
