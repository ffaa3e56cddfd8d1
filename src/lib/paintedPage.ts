import type { TapAnswerer } from './earlyTaps';
import type { KeyValueStorage } from './storage';

// The one plug-in point for what works on the painted page before the app (docs/architecture.md, "Adding a control
// that works before the app"). A feature declares it once, in its own folder; src/app/paintedPageFeatures.ts lists
// the features that take part; the boot (src/app/enter.ts, src/app/start.tsx) runs each listed one alike and names
// none. Nothing here assumes a feature keeps anything in storage, paints a count or answers a tap.

/** What the entry gives each feature once the page's body is parsed. */
export type PaintedPage = {
  doc: Document;
  /** The page's #root: the prerendered markup React hydrates. */
  root: HTMLElement;
  /** The browser's storage (src/lib/storage.ts). */
  storage: KeyValueStorage;
  /** Says `message` in the page's one polite live region, outside #root (src/lib/liveRegion.ts). */
  announce: (message: string) => void;
};

/** A feature at work on the painted page, from the body parsed until React renders the page. */
export type OnThePaintedPage<Store> = {
  /** Answers a tap on one of its controls (src/lib/earlyTaps.ts), or leaves it to the next feature and the app. */
  answer?: TapAnswerer;
  /**
   * How its answers go through the store from the moment the store is made: loaded once the app has arrived (a
   * module of the app's chunk, so the entry carries no Redux), then called with the store, once, before the page
   * hydrates.
   */
  handOver?: () => Promise<(store: Store) => void>;
  /** React renders the page from now on: stop painting it, and stop following the storage for it. */
  stop?: () => void;
};

/** A feature's part on the painted page, declared once in its own folder. */
export type PaintedPageFeature<Store> = {
  /** Names it in the tests. */
  name: string;
  /**
   * The attributes it may change on the markup React then hydrates: React finds them changed and, in development,
   * says so (test/support/builtPage.ts allows these and no others).
   */
  sets: readonly string[];
  /** In the <head>, before the first paint: marks <html> for what CSS must draw at once (a frame, a place). */
  beforeFirstPaint?: (doc: Document, storage: KeyValueStorage) => void;
  /** Once the body is parsed: paints what it shows before React renders, and says how it answers and hands over. */
  onPaintedPage: (page: PaintedPage) => OnThePaintedPage<Store>;
};

/**
 * A feature whose taps may wait a moment, a few hundred milliseconds on a slow phone: its module comes in a chunk of
 * its own, asked for once the page has painted, just after the app's, and only by a page that shows one of its
 * controls (src/app/paintedPageFeatures.ts). A tap before it arrives looks taken, and is answered when it does. It
 * marks nothing before the first paint.
 */
export type LaterPaintedPageFeature<Store> = Omit<PaintedPageFeature<Store>, 'beforeFirstPaint'>;
