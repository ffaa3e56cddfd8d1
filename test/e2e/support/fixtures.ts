import { test as base, expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SLOW_PHONE } from '../../../scripts/slow-phone.cjs';
import { grow } from '../../support/grownCatalog';

export type CatalogProduct = {
  id: number | string;
  name: string;
  price: number;
  category: string;
  description: string;
  testimonial: string;
  rating: { image: string; rate: number };
  /** What's in the jar: optional, as every field of its kind (docs/operators.md). */
  size?: { amount: number; unit: string };
  ingredients?: string[];
  skinTypes?: string[];
  freeFrom?: string[];
};

/**
 * A product as a page of cards carries it (src/features/catalog/listedFields.ts): all but what only its own page
 * shows, its key ingredients and how to use it (and its type, which no page shows).
 */
export function asCard(product: CatalogProduct): Partial<CatalogProduct> {
  const ownPageOnly = ['keyIngredients', 'howToUse', 'type'];
  return Object.fromEntries(Object.entries(product).filter(([field]) => !ownPageOnly.includes(field)));
}

/** The catalogue the build ships, read from public/ so the journeys follow whatever it holds. */
export const catalog = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/data/db.products.json'), 'utf8')) as {
    products: CatalogProduct[];
  }
).products;

/**
 * The shipped catalogue grown to `size` products (same pictures and categories, new ids and names), for the journeys
 * that serve a catalogue far larger than the one the pages were prerendered with.
 */
export function grownCatalog(size: number): { products: CatalogProduct[] } {
  return { products: grow(catalog, size) };
}

export function product(index: number): CatalogProduct {
  const found = catalog[index];
  if (!found) throw new Error(`no product at ${String(index)}`);
  return found;
}

export function productWithId(id: string): CatalogProduct {
  const found = catalog.find((candidate) => String(candidate.id) === id);
  if (!found) throw new Error(`no product with id ${id}`);
  return found;
}

/** Offline, what the first visit never showed (the shop's video, say) cannot load: Chromium says so. */
export const OFFLINE_LOAD_FAILURES = /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/;

/**
 * `page` fails the test on any uncaught page error or console error, unless the test says which errors it
 * expects (for example a catalogue that answers 500, which the browser reports as a failed resource).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; page: Page }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems = watchForProblems(page, allowConsoleErrors);
    await use(page);
    expect(problems, 'page errors and console errors during the journey').toEqual([]);
  },
});

/** The uncaught errors and console errors `page` has from now on, but those `allowed`. */
export function watchForProblems(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console error: ${text}`);
  });
  return problems;
}

/**
 * A shopper's first visit (nothing cached) in a browser context of its own, of the project's phone or desktop as the
 * test's own page would be: `visit` with its page, then no page error or console error, and the context closed.
 */
export async function onAFirstVisit(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await visit(page);
    expect(problems, 'page errors and console errors during the visit').toEqual([]);
  } finally {
    await context.close();
  }
}

export { expect };

/**
 * The page's layout shift so far, shifts right after an input aside, as the browser has recorded them: up to the frame
 * after the one being drawn, so that a change the page has just made is counted too.
 */
export async function layoutShift(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}

/**
 * The shopper's browser saves data (`navigator.connection.saveData`, as Chromium's Data Saver sets it): the store then
 * fetches something ahead only on the intent to open it (a pointer over its link or control, the focus on it), never
 * once the page is idle (src/lib/savesData.ts). Set before the page loads.
 */
export async function saveData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  // The override is an experimental part of the protocol: the browser (its blank page) must say it saves data.
  const says = await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData);
  expect(says, 'the browser saves data').toBe(true);
}

/** The app's chunk, requested by the entry once the page has painted. */
export const APP_SCRIPT = /\/assets\/app\.[0-9a-f]+\.js$/;

/**
 * Holds the app's script until the returned `release()`: the shopper's taps then surely come before the store runs,
 * however fast the machine, on the painted page and the entry's answers (the page, its stylesheet and the entry
 * script arrive as usual).
 */
export async function holdTheApp(page: Page, onAsked?: () => void) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    onAsked?.();
    await held;
    await route.continue();
  });
  return release;
}

/** The cart as stored under `cart` in localStorage. */
export async function keptCartOf(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('cart');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

/** The products saved for later, as stored under `saved` in localStorage. */
export async function savedListOf(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('saved');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

/** The median the journeys read their runs by, the benchmarks' own (scripts/tap-clock.cjs). */
export { median } from '../../../scripts/tap-clock.cjs';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/** The header links: the desktop bar, or on a phone the menu dialog (opened here). */
export async function headerLinks(page: Page) {
  if (!isMobile(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/**
 * Holds the page's catalogue request until the returned `answer()`: the file's own answer, or `products` when given.
 * What the page paints before the catalogue answers can then be checked.
 */
export async function holdCatalogue(page: Page, products?: unknown[]): Promise<() => void> {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/data/db.products.json', async (route) => {
    await answered;
    if (products) await route.fulfill({ json: { products } });
    else await route.continue();
  });
  return answer;
}

/** The slow phone of the benchmarks (scripts/slow-phone.cjs): the CPU 4x slower, 150 ms round trips, 200 KB/s. */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
}

/**
 * The page chunks the page fetched ahead, as a `<link>` hint (src/app/prefetchPages.ts; and the entry's preload of
 * the page's own), not as the router's script: their names, e.g. `page-cart`.
 */
export const fetchedAhead = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'link')
      .map((entry) => /\/assets\/(page-[a-z-]+)\.[0-9a-f]+\.js$/.exec(entry.name)?.[1])
      .filter((name) => name !== undefined),
  );

/** Whether the store runs on the page (its route meta writes og:url, which the served page lacks). */
export const storeRunning = async (page: Page) => (await page.locator('meta[property="og:url"]').count()) > 0;

/**
 * Opens the cart page with a line saved, and returns once the store runs there: its lines show only then (before,
 * the page holds their place). From there the header's links move within the app.
 */
export async function openTheRunningCart(page: Page) {
  const line = product(0);
  await page.addInitScript(
    (cart) => {
      if (window.localStorage.getItem('cart') === null) window.localStorage.setItem('cart', cart);
    },
    JSON.stringify({ items: [{ ...line, quantity: 1 }], totalPrice: line.price }),
  );
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
}
