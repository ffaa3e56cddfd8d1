import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DIST, startNginx, stop } from '../../scripts/serve-dist.cjs';
import {
  APP_SCRIPT,
  OFFLINE_LOAD_FAILURES,
  catalog,
  expect,
  isMobile,
  product,
  keptCartOf,
  test,
} from './support/fixtures';
import { RENAMED, nextRelease } from './support/nextRelease';

// The store after one visit: its service worker (src/worker/sw.ts) opens it offline and keeps the
// catalogue network-first. The only journeys that let a service worker run. Each serves its own copy of the build
// with nginx, so it can change what the server holds, as an operator would.
test.use({
  serviceWorkers: 'allow',
  allowConsoleErrors: [OFFLINE_LOAD_FAILURES],
});

/** A copy of `build` to serve, which the test may change. */
function copyOf(build: string): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'mossbloom-offline-')), 'store');
  cpSync(build, root, { recursive: true });
  return root;
}

/** The catalogue the server holds, replaced (its precompressed copies go, so nginx sends the new file). */
function serveCatalogue(root: string, products: unknown[]) {
  const file = path.join(root, 'data', 'db.products.json');
  writeFileSync(file, JSON.stringify({ products }));
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
}

let served: string | undefined;
let url = '';
async function serve(root: string) {
  served = root;
  url = (await startNginx({ root })).url;
}
test.afterEach(async ({ context }) => {
  // nginx stops gracefully, after the browser's open connections (the video's, say) end: close them first.
  await context.close();
  await stop();
  if (served) rmSync(path.dirname(served), { recursive: true, force: true });
  served = undefined;
});

/** Said in the footer once the first visit's worker keeps the store: no notice over the page for it. */
const readyOffline = (page: Page) =>
  page.getByRole('contentinfo').getByText('The store now opens on this device without a connection.');
/** The footer's line while offline; the notice over the page says it too, for a few seconds. */
const offlineNotice = (page: Page) =>
  page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Offline: prices may have changed' });
const headingsIn = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading', { level: 3 });

/** Opens the shop from the header, as a shopper does (the phone's menu first). */
async function openShop(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeVisible();
}

test('after one visit the store opens offline: browse, add, pay; the cart saves as always', async ({
  page,
  context,
}) => {
  await serve(copyOf(DIST));
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  // The catalogue last seen, not an error; its pictures from the phone.
  await expect(headingsIn(page, 'Featured products')).toHaveText(catalog.slice(0, 3).map((entry) => entry.name));
  await expect(page.getByText('There was an error loading products')).toHaveCount(0);
  const picture = page.getByRole('list', { name: 'Featured products' }).locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth), 'the picture shows')
    .toBeGreaterThan(0);

  // A product page never opened: the app renders it from the catalogue on the phone.
  await openShop(page);
  const chosen = product(5);
  await page.getByRole('link', { name: chosen.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: chosen.id, quantity: 1 }] });

  await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Payment Successful!' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('offline, a heart saves a product, the page the worker keeps paints it pressed, and the cart moves it in', async ({
  page,
  context,
}) => {
  await serve(copyOf(DIST));
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  const chosen = product(1);
  const heart = page.getByRole('button', { name: `Save ${chosen.name} for later` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The page the worker keeps paints it pressed again, from the first frame.
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(offlineNotice(page)).toBeVisible();

  await page.getByRole('link', { name: 'Cart 0 items' }).first().click();
  const saved = page.getByRole('list', { name: 'Saved for later' });
  await expect(saved.getByRole('heading', { level: 3, name: chosen.name })).toBeVisible();
  await page.getByRole('button', { name: `Move ${chosen.name} to cart` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('1');
  await expect(saved).toHaveCount(0);
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: chosen.id, quantity: 1 }] });
  expect(await page.evaluate(() => window.localStorage.getItem('saved'))).toBe('[]');
});

test('offline after one visit, a routine’s URL opens the finder and answers it, with the catalogue last seen', async ({
  page,
  context,
}) => {
  await serve(copyOf(DIST));
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();

  await context.setOffline(true);
  await page.goto(`${url}/?skin=dry&concern=Hydrates&when=both#routine`);
  const routine = page.getByRole('region', { name: 'Your routine for dry skin' });
  await expect(routine.getByRole('heading', { name: 'Morning', exact: true })).toBeVisible();
  await expect(routine.getByRole('heading', { name: 'Evening', exact: true })).toBeVisible();
  await expect(routine.getByRole('link', { name: product(0).name }).first()).toBeVisible();
});

test('offline, the notice informs above the page for a few seconds, never over the open menu, then goes', async ({
  page,
  context,
}) => {
  await serve(copyOf(DIST));
  // Scrolling at once rather than smoothly, so the focused field's place can be measured at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();
  // The first visit's news is the footer's line only: nothing floats over the page for it.
  await expect(page.getByText('The store now opens on this device without a connection.')).toHaveCount(1);

  await context.setOffline(true);
  const floating = page.getByRole('status').filter({ hasText: 'You are offline. Prices may have changed' });
  await expect(floating).toBeVisible();
  // A page opened offline says it too. (The cart's: the home page's sections below the fold are laid out only as
  // they near the screen, so a far scroll there lands on estimates.)
  await page.goto(`${url}/cart`);
  await expect(floating).toBeVisible();
  // What gets the keyboard's focus is kept above it (WCAG 2.4.11): the footer's field, far below, comes into view
  // clear of the notice.
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.focus();
  const clearance = async () => {
    const [fieldBox, noticeBox] = await Promise.all([field.boundingBox(), floating.locator('p').boundingBox()]);
    if (!fieldBox || !noticeBox) throw new Error('the field or the notice has no box');
    return noticeBox.y - (fieldBox.y + fieldBox.height);
  };
  expect(await clearance()).toBeGreaterThanOrEqual(0);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // What a tap where the notice is would reach: the menu, which lies above the notices.
    const box = await floating.locator('p').boundingBox();
    if (!box) throw new Error('the notice has no box');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, 'the open menu is above the notice').toBe(true);
    await page.keyboard.press('Escape');
  }
  // It only informs: it goes by itself, and the footer keeps saying it.
  await expect(floating).toHaveCount(0, { timeout: 10_000 });
  await expect(offlineNotice(page)).toBeVisible();
});

test('the release keeps its scripts apart from the install-time precache, so repeat visits take in no full code cache', async ({
  page,
}) => {
  await serve(copyOf(DIST));
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urlsOf = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url);
    const scripts = names.filter((name) => name.startsWith('mossbloom-scripts-'));
    const others = names.filter((name) => !name.startsWith('mossbloom-scripts-'));
    return {
      scriptCaches: scripts.length,
      scripts: (await Promise.all(scripts.map(urlsOf))).flat(),
      scriptsElsewhere: (await Promise.all(others.map(urlsOf))).flat().filter((url) => url.endsWith('.js')),
    };
  });
  // Chrome compiles every function of a script a worker caches while installing, and a page takes that in as one
  // long task on each visit after: the scripts are kept as the release activates instead (src/worker/sw.ts).
  expect(kept.scriptCaches).toBe(1);
  expect(kept.scripts.some((script) => APP_SCRIPT.test(script))).toBe(true);
  expect(kept.scripts.some((script) => /\/assets\/page-checkout\.[0-9a-f]+\.js$/.test(script))).toBe(true);
  expect(kept.scriptsElsewhere.filter((script) => !script.endsWith('/sw.js'))).toEqual([]);
});

test('online, the catalogue the server holds now is the one shown, worker or not', async ({ page }) => {
  const root = copyOf(DIST);
  await serve(root);
  await page.goto(`${url}/`);
  await expect(readyOffline(page)).toBeVisible();

  const renamed = { ...product(0), name: `${product(0).name}, New Formula` };
  serveCatalogue(root, [renamed, ...catalog.slice(1)]);
  await page.reload();
  await expect(headingsIn(page, 'Featured products').first()).toHaveText(renamed.name);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('offline with no catalogue kept, the pages give the spec error messages', async ({ page, context }) => {
  await serve(copyOf(DIST));
  await page.goto(`${url}/cart`);
  await expect(readyOffline(page)).toBeVisible();
  await context.setOffline(true);
  // The worker keeps the catalogue from the first visit on; the browser may still evict it (storage pressure).
  await page.evaluate(() => caches.delete('mossbloom-catalogue'));
  await page.goto(`${url}/`);
  await expect(page.getByText('There was an error loading products').first()).toBeVisible();
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
});

test.describe('a new release', () => {
  // The next release, with one product renamed: another catalogue in its pages, so another worker.
  test.setTimeout(240_000);

  test('waits for the shopper: a polite prompt, never at checkout, and Reload swaps it in', async ({
    page,
    context,
  }) => {
    // Built once, shared with release.spec.ts (test/e2e/support/nextRelease.ts).
    const next = await nextRelease();

    const root = copyOf(DIST);
    await serve(root);
    await page.goto(`${url}/`);
    await expect(readyOffline(page)).toBeVisible();
    /** The home page as the worker now serving this page answers it. */
    const homeServed = () => page.evaluate(async () => (await fetch('/')).text());
    expect(await homeServed()).toContain(product(0).name);

    // The operator deploys the new release.
    for (const entry of readdirSync(root)) rmSync(path.join(root, entry), { recursive: true, force: true });
    cpSync(next, root, { recursive: true });

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the store is ready.' });
    await page.reload();
    await expect(prompt).toBeVisible();
    // Nothing changed by itself: the page is still the release it was.
    expect(await homeServed()).not.toContain(RENAMED.name);

    // Not at checkout: nothing changes under a shopper who is paying.
    await page
      .getByRole('list', { name: 'Featured products' })
      .getByRole('button', { name: 'Add to Cart' })
      .first()
      .click();
    await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
    await expect(prompt).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.goBack();
    await expect(prompt).toBeVisible();

    // Closed, it stays away on this page; the next load offers it again.
    await prompt.getByRole('button', { name: 'Close: new version' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible();

    // A checkout open in another tab holds the release back, and the prompt says why.
    const otherTab = await context.newPage();
    await otherTab.goto(`${url}/checkout`);
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toContainText('It comes in once the checkout open in another tab is done.');
    expect(await homeServed()).not.toContain(RENAMED.name);

    // That checkout done, the release comes in as the prompt said: no second tap, and this tab loads afresh with it.
    // (Patience for a busy machine: the new worker activates and the page reloads with it.)
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    await otherTab.goto(`${url}/`);
    await expect(otherTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => loads).toEqual([`${url}/cart`]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(homeServed).toContain(RENAMED.name);
  });
});

test('a worker that cannot install leaves the store working online', async ({ page }) => {
  const root = copyOf(DIST);
  // One file of its precache list is missing on the server: the worker's install fails.
  const missing = readdirSync(path.join(root, 'assets')).find((name) => /^page-thank-you\.[0-9a-f]+\.js$/.test(name));
  if (!missing) throw new Error('no thank-you chunk in the build');
  rmSync(path.join(root, 'assets', missing));
  await serve(root);

  await page.goto(`${url}/`);
  await openShop(page);
  const chosen = product(0);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: chosen.name, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
  await expect(page.getByRole('link', { name: chosen.name, exact: true })).toBeVisible();
  await expect(readyOffline(page)).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
