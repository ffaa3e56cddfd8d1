import { pressedThroughTheStore } from '../../lib/pressedThroughTheStore';
import { heartToggled, selectSavedItems } from './savedSlice';

/**
 * A heart on the painted page once the store is made (./savedOnThePaintedPage.ts hands it over): the store's
 * `heartToggled`, kept by its listener. In the app's chunk: the entry carries no Redux.
 */
export const toggleThroughTheStore = pressedThroughTheStore(heartToggled, selectSavedItems);
