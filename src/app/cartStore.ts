import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { CartSyncEvents } from '../features/cart/cartPersistence';
import { cartCheckSlice } from '../features/cart/cartCheckSlice';
import { cartRestoreSlice, cartSlice } from '../features/cart/cartSlice';
import type { catalogAnsweredSlice, catalogApi } from '../features/catalog';
import { noStorage } from '../lib/storage';
import type { KeyValueStorage } from '../lib/storage';
import { basePath } from './config';
import { createAppListenerMiddleware } from './listeners';

/**
 * The store's reducers: the cart's from the start, the catalogue's (RTK Query and its answered flag) once the app
 * attaches them (`attachCatalog`, src/app/store.ts). The boot makes the store with this module alone, so the painted
 * page saves an Add to Cart before React, the router or RTK Query have downloaded (docs/decisions/0010).
 */
export const rootReducer = combineSlices(cartSlice, cartRestoreSlice, cartCheckSlice).withLazyLoadedSlices<
  WithSlice<typeof catalogApi> & WithSlice<typeof catalogAnsweredSlice>
>();

/** Middleware the app adds when it attaches the catalogue (RTK Query's). One instance: every store runs what it holds. */
export const catalogMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** The outside world a store talks to, given to thunks, RTK Query and listeners as `extra`. */
export type StoreExtra = {
  /** Where the cart is saved. The browser entry passes the browser storage (src/lib/storage.ts); tests pass their own. */
  storage: KeyValueStorage;
  /** Base URL the catalogue file is fetched under. */
  catalogBaseUrl: string;
  /** The window whose other-tab and back/forward events the cart follows once booted; none in tests by default. */
  events?: CartSyncEvents | undefined;
};

/** Builds a store with the cart only. The browser entry makes the page's one store with it (src/main.tsx). */
export function makeCartStore(preloadedState?: Partial<RootState>, extraOverrides: Partial<StoreExtra> = {}) {
  const extra: StoreExtra = { storage: noStorage, catalogBaseUrl: basePath, ...extraOverrides };
  const listenerMiddleware = createAppListenerMiddleware(extra);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(catalogMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Mossbloom storefront' },
  });
}

export type AppStore = ReturnType<typeof makeCartStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;
