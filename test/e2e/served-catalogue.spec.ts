import type { Page } from '@playwright/test';
import { catalog, expect, product, keptCartOf, test } from './support/fixtures';

// The catalogue file decides what every page shows on every load: a prerendered page paints what it was built
// with only until /data/db.products.json answers. Here the server answers a catalogue the build never saw.

const removed = product(1);
const renamed = { ...product(0), name: 'Dew Drop Serum, New Formula' };
/** The shipped catalogue with every price raised by $1, the first product renamed and the second withdrawn. */
const served = [renamed, ...catalog.slice(2)].map((entry) => ({ ...entry, price: entry.price + 1 }));

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function serve(page: Page, products: unknown[]) {
  const requests = { count: 0 };
  await page.route('**/data/db.products.json', (route) => {
    requests.count += 1;
    return route.fulfill({ json: { products } });
  });
  return requests;
}

const headingsIn = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading', { level: 3 });

test('loaded directly, the home page shows the served catalogue', async ({ page }) => {
  const requests = await serve(page, served);
  await page.goto('/');
  await expect(headingsIn(page, 'Featured products')).toHaveText(served.slice(0, 3).map((entry) => entry.name));
  await expect(headingsIn(page, 'All needs products')).toHaveText(served.slice(3, 7).map((entry) => entry.name));
  const featured = page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first();
  await expect(featured).toContainText(money(renamed.price + 1));
  expect(requests.count).toBe(1);
});

test('loaded directly, the shop shows the served catalogue, its prices and its size', async ({ page }) => {
  const requests = await serve(page, served);
  await page.goto('/shop');
  await expect(headingsIn(page, 'Products')).toHaveText(served.slice(0, 8).map((entry) => entry.name));
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing 8 of ${String(served.length)} products`,
  );
  const second = page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(1);
  await expect(second).toContainText(money(served[1]?.price ?? 0));
  expect(requests.count).toBe(1);
});

test('loaded directly, a product page shows the served name and price', async ({ page }) => {
  await serve(page, served);
  await page.goto(`/selectedproduct/${String(renamed.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(money(renamed.price + 1));
  await expect(page).toHaveTitle(`${renamed.name} — Mossbloom`);
});

test('loaded directly, the page of a withdrawn product says it is not found', async ({ page }) => {
  await serve(page, served);
  await page.goto(`/selectedproduct/${String(removed.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('an empty catalogue shows the empty states in place of the painted products', async ({ page }) => {
  await serve(page, []);
  await page.goto('/');
  await expect(page.getByText('No testimonials available.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Items found!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('article')).toHaveCount(0);
  await page.goto('/shop');
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 0 of 0 products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(0);
});

test('a kept cart takes the served prices and names, says what changed, and leaves a withdrawn product out', async ({
  page,
}) => {
  // Saved before the catalogue changed: the first product under its old name and price, and the withdrawn one.
  const kept = product(0);
  const saved = {
    items: [
      { ...kept, quantity: 2 },
      { ...removed, quantity: 1 },
    ],
    totalPrice: kept.price * 2 + removed.price,
  };
  await page.addInitScript((cart) => {
    if (window.localStorage.getItem('cart') === null) window.localStorage.setItem('cart', cart);
  }, JSON.stringify(saved));
  await serve(page, served);
  const subtotal = (renamed.price + 1) * 2;

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines.first()).toContainText(`Price changed from ${money(kept.price)} to ${money(kept.price + 1)}.`);
  await expect(lines.first()).toContainText(`Now called ${renamed.name} (was ${kept.name}).`);
  await expect(lines.first()).toContainText(money(subtotal));
  await expect(lines.nth(1)).toContainText('No longer available: not included in your order.');
  await expect(lines.nth(1).getByRole('button', { name: `Remove ${removed.name} from cart` })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.locator('dt', { hasText: /^Subtotal$/ }).locator('+ dd')).toHaveText(money(subtotal));
  // Said in the live region too.
  await expect(page.getByRole('status').filter({ hasText: 'is no longer available' })).toContainText(
    `${kept.name}: price changed from ${money(kept.price)} to ${money(kept.price + 1)}`,
  );
  // The line keeps the file's values, saved as the cart is after add, subtract and remove.
  await expect
    .poll(() => keptCartOf(page))
    .toMatchObject({ items: [{ id: kept.id, price: kept.price + 1 }, { id: removed.id }] });

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const order = page.getByRole('complementary', { name: 'Your order' });
  await expect(order.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).toHaveText(money(subtotal + 100));
  await expect(order.getByRole('list', { name: 'Order items' })).toContainText('No longer available');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});
