import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { KeyValueStorage, StorageEvents } from '../lib/storage';
import { basePath } from './config';
import type { LazyLoadedSlices } from './lazySlices';
import { createAppListenerMiddleware } from './listeners';
import { storeMiddleware, storeSlices } from './storeFeatures';

/**
 * The store's reducer: the slices of the features it holds from its start (./storeFeatures.ts). A feature that comes
 * later with its chunk injects its own (./lazySlices.ts, docs/architecture.md).
 */
export const rootReducer = combineSlices(...storeSlices).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The outside world a store talks to, given to thunks, RTK Query and listeners as `extra`. */
export type StoreExtra = {
  /** Where the cart and the other lists are kept: the browser storage (src/lib/storage.ts); tests pass their own. */
  storage: KeyValueStorage;
  /** Base URL the catalogue file is fetched under. */
  catalogBaseUrl: string;
  /** The window whose other-tab and back/forward events the kept lists follow; none in tests by default. */
  events?: StorageEvents | undefined;
};

/** Storage that keeps nothing: for server rendering and for tests that do not care about persistence. */
const noStorage: KeyValueStorage = { read: () => null, write: () => false };

/** Builds a store: the app makes the page's one (src/app/start.tsx), the prerender one per page, each test its own. */
export function makeStore(preloadedState?: Partial<RootState>, extraOverrides: Partial<StoreExtra> = {}) {
  const extra: StoreExtra = { storage: noStorage, catalogBaseUrl: basePath, ...extraOverrides };
  const listenerMiddleware = createAppListenerMiddleware(extra);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(...storeMiddleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Mossbloom storefront' },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;
