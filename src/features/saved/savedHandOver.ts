import type { AppStore } from '../../app/hooks';
import type { SavedToggle } from './savedOnThePaintedPage';
import { selectSavedItems, toggled } from './savedSlice';

/**
 * A heart on the painted page once the store is made (./savedOnThePaintedPage.ts hands it over): the store's
 * `toggled`, kept by its listener. In the app's chunk: the entry carries no Redux.
 */
export function toggleThroughTheStore(store: AppStore): SavedToggle {
  return (product) => {
    store.dispatch(toggled(product));
    return selectSavedItems(store.getState());
  };
}
