import type { ListenerEffect, UnknownAction, UnsubscribeListener } from '@reduxjs/toolkit';
import { isFollowed } from '../lib/followed';
import type { KeptList } from '../lib/keptList';
import { stayWhile } from '../lib/reloadAfresh';
import { followStorage } from '../lib/storage';
import type { KeyValueStorage, StorageEvents } from '../lib/storage';
import { untilAborted } from '../lib/untilAborted';
import { booted } from './lifecycle';
import type { AppDispatch, RootState, StoreExtra } from './store';

/**
 * How it starts its listeners: a store's `startAppListening` (./listeners.ts), or, for a feature that comes later with
 * its chunk, `addAppListener` dispatched to the store.
 */
export type StartListening = (listener: {
  predicate: (action: UnknownAction) => boolean;
  effect: ListenerEffect<UnknownAction, RootState, AppDispatch, StoreExtra>;
}) => UnsubscribeListener;

/** The browser's storage as the store's listeners reach it (the store's `extra`). */
export type StorageAccess = {
  /** Where it is kept: the browser's storage (src/lib/storage.ts); tests pass their own. */
  storage: KeyValueStorage;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: StorageEvents | undefined;
};

export type KeptInStorage<Kept> = StorageAccess & {
  /** The list kept (src/lib/keptList.ts): its key, its read and its write. */
  list: KeptList<Kept>;
  /** After which actions it is written. */
  writeAfter: (action: UnknownAction) => boolean;
  /** What is written of the store's state. */
  kept: (state: RootState) => Kept;
  /**
   * The action that puts what storage holds into the store: at start-up, or `followed` when it changed under the page
   * (lib/followed.ts's `FollowedMeta`: what the store then makes of it is shown, not written back).
   */
  read: (kept: Kept, followed: boolean) => UnknownAction;
  /**
   * The action after which it is first read, then followed: `booted` for a feature the store holds from its start;
   * a feature that comes later with its chunk, once the store is made, names the action it dispatches when it has come.
   */
  readAfter?: (action: UnknownAction) => boolean;
};

/**
 * The store's side of a list kept in the browser's storage (the kept cart, the saved list): written after
 * `writeAfter`'s actions; read once the store is `booted`, then again when another tab writes it or the page returns
 * from the back/forward cache. While storage refuses it, the page holds its only copy, kept for the visit, and a
 * script that cannot load does not load the page afresh (src/lib/reloadAfresh.ts). Returns the function that removes
 * both listeners.
 */
export function keepInStorage<Kept>(startAppListening: StartListening, keeping: KeptInStorage<Kept>) {
  const { storage, events, list, writeAfter, kept, read, readAfter = booted.match } = keeping;
  let refused = false;
  const leave = stayWhile(list.key, () => refused);
  const stopWriting = startAppListening({
    // What a tab made of another tab's save is shown, never written back (lib/followed.ts's `FollowedMeta`).
    predicate: (action) => !isFollowed(action) && writeAfter(action),
    effect: (_action, listenerApi) => {
      refused = !list.write(storage, kept(listenerApi.getState()));
    },
  });
  const readNow = (followed: boolean) => read(list.read(storage), followed);
  const stopFollowing = startAppListening({
    predicate: readAfter,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe(); // once per store: a second read would add a second set of window listeners
      listenerApi.dispatch(readNow(false));
      if (!events) return;
      // Kept running until the listener is cancelled, then the window listeners go.
      const follow = () => {
        listenerApi.dispatch(readNow(true));
      };
      await untilAborted(listenerApi.signal, followStorage(events, list.key, follow));
    },
  });
  return () => {
    leave();
    stopWriting();
    stopFollowing({ cancelActive: true });
  };
}
