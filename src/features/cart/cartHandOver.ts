import type { AppStore } from '../../app/hooks';
import { add } from './cartSlice';
import type { CartAdd } from './paintedCartTaps';

/**
 * Add to Cart on the painted page once the store is made (./cartOnThePaintedPage.ts hands it over): the store's `add`,
 * saved by its listener (docs/decisions/0003). In the app's chunk: the entry carries no Redux.
 */
export function addThroughTheStore(store: AppStore): CartAdd {
  return (item) => {
    const before = store.getState().cart;
    store.dispatch(add(item));
    return { before, after: store.getState().cart };
  };
}
