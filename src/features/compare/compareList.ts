import { isWords } from '../../lib/guards';
import { keptList } from '../../lib/keptList';
import { ATTR_COMPARE_LIST, COMPARE_LIST_ITEMS } from '../../lib/pageContract';

// The compare list as kept in the browser's storage, with no Redux, for the store (./compareListeners.ts) and the
// painted page before the store exists (./compareOnThePaintedPage.ts).

/** Where the products chosen to compare are kept in the browser's storage. */
export const COMPARE_KEY = 'compare';

/**
 * The products chosen to compare (src/lib/keptList.ts): a JSON list of their ids, as text, in the order chosen. Only
 * ids: the comparison shows each product as the catalogue file has it now. Its read never throws: not JSON, or not a
 * list, and none is chosen, with a warning; an id that is not text, or one already listed, is dropped, with one
 * warning. Before the first paint it marks <html> with how many, so the header's "Compare (n)" shows at once.
 */
export const compareList = keptList({
  key: COMPARE_KEY,
  entry: isWords,
  keyOf: (id: string) => id,
  mark: { attribute: ATTR_COMPARE_LIST, none: 'none', some: 'some', count: COMPARE_LIST_ITEMS },
  unreadable: 'The products to compare could not be read; starting with none chosen.',
  dropped: (count) => `Dropped ${String(count)} unreadable product(s) from those to compare.`,
});
