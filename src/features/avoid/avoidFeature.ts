import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { StartListening } from '../../app/keepInStorage';
import { addAppListener } from '../../app/listeners';
import { lazySlices } from '../../app/lazySlices';
import type { AppDispatch, RootState, StoreExtra } from '../../app/hooks';
import { avoidList } from './avoidList';
import { avoidEmptied, avoidListRead, avoidRemoved, avoidSlice, avoidToggled } from './avoidSlice';

// The avoid list's chunk: what the store needs to hold the list, brought by the first page that needs it
// (./avoided.ts says when). Its actions are here too, so whatever dispatches one has brought the slice first.

/** The avoid list has come to this store: it is read now, and followed from here on. */
const avoidCame = createAction('avoid/came');

/** The list as the store holds it. */
const { selectAvoidNames } = avoidSlice.injectInto(lazySlices).selectors;

/** The stores the list has come to, each by its `extra` (one per store). */
const came = new WeakSet<StoreExtra>();

/** The store's `extra`: where it keeps what the shopper chose, and the window events it follows. */
const extraOf = (): ThunkAction<StoreExtra, RootState, StoreExtra, UnknownAction> => (_dispatch, _getState, extra) =>
  extra;

/**
 * Brings the avoid list to the store, once (its slice is injected as this module loads): kept under `avoid` after each change the shopper makes
 * (src/app/keepInStorage.ts: kept for the visit when storage refuses it), read now and followed from another tab and
 * the back/forward cache.
 */
export function bringAvoidList(dispatch: AppDispatch): void {
  const extra = dispatch(extraOf());
  if (came.has(extra)) return;
  came.add(extra);
  const { storage, events } = extra;
  const startAppListening: StartListening = (listener) => dispatch(addAppListener(listener));
  keepInStorage(startAppListening, {
    storage,
    events,
    list: avoidList,
    writeAfter: isAnyOf(avoidToggled, avoidRemoved, avoidEmptied),
    kept: selectAvoidNames,
    read: (names, followed) => avoidListRead(names, followed),
    readAfter: avoidCame.match,
  });
  dispatch(avoidCame());
}

export { avoidEmptied, avoidListRead, avoidRemoved, avoidToggled };
