import { slidersOnThePaintedPage } from '../components/Slider/slidersOnThePaintedPage';
import { needsOnThePaintedPage } from '../features/home/needsOnThePaintedPage';
import { pagingOnThePaintedPage } from '../features/shop/pagingOnThePaintedPage';
import type { LaterPaintedPageFeature } from '../lib/paintedPage';
import type { AppStore } from './store';

/**
 * The painted page's features whose taps may wait a moment (src/app/paintedPageFeatures.ts): the carousels, the home
 * page's needs and the shop's Load More and Show Less, each showing on the painted page what the store then shows too.
 */
export const later: readonly LaterPaintedPageFeature<AppStore>[] = [
  slidersOnThePaintedPage,
  needsOnThePaintedPage,
  pagingOnThePaintedPage,
];
