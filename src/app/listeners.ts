import { addListener, createListenerMiddleware } from '@reduxjs/toolkit';
import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState, StoreExtra } from './store';
import { storeListeners } from './storeFeatures';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreExtra>;

/**
 * For a component that listens while it is mounted (`useEffect(() => dispatch(addAppListener({...})), [])`), and for a
 * feature that comes later with its chunk: its listeners start when it dispatches this, on the page's one store.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, StoreExtra>();

/** A store's listener middleware, with the listeners of the features it holds from its start (./storeFeatures.ts). */
export function createAppListenerMiddleware(extra: StoreExtra) {
  const listenerMiddleware = createListenerMiddleware({ extra });
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  for (const listen of storeListeners) listen(startAppListening, { storage: extra.storage, events: extra.events });
  return listenerMiddleware;
}
