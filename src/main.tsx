// The browser entry, kept small: the site's stylesheet (extracted into the <head> by the build), then the app
// once the prerendered page is painted. The app and the current page's chunk download in parallel.
import '@fontsource/fraunces/latin-500.css';
import './styles/global.css';
import { afterFirstPaint } from './lib/afterFirstPaint';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the store into.');
  await afterFirstPaint(container);
  // The prerendered page names its page; its chunk is downloaded now, and run when the router asks for it.
  // Only a head start: the router loads the chunk again if this fails, and reports it.
  const page = container.dataset.page;
  if (page) __webpack_chunk_load__(`page-${page}`).catch(() => undefined);
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(container);
}

boot().catch((error: unknown) => {
  console.error('The store could not start.', error);
});
