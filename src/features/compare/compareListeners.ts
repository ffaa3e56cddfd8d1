import { isAnyOf } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { announce } from '../../lib/liveRegion';
import { catalogApi, isSameId, selectKeptCatalog } from '../catalog';
import { compareList } from './compareList';
import { isRefused } from './compareRules';
import { comparedWithdrawn, compareListRead, compareRemoved, compareToggled, selectComparedIds } from './compareSlice';
import { hideRefusal, showRefusal } from './refusal';

/**
 * The store's side of the compare list (./compareList.ts), by src/app/keepInStorage.ts: kept after every change,
 * read once the store is `booted`, then again when another tab keeps it or the page returns from the back/forward
 * cache; kept in the page for the visit while storage refuses it.
 */
export function addCompareListListeners(startAppListening: AppStartListening, access: StorageAccess) {
  return keepInStorage(startAppListening, {
    ...access,
    list: compareList,
    writeAfter: isAnyOf(compareToggled, compareRemoved, comparedWithdrawn),
    kept: selectComparedIds,
    read: compareListRead,
  });
}

const { matchFulfilled } = catalogApi.endpoints.getCatalog;

/**
 * A product the catalogue file no longer has leaves the compare list when the file answers (or when a list is read
 * while its answer is kept), quietly: the comparison never shows it, and "Compare (n)" counts what it shows.
 */
export function addCompareCheck(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(matchFulfilled, compareListRead),
    effect: (action, listenerApi) => {
      const catalog = matchFulfilled(action) ? action.payload : selectKeptCatalog(listenerApi.getState());
      if (!catalog) return;
      const withdrawn = selectComparedIds(listenerApi.getState()).filter(
        (id) => !catalog.products.some((product) => isSameId(product.id, id)),
      );
      if (withdrawn.length > 0) listenerApi.dispatch(comparedWithdrawn(withdrawn));
    },
  });
}

/**
 * What the page says of a tap on the list: a fourth product refused, the message under "Compare (3)" shows and is
 * said aloud (./refusal.ts, as the painted page does it); any change the shopper makes hides it again.
 */
export function addRefusalMessage(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(compareToggled, compareRemoved),
    effect: (action, listenerApi) => {
      const refused =
        compareToggled.match(action) && isRefused(selectComparedIds(listenerApi.getOriginalState()), action.payload);
      if (refused) {
        showRefusal(document, (message) => {
          announce(document, message);
        });
      } else {
        hideRefusal(document);
      }
    },
  });
}
