// The browser entry, kept small: the site's stylesheet (extracted into the <head> by the build, with the display
// face it names), then the app once the prerendered page is painted. The app and the current page's chunks
// download in parallel. Taps on the page's buttons from the moment this script runs are held and played once the
// app runs.
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { holdEarlyTaps } from './lib/earlyTaps';
import type { EarlyTaps } from './lib/earlyTaps';
import { yieldToMain } from './lib/yieldToMain';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the store into.');
  const earlyTaps = holdEarlyTaps(container);
  try {
    await startWhenPainted(container, earlyTaps);
  } catch (error) {
    earlyTaps.drop();
    throw error;
  }
}

async function startWhenPainted(container: HTMLElement, earlyTaps: EarlyTaps) {
  await afterFirstPaint(container);
  // The prerendered page names the chunks of its page's module; they download now, beside the app, and run when
  // the router asks for the page. Only a head start: the router loads them again if this fails, and reports it.
  for (const chunk of container.dataset.chunks?.split(' ') ?? []) {
    if (chunk) __webpack_chunk_load__(chunk).catch(() => undefined);
  }
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  // Running the app's modules (React, the router, Redux) was one task; starting it is more.
  await yieldToMain();
  await start(container, earlyTaps);
}

boot().catch((error: unknown) => {
  console.error('The store could not start.', error);
});
