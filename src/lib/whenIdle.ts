import { savesData } from './savesData';

/** Runs `work` when the browser is idle (in a new task where it cannot tell); returns a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    // Cancelled by the window that took it, as it was then.
    const cancel = window.cancelIdleCallback.bind(window);
    return () => cancel(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `work` once the page has loaded (its pictures and scripts in) and then the browser is idle: what a page does
 * there takes nothing from its first paint, its main picture or the store's start. Returns a function that cancels it.
 */
export function whenLoadedAndIdle(win: Window, work: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const loaded = () => {
    cancelIdle = whenIdle(work);
  };
  if (win.document.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });
  return () => {
    win.removeEventListener('load', loaded);
    cancelIdle();
  };
}

/**
 * Fetches something ahead with `work`, once the page has loaded and is idle (`whenLoadedAndIdle`), unless the shopper
 * saves data (./savesData.ts): then nothing is fetched ahead of what they open. Returns a function that cancels it.
 */
export function aheadWhenIdle(win: Window, work: () => void): () => void {
  return savesData() ? () => undefined : whenLoadedAndIdle(win, work);
}
