import type { AppStore } from '../../app/hooks';
import { ATTR_PRODUCT_ID, ATTR_SAVE_TOGGLE } from '../../lib/pageContract';
import type { PaintedPageFeature } from '../../lib/paintedPage';
import { followStorage } from '../../lib/storage';
import type { KeyValueStorage } from '../../lib/storage';
import { isSameId, paintedProductsOf } from '../catalog';
import type { Product } from '../catalog';
import { SAVED_LIST_KEY, markSavedList, readSavedList, writeSavedList } from './savedList';
import { isSaved, withToggled } from './savedRules';
import type { SavedItem } from './savedRules';

// No Redux here: this runs in the entry, before the store exists.

/** Saves or unsaves a product, and says what the list is now; undefined when storage refused it. */
export type SavedToggle = (product: Product) => readonly SavedItem[] | undefined;

/** The saved list as the store will read it. Quietly: the store says once what it drops. */
const savedListOf = (storage: KeyValueStorage) => readSavedList(storage, () => undefined);

/** A heart before the store exists: the heart's rule (./savedRules.ts) applied to the saved list, kept at once. */
export function toggleInStorage(storage: KeyValueStorage): SavedToggle {
  return (product) => {
    const after = withToggled(savedListOf(storage), product);
    return writeSavedList(storage, after) ? after : undefined;
  };
}

/** Presses the painted hearts of the products `items` holds, and releases the others. */
function paintHearts(root: ParentNode, items: readonly SavedItem[]) {
  for (const heart of root.querySelectorAll(`[${ATTR_SAVE_TOGGLE}]`)) {
    const id = heart.getAttribute(ATTR_PRODUCT_ID);
    heart.setAttribute('aria-pressed', String(id !== null && isSaved(items, id)));
  }
}

/**
 * Saved for later on the painted page (src/lib/paintedPage.ts): before the first paint it marks <html> with how many
 * products are saved, so the cart page keeps their section's place; once the body is parsed it presses the hearts of
 * the saved products and follows the saved list for them (another tab, the back/forward cache), and a heart tapped
 * on a painted product saves or unsaves it at once. Once the store is made, a heart is the store's `toggled`; once
 * React renders the hearts, the entry stops pressing them. When storage refuses, the tap waits for the app, whose
 * store keeps the list for the visit.
 */
export const savedOnThePaintedPage: PaintedPageFeature<AppStore> = {
  name: 'saved for later',
  sets: ['aria-pressed'],
  beforeFirstPaint(doc, storage) {
    markSavedList(doc.documentElement, savedListOf(storage).length);
  },
  onPaintedPage(page) {
    const { doc, root, storage } = page;
    let painting = true;
    const paint = (items: readonly SavedItem[]) => {
      if (painting) paintHearts(root, items);
    };
    const showSavedList = () => {
      const items = savedListOf(storage);
      markSavedList(doc.documentElement, items.length);
      paint(items);
    };
    showSavedList();
    const view = doc.defaultView;
    const stopFollowing = view ? followStorage(view, SAVED_LIST_KEY, showSavedList) : () => undefined;
    const painted = paintedProductsOf(page);
    let toggle = toggleInStorage(storage);
    return {
      answer: (button) => {
        const id = button.hasAttribute(ATTR_SAVE_TOGGLE) ? button.getAttribute(ATTR_PRODUCT_ID) : null;
        const product = id === null ? undefined : painted().find((candidate) => isSameId(candidate.id, id));
        const after = product && toggle(product);
        if (!after) return undefined;
        paint(after);
        return 'answered';
      },
      handOver: async () => {
        const { toggleThroughTheStore } = await import(/* webpackChunkName: "app" */ './savedHandOver');
        return (store) => {
          toggle = toggleThroughTheStore(store);
        };
      },
      stop: () => {
        painting = false;
        stopFollowing();
      },
    };
  },
};
