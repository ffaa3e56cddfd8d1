import { describe, expect, it } from '@jest/globals';
import { paths } from '../../src/app/paths';
import { pagesToPrerender as pagesOfTheBuild } from '../../src/prerender';
import { isCheckoutPage, isScriptEntry, precachedPageOf, releaseName } from '../../src/worker/scope';
import { makeProduct } from '../support/fixtures';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('the page the service worker answers a URL with', () => {
  it('is the prerendered page nginx serves for it: the shop with a search, need or order is its query page', () => {
    expect(precachedPageOf(at('/'), '/')).toBe('index.html');
    expect(precachedPageOf(at('/?utm_source=letter'), '/')).toBe('index.html');
    expect(precachedPageOf(at('/shop'), '/')).toBe('shop/index.html');
    expect(precachedPageOf(at('/shop/'), '/')).toBe('shop/index.html');
    expect(precachedPageOf(at('/shop?utm_source=letter'), '/')).toBe('shop/index.html');
    for (const query of ['?q=rose', '?need=Tones', '?sort=price-asc', '?q=', '?sort=bogus&utm_source=x']) {
      expect(precachedPageOf(at(`/shop${query}`), '/')).toBe('shop?q=');
    }
    expect(precachedPageOf(at('/cart'), '/')).toBe('cart/index.html');
    expect(precachedPageOf(at('/selectedproduct/7'), '/')).toBe('selectedproduct/7/index.html');
  });

  it('is none for a file: scripts, pictures, the video, the catalogue, the worker itself', () => {
    for (const path of [
      '/assets/main.0123456789abcdef0123.js',
      '/images/hero-1.svg',
      '/video/shop-hero.mp4',
      '/data/db.products.json',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(precachedPageOf(at(path), '/')).toBeNull();
    }
  });

  it('follows the base path, and leaves what is outside it alone', () => {
    expect(precachedPageOf(at('/skincare/'), '/skincare/')).toBe('index.html');
    expect(precachedPageOf(at('/skincare/shop?need=Tones'), '/skincare/')).toBe('shop?q=');
    expect(precachedPageOf(at('/skincare/images/hero-1.svg'), '/skincare/')).toBeNull();
    expect(precachedPageOf(at('/other/shop'), '/skincare/')).toBeNull();
  });

  it('finds every page the build precaches under the URL the build precaches it by (scripts/service-worker.mjs)', () => {
    const pages = pagesOfTheBuild({ products: [makeProduct({ id: 1 }), makeProduct({ id: 2 })] });
    const precached = pages.filter((page) => page.precache);
    expect(precached.map((page) => page.file).sort()).toEqual([
      'cart/index.html',
      'checkout/index.html',
      'index.html',
      'shop-query.html',
      'shop/index.html',
      'thank-you/index.html',
    ]);
    for (const { pathname, search, file } of precached) {
      const urlInTheBuild = search === '' ? file : `${pathname.slice(1)}${search}`;
      expect(precachedPageOf(at(`${pathname}${search}`), '/')).toBe(urlInTheBuild);
    }
    // A product's page is not precached: the catalogue decides which exist.
    expect(pages.filter((page) => page.pathname.startsWith('/selectedproduct/')).every((page) => !page.precache)).toBe(
      true,
    );
  });
});

describe('the checkout, to the worker', () => {
  it('is the page of paths.checkout, with or without a final slash, under the base path', () => {
    expect(isCheckoutPage(at(paths.checkout), '/')).toBe(true);
    expect(isCheckoutPage(at(`${paths.checkout}/`), '/')).toBe(true);
    expect(isCheckoutPage(at(`/skincare${paths.checkout}`), '/skincare/')).toBe(true);
    expect(isCheckoutPage(at(paths.cart), '/')).toBe(false);
    expect(isCheckoutPage(at('/thank-you'), '/')).toBe(false);
    expect(isCheckoutPage(at(`/other${paths.checkout}`), '/skincare/')).toBe(false);
  });
});

describe("a release's name", () => {
  it('changes with its precache list and only then', () => {
    const list = [{ url: 'index.html', revision: 'a' }];
    expect(releaseName(list)).toBe(releaseName([{ url: 'index.html', revision: 'a' }]));
    expect(releaseName(list)).not.toBe(releaseName([{ url: 'index.html', revision: 'b' }]));
    expect(releaseName(list)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('the scripts of a release', () => {
  it('are the precache list’s .js entries, kept apart as the release activates', () => {
    expect(isScriptEntry({ url: 'assets/app.1a2b3c.js' })).toBe(true);
    expect(isScriptEntry('assets/boot.4d5e6f.js')).toBe(true);
    for (const other of [
      'assets/styles.1a2b.css',
      'index.html',
      'shop?q=',
      'assets/face.woff2',
      'manifest.webmanifest',
    ]) {
      expect(isScriptEntry({ url: other })).toBe(false);
    }
  });
});
