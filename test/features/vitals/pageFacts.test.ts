import { describe, expect, it } from '@jest/globals';
import { routeTable } from '../../../src/app/routeTable';
import {
  browserFamily,
  cleanMessage,
  describeTarget,
  deviceClass,
  navigationOf,
  releaseOf,
  routePattern,
} from '../../../src/features/vitals/pageFacts';

const ROUTES = routeTable.map((route) => route.path);

describe('what a report says of its page (pageFacts.ts)', () => {
  it('names a page by its route’s pattern, never its id or query, under any base path', () => {
    expect(routePattern('/', '/', ROUTES)).toBe('/');
    expect(routePattern('/shop', '/', ROUTES)).toBe('/shop');
    expect(routePattern('/shop/', '/', ROUTES)).toBe('/shop');
    expect(routePattern('/selectedproduct/7', '/', ROUTES)).toBe('/selectedproduct/:id');
    expect(routePattern('/selectedproduct/sku%20rose', '/', ROUTES)).toBe('/selectedproduct/:id');
    expect(routePattern('/cart', '/', ROUTES)).toBe('/cart');
    expect(routePattern('/thank-you', '/', ROUTES)).toBe('/thank-you');
    expect(routePattern('/login', '/', ROUTES)).toBe('other');
    expect(routePattern('/selectedproduct/7/reviews', '/', ROUTES)).toBe('other');
    expect(routePattern('/skincare/selectedproduct/7', '/skincare/', ROUTES)).toBe('/selectedproduct/:id');
    expect(routePattern('/skincare', '/skincare/', ROUTES)).toBe('/');
    expect(routePattern('/elsewhere/shop', '/skincare/', ROUTES)).toBe('other');
  });

  it('puts a device in a class by its width and, where the browser says it, its connection', () => {
    expect(deviceClass(390)).toBe('phone');
    expect(deviceClass(320, '3g')).toBe('phone-3g');
    expect(deviceClass(768, '4g')).toBe('tablet-4g');
    expect(deviceClass(1280, 'slow-2g')).toBe('desktop-slow-2g');
    expect(deviceClass(1920, 'wifi')).toBe('desktop');
  });

  it('tells a prerendered page, one restored from the back/forward cache, and otherwise how it was served', () => {
    expect(navigationOf('prerender', 'network')).toBe('prerender');
    expect(navigationOf('back-forward-cache', 'worker')).toBe('bfcache');
    expect(navigationOf('navigate', 'offline')).toBe('offline');
    expect(navigationOf('reload', 'worker')).toBe('worker');
    expect(navigationOf('back-forward', 'network')).toBe('network');
  });

  it('names the release by the entry script’s content hash', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(releaseOf(doc)).toBe('unknown');
    const script = doc.createElement('script');
    script.src = '/skincare/assets/main.70daa481c482b4198346.js';
    doc.head.append(script);
    expect(releaseOf(doc)).toBe('70daa481');
  });

  it('tells the browser’s family from its user agent', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'chrome',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'chrome',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'edge',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'firefox'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'safari',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
        'samsung',
      ],
      ['curl/7.88.1', 'other'],
    ];
    for (const [agent, family] of agents) expect([agent, browserFamily(agent)]).toEqual([agent, family]);
  });

  it('cleans an error’s message: one line, no “Uncaught”, URLs without host or query, long quoted data left out', () => {
    expect(cleanMessage('Uncaught TypeError: x is not a function')).toBe('TypeError: x is not a function');
    expect(cleanMessage('Uncaught (in promise) Error: no')).toBe('Error: no');
    expect(cleanMessage('Error: first line\n    at f (https://shop.example/assets/app.js:1:2)')).toBe(
      'Error: first line',
    );
    expect(
      cleanMessage('Failed to fetch dynamically imported module: https://shop.example/assets/page-cart.1a2b.js?v=2#x'),
    ).toBe('Failed to fetch dynamically imported module: /assets/page-cart.1a2b.js');
    expect(
      cleanMessage(`SyntaxError: Unexpected token 'x', "{"items":[{"id":7,"name":"Rose"}]}" is not valid JSON`),
    ).toBe(`SyntaxError: Unexpected token 'x', "…" is not valid JSON`);
    expect(cleanMessage("TypeError: Cannot read properties of undefined (reading 'price')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'price')",
    );
  });

  it('describes the control an interaction landed on by what the page shows, never by a product or a cart', () => {
    document.body.innerHTML = `
      <header><nav><a href="/cart"><span>Cart 3 items</span></a></nav></header>
      <main>
        <article data-product-id="7"><h3>Rose Serum</h3>
          <button type="button" data-step="increase" aria-label="Increase quantity of Rose Serum">+</button>
          <button type="button" data-add-to-cart><span>Add to Cart</span></button>
          <a href="/selectedproduct/7"><img alt="Rose Serum"></a>
          <button type="button" aria-label="Remove Rose Serum from cart">Remove this product from your cart now</button>
        </article>
        <form><label for="first">First name</label><input id="first" name="firstName"><input type="checkbox"></form>
      </main>`;
    const routeOf = (href: string) => routePattern(new URL(href, 'https://shop.example').pathname, '/', ROUTES);
    const at = (selector: string) => describeTarget(document.querySelector(selector), routeOf);
    expect(at('header span')).toBe('nav a[href=/cart]');
    expect(at('[data-step]')).toBe('main button[data-step=increase] "+"');
    expect(at('[data-add-to-cart] span')).toBe('main button[data-add-to-cart] "Add to Cart"');
    expect(at('article img')).toBe('main a[href=/selectedproduct/:id]');
    expect(at('[aria-label^="Remove"]')).toBe('main button');
    expect(at('#first')).toBe('form input[name=firstName]');
    expect(at('[type=checkbox]')).toBe('form input[type=checkbox]');
    expect(at('article h3')).toBe('main h3');
    const gone = document.createElement('button');
    expect(describeTarget(gone, routeOf)).toBe('');
    expect(describeTarget(null, routeOf)).toBe('');
  });
});
