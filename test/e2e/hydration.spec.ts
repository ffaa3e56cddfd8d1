import type { Page } from '@playwright/test';
import { expect, product, storedCart, test } from './support/fixtures';

// Every page of the store is prerendered at build time (scripts/prerender.mjs) and hydrated in the browser
// (src/main.tsx). The server's HTML must hold the page itself, and hydrating it must not disagree with it, with
// or without a saved cart (the cart is read only after the first render).

const PAGES = [
  { path: '/', h1: 'Mossbloom natural facial and skincare' },
  { path: '/shop', h1: 'Radiant Skin, Confident You' },
  // Prerendered while the catalogue loads (it is fetched in the browser); the product's name once it is here.
  { path: `/selectedproduct/${String(product(0).id)}`, h1: 'Product details', hydratedH1: product(0).name },
  { path: '/cart', h1: 'Your cart' },
  { path: '/checkout', h1: 'Checkout' },
  { path: '/thank-you', h1: 'Fake Payment Successful!' },
];

const savedCart = {
  items: [
    { ...product(0), quantity: 2 },
    { ...product(1), quantity: 1 },
  ],
  totalPrice: product(0).price * 2 + product(1).price,
};

/** Console errors fail every test already (fixtures.ts); warnings about hydration are collected here. */
function watchHydrationWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|mismatch/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/** The route's effects have run (RouteMeta writes og:url, which the served HTML does not have): hydrated. */
async function waitForHydration(page: Page) {
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
}

for (const { path, h1, hydratedH1 = h1 } of PAGES) {
  test(`${path}: the server sends the page itself, with its h1 and title`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div><noscript>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toMatch(/<title>[^<]+— Mossbloom<\/title>|<title>Mossbloom — /);
    // Nothing inline the Content-Security-Policy would block.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*\bsrc=)[^>]*>/);
    expect(root).not.toMatch(/\sstyle="/);
  });

  for (const withCart of [false, true]) {
    test(`${path} hydrates without a mismatch ${withCart ? 'with' : 'without'} a saved cart`, async ({ page }) => {
      const warnings = watchHydrationWarnings(page);
      if (withCart) {
        await page.addInitScript((cart) => {
          window.localStorage.setItem('cart', cart);
        }, JSON.stringify(savedCart));
      }
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: hydratedH1 })).toBeAttached();
      // The saved cart arrives right after hydration, and is not written back.
      await expect(page.getByRole('link', { name: `Cart ${withCart ? '2' : '0'}` }).first()).toBeVisible();
      expect(await storedCart(page)).toEqual(withCart ? savedCart : null);
      expect(warnings).toEqual([]);
    });
  }
}

test('the cart page shows the saved lines, never "Your cart is empty" on the way', async ({ page }) => {
  await page.addInitScript((cart) => {
    // Records whether the empty-cart message is ever in the page, from the first parsed HTML on.
    const seen = { empty: false };
    Object.assign(window, { emptySeen: seen });
    new MutationObserver(() => {
      if (document.documentElement.textContent.includes('Your cart is empty.')) seen.empty = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    window.localStorage.setItem('cart', cart);
  }, JSON.stringify(savedCart));
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => (window as Window & { emptySeen?: { empty: boolean } }).emptySeen?.empty)).toBe(
    false,
  );
});

test('an empty saved cart still says so on the cart page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
