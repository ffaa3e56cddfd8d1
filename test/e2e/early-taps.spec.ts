import type { Page } from '@playwright/test';
import { catalog, expect, headerLinks, isMobile, product, storedCart, test } from './support/fixtures';

// A cheap phone on a slow network: the prerendered page is on screen well before the store runs. The shopper taps
// the moment a control shows, and the tap must do what the spec says. These run on their own, one at a time, after
// the rest of the suite (npm run test:e2e): the throttled CPU is shared with nothing else.
const THROTTLED = { tag: '@throttled' };
const money = (amount: number) => `$${amount.toFixed(2)}`;
/** Long enough for the store to start on a 4x slower CPU over slow 4G. */
const STORE_START = { timeout: 20_000 };

/** Lighthouse's mobile conditions: the CPU 4x slower, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the app's script until the returned `release()`: the taps of a test then surely come before the store
 * runs, however fast the machine (the page itself, its stylesheet and the boot script arrive as usual).
 */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether the store was already running (its route meta writes og:url, which the served page lacks). */
const storeRunning = async (page: Page) => (await page.locator('meta[property="og:url"]').count()) > 0;

test(
  'Add to Cart and + tapped the moment they show count once the store runs, beside a saved cart',
  THROTTLED,
  async ({ page }) => {
    const saved = { items: [{ ...product(3), quantity: 1 }], totalPrice: product(3).price };
    await page.addInitScript((cart) => {
      if (window.localStorage.getItem('cart') === null) window.localStorage.setItem('cart', cart);
    }, JSON.stringify(saved));
    await slowPhone(page);
    const releaseTheApp = await holdTheApp(page);
    const chosen = product(0);
    await page.goto(`/selectedproduct/${String(chosen.id)}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: `Increase quantity of ${chosen.name}` }).click();
    await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).click();
    expect(await storeRunning(page), 'the taps came before the store ran').toBe(false);
    releaseTheApp();

    await expect(page.getByRole('link', { name: 'Cart 2' }).first()).toBeVisible(STORE_START);
    expect(await storedCart(page)).toMatchObject({
      items: [
        { id: product(3).id, quantity: 1 },
        { id: chosen.id, quantity: 2 },
      ],
    });
  },
);

test('Load More tapped the moment it shows adds the next products, once', THROTTLED, async ({ page }) => {
  await slowPhone(page);
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Load More' }).click();
  expect(await storeRunning(page), 'the tap came before the store ran').toBe(false);
  releaseTheApp();

  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
  await expect(names).toHaveText(
    catalog.slice(0, 16).map((entry) => entry.name),
    STORE_START,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing 16 of ${String(catalog.length)} products`,
  );
});

test('About tapped the moment it shows opens the about section', THROTTLED, async ({ page }) => {
  await slowPhone(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  // On a phone the menu button's tap is held and played too; About is in the menu it opens.
  await (await headerLinks(page)).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#about$/, STORE_START);
  await expect(page.getByRole('heading', { name: 'Skincare that starts in the garden' })).toBeInViewport(STORE_START);
});

test('About on the home page, tapped at once, scrolls there without reloading', THROTTLED, async ({ page }) => {
  test.skip(isMobile(page), 'the phone menu is covered by the journey above');
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'commit' });
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Skincare that starts in the garden' })).toBeInViewport(STORE_START);
  expect(new URL(page.url()).hash).toBe('#about');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a page scrolled before the store runs stays where the shopper scrolled it', THROTTLED, async ({ page }) => {
  await slowPhone(page);
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await storeRunning(page), 'the scroll came before the store ran').toBe(false);
  releaseTheApp();
  await expect.poll(() => storeRunning(page), STORE_START).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test(
  'an early Add to Cart is saved at once as painted, then takes the price the catalogue file has, and says so',
  THROTTLED,
  async ({ page }) => {
    const chosen = product(2);
    const served = catalog.map((entry) => (entry.id === chosen.id ? { ...entry, price: entry.price + 5 } : entry));
    await page.route('**/data/db.products.json', (route) => route.fulfill({ json: { products: served } }));
    await slowPhone(page);
    const releaseTheApp = await holdTheApp(page);
    await page.goto(`/selectedproduct/${String(chosen.id)}`, { waitUntil: 'commit' });
    await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).click();
    // Saved at once, from the product the page painted.
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
    expect(await storedCart(page)).toMatchObject({ items: [{ id: chosen.id, price: chosen.price, quantity: 1 }] });
    expect(await storeRunning(page), 'the tap came before the store ran').toBe(false);
    releaseTheApp();

    await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toContainText(
      `Price changed from ${money(chosen.price)} to ${money(chosen.price + 5)}.`,
      STORE_START,
    );
    expect(await storedCart(page)).toMatchObject({ items: [{ id: chosen.id, price: chosen.price + 5, quantity: 1 }] });
  },
);
