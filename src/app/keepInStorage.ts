import type { UnknownAction } from '@reduxjs/toolkit';
import { stayWhile } from '../lib/reloadAfresh';
import { followStorage } from '../lib/storage';
import type { StorageEvents } from '../lib/storage';
import { untilAborted } from '../lib/untilAborted';
import { booted } from './lifecycle';
import type { AppStartListening } from './listeners';
import type { RootState } from './store';

export type KeptInStorage = {
  /** The storage key it is kept under. */
  key: string;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: StorageEvents | undefined;
  /** After which actions it is written. */
  writeAfter: (action: UnknownAction) => boolean;
  /** Writes it from the store's state; false when storage refused it. */
  write: (state: RootState) => boolean;
  /**
   * The action that puts what storage holds into the store: at start-up, or `followed` when it changed under the page
   * (lib/storage.ts's `FollowedMeta`: what the store then makes of it is shown, not written back).
   */
  read: (followed: boolean) => UnknownAction;
};

/** Whether an action says it was `followed` from another tab's save (lib/storage.ts's `FollowedMeta`). */
const isFollowed = (action: UnknownAction) =>
  typeof action.meta === 'object' && action.meta !== null && 'followed' in action.meta && action.meta.followed === true;

/**
 * The store's side of something kept in the browser's storage (the saved cart, the saved list): written after
 * `writeAfter`'s actions; read once the store is `booted`, then again when another tab writes it or the page returns
 * from the back/forward cache. While storage refuses it, the page holds its only copy, and a script that cannot load
 * does not load the page afresh (src/lib/reloadAfresh.ts). Returns the function that removes both listeners.
 */
export function keepInStorage(startAppListening: AppStartListening, kept: KeptInStorage) {
  const { key, events, writeAfter, write, read } = kept;
  let refused = false;
  const leave = stayWhile(key, () => refused);
  const stopWriting = startAppListening({
    // What a tab made of another tab's save is shown, never written back (lib/storage.ts's `FollowedMeta`).
    predicate: (action) => !isFollowed(action) && writeAfter(action),
    effect: (_action, listenerApi) => {
      refused = !write(listenerApi.getState());
    },
  });
  const stopFollowing = startAppListening({
    actionCreator: booted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe(); // once per store: a second boot would add a second set of window listeners
      listenerApi.dispatch(read(false));
      if (!events) return;
      // Kept running until the listener is cancelled, then the window listeners go.
      const follow = () => {
        listenerApi.dispatch(read(true));
      };
      await untilAborted(listenerApi.signal, followStorage(events, key, follow));
    },
  });
  return () => {
    leave();
    stopWriting();
    stopFollowing({ cancelActive: true });
  };
}
