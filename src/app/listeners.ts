import { addListener, createListenerMiddleware } from '@reduxjs/toolkit';
import type { TypedStartListening } from '@reduxjs/toolkit';
import { addCartCheck } from '../features/cart/cartCheckListener';
import { addKeptCartListeners } from '../features/cart/keptCartListeners';
import { addSavedCheck, addSavedListListeners } from '../features/saved/savedListListeners';
import type { AppDispatch, RootState, StoreExtra } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreExtra>;

/** For a component that listens while it is mounted: `useEffect(() => dispatch(addAppListener({...})), [])`. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, StoreExtra>();

/** One listener middleware per store, with every feature's side effects registered on it. */
export function createAppListenerMiddleware(extra: StoreExtra) {
  const listenerMiddleware = createListenerMiddleware({ extra });
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  addKeptCartListeners(startAppListening, { storage: extra.storage, events: extra.events });
  addCartCheck(startAppListening);
  addSavedListListeners(startAppListening, { storage: extra.storage, events: extra.events });
  addSavedCheck(startAppListening);
  return listenerMiddleware;
}
