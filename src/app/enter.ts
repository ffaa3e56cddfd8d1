import { afterFirstPaint } from '../lib/afterFirstPaint';
import { holdEarlyTaps, inTurn } from '../lib/earlyTaps';
import { announce, announcerOf, hushAnnouncer } from '../lib/liveRegion';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { ATTR_CHUNKS, ROOT_ID } from '../lib/pageContract';
import type { LaterPaintedPageFeature, PaintedPage, PaintedPageFeature } from '../lib/paintedPage';
import type { KeyValueStorage } from '../lib/storage';
import { yieldToMain } from '../lib/yieldToMain';
import { focusOnArrival } from './focusHeading';
import { laterPaintedPageFeatures, paintedPageFeatures } from './paintedPageFeatures';
import type { start } from './start';
import type { AppStore } from './store';

export type EnterOptions = {
  /** The browser's storage, where the features keep what the shopper chose. */
  storage: KeyValueStorage;
  /** Downloads the app (src/app/start.tsx, its own chunk). */
  loadApp: () => Promise<{ start: typeof start }>;
  /** Asks for one of the page's chunks ahead, without running it. */
  preloadChunk?: (chunkId: string) => void;
  /** The features at work on the painted page: those of src/app/paintedPageFeatures.ts unless given (tests). */
  features?: readonly PaintedPageFeature<AppStore>[];
  /** Those whose taps may wait a moment, from their own chunk: those of src/app/paintedPageFeatures.ts unless given. */
  laterFeatures?: (doc: Document) => Promise<readonly LaterPaintedPageFeature<AppStore>[]>;
};

/** Resolves once the page's body is parsed: the entry runs from the <head>, before it. */
function bodyParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * The app could not start (its script gone with a release since replaced, or the network down): the page says so
 * above everything, with a link that loads it again. What the entry answered meanwhile is saved.
 */
function sayTheStoreDidNotStart(doc: Document) {
  const notice = doc.createElement('p');
  notice.className = 'start-failed';
  notice.setAttribute('role', 'alert');
  const reload = doc.createElement('a');
  const again = new URL(doc.location.href);
  again.hash = '';
  reload.href = again.href;
  reload.textContent = 'Load the page again';
  notice.append('This page could not finish loading. ', reload);
  doc.body.prepend(notice);
}

/**
 * What the entry script (src/main.tsx) does from the <head> of a prerendered page to the running store
 * (docs/architecture.md draws it; docs/decisions/0002 and 0010 say why), with each feature of the painted page
 * (src/lib/paintedPage.ts) in turn:
 * 1. before the first paint: catch the taps on the page's buttons; each feature marks the page as it must be drawn;
 * 2. once the body is parsed: focus a page reached by a store link as a route change would; each feature paints what
 *    it shows and answers the taps on its own controls, the first that answers a tap keeping it;
 * 3. once the page has painted with its main picture: download the app, which makes the store, hands each feature's
 *    answers to it, hydrates the page and plays the held taps; and, on a page that shows one of their controls, the
 *    features whose taps may wait a moment, which answer those held meanwhile.
 * Resolves with the app's `stop`; rejects if the app cannot start (the held taps dropped, the page says so, what the
 * features answered still saved).
 */
export async function enter(doc: Document, options: EnterOptions) {
  const {
    storage,
    loadApp,
    preloadChunk,
    features = paintedPageFeatures,
    laterFeatures = laterPaintedPageFeatures,
  } = options;
  const earlyTaps = holdEarlyTaps(doc);
  for (const feature of features) feature.beforeFirstPaint?.(doc, storage);
  // Leaving the page cancels what it still loads, which Firefox reports as scripts that failed. Watched only until
  // the app starts: Firefox keeps no page with a `beforeunload` listener in its back/forward cache.
  const leaving = { now: false };
  const leave = () => {
    leaving.now = true;
  };
  doc.defaultView?.addEventListener('beforeunload', leave);
  try {
    await bodyParsed(doc);
    const container = doc.getElementById(ROOT_ID);
    if (!container) throw new Error(`The page has no #${ROOT_ID} element to render the store into.`);
    focusOnArrival(doc);
    announcerOf(doc);
    const page: PaintedPage = { doc, root: container, storage, announce: (message) => announce(doc, message) };
    const painted = features.map((feature) => feature.onPaintedPage(page));
    const answerWithAll = () => {
      earlyTaps.answerWith(inTurn(painted.map(({ answer }) => answer)));
    };
    answerWithAll();
    const stopPainting = () => {
      for (const { stop } of painted.splice(0)) stop?.();
      // The app speaks from now on, through the same region.
      hushAnnouncer(doc);
    };

    // Nothing competes with the first paint and the page's main picture (docs/decisions/0002).
    await afterFirstPaint(container);
    // The features whose taps may wait a moment come in their small chunk, asked for just after the app's, and answer
    // the taps held meanwhile. Without them (their chunk could not load), those taps wait for the app.
    // The app does not wait for them: once it has started, they are not needed.
    let appStarting = false;
    const loadLater = () => {
      void laterFeatures(doc).then(
        (later) => {
          if (appStarting) return;
          painted.push(...later.map((feature) => feature.onPaintedPage(page)));
          answerWithAll();
        },
        (error: unknown) => {
          console.warn('Some controls wait for the store: their script could not load.', error);
        },
      );
    };
    // The page's own chunks (named by the prerendered #root) download beside the app's, and run once the app has
    // resolved the page's route; one that cannot load is the app's to handle.
    for (const chunk of container.getAttribute(ATTR_CHUNKS)?.split(' ') ?? []) {
      if (chunk) preloadChunk?.(chunk);
    }
    const app = loadApp();
    // Asked for in a task of its own, once the app's script is on its way: nothing of it delays the app's start.
    void yieldToMain().then(loadLater);
    const { start } = await app;
    appStarting = true;
    // Each feature's way through the store, from the app's chunk, now here.
    const handOvers = await Promise.all(painted.map(async ({ handOver }) => handOver?.()));
    // Running the app's modules took tasks of their own (src/main.tsx); starting it takes more.
    await yieldToMain();
    return await start(container, {
      earlyTaps,
      storage,
      handOver: (store) => {
        for (const handOver of handOvers) handOver?.(store);
      },
      stopPainting,
      leaving: () => leaving.now,
    });
  } catch (error) {
    // A page being left is going: the script it no longer loads is nothing to say.
    if (leaving.now && isChunkLoadError(error)) return await new Promise<never>(() => undefined);
    earlyTaps.drop();
    sayTheStoreDidNotStart(doc);
    throw error;
  } finally {
    doc.defaultView?.removeEventListener('beforeunload', leave);
  }
}
