import { MAIN_PICTURE_PRELOAD } from './pageContract';

/** The main picture's preload, as scripts/prerender.mjs writes it. */
const MAIN_PICTURE = `link${Object.entries(MAIN_PICTURE_PRELOAD)
  .map(([name, value]) => `[${name}="${value}"]`)
  .join('')}`;

/**
 * Resolves once the prerendered page has painted and its main picture (the one its head preloads at high priority)
 * has arrived; at once when `root` holds nothing prerendered. Why: docs/decisions/0002.
 */
export function afterFirstPaint(root: HTMLElement): Promise<void> {
  if (!root.firstElementChild) return Promise.resolve();
  const doc = root.ownerDocument;
  const view = doc.defaultView ?? window;
  const picture = doc.querySelector<HTMLLinkElement>(MAIN_PICTURE);
  // A hidden tab paints nothing until it is shown, so it does not wait for a paint.
  const painted = doc.visibilityState === 'hidden' ? Promise.resolve() : firstContentfulPaint(view);
  return Promise.all([pictureLoaded(picture, view), painted]).then(() => undefined);
}

function pictureLoaded(link: HTMLLinkElement | null, view: Window & typeof globalThis): Promise<void> {
  if (!link) return Promise.resolve();
  // An image of the same URL comes from the preload's download, whose own load event may be long past.
  const probe = new view.Image();
  probe.src = link.href;
  if (probe.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    // A failed picture must not keep the store from starting.
    probe.addEventListener('load', () => resolve(), { once: true });
    probe.addEventListener('error', () => resolve(), { once: true });
  });
}

/** How long after the load a paint the browser has not reported is taken as done. */
const UNREPORTED_PAINT_MS = 1000;

function firstContentfulPaint(view: Window & typeof globalThis): Promise<void> {
  const Observer = view.PerformanceObserver;
  // Where paints are not reported, starting at once is all that can be done.
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let timer = 0;
    const painted = () => {
      observer.disconnect();
      view.removeEventListener('load', startAnywaySoon);
      view.clearTimeout(timer);
      resolve();
    };
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) painted();
    });
    // Firefox reports no paint at all for some reloads, with the page in view: the store would never start. A second
    // after the load is the margin for a paint that has surely happened by then, unreported. Not frames: Chromium
    // reports a paint once it is on the screen, which on a busy machine came after the second frame following the load.
    const startAnywaySoon = () => {
      timer = view.setTimeout(painted, UNREPORTED_PAINT_MS);
    };
    if (view.document.readyState === 'complete') startAnywaySoon();
    else view.addEventListener('load', startAnywaySoon, { once: true });
    // `buffered`: a paint that happened before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}
