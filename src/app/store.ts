import { checkCartAgainstCatalogue } from '../features/cart';
import { catalogAnsweredSlice, catalogApi } from '../features/catalog';
import { catalogMiddleware, makeCartStore, rootReducer } from './cartStore';
import { catalogAttached } from './lifecycle';
import type { AppStore, RootState, StoreExtra } from './cartStore';

export type { AppDispatch, AppStore, AppThunk, RootState, StoreExtra } from './cartStore';

/** A store's state once the catalogue is attached: RTK Query's cache and the answered flag are there. */
export type StateWithCatalog = RootState & Required<Pick<RootState, 'catalogApi' | 'catalogAnswered'>>;
export type StoreWithCatalog = Omit<AppStore, 'getState'> & { getState: () => StateWithCatalog };

/**
 * Gives `store` the catalogue: RTK Query's reducer and middleware, the answered flag, and the reading of the cart
 * against each answer. The app does it as it starts (src/app/start.tsx); the boot's store had the cart alone, so the
 * painted page could save an Add to Cart before these modules had downloaded (docs/decisions/0010).
 */
export function attachCatalog(store: AppStore): StoreWithCatalog {
  // Both keep what they were given once: a second store (each test makes its own) adds nothing twice.
  rootReducer.inject(catalogApi);
  rootReducer.inject(catalogAnsweredSlice);
  catalogMiddleware.addMiddleware(catalogApi.middleware);
  // The first action the new reducers see: from here on the store's state holds the catalogue's.
  store.dispatch(catalogAttached());
  checkCartAgainstCatalogue(store.dispatch);
  // What the injection did, which the store's own type (the boot's, where both are optional) cannot say.
  return store as StoreWithCatalog;
}

/** Builds a whole store, the catalogue attached: each test makes its own, and so does the prerender. */
export function makeStore(preloadedState?: Partial<RootState>, extraOverrides: Partial<StoreExtra> = {}) {
  return attachCatalog(makeCartStore(preloadedState, extraOverrides));
}
