import type { ConsoleMessage, Page } from '@playwright/test';
import { arriveFromTheCart, catalog, expect, product, test } from './support/fixtures';

// A failed catalogue request is reported by the browser itself as a console error: expected here.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

const CATALOGUE = '**/data/db.products.json';

/** The spec's messages (§8) on each page that lists products, once the catalogue has failed. */
async function expectEveryPlaceToReportTheFailure(page: Page) {
  await arriveFromTheCart(page, 'home');
  await expect(page.getByText('There was an error loading products')).toHaveCount(2);
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(3);
  await arriveFromTheCart(page, 'shop');
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // A prerendered product page carries the catalogue it was built with and needs no request; a product page
  // without a prerendered copy (an id the build did not know) asks the catalogue like any other page.
  await page.goto(`/selectedproduct/${String(product(0).id)}`);
  await expect(page.getByRole('heading', { level: 1, name: product(0).name })).toBeVisible();
  await page.goto('/selectedproduct/not-in-the-build');
  await expect(page.getByText('Error getting product')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** Holds every catalogue request until the returned `release()` is called. */
async function holdCatalogue(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CATALOGUE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shopCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

for (const status of [500, 404]) {
  test(`a catalogue answering ${String(status)} shows each place its own message`, async ({ page }) => {
    await page.route(CATALOGUE, (route) => route.fulfill({ status, body: 'not here' }));
    await expectEveryPlaceToReportTheFailure(page);
  });
}

test('a catalogue without a products list is an error in every place', async ({ page }) => {
  await page.route(CATALOGUE, (route) => route.fulfill({ json: { items: catalog } }));
  await expectEveryPlaceToReportTheFailure(page);
});

test('a catalogue that is not JSON is an error, and Try again loads it once it is back', async ({ page }) => {
  let broken = true;
  await page.route(CATALOGUE, async (route) => {
    if (broken) await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>maintenance</p>' });
    else await route.continue();
  });
  await arriveFromTheCart(page, 'shop');
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(shopCards(page)).toHaveCount(8);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on the home page one Try again reloads every product section', async ({ page }) => {
  let requests = 0;
  await page.route(CATALOGUE, async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 500, body: 'down' });
    else await route.continue();
  });
  await arriveFromTheCart(page, 'home');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'All needs products' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(requests).toBe(2);
});

test('a slow catalogue shows "Products loading..." until it arrives', async ({ page }) => {
  const release = await holdCatalogue(page);
  await arriveFromTheCart(page, 'shop');
  await expect(page.getByText('Products loading...')).toBeVisible();
  release();
  await expect(shopCards(page)).toHaveCount(8);
  await expect(page.getByText('Products loading...')).toHaveCount(0);
});

test('a slow catalogue shows "Products loading..." in each home section, then the products', async ({ page }) => {
  const release = await holdCatalogue(page);
  await arriveFromTheCart(page, 'home');
  await expect(page.getByText('Products loading...')).toHaveCount(3);
  release();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Products loading...')).toHaveCount(0);
});

/** Entries a hand edit could leave: each would break a card if it reached one. */
const MALFORMED = [
  null,
  'a product',
  { id: 901, name: 'NO PRICE, NO PICTURE' },
  { ...product(0), id: 902, name: 'TEXT PRICE', price: 'cheap' },
  { ...product(1), id: 903, name: 'NO RATING', rating: undefined },
  { ...product(2), id: 904, name: 'RATING WITHOUT RATE', rating: { image: 'rating.svg' } },
  // Well formed, but under the id of a product listed before it: only the first can be reached.
  { ...product(0), name: 'REPEATED ID' },
];

test('products missing fields are dropped with exactly one console warning; the good ones still show', async ({
  page,
}) => {
  const warnings: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message);
  });
  // The bad entries first, between the good ones and last: once dropped, the shop is the real catalogue.
  const [first, second, ...rest] = MALFORMED;
  const products = [first, ...catalog.slice(0, 2), second, ...catalog.slice(2, 5), ...rest, ...catalog.slice(5)];
  await page.route(CATALOGUE, (route) => route.fulfill({ json: { products } }));

  await arriveFromTheCart(page, 'shop');
  await expect(shopCards(page)).toHaveCount(8);
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
  await expect(names).toHaveText(catalog.slice(0, 8).map((entry) => entry.name));
  await expect(page.getByText(/NO PRICE|TEXT PRICE|NO RATING|RATING WITHOUT RATE|REPEATED ID/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing 8 of ${String(catalog.length)} products`,
  );

  // The product page reads the same cached catalogue: still one warning.
  await page.getByRole('link', { name: product(3).name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product(3).name })).toBeVisible();

  expect(warnings.map((warning) => warning.text())).toEqual([
    `Skipped ${String(MALFORMED.length)} catalogue entries with missing or malformed fields or a repeated id.`,
  ]);
});
