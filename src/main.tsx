// The browser entry, kept small: the site's stylesheet (extracted into the <head> by the build, with the display
// face it names), the boot's store, then the app once the prerendered page has painted. From the moment this script
// runs, taps on the page's buttons are caught: the boot's store answers Add to Cart and the card's quantity at once,
// and the app plays the rest when it runs (docs/decisions/0002, 0009).
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { bootStore } from './app/boot';
import type { BootedStore } from './app/boot';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { holdEarlyTaps } from './lib/earlyTaps';
import type { EarlyTaps } from './lib/earlyTaps';
import { yieldToMain } from './lib/yieldToMain';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the store into.');
  const earlyTaps = holdEarlyTaps(container);
  try {
    await startWhenPainted(container, earlyTaps, bootStore(container, earlyTaps));
  } catch (error) {
    earlyTaps.drop();
    throw error;
  }
}

async function startWhenPainted(container: HTMLElement, earlyTaps: EarlyTaps, booted: BootedStore) {
  // The app and the page's own chunks (named by the prerendered #root) download from now on, at the low priority the
  // browser gives scripts added by script: they never hold the first paint or the page's main picture, and they only
  // register their modules as they arrive. Only a head start: the imports below load anything missing again.
  for (const chunk of ['app', ...(container.dataset.chunks?.split(' ') ?? [])]) {
    if (chunk) __webpack_chunk_load__(chunk).catch(() => undefined);
  }
  await afterFirstPaint(container);
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  // Running the app's modules (React, the router, Redux) was one task; starting it is more.
  await yieldToMain();
  await start(container, { ...booted, earlyTaps });
}

boot().catch((error: unknown) => {
  console.error('The store could not start.', error);
});
