import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { OFFLINE_LOAD_FAILURES, catalog, expect, isMobile, layoutShift, product, test } from './support/fixtures';

// The avoid list in the shop (docs/shopping.md), as a shopper meets it: an ingredient avoided on a product's page, then
// the shop hiding the products that contain it (`?avoid=hide`), never silently, after Back, after a reload and offline;
// and "Ingredients you avoid", the one place where the list is seen and emptied. Each journey leaves a screenshot in
// its output folder.

/** The shipped Night Garden Cream: its ingredient list holds Linalool and Limonene. */
const cream = product(5);
const creamPage = `/selectedproduct/${String(cream.id)}`;

/** The shipped products whose ingredient list holds `name`, as the catalogue spells it. */
const holding = (name: string) =>
  catalog.filter((entry) => {
    const { ingredients } = entry as { ingredients?: unknown };
    return Array.isArray(ingredients) && ingredients.includes(name);
  });
const withLinalool = holding('Linalool');
const found = (count: number) => `${String(count)} ${count === 1 ? 'product' : 'products'} found`;
const HIDDEN = `${String(withLinalool.length)} products hidden: they contain ingredients you avoid. Show them`;

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardOf = (page: Page, name: string) =>
  grid(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: / found$/ });
const hiddenSaid = (page: Page) => page.getByRole('status').filter({ hasText: /hidden: they contain/ });
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(All products|Products)/ });
const panelSummary = (page: Page) => page.locator('#avoided > summary');
const panel = (page: Page) => page.locator('#avoided');
const avoidedList = (page: Page) => page.getByRole('list', { name: 'Ingredients you avoid' });

/** The ingredients avoided, as kept under `avoid` in localStorage. */
const avoidedOf = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('avoid');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });

/** On the cream's page, each of `names` marked "Avoid ‹name›", as a shopper marks them. */
async function avoidOnTheCreamPage(page: Page, names: string[]) {
  await page.goto(creamPage);
  for (const name of names) {
    const toggle = page.getByRole('button', { name: `Avoid ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  expect(await avoidedOf(page)).toEqual(names);
}

/** From the product page's "Your list is in the shop" link: the shop, its list of what the shopper avoids open. */
async function openTheListFromTheProductPage(page: Page) {
  await page.getByRole('link', { name: 'shop', exact: true }).click();
  await expect(page).toHaveURL('/shop#avoided');
  await expect(panel(page)).toHaveAttribute('open', '');
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('the shop hides the products with Linalool, says so, and shows them again; after Back and a reload', async ({
  page,
}, testInfo) => {
  await avoidOnTheCreamPage(page, ['Linalool']);
  await openTheListFromTheProductPage(page);
  await expect(panelSummary(page)).toHaveText(/Ingredients you avoid\s*\(1\)/);
  await expect(avoidedList(page).getByRole('listitem')).toHaveText([/^Linalool/]);

  await page.getByRole('link', { name: 'Hide products that contain them' }).click();
  await expect(page).toHaveURL('/shop?avoid=hide');
  const shown = catalog.length - withLinalool.length;
  await expect(summary(page)).toHaveText(found(shown));
  await expect(hiddenSaid(page)).toHaveText(HIDDEN);
  await expect(page.getByRole('heading', { level: 2, name: 'Products, without ingredients you avoid' })).toBeVisible();
  await expect(cardOf(page, cream.name)).toHaveCount(0);
  await expect(page.getByText(`Showing 8 of ${String(shown)} products`)).toBeVisible();
  // The need's counts are of what the shop shows.
  const need = cream.category;
  const inNeed = catalog.filter((entry) => entry.category === need).length;
  await expect(
    page.getByRole('combobox', { name: 'Skin need' }).getByRole('option', { name: `${need} (${String(inNeed - 1)})` }),
  ).toHaveCount(1);
  await shot(page, testInfo, 'hidden');

  await hiddenSaid(page).getByRole('link', { name: 'Show them' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(cardOf(page, cream.name).getByText('Contains Linalool, which you avoid')).toBeVisible();
  await expect(hiddenSaid(page)).toHaveCount(0);
  await expect(page.getByText(`Showing 8 of ${String(catalog.length)} products`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/shop?avoid=hide');
  await expect(summary(page)).toHaveText(found(shown));
  await expect(hiddenSaid(page)).toHaveText(HIDDEN);
  await expect(cardOf(page, cream.name)).toHaveCount(0);

  await page.reload();
  await expect(summary(page)).toHaveText(found(shown));
  await expect(hiddenSaid(page)).toHaveText(HIDDEN);
  await expect(cardOf(page, cream.name)).toHaveCount(0);
  await expect(resultsHeading(page)).toHaveText('Products, without ingredients you avoid');
  // A search keeps the hiding: the form sends the rest of the discovery beside it.
  const searchField = page.getByRole('searchbox', { name: 'Search products' });
  await searchField.fill('cream');
  await searchField.press('Enter');
  await expect(page).toHaveURL(/^[^?]*\/shop\?q=cream&avoid=hide$/);
  await expect(cardOf(page, cream.name)).toHaveCount(0);
  await shot(page, testInfo, 'hidden-after-reload');
});

test('the list of what the shopper avoids: opened, an ingredient removed, then emptied', async ({ page }, testInfo) => {
  await avoidOnTheCreamPage(page, ['Linalool', 'Limonene']);
  await page.goto('/shop');
  await expect(panelSummary(page)).toHaveText(/Ingredients you avoid\s*\(2\)/);
  await expect(panel(page)).not.toHaveAttribute('open');
  await panelSummary(page).click();
  await expect(panel(page)).toHaveAttribute('open', '');
  await expect(avoidedList(page).getByRole('listitem')).toHaveText([/^Linalool/, /^Limonene/]);
  await expect(cardOf(page, cream.name).getByText('Contains Linalool and Limonene, which you avoid')).toBeVisible();
  await shot(page, testInfo, 'list-open');

  await page.getByRole('button', { name: 'Remove Limonene' }).click();
  await expect(avoidedList(page).getByRole('listitem')).toHaveText([/^Linalool/]);
  await expect(panelSummary(page)).toHaveText(/Ingredients you avoid\s*\(1\)/);
  // The focus stays in the list, on the Remove left.
  await expect(page.getByRole('button', { name: 'Remove Linalool' })).toBeFocused();
  expect(await avoidedOf(page)).toEqual(['Linalool']);
  await expect(cardOf(page, cream.name).getByText('Contains Linalool, which you avoid')).toBeVisible();

  await page.getByRole('button', { name: 'Empty the list' }).click();
  await expect(
    panel(page).getByText('You avoid no ingredients. Mark them on a product’s page, under Ingredients.'),
  ).toBeVisible();
  await expect(panelSummary(page)).toHaveText(/Ingredients you avoid\s*\(0\)/);
  await expect(panelSummary(page)).toBeFocused();
  expect(await avoidedOf(page)).toEqual([]);
  await expect(page.getByText(/which you avoid/)).toHaveCount(0);

  // Kept: the product page's toggles agree.
  await page.goto(creamPage);
  await expect(page.getByRole('button', { name: 'Avoid Linalool' })).toHaveAttribute('aria-pressed', 'false');
  await shot(page, testInfo, 'list-emptied');
});

test('the list and its count arrive without moving the shop, and the first screen keeps its products', async ({
  page,
}, testInfo) => {
  await avoidOnTheCreamPage(page, ['Linalool']);
  await page.goto('/shop');
  await expect(grid(page).getByRole('article')).toHaveCount(8);
  await expect(panelSummary(page)).toHaveText(/Ingredients you avoid\s*\(1\)/);
  expect(await layoutShift(page), 'layout shift while the list and its count came in').toBeLessThan(0.001);
  // On a phone the first two products' prices still show.
  if (isMobile(page)) {
    const price = grid(page)
      .getByRole('article')
      .nth(1)
      .getByText(`$${product(1).price.toFixed(2)}`, { exact: true });
    const box = await price.boundingBox();
    expect(box && box.y + box.height, 'the second product’s price on the first screen').toBeLessThanOrEqual(
      page.viewportSize()?.height ?? 0,
    );
  }
  // Its summary takes the room between the form and the results' heading, and no room of its own.
  const form = await page.getByRole('search', { name: 'Products' }).boundingBox();
  const heading = await resultsHeading(page).boundingBox();
  const summaryBox = await panelSummary(page).boundingBox();
  if (!form || !heading || !summaryBox) throw new Error('the form, the heading and the summary are on the page');
  expect(summaryBox.y, 'the summary under the form').toBeGreaterThanOrEqual(form.y + form.height - 1);
  expect(summaryBox.y + summaryBox.height, 'the summary over the heading').toBeLessThanOrEqual(heading.y + 1);
  expect(summaryBox.height, 'a 24 px target at the least').toBeGreaterThanOrEqual(24);

  // Opened, the panel lies over the grid: nothing moves.
  const before = await grid(page).boundingBox();
  await panelSummary(page).click();
  await expect(avoidedList(page)).toBeVisible();
  expect(await grid(page).boundingBox()).toEqual(before);
  const panelBox = await panel(page).getByRole('link', { name: 'Hide products that contain them' }).boundingBox();
  expect(panelBox?.x ?? -1, 'the panel within the screen').toBeGreaterThanOrEqual(0);
  await shot(page, testInfo, isMobile(page) ? 'first-screen-phone' : 'first-screen');
});

test.describe('axe: WCAG 2.2 A and AA', () => {
  const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

  async function expectNoAxeViolations(page: Page) {
    // Transitions jump to their end: axe measures colours as a shopper sees them.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.finish();
    });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const report = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
    expect(report, `axe violations on ${page.url()}`).toEqual([]);
  }

  test('the shop hiding what the shopper avoids, its list open', async ({ page }, testInfo) => {
    await avoidOnTheCreamPage(page, ['Linalool', 'Limonene']);
    await page.goto('/shop?avoid=hide#avoided');
    await expect(panel(page)).toHaveAttribute('open', '');
    await expect(avoidedList(page).getByRole('listitem')).toHaveCount(2);
    await expect(hiddenSaid(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'axe-hiding');
  });

  test('the shop with its list open and nothing avoided', async ({ page }) => {
    await page.goto('/shop#avoided');
    await expect(panel(page)).toHaveAttribute('open', '');
    await expect(panel(page).getByText(/^You avoid no ingredients\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('offline, after one visit', () => {
  // The only journey here that lets the store's service worker run (offline.spec.ts has the others).
  test.use({ serviceWorkers: 'allow', allowConsoleErrors: [OFFLINE_LOAD_FAILURES] });

  test('the shop hides the products with an avoided ingredient, and shows them again', async ({ page, context }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByText('The store now opens on this device without a connection.'),
    ).toBeVisible();

    await context.setOffline(true);
    await avoidOnTheCreamPage(page, ['Linalool']);
    await page.goto('/shop?avoid=hide');
    const shown = catalog.length - withLinalool.length;
    await expect(summary(page)).toHaveText(found(shown));
    await expect(hiddenSaid(page)).toHaveText(HIDDEN);
    await expect(cardOf(page, cream.name)).toHaveCount(0);
    await hiddenSaid(page).getByRole('link', { name: 'Show them' }).click();
    await expect(cardOf(page, cream.name).getByText('Contains Linalool, which you avoid')).toBeVisible();
  });
});
