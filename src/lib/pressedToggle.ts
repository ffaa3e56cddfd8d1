import { markKept, paintKept, quiet } from './keptList';
import type { KeptEntry, KeptList } from './keptList';
import { ATTR_PRODUCT_ID } from './pageContract';
import type { PaintedPage, PaintedPageFeature } from './paintedPage';
import type { KeyValueStorage } from './storage';

// A product's pressed toggle (`aria-pressed`) that works on the painted page before the app: the heart today, a
// compare or an avoid mark tomorrow. Each is a kept list of products (./keptList.ts) and a rule, declared in its own
// feature's folder; pressing the painted toggles, following the list across tabs, answering a tap, handing the taps
// over to the store and stopping are written here once. No Redux: this runs in the entry, before the store exists.

/** Presses or releases a product's toggle, and says what the list is now; undefined when storage refused it. */
export type Toggle<Product, Entry> = (product: Product) => Entry[] | undefined;

export type PressedToggleDeclaration<Store, Product extends KeptEntry, Entry extends KeptEntry> = {
  /** Names it in the tests. */
  name: string;
  /** The page contract's attribute on its buttons; each carries its product's id (`ATTR_PRODUCT_ID`). */
  attribute: string;
  /** The products whose toggles are pressed, as kept. */
  list: KeptList<Entry[]>;
  /** What a tap on `product`'s toggle makes of the list: the rule the slice's reducer applies too. */
  rule: (entries: readonly Entry[], product: Product) => Entry[];
  /** The products the page painted (src/features/catalog's `paintedProductsOf`): a toggle of another waits. */
  painted: (page: PaintedPage) => () => readonly Product[];
  /**
   * Loads the feature's hand-over, a module of the app's chunk (`import()` with the chunk name "app", spelled exactly
   * so), whose `toggleThroughTheStore` makes a tap the store's action (./pressedThroughTheStore.ts).
   */
  handOver: () => Promise<{ toggleThroughTheStore: (store: Store) => Toggle<Product, Entry> }>;
};

export type PressedToggle<Store, Product, Entry> = PaintedPageFeature<Store> & {
  /** A tap before the store exists: the rule applied to the kept list, kept at once. */
  toggleInStorage: (storage: KeyValueStorage) => Toggle<Product, Entry>;
};

/** Presses the painted toggles whose product `entries` holds (ids compared as text), and releases the others. */
function paintPressed(root: ParentNode, attribute: string, entries: readonly KeptEntry[]) {
  for (const toggle of root.querySelectorAll(`[${attribute}]`)) {
    const id = toggle.getAttribute(ATTR_PRODUCT_ID);
    toggle.setAttribute('aria-pressed', String(entries.some((entry) => String(entry.id) === id)));
  }
}

/**
 * A pressed toggle on the painted page (./paintedPage.ts): before the first paint it marks <html> with how many
 * products its list holds; once the body is parsed it presses the toggles of those products and follows the list
 * for them (another tab, the back/forward cache), and a toggle tapped on a painted product applies the rule to the
 * list, kept at once. Once the store is made, a tap is the store's action; once React renders the toggles, the
 * entry stops pressing them. When storage refuses, the tap waits for the app, whose store keeps the list for the
 * visit.
 */
export function pressedToggle<Store, Product extends KeptEntry, Entry extends KeptEntry>(
  declared: PressedToggleDeclaration<Store, Product, Entry>,
): PressedToggle<Store, Product, Entry> {
  const { name, attribute, list, rule, painted, handOver } = declared;
  // The list as the store will read it. Quietly: the store says once what it drops.
  const toggleInStorage = (storage: KeyValueStorage): Toggle<Product, Entry> => {
    return (product) => {
      const after = rule(list.read(storage, quiet), product);
      return list.write(storage, after) ? after : undefined;
    };
  };
  return {
    name,
    sets: ['aria-pressed'],
    toggleInStorage,
    beforeFirstPaint: (doc, storage) => {
      markKept(list, doc, storage);
    },
    onPaintedPage(page) {
      const shown = paintKept(page, list, (entries) => {
        paintPressed(page.root, attribute, entries);
      });
      const products = painted(page);
      let toggle = toggleInStorage(page.storage);
      return {
        answer: (button) => {
          const id = button.hasAttribute(attribute) ? button.getAttribute(ATTR_PRODUCT_ID) : null;
          const product = id === null ? undefined : products().find((candidate) => String(candidate.id) === id);
          const after = product && toggle(product);
          if (!after) return undefined;
          shown.paint(after);
          return 'answered';
        },
        handOver: async () => {
          const { toggleThroughTheStore } = await handOver();
          return (store) => {
            toggle = toggleThroughTheStore(store);
          };
        },
        stop: shown.stop,
      };
    },
  };
}
