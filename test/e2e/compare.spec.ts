import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  catalog,
  expect,
  holdTheApp,
  keptCartOf,
  layoutShift,
  product,
  saveData,
  storeRunning,
  test,
} from './support/fixtures';

// Compare up to three products (docs/architecture.md, "Compare"): the toggle on every card and product page, before
// the store runs and after; the header's "Compare (n)" and the comparison it opens; other tabs and a reload.

type Product = (typeof catalog)[number];

const REFUSAL = 'You can compare up to 3 products. Remove one to add another.';
const COMPARE_CHUNK = /\/assets\/compare\.[0-9a-f]+\.js$/;

const toggleOf = (page: Page, chosen: Product) => page.getByRole('button', { name: `Compare ${chosen.name}` });
const control = (page: Page, count: number) => page.getByRole('button', { name: `Compare (${String(count)})` });
const comparison = (page: Page) => page.getByRole('dialog', { name: 'Compare products' });
/** The message of a fourth refused, where it shows (under the header's control, or over the phone's). */
const refusal = (page: Page) => page.locator('p').filter({ hasText: REFUSAL, visible: true });
const keptList = (page: Page) => page.evaluate(() => window.localStorage.getItem('compare'));
const idsOf = (...chosen: Product[]) => JSON.stringify(chosen.map(({ id }) => String(id)));

/** Keeps `compare` (and `cart`) as given in the browser's storage before the page's first script, once per test. */
async function keep(page: Page, { compare, cart }: { compare: string; cart?: unknown }) {
  await page.addInitScript(
    ([list, stored]) => {
      if (window.sessionStorage.getItem('kept') !== null) return;
      window.sessionStorage.setItem('kept', 'yes');
      window.localStorage.setItem('compare', list);
      if (stored !== null) window.localStorage.setItem('cart', stored);
    },
    [compare, cart === undefined ? null : JSON.stringify(cart)] as const,
  );
}

/** The product names heading the comparison's columns, in order. */
const columns = (page: Page) => comparison(page).getByRole('columnheader').allTextContents();

/**
 * Whether the comparison's chunk was asked for by the time the page, loaded, has been idle twice over (when the store
 * fetches ahead): read in the page, where webpack's script for it is from the moment it is asked for.
 */
const comparisonAskedOnceIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const asked = () =>
          document.querySelector('script[src*="/assets/compare."]') !== null ||
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/compare.'));
        const idleTwice = () => requestIdleCallback(() => requestIdleCallback(() => resolve(asked())));
        if (document.readyState === 'complete') idleTwice();
        else window.addEventListener('load', idleTwice, { once: true });
      }),
  );

test('three products compared side by side, a fourth refused, one removed and one bought, kept on reload', async ({
  page,
}) => {
  const [first, second, third, fourth] = [product(0), product(1), product(2), product(3)];
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (COMPARE_CHUNK.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/shop');
  await expect.poll(() => storeRunning(page)).toBe(true);
  // Nothing of the comparison on a visit that has not asked for it, also once the page is idle.
  await expect(page.getByRole('button', { name: /^Compare \(\d\)$/ })).toBeHidden();
  expect(await comparisonAskedOnceIdle(page), 'no comparison before a product is chosen').toBe(false);

  for (const chosen of [first, second, third]) {
    await toggleOf(page, chosen).click();
    await expect(toggleOf(page, chosen)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(control(page, 3)).toBeVisible();
  expect(await keptList(page)).toBe(idsOf(first, second, third));

  // A fourth is refused, and the page says why.
  await toggleOf(page, fourth).click();
  await expect(toggleOf(page, fourth)).toHaveAttribute('aria-pressed', 'false');
  await expect(refusal(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: REFUSAL })).toBeAttached();
  expect(await keptList(page)).toBe(idsOf(first, second, third));
  // Chosen to compare: the comparison comes ahead of the tap that opens it, once.
  await expect.poll(() => chunks.length, 'the comparison is asked for once products are chosen').toBe(1);

  await control(page, 3).click();
  await expect(comparison(page)).toBeVisible();
  expect(chunks).toHaveLength(1);
  await expect(refusal(page)).toHaveCount(0);
  await expect.poll(() => columns(page)).toEqual([first.name, second.name, third.name]);
  const table = comparison(page).getByRole('table');
  for (const field of ['Price', 'Size', 'Price per 100 ml or g', 'Rating', 'Skin types', 'Free from']) {
    await expect(table.getByRole('rowheader', { name: field, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Key ingredients' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Ingredients only this one has' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Price \$/ })).toContainText(`$${first.price.toFixed(2)}`);

  await comparison(page)
    .getByRole('button', { name: `Remove ${second.name} from the comparison` })
    .click();
  await expect.poll(() => columns(page)).toEqual([first.name, third.name]);
  expect(await keptList(page)).toBe(idsOf(first, third));

  await comparison(page)
    .getByRole('button', { name: `Add to Cart ${third.name}` })
    .click();
  await expect(comparison(page).getByText('✓ Added to your cart')).toBeVisible();
  expect(await keptCartOf(page)).toMatchObject({ items: [{ id: third.id, quantity: 1 }] });

  // Escape closes it, and the focus is back on the control.
  await page.keyboard.press('Escape');
  await expect(comparison(page)).toBeHidden();
  await expect(control(page, 2)).toBeFocused();
  await expect(toggleOf(page, second)).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(control(page, 2)).toBeVisible();
  await expect(toggleOf(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggleOf(page, third)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggleOf(page, second)).toHaveAttribute('aria-pressed', 'false');
});

test('saving data, the comparison is asked for only when "Compare (n)" is tapped @phone-only', async ({ page }) => {
  await saveData(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (COMPARE_CHUNK.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/shop');
  // The store's toggles, not the painted page's: the store is what would fetch ahead.
  await expect.poll(() => storeRunning(page)).toBe(true);
  for (const chosen of [product(0), product(1)]) await toggleOf(page, chosen).click();
  await expect(control(page, 2)).toBeVisible();
  // The shopper reads what she chose, while the page has loaded and is idle: nothing is fetched ahead.
  expect(await comparisonAskedOnceIdle(page), 'nothing fetched ahead for a shopper who saves data').toBe(false);
  await control(page, 2).click();
  await expect(comparison(page)).toBeVisible();
  expect(chunks).toHaveLength(1);
});

test('on a phone the comparison scrolls sideways within itself, never the page @phone-only', async ({ page }) => {
  await page.goto('/shop');
  for (const chosen of [product(0), product(1), product(2)]) await toggleOf(page, chosen).click();
  await control(page, 3).click();
  const region = comparison(page).getByRole('region', { name: '3 products side by side' });
  await expect(region).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBe(width);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // The keyboard reaches it, and scrolls it.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
});

test('a toggle tapped before the store runs is kept at once, and the store shows the same', async ({ page }) => {
  const chosen = product(1);
  const release = await holdTheApp(page);
  await page.goto(`/selectedproduct/${String(chosen.id)}`, { waitUntil: 'domcontentloaded' });
  const toggle = toggleOf(page, chosen);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(control(page, 1)).toBeVisible();
  expect(await keptList(page)).toBe(idsOf(chosen));
  expect(await storeRunning(page), 'the tap came before the store ran').toBe(false);

  release();
  await expect.poll(() => storeRunning(page)).toBe(true);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await control(page, 1).click();
  await expect.poll(() => columns(page)).toEqual([chosen.name]);
});

test('"Compare (n)" shows its count before the store runs, moves nothing, and a tap on it opens the comparison', async ({
  page,
}) => {
  await keep(page, { compare: idsOf(product(0), product(2)) });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The count is right on the painted page, before the store runs.
  await expect(control(page, 2)).toBeVisible();
  await control(page, 2).click();
  expect(await storeRunning(page)).toBe(false);
  release();
  await expect(comparison(page)).toBeVisible();
  await expect.poll(() => columns(page)).toEqual([product(0).name, product(2).name]);
  expect(await layoutShift(page), 'layout shift while the count and the store came').toBeLessThan(0.001);
});

test.describe('a malformed compare list', () => {
  for (const [what, value] of [
    ['not JSON', '["1",'],
    ['not a list', JSON.stringify({ ids: ['1'] })],
  ] as const) {
    test(`(${what}) is an empty list and one warning, never a crash, and the cart is untouched`, async ({ page }) => {
      const inCart = product(3);
      const cart = { items: [{ ...inCart, quantity: 2 }], totalPrice: inCart.price * 2 };
      await keep(page, { compare: value, cart });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('to compare')) warnings.push(message.text());
      });
      await page.goto('/shop');
      await expect.poll(() => storeRunning(page)).toBe(true);
      await expect(toggleOf(page, product(0))).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('button', { name: /^Compare \(\d\)$/ })).toBeHidden();
      expect(warnings).toEqual(['The products to compare could not be read; starting with none chosen.']);
      expect(await keptCartOf(page)).toEqual(cart);
      // A tap starts a new list.
      await toggleOf(page, product(0)).click();
      await expect(control(page, 1)).toBeVisible();
    });
  }
});

test('a second tab follows the list', async ({ page, context }) => {
  const chosen = product(4);
  const other = await context.newPage();
  await page.goto('/shop');
  await other.goto('/shop');
  await expect.poll(() => storeRunning(other)).toBe(true);
  await toggleOf(page, chosen).click();
  await expect(toggleOf(other, chosen)).toHaveAttribute('aria-pressed', 'true');
  await expect(control(other, 1)).toBeVisible();
  await toggleOf(other, chosen).click();
  await expect(toggleOf(page, chosen)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /^Compare \(\d\)$/ })).toBeHidden();
});

test('axe finds no WCAG 2.2 AA violation with the comparison open', async ({ page }) => {
  await page.goto('/shop');
  for (const chosen of [product(0), product(1), product(2)]) await toggleOf(page, chosen).click();
  await control(page, 3).click();
  await expect.poll(() => columns(page)).toHaveLength(3);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report).toEqual([]);
});

test('axe finds no WCAG 2.2 AA violation with the message of a fourth refused', async ({ page }) => {
  await page.goto('/shop');
  for (const index of [0, 1, 2, 3]) await toggleOf(page, product(index)).click();
  await expect(refusal(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});
