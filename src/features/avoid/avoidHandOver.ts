import type { AppStore } from '../../app/hooks';
import type { Toggle } from '../../lib/pressedToggle';
import { withAvoidList } from './avoided';

/**
 * An "Avoid ‹ingredient›" toggle on the painted page once the store is made (./avoidOnThePaintedPage.ts hands it
 * over), until React renders it: the tap is kept in storage at once, as before, and the store takes the list it
 * kept, the list's chunk brought first (the store holds it from then on, and it is not written back). In the app's
 * chunk: the list's own chunk is asked for only at the tap.
 */
export function toggleThroughTheStore(store: AppStore, inStorage: Toggle<string, string>): Toggle<string, string> {
  return (ingredient) => {
    const after = inStorage(ingredient);
    if (after) void withAvoidList(store.dispatch, ({ avoidListRead }) => avoidListRead(after));
    return after;
  };
}
