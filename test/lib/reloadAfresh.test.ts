/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { isChunkLoadError } from '../../src/lib/chunkLoadError';
import { RELOADS_KEY, RELOAD_WINDOW_MS, reloadAfresh, willReload } from '../../src/lib/reloadAfresh';
import type { ReloadingPage } from '../../src/lib/reloadAfresh';

/** A fresh page load at `href`: its own window, sharing the tab's sessionStorage. */
function pageAt(href: string, session = new Map<string, string>(), online = true, holdsUnsaved = false) {
  const reload = jest.fn();
  const page: ReloadingPage = {
    holdsUnsaved: () => holdsUnsaved,
    navigator: { onLine: online },
    session: {
      read: (key) => session.get(key) ?? null,
      write: (key, value) => {
        session.set(key, value);
        return true;
      },
    },
    location: { href, reload },
  };
  return { page, reload, session };
}

const chunkError = () => Object.assign(new Error('Loading chunk page-cart failed.'), { name: 'ChunkLoadError' });
const at = 1_800_000_000_000;

describe('a script that cannot load (src/lib/reloadAfresh.ts)', () => {
  it('knows webpack’s failed chunk from any other error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk page-cart failed.'))).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('loads the URL afresh once: the page it loads, failing again, shows what failed', () => {
    const first = pageAt('https://shop.example/cart');
    expect(willReload(first.page, at)).toBe(true);
    expect(reloadAfresh(first.page, at)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    // Whatever else fails on the page that is going, it is going: no second load.
    expect(reloadAfresh(first.page, at + 10)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);

    const again = pageAt('https://shop.example/cart', first.session);
    expect(willReload(again.page, at + 5_000)).toBe(false);
    expect(reloadAfresh(again.page, at + 5_000)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('never loads afresh a page that holds the only copy of the cart (storage refused it): a load would lose it', () => {
    const { page, reload, session } = pageAt('https://shop.example/cart', undefined, true, true);
    expect(willReload(page, at)).toBe(false);
    expect(reloadAfresh(page, at)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nor is the once spent: a later page of the tab whose cart is saved still loads afresh.
    expect(session.has(RELOADS_KEY)).toBe(false);
    const saved = pageAt('https://shop.example/cart', session);
    expect(reloadAfresh(saved.page, at)).toBe(true);
    expect(saved.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the once per URL, and for a short while only', () => {
    const cart = pageAt('https://shop.example/cart');
    reloadAfresh(cart.page, at);
    const checkout = pageAt('https://shop.example/checkout', cart.session);
    expect(reloadAfresh(checkout.page, at + 1_000)).toBe(true);
    expect(checkout.reload).toHaveBeenCalledTimes(1);
    // Long after, at the next release, the cart page may load afresh again; what has expired is forgotten.
    const later = pageAt('https://shop.example/cart', cart.session);
    expect(reloadAfresh(later.page, at + 1_000 + RELOAD_WINDOW_MS)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
    expect(Object.keys(JSON.parse(cart.session.get(RELOADS_KEY) ?? '{}') as object)).toEqual([
      'https://shop.example/cart',
    ]);
  });

  it('never offline: the script may come back with the connection', () => {
    const offline = pageAt('https://shop.example/cart', new Map(), false);
    expect(willReload(offline.page, at)).toBe(false);
    expect(reloadAfresh(offline.page, at)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('never when sessionStorage refuses, as the once could not be kept', () => {
    // Refused as src/lib/storage.ts says it: a write that fails, or one read back as nothing.
    for (const refusing of ['read', 'write'] as const) {
      const { page, reload } = pageAt('https://shop.example/cart');
      if (refusing === 'read') page.session.read = () => null;
      else page.session.write = () => false;
      expect(reloadAfresh(page, at)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      // What the page shows from then on is what failed, not a page waiting to be loaded afresh.
      expect(willReload(page, at)).toBe(false);
    }
  });

  it('reads anything else kept under its key as nothing kept', () => {
    for (const kept of ['not json', '[1,2]', 'null', '{"https://shop.example/cart":"soon"}']) {
      const { page, reload } = pageAt('https://shop.example/cart', new Map([[RELOADS_KEY, kept]]));
      expect([kept, reloadAfresh(page, at)]).toEqual([kept, true]);
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });
});
