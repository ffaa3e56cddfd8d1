import type { Page } from '@playwright/test';
import {
  OFFLINE_LOAD_FAILURES,
  expect,
  headerLinks,
  holdTheApp,
  keptCartOf,
  product,
  storeRunning,
  test,
} from './support/fixtures';

// The avoid list (docs/shopping.md), as a shopper meets it: "Avoid Linalool" pressed on a product page, and every
// card, product page and cart line of a product with Linalool saying so in words; kept under `avoid` across a
// reload, another tab, a page whose app has not started yet, storage that refuses it, and offline; a bad value kept
// read as none, with a warning, the cart untouched.

/** The shipped Night Garden Cream: its ingredient list holds Linalool. */
const cream = product(5);
/** The shipped Dew Drop Serum: no Linalool. */
const serum = product(0);
const creamPage = `/selectedproduct/${String(cream.id)}`;
const SAID = 'Contains Linalool, which you avoid';
/** Any avoid note at all, whichever ingredients it names. */
const ANY_SAID = /which you avoid/;

const avoidLinalool = (page: Page) => page.getByRole('button', { name: 'Avoid Linalool' });
/** The product page's own product, not the suggestions under it. */
const detailOf = (page: Page) => page.getByRole('article', { name: cream.name });
/** The shop's card of `name`. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The cart line of `name`. */
const lineOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart \d+ items?$/ }).first();

/** The ingredients avoided, as kept under `avoid` in localStorage. */
const avoidedOf = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('avoid');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });

/** Opens the shop from the header, as a shopper does (the phone's menu first). */
async function openShop(page: Page) {
  await (await headerLinks(page)).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL('/shop');
}

test('Avoid Linalool on its page: that page, the shop’s card and the cart line say so, after a reload too', async ({
  page,
}) => {
  await page.goto(creamPage);
  const toggle = avoidLinalool(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(detailOf(page).getByText(SAID)).toBeVisible();
  expect(await avoidedOf(page)).toEqual(['Linalool']);
  // Only the ingredient pressed: its neighbours in the list are not.
  await expect(page.getByRole('button', { name: 'Avoid Limonene' })).toHaveAttribute('aria-pressed', 'false');

  await detailOf(page).getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();

  await openShop(page);
  await expect(cardOf(page, cream.name).getByText(SAID)).toBeVisible();
  await expect(cardOf(page, serum.name)).toBeVisible();
  await expect(cardOf(page, serum.name).getByText(ANY_SAID)).toHaveCount(0);

  await cartLink(page).click();
  await expect(lineOf(page, cream.name).getByText(SAID)).toBeVisible();
  await page.reload();
  await expect(lineOf(page, cream.name).getByText(SAID)).toBeVisible();

  // Back on its page from the cart line: pressed again, the toggle lets Linalool go, and every note with it.
  await lineOf(page, cream.name).getByRole('link', { name: cream.name }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(detailOf(page).getByText(SAID)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  expect(await avoidedOf(page)).toEqual([]);
  await cartLink(page).click();
  await expect(lineOf(page, cream.name)).toBeVisible();
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  await page.reload();
  await expect(lineOf(page, cream.name)).toBeVisible();
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: cream.id, quantity: 1 }] });
});

test('another tab of the same browser presses the toggle and says so as soon as one tab avoids Linalool', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto(creamPage);
  await expect.poll(() => storeRunning(other)).toBe(true);
  await expect(avoidLinalool(other)).toHaveAttribute('aria-pressed', 'false');

  await page.goto(creamPage);
  await avoidLinalool(page).click();
  await expect(avoidLinalool(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(avoidLinalool(other)).toHaveAttribute('aria-pressed', 'true');
  await expect(detailOf(other).getByText(SAID)).toBeVisible();

  // And the other way: the other tab lets it go, and this one follows.
  await avoidLinalool(other).click();
  await expect(avoidLinalool(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
});

test('with the app held, the painted toggle answers at once and the tap is kept, which the store then shows', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(creamPage, { waitUntil: 'domcontentloaded' });
  const toggle = avoidLinalool(page);
  await toggle.click();
  // Kept by the painted page's own answer: nothing waits for the store.
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await avoidedOf(page)).toEqual(['Linalool']);
  expect(await storeRunning(page), 'the tap came before the store ran').toBe(false);

  release();
  await expect.poll(() => storeRunning(page)).toBe(true);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(detailOf(page).getByText(SAID)).toBeVisible();
  // From now on the store's: released at once, and kept so.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  expect(await avoidedOf(page)).toEqual([]);
});

test('with storage refusing every save, the toggle still works, and the store keeps the list for the visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const release = await holdTheApp(page);
  await page.goto(creamPage, { waitUntil: 'domcontentloaded' });
  const toggle = avoidLinalool(page);
  await toggle.click();
  // Nothing could be kept before the store: the tap shows it was taken, and the toggle shows nothing it did not do.
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(detailOf(page).getByText(SAID)).toBeVisible();
  expect(await avoidedOf(page)).toBeNull();

  // Kept in the page while the visit lasts: the shop's card says it too.
  await openShop(page);
  await expect(cardOf(page, cream.name).getByText(SAID)).toBeVisible();
  await expect(cardOf(page, serum.name)).toBeVisible();
  await expect(cardOf(page, serum.name).getByText(ANY_SAID)).toHaveCount(0);
});

test('a bad avoid list kept is read as none, with one warning; the cart is untouched and the toggle works', async ({
  page,
}) => {
  const inCart = product(3);
  const cart = { items: [{ ...inCart, quantity: 2 }], totalPrice: inCart.price * 2 };
  const bad = '["Linalool"';
  // What a broken write or a hand edit may leave, kept before the page's first script, once.
  await page.addInitScript(
    ([list, stored]) => {
      if (window.sessionStorage.getItem('kept') !== null) return;
      window.sessionStorage.setItem('kept', 'yes');
      window.localStorage.setItem('avoid', list);
      window.localStorage.setItem('cart', stored);
    },
    [bad, JSON.stringify(cart)] as const,
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${inCart.name}` })).toHaveValue('2');
  await expect
    .poll(() => warnings.filter((text) => text.includes('The ingredients you avoid could not be read')))
    .toHaveLength(1);
  await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toHaveCount(0);
  expect(await keptCartOf(page)).toEqual(cart);
  // Reading never rewrites what is kept; the next toggle does.
  expect(await page.evaluate(() => window.localStorage.getItem('avoid'))).toBe(bad);

  await page.goto(creamPage);
  const toggle = avoidLinalool(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(detailOf(page).getByText(SAID)).toBeVisible();
  expect(await avoidedOf(page)).toEqual(['Linalool']);
  expect(await keptCartOf(page)).toEqual(cart);
});

test.describe('offline, after one visit', () => {
  // The only journey here that lets the store's service worker run (offline.spec.ts has the others).
  test.use({ serviceWorkers: 'allow', allowConsoleErrors: [OFFLINE_LOAD_FAILURES] });

  test('the toggle avoids Linalool, the page says so, and a reload offline keeps it', async ({ page, context }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByText('The store now opens on this device without a connection.'),
    ).toBeVisible();

    await context.setOffline(true);
    await page.goto(creamPage);
    await expect(page.getByRole('heading', { level: 1, name: cream.name })).toBeVisible();
    const toggle = avoidLinalool(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(detailOf(page).getByText(SAID)).toBeVisible();
    expect(await avoidedOf(page)).toEqual(['Linalool']);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(detailOf(page).getByText(SAID)).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(ANY_SAID)).toHaveCount(0);
  });
});
