// The browser entry, kept small (about 4 KiB) as it runs from the <head>, before the first paint: the site's
// stylesheet (extracted into the <head> by the build, with the display face it names), then the catching of taps and
// the glance at the saved cart, and, once the prerendered page has painted, the boot's store and the app. No tap on
// the page's buttons is lost: the boot's store answers Add to Cart and the card's quantity as soon as it has arrived,
// and the app plays the rest when it runs (docs/decisions/0002, 0010).
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { holdEarlyTaps } from './lib/earlyTaps';
import type { EarlyTaps } from './lib/earlyTaps';
import { markSavedCart } from './lib/savedCart';
import { browserStorage } from './lib/storage';
import { yieldToMain } from './lib/yieldToMain';

/** Resolves once the page's body is parsed: this script runs from the <head>, before it. */
function bodyParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

async function boot() {
  // Before the first paint: from here on a tap on the page's buttons is caught, and the cart pages paint their frame,
  // empty or with room for the lines, from a glance at the saved cart.
  const earlyTaps = holdEarlyTaps(document);
  markSavedCart(browserStorage, document.documentElement);
  try {
    await bodyParsed();
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root element to render the store into.');
    await bootThenStart(container, earlyTaps);
  } catch (error) {
    earlyTaps.drop();
    throw error;
  }
}

/** Asks for a chunk's script at low priority, without running it. */
function preloadChunk(chunkId: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.fetchPriority = 'low';
  link.href = `${__webpack_public_path__}${__webpack_get_script_filename__(chunkId)}`;
  document.head.append(link);
}

async function bootThenStart(container: HTMLElement, earlyTaps: EarlyTaps) {
  // Nothing competes with the first paint and the page's main picture (docs/decisions/0002). Taps meanwhile are
  // shown as taken, and answered as soon as the boot's store has arrived.
  await afterFirstPaint(container);
  // The boot's store (Redux Toolkit and the cart, about 17 KiB) at high priority: it answers the taps.
  const bootModule = import(/* webpackChunkName: "boot", webpackFetchPriority: "high" */ './app/boot');
  // The app and the page's own chunks (named by the prerendered #root) beside it, at low priority; preloaded, not
  // run: the browser compiles them as they arrive, and they run when the app starts. Only a head start: the imports
  // load anything missing again.
  for (const chunk of ['app', ...(container.dataset.chunks?.split(' ') ?? [])]) {
    if (chunk) preloadChunk(chunk);
  }
  const { bootStore, loadApp } = await bootModule;
  const booted = bootStore(container, earlyTaps);
  const { start } = await loadApp();
  // Running the app's modules (React, the router, Redux) was one task; starting it is more.
  await yieldToMain();
  await start(container, { ...booted, earlyTaps });
}

boot().catch((error: unknown) => {
  console.error('The store could not start.', error);
});
