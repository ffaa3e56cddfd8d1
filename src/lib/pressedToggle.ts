import { markKept, paintKept, quiet } from './keptList';
import type { KeptList } from './keptList';
import type { PaintedPage, PaintedPageFeature } from './paintedPage';
import type { KeyValueStorage } from './storage';

// A pressed toggle (`aria-pressed`) that works on the painted page before the app: the heart of a product, the
// "Avoid ‹ingredient›" of an ingredient; a compare mark tomorrow. Each is a kept list (./keptList.ts) and a rule,
// declared in its own feature's folder; pressing the painted toggles, following the list across tabs, answering a
// tap, handing the taps over to the store and stopping are written here once. No Redux: this runs before the store
// exists.

/** Presses or releases a toggle, and says what the list is now; undefined when storage refused it. */
export type Toggle<Subject, Entry> = (subject: Subject) => Entry[] | undefined;

export type PressedToggleDeclaration<Store, Subject, Entry> = {
  /** Names it in the tests. */
  name: string;
  /** The page contract's attribute on its buttons. */
  attribute: string;
  /**
   * The attribute of each button that names what it presses, compared as text with the keys of the list's entries: a
   * product's id (`ATTR_PRODUCT_ID`), or `attribute` itself when its value is the name (an ingredient's).
   */
  keyAttribute: string;
  /** A button's key as the list keys its entries (an ingredient's name, compared as its list compares names). */
  keyOfButton?: (key: string) => string;
  /** The products (or ingredients) whose toggles are pressed, as kept. */
  list: KeptList<Entry[]>;
  /**
   * What else the painted page shows of the list, painted with the toggles (now, as the list changes under the page,
   * and after a tap): a count, say.
   */
  alsoPaint?: (page: PaintedPage, entries: Entry[]) => void;
  /** What a tap on the toggle of `subject` makes of the list: the rule the slice's reducer applies too. */
  rule: (entries: readonly Entry[], subject: Subject) => Entry[];
  /**
   * What the toggle with key `key` presses, among what the page painted (for a product, src/features/catalog's
   * `paintedProductsOf`); undefined, and the tap waits for the app.
   */
  subjects: (page: PaintedPage) => (key: string) => Subject | undefined;
  /**
   * Loads the feature's hand-over, a module of the app's chunk (`import()` with the chunk name "app", spelled exactly
   * so), whose `toggleThroughTheStore` makes a tap the store's action (./pressedThroughTheStore.ts); it is given the
   * tap kept in storage, for a feature whose store part comes later with its own chunk.
   */
  handOver: () => Promise<{
    toggleThroughTheStore: (store: Store, inStorage: Toggle<Subject, Entry>) => Toggle<Subject, Entry>;
  }>;
};

export type PressedToggle<Store, Subject, Entry> = PaintedPageFeature<Store> & {
  /** A tap before the store exists: the rule applied to the kept list, kept at once. */
  toggleInStorage: (storage: KeyValueStorage) => Toggle<Subject, Entry>;
};

/** Presses the painted toggles whose key the list holds (compared as text), and releases the others. */
function paintPressed(
  root: ParentNode,
  {
    attribute,
    keyAttribute,
    keyOfButton = (key) => key,
  }: { attribute: string; keyAttribute: string; keyOfButton?: (key: string) => string },
  keys: ReadonlySet<string>,
) {
  for (const toggle of root.querySelectorAll(`[${attribute}]`)) {
    toggle.setAttribute('aria-pressed', String(keys.has(keyOfButton(toggle.getAttribute(keyAttribute) ?? ''))));
  }
}

/**
 * A pressed toggle on the painted page (./paintedPage.ts): before the first paint it marks <html> with what its list
 * holds (a list declared with a mark; a later feature has no such step); once the body is parsed it presses the
 * toggles whose key the list holds and follows the list for them (another tab, the back/forward cache), and a tapped
 * toggle whose subject the page has applies the rule to the list, kept at once. Once the store is made, a tap is the store's action; once React renders the toggles, the
 * entry stops pressing them. When storage refuses, the tap waits for the app, whose store keeps the list for the
 * visit.
 */
export function pressedToggle<Store, Subject, Entry>(
  declared: PressedToggleDeclaration<Store, Subject, Entry>,
): PressedToggle<Store, Subject, Entry> {
  const { name, attribute, keyAttribute, list, rule, subjects, handOver } = declared;
  // The list as the store will read it. Quietly: the store says once what it drops.
  const toggleInStorage = (storage: KeyValueStorage): Toggle<Subject, Entry> => {
    return (subject) => {
      const after = rule(list.read(storage, quiet), subject);
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
        paintPressed(page.root, declared, list.keys(entries));
        declared.alsoPaint?.(page, entries);
      });
      const subjectOf = subjects(page);
      let toggle = toggleInStorage(page.storage);
      return {
        answer: (button) => {
          const key = button.hasAttribute(attribute) ? button.getAttribute(keyAttribute) : null;
          const subject = key === null ? undefined : subjectOf(key);
          const after = subject !== undefined && toggle(subject);
          if (!after) return undefined;
          shown.paint(after);
          return 'answered';
        },
        handOver: async () => {
          const { toggleThroughTheStore } = await handOver();
          return (store) => {
            toggle = toggleThroughTheStore(store, toggleInStorage(page.storage));
          };
        },
        stop: shown.stop,
      };
    },
  };
}
