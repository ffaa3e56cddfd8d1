import { slidersOnThePaintedPage } from '../components/Slider/slidersOnThePaintedPage';
import { avoidOnThePaintedPage } from '../features/avoid/avoidOnThePaintedPage';
import type { LaterPaintedPageFeature } from '../lib/paintedPage';
import type { AppStore } from './store';

/**
 * The painted page's features whose taps may wait a moment (src/app/paintedPageFeatures.ts): the carousels, showing
 * on the painted page what the store then shows too, and the product page's "Avoid ‹ingredient›" toggles.
 */
export const later: readonly LaterPaintedPageFeature<AppStore>[] = [slidersOnThePaintedPage, avoidOnThePaintedPage];
