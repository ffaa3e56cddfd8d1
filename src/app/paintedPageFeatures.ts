import { slidersOnThePaintedPage } from '../components/Slider/slidersOnThePaintedPage';
import { cartOnThePaintedPage } from '../features/cart/cartOnThePaintedPage';
import { savedOnThePaintedPage } from '../features/saved/savedOnThePaintedPage';
import { shopOnThePaintedPage } from '../features/shop/shopOnThePaintedPage';
import type { PaintedPageFeature } from '../lib/paintedPage';
import type { AppStore } from './store';

/**
 * The features that work on the painted page before the app (src/lib/paintedPage.ts), in the order the entry asks
 * them: each paints in turn, and a tap goes to the first that answers it. Each is imported from its own module, not
 * its feature's index: the entry carries only what runs before the app.
 */
export const paintedPageFeatures: readonly PaintedPageFeature<AppStore>[] = [
  shopOnThePaintedPage,
  slidersOnThePaintedPage,
  cartOnThePaintedPage,
  savedOnThePaintedPage,
];
