import * as v from 'valibot';
import { ATTR_SAVED_LIST, SAVED_LIST_ITEMS } from '../../lib/pageContract';
import { DEFAULT_QUANTITY, QuantitySchema } from '../../lib/quantity';
import type { KeyValueStorage } from '../../lib/storage';
import { ProductSchema, firstOfEachId } from '../catalog';
import type { SavedItem } from './savedRules';

// The saved list as kept in the browser's storage: its key, format, read and write, with no Redux, for the store's
// listeners (./savedListListeners.ts) and the painted page before the store exists (./savedOnThePaintedPage.ts).

/** Where the products saved for later are kept in the browser's storage. */
export const SAVED_LIST_KEY = 'saved';

/** A saved product as kept: the product as last seen, and its quantity. */
const SavedItemSchema = v.object({ ...ProductSchema.entries, quantity: QuantitySchema });
const isSavedItem = (value: unknown): value is SavedItem => v.is(SavedItemSchema, value);

/** An entry kept without a quantity has the default one. */
const withQuantity = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null && !('quantity' in entry)
    ? { ...entry, quantity: DEFAULT_QUANTITY }
    : entry;

/**
 * The saved list as the pages can show it; never throws. Not JSON, or not a list: empty, with a warning. Entries the
 * pages cannot show (not a product, a quantity not a whole number ≥ 1, an id seen before) are dropped, with one
 * warning. Ids are compared as text.
 */
export function readSavedList(storage: KeyValueStorage, warn: (message: string) => void = console.warn): SavedItem[] {
  const raw = storage.read(SAVED_LIST_KEY);
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) {
    warn('The products saved for later could not be read; starting with none saved.');
    return [];
  }
  const items = firstOfEachId(value.map(withQuantity).filter(isSavedItem));
  if (items.length < value.length) {
    warn(`Dropped ${String(value.length - items.length)} unreadable product(s) from those saved for later.`);
  }
  return items;
}

/** The text kept under `SAVED_LIST_KEY` for `items`: the list, as JSON. */
export function savedListText(items: readonly SavedItem[]): string {
  return JSON.stringify(items);
}

/** Keeps `items`; false when storage refused them (src/lib/storage.ts). Never throws. */
export function writeSavedList(storage: KeyValueStorage, items: readonly SavedItem[]): boolean {
  return storage.write(SAVED_LIST_KEY, savedListText(items));
}

/**
 * Marks <html> with how many products are saved, before the first paint: the cart page keeps their section's room
 * before the store runs, so nothing moves when it shows (docs/decisions/0011).
 */
export function markSavedList(root: HTMLElement, count: number): void {
  root.setAttribute(ATTR_SAVED_LIST, count === 0 ? 'none' : 'some');
  root.style.setProperty(SAVED_LIST_ITEMS, String(count));
}
