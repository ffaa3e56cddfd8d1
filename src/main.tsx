// The browser entry, run from the <head> before the first paint, and kept small for that: the site's stylesheet
// (extracted into the <head> by the build, with the display face it names), then `enter` (src/app/enter.ts), which
// catches taps, lets the painted page's features answer them (src/app/paintedPageFeatures.ts) and starts the app once
// the page has painted.
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { enter } from './app/enter';
import { hintChunk } from './lib/chunkHint';
import { browserStorage } from './lib/storage';
import { yieldToMain } from './lib/yieldToMain';

enter(document, {
  storage: browserStorage,
  // The app is one download, and its modules run in a few tasks: run at once, React's, the router's, Redux's and the
  // store's would hold a slow phone's main thread for longer than a tap may wait (docs/performance.md).
  loadApp: async () => {
    await import(/* webpackChunkName: "app", webpackFetchPriority: "high" */ 'react-dom/client');
    await yieldToMain();
    return import(/* webpackChunkName: "app" */ './app/start');
  },
  preloadChunk: (chunkId) => {
    hintChunk(document, chunkId, 'preload');
  },
}).catch((error: unknown) => {
  console.error('The store could not start.', error);
});
