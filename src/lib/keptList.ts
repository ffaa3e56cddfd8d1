import type { Guard } from './guards';
import type { PaintedPage } from './paintedPage';
import { followStorage } from './storage';
import type { KeyValueStorage } from './storage';

// A list kept in the browser's storage under a key of its own (the cart's lines, Saved for later, the ingredients a
// shopper avoids; a compare list tomorrow), written once for every list, with no Redux: its read, which never
// throws, its write, its mark on <html> for CSS, and its painting on the painted page, which follows it across tabs.
// A feature declares its list with its key, its check, its mark and its words (`keptList`). The entry reads and
// writes a list before the store exists; the store keeps it through src/app/keepInStorage.ts, which follows it too,
// and keeps it in the page for the visit when storage refuses it.

/** What a list of products keeps of each: its id (compared as text), and what more it has (a quantity, the product). */
export type KeptEntry = { id: string | number };

/** A product's key in a list: its id, as text (a list holds each key once). */
export const idOf = (entry: KeptEntry): string => String(entry.id);

/** Where a list says what it could not read: the console's warnings, unless a caller says it once itself. */
export type Warn = (message: string) => void;

/** Says nothing: what reads a list once more than the store does (the painted page) leaves the saying to the store. */
export const quiet: Warn = () => undefined;

export type KeptList<Kept> = {
  /** Its key in the browser's storage. */
  key: string;
  /** What is kept, as the pages can show it; never throws. Nothing kept, or nothing readable: empty. */
  read: (storage: KeyValueStorage, warn?: Warn) => Kept;
  /** The text kept for `kept`, as JSON. */
  text: (kept: Kept) => string;
  /** Keeps `kept`; false when storage refused it (./storage.ts). Never throws. */
  write: (storage: KeyValueStorage, kept: Kept) => boolean;
  /** How many entries `kept` holds. */
  count: (kept: Kept) => number;
  /** The keys of the entries `kept` holds, as text (the declaration's `keyOf`). */
  keys: (kept: Kept) => Set<string>;
  /**
   * Marks <html> with whether `kept` holds entries and how many (and how many of them have what `mark.also` counts),
   * for CSS to draw before the store runs; a list declared without a mark marks nothing.
   */
  mark: (root: HTMLElement, kept: Kept) => void;
};

export type KeptListDeclaration<Entry> = {
  key: string;
  /** An entry as the pages can use it: each is checked alone, so one that is not is dropped and the rest kept. */
  entry: Guard<Entry>;
  /** What tells two entries apart: one whose key was seen before is dropped (a product's `idOf`). */
  keyOf: (entry: Entry) => string;
  /** The quantity of a product kept without one; without it, such a product is checked as it is. */
  quantity?: number;
  /**
   * The mark on <html>: its attribute, with its value for no products and for some, and the property for how many;
   * `also`, a property for how many of them `has` holds for (the cart's lines with a size, each a line taller).
   */
  mark?: {
    attribute: string;
    none: string;
    some: string;
    count: string;
    also?: { property: string; has: (entry: Entry) => boolean };
  };
  /** The warning when what is kept cannot be read at all, and the list starts empty. */
  unreadable: string;
  /** The warning when `count` products were dropped. */
  dropped: (count: number) => string;
};

/**
 * A list kept with more beside it, under its `items` (the cart keeps its total: `{items, totalPrice}`, spec §4):
 * what is kept is read as a whole, then its products one by one.
 */
export type KeptItemsDeclaration<
  Entry,
  Whole extends { items: unknown[] },
  Kept extends { items: readonly Entry[] },
> = KeptListDeclaration<Entry> & {
  /** What is kept as a whole; JSON that is not this is read as `empty`, quietly (spec §5: the cart's rule). */
  whole: Guard<Whole>;
  /** What reading gives when nothing, or nothing readable, is kept. */
  empty: Kept;
  /** What is kept, from the whole and those of its items the pages can use (fewer when some were dropped). */
  of: (whole: Whole, entries: Entry[]) => Kept | undefined;
  /** What is written for `kept`, as JSON. */
  json: (kept: Kept) => unknown;
};

/**
 * What every list does alike; `fromJson` makes what is kept of its JSON and of those of its products the pages can
 * use (`entries`), or says it cannot be read (undefined: empty, with the `unreadable` warning).
 */
function keeping<Entry, Kept>(
  declared: KeptListDeclaration<Entry>,
  empty: () => Kept,
  fromJson: (json: unknown, entries: (values: readonly unknown[]) => Entry[]) => Kept | undefined,
  json: (kept: Kept) => unknown,
  entriesOf: (kept: Kept) => readonly Entry[],
): KeptList<Kept> {
  const { key, entry, keyOf, quantity, mark, unreadable, dropped } = declared;
  const withQuantity = (value: unknown): unknown =>
    quantity !== undefined && typeof value === 'object' && value !== null && !('quantity' in value)
      ? { ...value, quantity }
      : value;
  const text = (kept: Kept) => JSON.stringify(json(kept));
  return {
    key,
    read(storage, warn = console.warn) {
      const raw = storage.read(key);
      if (raw === null) return empty();
      /** The entries the pages can use, the first of each key; the others dropped, with one warning. */
      const entries = (values: readonly unknown[]) => {
        const seen = new Set<string>();
        const usable = values.map(withQuantity).filter((value): value is Entry => {
          if (!entry(value) || seen.has(keyOf(value))) return false;
          seen.add(keyOf(value));
          return true;
        });
        if (usable.length < values.length) warn(dropped(values.length - usable.length));
        return usable;
      };
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        warn(unreadable);
        return empty();
      }
      const kept = fromJson(json, entries);
      if (kept !== undefined) return kept;
      warn(unreadable);
      return empty();
    },
    text,
    write: (storage, kept) => storage.write(key, text(kept)),
    count: (kept) => entriesOf(kept).length,
    keys: (kept) => new Set(entriesOf(kept).map(keyOf)),
    mark(root, kept) {
      if (!mark) return;
      const entries = entriesOf(kept);
      root.setAttribute(mark.attribute, entries.length === 0 ? mark.none : mark.some);
      root.style.setProperty(mark.count, String(entries.length));
      if (mark.also) root.style.setProperty(mark.also.property, String(entries.filter(mark.also.has).length));
    },
  };
}

/**
 * A list kept alone under its key, as a JSON list. Not JSON, or not a list: empty, with the `unreadable` warning.
 * Entries the pages cannot use (not `entry`, a key seen before) are dropped, with one `dropped` warning.
 */
export function keptList<Entry>(declared: KeptListDeclaration<Entry>): KeptList<Entry[]> {
  return keeping<Entry, Entry[]>(
    declared,
    () => [],
    (json, entries) => (Array.isArray(json) ? entries(json) : undefined),
    (kept) => kept,
    (kept) => kept,
  );
}

/**
 * A list kept under the `items` of a whole that keeps more beside it (`KeptItemsDeclaration`). Not JSON: empty,
 * with the `unreadable` warning; not `whole`: empty, quietly. Its products are read as a lone list's are.
 */
export function keptItems<Entry, Whole extends { items: unknown[] }, Kept extends { items: readonly Entry[] }>(
  declared: KeptItemsDeclaration<Entry, Whole, Kept>,
): KeptList<Kept> {
  const { whole, empty, of } = declared;
  return keeping(
    declared,
    () => empty,
    (json, entries) => (whole(json) ? (of(json, entries(json.items)) ?? empty) : empty),
    declared.json,
    (kept) => kept.items,
  );
}

/** A kept list on the painted page, from the body parsed until React renders what it paints. */
export type KeptOnThePaintedPage<Kept> = {
  /** Paints `kept` (what a tap made of the list), unless React renders it now. */
  paint: (kept: Kept) => void;
  /** React renders it from now on: stop painting it, and stop following the storage for it. */
  stop: () => void;
};

/**
 * Paints a kept list on the painted page (./paintedPage.ts) with `paint`, and marks <html> with it: now, and again
 * whenever it changes under the page (another tab, the back/forward cache), until `stop`: one writer at a time.
 * Read quietly: the store says once what it drops.
 */
export function paintKept<Kept>(
  page: PaintedPage,
  list: KeptList<Kept>,
  paint: (kept: Kept) => void,
): KeptOnThePaintedPage<Kept> {
  let painting = true;
  const paintNow = (kept: Kept) => {
    if (painting) paint(kept);
  };
  const show = () => {
    const kept = list.read(page.storage, quiet);
    list.mark(page.doc.documentElement, kept);
    paintNow(kept);
  };
  show();
  const view = page.doc.defaultView;
  const stopFollowing = view ? followStorage(view, list.key, show) : () => undefined;
  return {
    paint: paintNow,
    stop: () => {
      painting = false;
      stopFollowing();
    },
  };
}

/** Marks <html> with what `list` holds in `storage`, before the first paint: quietly, as `paintKept` reads it. */
export function markKept<Kept>(list: KeptList<Kept>, doc: Document, storage: KeyValueStorage): void {
  list.mark(doc.documentElement, list.read(storage, quiet));
}
