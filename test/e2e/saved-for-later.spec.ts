import type { Page } from '@playwright/test';
import { catalog, expect, holdTheApp, product, keptCartOf, savedListOf, storeRunning, test } from './support/fixtures';

// Saved for later (docs/shopping.md): the heart on every product, before the store runs and after; the cart page's
// section; other tabs; what the store does with a broken or refused `saved`, and with a product no longer sold.

type Product = (typeof catalog)[number];

const heartOf = (page: Page, chosen: Product) => page.getByRole('button', { name: `Save ${chosen.name} for later` });
const cartLink = (page: Page, count: string) => page.getByRole('link', { name: `Cart ${count}` }).first();
const savedSection = (page: Page) => page.getByRole('list', { name: 'Saved for later' });
const savedHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Saved for later' });

/** Keeps `saved` (and `cart`) as given in the browser's storage before the page's first script, once per test. */
async function keep(page: Page, { saved, cart }: { saved?: string; cart?: unknown }) {
  await page.addInitScript(
    ([list, stored]) => {
      if (window.sessionStorage.getItem('kept') !== null) return;
      window.sessionStorage.setItem('kept', 'yes');
      if (list !== null) window.localStorage.setItem('saved', list);
      if (stored !== null) window.localStorage.setItem('cart', stored);
    },
    [saved ?? null, cart === undefined ? null : JSON.stringify(cart)] as const,
  );
}

const savedAs = (...items: { product: Product; quantity: number }[]) =>
  JSON.stringify(items.map(({ product: chosen, quantity }) => ({ ...chosen, quantity })));

test('a heart tapped before the store runs saves the product at once, and the store shows the same', async ({
  page,
}) => {
  const chosen = product(1);
  const release = await holdTheApp(page);
  await page.goto(`/selectedproduct/${String(chosen.id)}`, { waitUntil: 'domcontentloaded' });
  const heart = heartOf(page, chosen);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // Saved at the tap, by the painted page's own answer: nothing waits for the store.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).not.toHaveAttribute('aria-busy');
  expect(await savedListOf(page)).toMatchObject([{ id: chosen.id, name: chosen.name, quantity: 1 }]);
  expect(await storeRunning(page), 'the tap came before the store ran').toBe(false);

  release();
  await expect.poll(() => storeRunning(page)).toBe(true);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The header's count stays the cart's.
  await expect(cartLink(page, '0 items')).toBeVisible();
  // From now on the store's: unsaved at once, and kept so.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await savedListOf(page)).toEqual([]);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await savedListOf(page)).toMatchObject([{ id: chosen.id, quantity: 1 }]);
});

test('the painted page presses the hearts of the products saved, before the store runs and after', async ({ page }) => {
  await keep(page, { saved: savedAs({ product: product(0), quantity: 1 }, { product: product(2), quantity: 2 }) });
  const release = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  const pressed = async () =>
    Promise.all([0, 1, 2].map(async (index) => heartOf(page, product(index)).getAttribute('aria-pressed')));
  await expect.poll(pressed).toEqual(['true', 'false', 'true']);
  expect(await storeRunning(page)).toBe(false);
  release();
  await expect.poll(() => storeRunning(page)).toBe(true);
  expect(await pressed()).toEqual(['true', 'false', 'true']);
  await expect(cartLink(page, '0 items')).toBeVisible();
});

test('a heart in one tab shows in the other at once, and the other tab’s Remove releases it', async ({
  page,
  context,
}) => {
  const chosen = product(0);
  const other = await context.newPage();
  await page.goto('/shop');
  await other.goto('/cart');
  await expect(other.getByText('Your cart is empty.')).toBeVisible();
  await expect.poll(() => storeRunning(page)).toBe(true);

  await heartOf(page, chosen).click();
  await expect(savedSection(other).getByRole('heading', { level: 3, name: chosen.name })).toBeVisible();
  await other.getByRole('button', { name: `Remove ${chosen.name} from saved` }).click();
  await expect(savedHeading(other)).toHaveCount(0);
  await expect(heartOf(page, chosen)).toHaveAttribute('aria-pressed', 'false');
  expect(await savedListOf(page)).toEqual([]);
});

test('a cart line saved for later keeps its quantity, and moves back to the cart with it', async ({ page }) => {
  const chosen = product(0);
  await keep(page, { cart: { items: [{ ...chosen, quantity: 3 }], totalPrice: chosen.price * 3 } });
  await page.goto('/cart');
  await page.getByRole('button', { name: `Save ${chosen.name} for later` }).click();

  // The spec's remove on the cart; the line joins the list, under the empty cart's message.
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartLink(page, '0 items')).toBeVisible();
  const saved = savedSection(page).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(chosen.name);
  await expect(saved).toContainText('Quantity 3');
  expect(await keptCartOf(page)).toEqual({ items: [], totalPrice: 0 });
  expect(await savedListOf(page)).toMatchObject([{ id: chosen.id, quantity: 3 }]);
  await expect(page.getByRole('status').filter({ hasText: 'saved for later' })).toHaveText(
    `${chosen.name} saved for later — your cart is empty`,
  );

  await page.getByRole('button', { name: `Move ${chosen.name} to cart` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
  await expect(savedHeading(page)).toHaveCount(0);
  await expect(cartLink(page, '1 item')).toBeVisible();
  expect(await savedListOf(page)).toEqual([]);
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: chosen.id, quantity: 3 }] });
});

test('a saved product already in the cart moves by the spec’s add rule: one more, whatever it was saved with', async ({
  page,
}) => {
  const chosen = product(2);
  await keep(page, {
    cart: { items: [{ ...chosen, quantity: 2 }], totalPrice: chosen.price * 2 },
    saved: savedAs({ product: chosen, quantity: 5 }),
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: `Move ${chosen.name} to cart` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('3');
  await expect(savedHeading(page)).toHaveCount(0);
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: chosen.id, quantity: 3 }] });
});

test.describe('a malformed saved list', () => {
  for (const [what, value] of [
    ['not JSON', '{"items": ['],
    ['not a list', JSON.stringify({ items: [{ ...product(0), quantity: 1 }] })],
  ] as const) {
    test(`(${what}) is an empty list and a warning, never a crash, and the cart is untouched`, async ({ page }) => {
      const inCart = product(3);
      const cart = { items: [{ ...inCart, quantity: 2 }], totalPrice: inCart.price * 2 };
      await keep(page, { saved: value, cart });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/shop');
      await expect.poll(() => storeRunning(page)).toBe(true);
      await expect(heartOf(page, product(0))).toHaveAttribute('aria-pressed', 'false');
      await expect(cartLink(page, '1 item')).toBeVisible();
      expect(warnings.filter((text) => text.includes('saved for later could not be read'))).toHaveLength(1);

      await cartLink(page, '1 item').click();
      await expect(page.getByRole('textbox', { name: `Quantity of ${inCart.name}` })).toHaveValue('2');
      await expect(savedHeading(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toHaveCount(0);
      expect(await keptCartOf(page)).toEqual(cart);
      // Reading never rewrites what is kept; the next heart does.
      expect(await page.evaluate(() => window.localStorage.getItem('saved'))).toBe(value);
    });
  }
});

test('a saved product the catalogue no longer has is left out, and said once', async ({ page }) => {
  const withdrawn = product(1);
  const kept = product(2);
  await page.route('**/data/db.products.json', (route) =>
    route.fulfill({ json: { products: catalog.filter((entry) => entry.id !== withdrawn.id) } }),
  );
  await keep(page, { saved: savedAs({ product: withdrawn, quantity: 1 }, { product: kept, quantity: 2 }) });
  await page.goto('/cart');
  const told = `${withdrawn.name} is no longer available, so it is no longer saved.`;
  await expect(page.getByRole('main').getByText(told)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: told })).toHaveText(told);
  await expect(savedSection(page).getByRole('heading', { level: 3 })).toHaveText([kept.name]);
  await expect.poll(() => savedListOf(page)).toMatchObject([{ id: kept.id, quantity: 2 }]);

  // Said once: the list no longer holds it, so the next visit has nothing to say.
  await page.reload();
  await expect(savedSection(page).getByRole('heading', { level: 3 })).toHaveText([kept.name]);
  await expect(page.getByText(told)).toHaveCount(0);
});

test('with storage refusing every save, a heart waits for the store, which keeps the list for the visit', async ({
  page,
}) => {
  const chosen = product(1);
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const release = await holdTheApp(page);
  await page.goto(`/selectedproduct/${String(chosen.id)}`, { waitUntil: 'domcontentloaded' });
  const heart = heartOf(page, chosen);
  await heart.click();
  // Nothing could be kept: the tap shows it was taken, and the heart shows nothing it did not do.
  await expect(heart).toHaveAttribute('aria-busy', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).not.toHaveAttribute('aria-busy');
  await cartLink(page, '0 items').click();
  await expect(page).toHaveURL('/cart');
  await expect(savedSection(page).getByRole('heading', { level: 3, name: chosen.name })).toBeVisible();
});

test.describe('the cart page holds the saved section’s place before the store runs', () => {
  const saved = savedAs(
    { product: product(0), quantity: 1 },
    { product: product(3), quantity: 3 },
    { product: product(5), quantity: 1 },
  );
  for (const withCart of [false, true]) {
    test(`${withCart ? 'under the cart’s lines' : 'under the empty cart'}: the section moves nothing`, async ({
      page,
    }) => {
      const line = product(1);
      await keep(page, {
        saved,
        ...(withCart ? { cart: { items: [{ ...line, quantity: 1 }], totalPrice: line.price } } : {}),
      });
      const release = await holdTheApp(page);
      await page.goto('/cart', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      // Where the footer is drawn in the first frame (a frame is drawn once the stylesheet is in).
      const before = await footer.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() => {
              resolve(element.getBoundingClientRect().top + window.scrollY);
            });
          }),
      );
      release();
      await expect(savedSection(page).getByRole('listitem')).toHaveCount(3);
      const after = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(Math.abs(after - before), 'how far the footer moved').toBeLessThanOrEqual(4);
    });
  }
});
