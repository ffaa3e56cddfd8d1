import type { Page } from '@playwright/test';
import { catalog, expect, holdTheApp, product, storeRunning, test } from './support/fixtures';
import type { CatalogProduct } from './support/fixtures';

// The routine finder (docs/shopping.md), as a shopper meets it on the home page: "Find my routine" opens four
// questions; "Show my routine" answers with a Morning and an Evening routine from the shipped catalogue that keeps to
// her skin type, her free-from choices and the ingredients she avoids; the answers are the URL, so a reload, Back and
// another browser give the same routine; one tap adds it to the cart. Before the app runs, the form works as a GET form
// and the routine shows once the app does.

const finder = (page: Page) => page.locator('details#routine');
const openFinder = async (page: Page) => {
  await page.getByText('Find my routine', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Show my routine' })).toBeVisible();
};
const question = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });
const answer = (page: Page) => page.getByRole('region', { name: /^Your routine/ });
/** The product names of the routine, in the order its steps come. */
const routineOf = (page: Page) => answer(page).getByRole('listitem').getByRole('link').allTextContents();

const byName = (name: string): CatalogProduct => {
  const found = catalog.find((entry) => entry.name === name);
  if (!found) throw new Error(`no product named ${name} in the catalogue`);
  return found;
};
/** The shipped Night Garden Cream: its ingredient list holds Linalool. */
const cream = product(5);
const ROUTINE_URL = '/?skin=dry&concern=Soothes&concern=Hydrates&free=fragrance&avoid=Linalool&when=both#routine';

test('answered on the home page: a morning and an evening routine that keeps to every answer, added in one tap, shared by its URL', async ({
  page,
  browser,
}) => {
  // An ingredient avoided on a product page, as a shopper marks it.
  await page.goto(`/selectedproduct/${String(cream.id)}`);
  await page.getByRole('button', { name: 'Avoid Linalool' }).click();
  await expect(page.getByRole('button', { name: 'Avoid Linalool' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/');
  await openFinder(page);
  // The avoid list is already ticked in what to leave out.
  await expect(question(page, 'Leave out').getByLabel('Linalool')).toBeChecked();
  await question(page, 'Skin type').getByLabel('Dry').check();
  await question(page, 'Concerns').getByLabel('Hydrates').check();
  await question(page, 'Concerns').getByLabel('Soothes').check();
  await question(page, 'Leave out').getByLabel('Fragrance').check();
  await expect(question(page, 'When').getByLabel('Both')).toBeChecked();
  await page.getByRole('button', { name: 'Show my routine' }).click();

  await expect(page).toHaveURL(ROUTINE_URL);
  await expect(answer(page).getByRole('heading', { name: 'Morning', exact: true })).toBeVisible();
  await expect(answer(page).getByRole('heading', { name: 'Evening', exact: true })).toBeVisible();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for dry skin' })).toBeFocused();
  const names = await routineOf(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    const chosen = byName(name);
    expect(chosen.skinTypes ?? ['dry'], `${name} suits dry skin`).toContain('dry');
    expect(chosen.freeFrom, `${name} is free from fragrance`).toContain('fragrance');
    expect(chosen.ingredients, `${name} holds no Linalool`).not.toContain('Linalool');
  }
  // A step none can fill says so, and offers none.
  await expect(answer(page).getByText(/^No cleanser here is /)).toBeVisible();
  // Each step says its size, price per 100 ml and why.
  const first = answer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(first).toContainText(/\$\d+\.\d\d · \d+ (ml|g) · \$\d+\.\d\d \/ 100 (ml|g)/);
  await expect(first).toContainText(/For dry skin/);
  await expect(answer(page)).toContainText(/Total \$\d+\.\d\d for \d+ products, about \$\d+\.\d\d a day/);

  // One tap: each product through the cart's add, one sentence for all.
  const distinct = new Set(names).size;
  await answer(page).getByRole('button', { name: 'Add the routine to the cart' }).click();
  await expect(page.getByRole('link', { name: `Cart ${String(distinct)} items` }).first()).toBeVisible();
  await expect(page.locator('#mossbloom-announcer')).toHaveText(
    `The ${String(distinct)} products of your routine are in your cart.`,
  );

  // The same answers, the same routine: after a reload, and in another browser.
  await page.reload();
  await expect(answer(page).getByRole('heading', { name: 'Morning', exact: true })).toBeVisible();
  expect(await routineOf(page)).toEqual(names);
  await expect(question(page, 'Skin type').getByLabel('Dry')).toBeChecked();
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(ROUTINE_URL);
    await expect(answer(elsewhere).getByRole('heading', { name: 'Evening', exact: true })).toBeVisible();
    expect(await routineOf(elsewhere)).toEqual(names);
    // There, the URL's avoided ingredient is ticked though that browser's list is empty.
    await expect(question(elsewhere, 'Leave out').getByLabel('Linalool')).toBeChecked();
  } finally {
    await other.close();
  }
});

test('Back and Forward between two routines show each, with its answers ticked', async ({ page }) => {
  await page.goto('/');
  await openFinder(page);
  await question(page, 'Skin type').getByLabel('Oily').check();
  await page.getByRole('button', { name: 'Show my routine' }).click();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for oily skin' })).toBeVisible();
  const oily = await routineOf(page);

  await question(page, 'Skin type').getByLabel('Sensitive').check();
  await question(page, 'When').getByLabel('Evening').check();
  await page.getByRole('button', { name: 'Show my routine' }).click();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for sensitive skin' })).toBeVisible();
  await expect(answer(page).getByRole('heading', { name: 'Morning', exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for oily skin' })).toBeVisible();
  expect(await routineOf(page)).toEqual(oily);
  await expect(question(page, 'Skin type').getByLabel('Oily')).toBeChecked();
  await expect(question(page, 'When').getByLabel('Both')).toBeChecked();
  await page.goForward();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for sensitive skin' })).toBeVisible();
  await expect(question(page, 'When').getByLabel('Evening')).toBeChecked();
});

test('concerns: two at most, a third waits until one is unticked', async ({ page }) => {
  await page.goto('/');
  await openFinder(page);
  const concerns = question(page, 'Concerns');
  await concerns.getByLabel('Hydrates').check();
  await concerns.getByLabel('Soothes').check();
  await expect(concerns.getByLabel('Feeds')).toBeDisabled();
  await concerns.getByLabel('Hydrates').uncheck();
  await expect(concerns.getByLabel('Feeds')).toBeEnabled();
});

test('before the app runs, the form answers by the platform, and the routine shows once the app does', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await finder(page).locator('summary').click();
  await question(page, 'Skin type').getByLabel('Combination').check();
  await question(page, 'When').getByLabel('Morning').check();
  await page.getByRole('button', { name: 'Show my routine' }).click();
  await expect(page).toHaveURL('/?skin=combination&when=morning#routine');
  expect(await storeRunning(page), 'the form was sent before the store ran').toBe(false);

  release();
  await expect(answer(page).getByRole('heading', { name: 'Your routine for combination skin' })).toBeVisible();
  await expect(answer(page).getByRole('heading', { name: 'Evening', exact: true })).toHaveCount(0);
  await expect(question(page, 'Skin type').getByLabel('Combination')).toBeChecked();
});

test('a first visit to the home page loads none of the finder, which comes at the first intent', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/routine\.[0-9a-f]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await expect.poll(() => storeRunning(page)).toBe(true);
  expect(asked).toEqual([]);
  await page.getByText('Find my routine', { exact: true }).hover();
  await expect.poll(() => asked.length).toBe(1);
});

test('with the keyboard alone: open the finder, answer, and show the routine', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => storeRunning(page)).toBe(true);
  const open = finder(page).locator('summary');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show my routine' })).toBeVisible();
  // Into the skin types, then the arrows choose among them, as radio buttons do.
  await page.keyboard.press('Tab');
  await expect(question(page, 'Skin type').getByLabel('Dry')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(question(page, 'Skin type').getByLabel('Oily')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(question(page, 'Concerns').getByLabel('Protects')).toBeChecked();
  const show = page.getByRole('button', { name: 'Show my routine' });
  for (
    let presses = 0;
    presses < 40 && !(await show.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/?skin=oily&concern=Protects&when=both#routine');
  await expect(answer(page).getByRole('heading', { name: 'Your routine for oily skin' })).toBeFocused();
});
