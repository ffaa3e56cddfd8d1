// The browser entry, kept small so it runs as soon as the page is parsed: the site's stylesheet (extracted into the
// <head> by the build, with the display face it names), then the catching of taps, the boot's store, and the app
// once the prerendered page has painted. From the moment this script runs no tap on the page's buttons is lost: the
// boot's store answers Add to Cart and the card's quantity as soon as it has arrived, and the app plays the rest
// when it runs (docs/decisions/0002, 0010).
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { holdEarlyTaps } from './lib/earlyTaps';
import type { EarlyTaps } from './lib/earlyTaps';
import { markSavedCart } from './lib/savedCart';
import { browserStorage } from './lib/storage';
import { yieldToMain } from './lib/yieldToMain';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the store into.');
  const earlyTaps = holdEarlyTaps(container);
  // The cart pages paint their frame, empty or with room for the lines, from a glance at the saved cart.
  markSavedCart(browserStorage, document.documentElement);
  try {
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
  // The boot's store (Redux Toolkit and the cart, about 15 KiB) at once and at high priority: it answers the taps.
  const bootModule = import(/* webpackChunkName: "boot", webpackFetchPriority: "high" */ './app/boot');
  // The app and the page's own chunks (named by the prerendered #root) download from now on too, at low priority, so
  // they never hold the first paint or the page's main picture; preloaded, not run: the browser compiles them as they
  // arrive, and they run when the app starts (a script that ran as it arrived would be a long task before the page's
  // largest paint). Only a head start: the imports load anything missing again.
  for (const chunk of ['app', ...(container.dataset.chunks?.split(' ') ?? [])]) {
    if (chunk) preloadChunk(chunk);
  }
  const { bootStore, loadApp } = await bootModule;
  const booted = bootStore(container, earlyTaps);
  await afterFirstPaint(container);
  const { start } = await loadApp();
  // Running the app's modules (React, the router, Redux) was one task; starting it is more.
  await yieldToMain();
  await start(container, { ...booted, earlyTaps });
}

boot().catch((error: unknown) => {
  console.error('The store could not start.', error);
});
