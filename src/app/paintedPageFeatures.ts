import { cartOnThePaintedPage } from '../features/cart/cartOnThePaintedPage';
import { savedOnThePaintedPage } from '../features/saved/savedOnThePaintedPage';
import { shopOnThePaintedPage } from '../features/shop/shopOnThePaintedPage';
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
];

/**
 * Those whose taps may wait a moment (./paintedPageFeaturesLater.ts): asked after the ones above, from a chunk of
 * their own that the entry asks for once the page has painted, so the entry stays small.
 */
export async function laterPaintedPageFeatures(): Promise<readonly LaterPaintedPageFeature<AppStore>[]> {
  const { later } = await import(/* webpackChunkName: "painted" */ './paintedPageFeaturesLater');
  return later;
}
