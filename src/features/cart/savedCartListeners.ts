import { isAnyOf } from '@reduxjs/toolkit';
import { booted } from '../../app/lifecycle';
import type { AppStartListening } from '../../app/listeners';
import { stayWhile } from '../../lib/reloadAfresh';
import { followStorage } from '../../lib/storage';
import type { KeyValueStorage, StorageEvents } from '../../lib/storage';
import { add, checkedAgainstCatalogue, remove, savedCartRead, subtract } from './cartSlice';
import { SAVED_CART_KEY, readSavedCart, writeSavedCart } from './savedCart';

export type SavedCartListenerOptions = {
  /** Where the cart is saved. */
  storage: KeyValueStorage;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: StorageEvents | undefined;
};

/**
 * The store's side of the saved cart (./savedCart.ts, docs/decisions/0003): written after add, subtract and remove
 * (never after `clear`), and after the catalogue file changed a line (docs/decisions/0010); read once the store is
 * `booted`, then read again when another tab saves or the page returns from the back/forward cache. While storage
 * refuses the cart, the page holds its only copy, and a script that cannot load does not load the page afresh
 * (src/lib/reloadAfresh.ts). Returns the function that removes both listeners.
 */
export function addSavedCartListeners(
  startAppListening: AppStartListening,
  { storage, events }: SavedCartListenerOptions,
) {
  let refused = false;
  const leave = stayWhile(SAVED_CART_KEY, () => refused);
  const stopSaving = startAppListening({
    predicate: (action) =>
      isAnyOf(add, subtract, remove)(action) ||
      (checkedAgainstCatalogue.match(action) && action.payload.updated.length > 0),
    effect: (_action, listenerApi) => {
      refused = !writeSavedCart(storage, listenerApi.getState().cart);
    },
  });
  const stopFollowing = startAppListening({
    actionCreator: booted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe(); // once per store: a second boot would add a second set of window listeners
      const read = () => {
        listenerApi.dispatch(savedCartRead(readSavedCart(storage)));
      };
      read();
      if (!events) return;
      const stop = followStorage(events, SAVED_CART_KEY, read);
      // Kept running until the listener is cancelled, then the window listeners go. Removed by hand, not with
      // addEventListener's `signal` option, which rejects a signal from another realm than the window's (jsdom).
      await new Promise<void>((resolve) => {
        listenerApi.signal.addEventListener('abort', () => {
          stop();
          resolve();
        });
      });
    },
  });
  return () => {
    leave();
    stopSaving();
    stopFollowing({ cancelActive: true });
  };
}
