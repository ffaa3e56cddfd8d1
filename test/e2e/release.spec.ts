import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { publishRelease } from '../../scripts/publish-release.cjs';
import { DIST, startNginx, stop } from '../../scripts/serve-dist.cjs';
import { NEXT_CART_HEADING, nextRelease } from './support/nextRelease';
import { expect, fetchedAhead, product, keptCartOf, saveData, storeRunning, test } from './support/fixtures';

// A release replaces the one a shopper has open (src/lib/reloadAfresh.ts, docs/shopping.md): the operator swaps the
// served folder as an atomic host or `rsync --delete` does, so the open page's scripts are gone from the server.
// Each journey serves its own copy of the build with nginx, to change what the server holds. What a page does when a
// script is gone does not depend on the viewport: desktop only (playwright.config.ts), to keep the extra build's
// journeys short.

/**
 * What the browser says of a script the server no longer has (its 404 is a page, so it is refused as a script too), or
 * cannot reach offline: the cart page's, and the field reporter's, which the open page asks for once its store runs
 * and which sends nothing when it cannot load.
 */
test.use({
  allowConsoleErrors: [
    /Failed to load resource: (the server responded with a status of 404|net::ERR_INTERNET_DISCONNECTED)|Refused to execute script from .*\/assets\/(page-cart|vitals)\.[0-9a-f]+\.js' because its MIME type/,
  ],
});

let served: string | undefined;
let url = '';
/** Serves a copy of `build`, which the journey may change; returns its folder. */
async function serve(build: string) {
  served = path.join(mkdtempSync(path.join(tmpdir(), 'mossbloom-release-')), 'store');
  cpSync(build, served, { recursive: true });
  url = (await startNginx({ root: served })).url;
  return served;
}
test.afterEach(async ({ context }) => {
  await context.close();
  await stop();
  if (served) rmSync(path.dirname(served), { recursive: true, force: true });
  served = undefined;
});

/** The operator publishes `next` over `root`: the files of the release before are gone. */
function swap(root: string, next: string) {
  for (const entry of readdirSync(root)) rmSync(path.join(root, entry), { recursive: true, force: true });
  cpSync(next, root, { recursive: true });
}

const chosen = product(3);
const savedWithTheChosenProduct = {
  items: [{ id: chosen.id, name: chosen.name, price: chosen.price, quantity: 1 }],
  totalPrice: chosen.price,
};

/** Add to Cart on the chosen product of the shop: the header counts one line. */
async function addToCart(page: Page) {
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: chosen.name, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(cartLink(page)).toBeVisible();
}
const cartLink = (page: Page) => page.getByRole('link', { name: 'Cart 1 item' }).first();

/** Taps Cart in the header. */
async function tapCart(page: Page) {
  await cartLink(page).click();
}

/** The cart holds the chosen product, its line on the page and whole in storage; checkout pays for it. */
async function checkOut(page: Page) {
  await expect(page.getByRole('link', { name: chosen.name, exact: true })).toBeVisible();
  expect(await keptCartOf(page)).toMatchObject(savedWithTheChosenProduct);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Payment Successful!' })).toBeVisible();
}

test.describe('a new release replaces the open one', () => {
  // The next release is one build, shared with offline.spec.ts: the first journey to ask builds it.
  test.setTimeout(240_000);

  test('without a service worker, saving data, Cart opens the new release’s cart page, whole, and checkout pays', async ({
    page,
  }) => {
    const next = await nextRelease();
    const root = await serve(DIST);
    // Saving data, the store fetches a page ahead only on the tap's own intent, not once its link shows
    // (src/app/prefetchPages.ts): the cart page's module is the server's to give when Cart is tapped, as in a browser
    // that fetches nothing ahead (Safari) or on a page whose link had not shown before the release came.
    await saveData(page);
    await page.goto(`${url}/shop`);
    await addToCart(page);
    swap(root, next);
    await tapCart(page);
    // The page of the new release, loaded afresh: its cart page reads its own heading.
    await expect(page.getByRole('heading', { level: 1, name: NEXT_CART_HEADING })).toBeVisible();
    await checkOut(page);
  });

  test('published with npm run publish:release, the open page keeps its own scripts: Cart opens with no reload', async ({
    page,
  }) => {
    const next = await nextRelease();
    const root = await serve(DIST);
    // The folder as the publish command keeps it: release A published into it, then B over it.
    rmSync(root, { recursive: true, force: true });
    publishRelease({ from: DIST, to: root });
    await page.goto(`${url}/shop`);
    await addToCart(page);
    publishRelease({ from: next, to: root });
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    await tapCart(page);
    // Release A's cart page, from its own module still on the server: no page load at all.
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await checkOut(page);
    expect(loads).toEqual([]);
  });

  test('the cart page, fetched ahead once Cart showed, opens as the open release’s own: no reload', async ({
    page,
  }) => {
    const next = await nextRelease();
    const root = await serve(DIST);
    await page.goto(`${url}/shop`);
    await addToCart(page);
    // Cart shows in the header: once the page is idle, its page is fetched ahead. Then the release replaces it.
    await expect.poll(() => fetchedAhead(page)).toContain('page-cart');
    swap(root, next);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    await tapCart(page);
    // The open release's cart page, from the script fetched ahead: no page load at all.
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: chosen.name, exact: true })).toBeVisible();
    expect(await keptCartOf(page)).toMatchObject(savedWithTheChosenProduct);
    expect(loads).toEqual([]);
  });

  test.describe('with the service worker in control', () => {
    test.use({ serviceWorkers: 'allow' });

    test('Cart opens the cart page of the release the worker keeps, whole, and checkout pays', async ({ page }) => {
      const next = await nextRelease();
      const root = await serve(DIST);
      await page.goto(`${url}/shop`);
      await expect(
        page.getByRole('contentinfo').getByText('The store now opens on this device without a connection.'),
      ).toBeVisible();
      await addToCart(page);
      swap(root, next);
      await tapCart(page);
      // The worker keeps the release it serves until the shopper lets the next one in (docs/decisions/0008).
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await checkOut(page);
    });
  });
});

test.describe('the app’s own script gone (a release replaced as the page loads)', () => {
  test.use({
    allowConsoleErrors: [
      /Failed to load resource: the server responded with a status of 404|Refused to execute script from .*\/assets\/app\.[0-9a-f]+\.js' because its MIME type|The store could not start/,
    ],
  });

  // The next release is one build, shared with offline.spec.ts: the first journey to ask builds it.
  test.setTimeout(240_000);

  test('the page says so, and its link loads the page again, now of the new release', async ({ page }) => {
    const root = await serve(DIST);
    for (const file of readdirSync(path.join(root, 'assets'))) {
      if (/^app\.[0-9a-f]+\.js/.test(file)) rmSync(path.join(root, 'assets', file));
    }
    await page.goto(`${url}/shop`);
    const notice = page.getByRole('alert').filter({ hasText: 'This page could not finish loading.' });
    await expect(notice).toBeVisible();
    // Add to Cart is still the entry's: saved at the tap.
    await addToCart(page);
    expect(await keptCartOf(page)).toMatchObject(savedWithTheChosenProduct);
    swap(root, await nextRelease());
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    await notice.getByRole('link', { name: 'Load the page again' }).click();
    await expect.poll(() => storeRunning(page)).toBe(true);
    expect(loads).toEqual([`${url}/shop`]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(cartLink(page)).toBeVisible();
  });
});

test('a release whose cart page module is missing for good shows the error page once, and never loads in a loop', async ({
  page,
}) => {
  const root = await serve(DIST);
  for (const file of readdirSync(path.join(root, 'assets'))) {
    if (/^page-cart\.[0-9a-f]+\.js/.test(file)) rmSync(path.join(root, 'assets', file));
  }
  const cartLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/cart') cartLoads.push(request.url());
  });
  await page.goto(`${url}/shop`);
  await addToCart(page);
  // The shopper is on the running store of a release since replaced: Cart is a route change whose module is gone.
  // (Tapped before the store runs, Cart is a plain link, which loads /cart once before the rule's one load afresh.)
  await expect.poll(() => storeRunning(page)).toBe(true);
  await tapCart(page);
  // Loaded afresh once; the cart page's module is still missing: the error page says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
  await expect(page.getByText(/Loading chunk page-cart failed/)).toBeVisible();
  expect(cartLoads).toHaveLength(1);
  // Back to the shop and Cart again, at once: the error page, with no second load.
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeVisible();
  await tapCart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
  expect(cartLoads).toHaveLength(1);
  expect(await keptCartOf(page)).toMatchObject(savedWithTheChosenProduct);
});

test('offline, saving data, a page whose module cannot load shows the error page beside the offline notice: no load afresh', async ({
  page,
  context,
}) => {
  await serve(DIST);
  await saveData(page);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  await page.goto(`${url}/shop`);
  await addToCart(page);
  // The store runs, so Cart is a route change whose module the browser must fetch. (Tapped before it runs, Cart is a
  // plain link, which the browser cannot follow offline without the service worker.)
  await expect.poll(() => storeRunning(page)).toBe(true);
  await context.setOffline(true);
  await tapCart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Offline: prices may have changed' }),
  ).toBeVisible();
  expect(loads).toEqual([`${url}/shop`]);
});

/** The cart's saves refused, as a full quota does; the tab's sessionStorage still keeps. Runs in the page. */
function refuseCartSaves() {
  const setItem = Storage.prototype.setItem.bind(window.localStorage);
  window.localStorage.setItem = (key: string, value: string) => {
    if (key === 'cart') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem(key, value);
  };
}

test('with storage refusing the cart, saving data, a page whose module cannot load keeps the cart: the error page, no load afresh', async ({
  page,
}) => {
  const root = await serve(DIST);
  await saveData(page);
  await page.addInitScript(refuseCartSaves);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  await page.goto(`${url}/shop`);
  await addToCart(page);
  // The store runs, so Cart is a route change whose module is gone. (Tapped before it runs, Cart is a plain link.)
  await expect.poll(() => storeRunning(page)).toBe(true);
  swap(root, await nextRelease());
  await tapCart(page);
  // The cart lives in this page only: a load afresh would lose it.
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
  await expect(cartLink(page)).toBeVisible();
  expect(loads).toEqual([`${url}/shop`]);
});
