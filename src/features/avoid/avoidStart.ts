import type { StorageAccess } from '../../app/keepInStorage';
import { booted } from '../../app/lifecycle';
import type { AppStartListening } from '../../app/listeners';
import { followStorage } from '../../lib/storage';
import { untilAborted } from '../../lib/untilAborted';
import { withAvoidList } from './avoided';
import { AVOID_KEY } from './avoidKey';

// What the avoid list registers on the store from its start: no slice (it comes with its chunk), only the listener
// that brings it when the shopper has one (src/app/storeFeatures.ts).

/** None: the list's slice comes with its chunk (./avoidFeature.ts). */
export const slices = [] as const;

/** Whether storage holds a list with something in it, as text; what it holds is read once the list has come. */
const holdsSome = (text: string | null) => text !== null && text.trim() !== '[]';

/**
 * Once the store is booted: the list's chunk is brought when storage holds a list, or as soon as another tab keeps
 * one (then this stops following: the list follows itself). Elsewhere than a product page or the shop, which bring
 * it themselves once idle, a shopper who avoids nothing loads none of it.
 */
export function listen(startAppListening: AppStartListening, { storage, events }: StorageAccess) {
  startAppListening({
    actionCreator: booted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe();
      if (holdsSome(storage.read(AVOID_KEY))) {
        void withAvoidList(listenerApi.dispatch);
        return;
      }
      if (!events) return;
      // Removing the window's listeners twice (at the list's coming, then at the store's end) is harmless.
      const unfollow: () => void = followStorage(events, AVOID_KEY, () => {
        if (!holdsSome(storage.read(AVOID_KEY))) return;
        unfollow();
        void withAvoidList(listenerApi.dispatch);
      });
      await untilAborted(listenerApi.signal, unfollow);
    },
  });
}
