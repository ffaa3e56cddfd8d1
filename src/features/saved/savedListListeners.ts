import { isAnyOf } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { catalogApi, selectKeptCatalog } from '../catalog';
import { checkSaved } from './savedCheck';
import { savedList } from './savedList';
import {
  cartLineSaved,
  checkedAgainstCatalogue,
  heartToggled,
  movedToCart,
  removed,
  savedListRead,
  selectIsSavedListFollowed,
  selectKeptForOtherTabs,
  selectSavedItems,
} from './savedSlice';

/**
 * The store's side of the saved list (./savedList.ts), by src/app/keepInStorage.ts, as the cart's
 * (src/features/cart/keptCartListeners.ts): kept after every change the shopper made, and the catalogue file's
 * changes but those to a list followed from another tab (shown, not written back: lib/followed.ts's `FollowedMeta`);
 * read once the store is `booted`, then again when another tab keeps it or the page returns from the back/forward
 * cache. Returns the function that removes both listeners.
 */
export function addSavedListListeners(startAppListening: AppStartListening, access: StorageAccess) {
  return keepInStorage(startAppListening, {
    ...access,
    list: savedList,
    writeAfter: isAnyOf(heartToggled, removed, movedToCart, cartLineSaved, checkedAgainstCatalogue),
    // With the products another tab saved that this tab's file does not have: only that tab's shopper removes them.
    kept: (state) => [...selectSavedItems(state), ...selectKeptForOtherTabs(state)],
    read: savedListRead,
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
    matcher: isAnyOf(matchFulfilled, savedListRead, heartToggled, cartLineSaved),
    effect: (action, listenerApi) => {
      const catalog = matchFulfilled(action) ? action.payload : selectKeptCatalog(listenerApi.getState());
      if (!catalog) return;
      const state = listenerApi.getState();
      const check = checkSaved(selectSavedItems(state), catalog.products);
      if (check) listenerApi.dispatch(checkedAgainstCatalogue(check, selectIsSavedListFollowed(state)));
    },
  });
}
