import { pressedThroughTheStore } from '../../lib/pressedThroughTheStore';
import { compareToggled, selectComparedIds } from './compareSlice';

/**
 * A "Compare ‹name›" toggle on the painted page once the store is made (./compareOnThePaintedPage.ts hands it over):
 * the store's `compareToggled`, kept by its listener. In the app's chunk: the entry carries no Redux.
 */
export const toggleThroughTheStore = pressedThroughTheStore(compareToggled, selectComparedIds);
