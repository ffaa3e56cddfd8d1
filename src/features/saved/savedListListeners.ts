import { isAnyOf } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import type { KeyValueStorage, StorageEvents } from '../../lib/storage';
import { catalogApi, selectKeptCatalog } from '../catalog';
import { checkSaved } from './savedCheck';
import { SAVED_LIST_KEY, readSavedList, writeSavedList } from './savedList';
import {
  cartLineSaved,
  checkedAgainstCatalogue,
  movedToCart,
  removed,
  savedListRead,
  selectIsSavedListFollowed,
  selectKeptForOtherTabs,
  selectSavedItems,
  toggled,
} from './savedSlice';

export type SavedListListenerOptions = {
  /** Where the saved list is kept. */
  storage: KeyValueStorage;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: StorageEvents | undefined;
};

/**
 * The store's side of the saved list (./savedList.ts), as the cart's (src/features/cart/savedCartListeners.ts): kept
 * after every change the shopper made, and the catalogue file's changes but those to a list followed from another
 * tab (shown, not written back: lib/storage.ts's `FollowedMeta`); read once the store is `booted`, then again when another
 * tab keeps it or the page returns from the back/forward cache. While storage refuses it, the page holds its only
 * copy (kept for the visit), and a script that cannot load does not load the page afresh (src/lib/reloadAfresh.ts).
 * Returns the function that removes both listeners.
 */
export function addSavedListListeners(
  startAppListening: AppStartListening,
  { storage, events }: SavedListListenerOptions,
) {
  return keepInStorage(startAppListening, {
    key: SAVED_LIST_KEY,
    events,
    writeAfter: isAnyOf(toggled, removed, movedToCart, cartLineSaved, checkedAgainstCatalogue),
    // With the products another tab saved that this tab's file does not have: only that tab's shopper removes them.
    write: (state) => writeSavedList(storage, [...selectSavedItems(state), ...selectKeptForOtherTabs(state)]),
    read: (followed) => savedListRead(readSavedList(storage), followed),
  });
}

const { matchFulfilled } = catalogApi.endpoints.getCatalog;

/**
 * Reads the saved list against the catalogue file (./savedCheck.ts) when the file answers, and again when products
 * come in from elsewhere while its answer is kept: another tab's list, a heart tapped on a painted product, a cart
 * line saved. Says so only when the file changes something. Returns the function that removes it.
 */
export function addSavedCheck(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(matchFulfilled, savedListRead, toggled, cartLineSaved),
    effect: (action, listenerApi) => {
      const catalog = matchFulfilled(action) ? action.payload : selectKeptCatalog(listenerApi.getState());
      if (!catalog) return;
      const state = listenerApi.getState();
      const check = checkSaved(selectSavedItems(state), catalog.products);
      if (check) listenerApi.dispatch(checkedAgainstCatalogue(check, selectIsSavedListFollowed(state)));
    },
  });
}
