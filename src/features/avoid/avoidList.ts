import { isWords } from '../../lib/guards';
import { keptList } from '../../lib/keptList';
import { inciKey } from '../../lib/inciName';
import { AVOID_KEY } from './avoidKey';

// The avoid list as kept in the browser's storage, with no Redux, for the store (./avoidFeature.ts) and the painted
// page before the store exists (./avoidOnThePaintedPage.ts).

/**
 * The ingredients the shopper avoids (src/lib/keptList.ts), a JSON list of their names as the products' lists name
 * them. Its read never throws: not JSON, or not a list, and none is avoided, with a warning; a name that is not text,
 * or one already listed (`inciKey`), is dropped, with one warning. It marks nothing on <html>: nothing it changes is
 * drawn before the store runs.
 */
export const avoidList = keptList({
  key: AVOID_KEY,
  entry: isWords,
  keyOf: inciKey,
  unreadable: 'The ingredients you avoid could not be read; starting with none avoided.',
  dropped: (count) => `Dropped ${String(count)} unreadable ingredient(s) from those you avoid.`,
});
