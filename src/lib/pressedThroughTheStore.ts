import type { UnknownAction } from '@reduxjs/toolkit';
import type { Toggle } from './pressedToggle';

/** As much of a store as a toggle goes through. */
type StoreOf<State> = { dispatch: (action: UnknownAction) => unknown; getState: () => State };

/**
 * A pressed toggle on the painted page once the store is made (./pressedToggle.ts hands it over): the slice's action
 * for the product, kept by the feature's listener, and the list as the store then holds it. For a feature's module
 * of the app's chunk (`toggleThroughTheStore`): the entry carries no Redux.
 */
export function pressedThroughTheStore<State, Product, Entry>(
  toggled: (product: Product) => UnknownAction,
  selectList: (state: State) => Entry[],
): (store: StoreOf<State>) => Toggle<Product, Entry> {
  return (store) => (product) => {
    store.dispatch(toggled(product));
    return selectList(store.getState());
  };
}
