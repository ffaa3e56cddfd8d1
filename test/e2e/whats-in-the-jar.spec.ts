import type { Page } from '@playwright/test';
import { catalog, expect, test, holdTheApp } from './support/fixtures';

// What's in the jar, as a shopper meets it: the product page says it without script, the shop filters by skin type
// and free-from (before the store starts too), and the search finds ingredients. Expectations come from the shipped
// catalogue.

/** A filter's select: on a phone the shopper opens "Filters" first, a popover; on a wide screen it is in the form. */
async function filter(page: Page, name: 'Skin type' | 'Free from') {
  const button = page.getByRole('button', { name: /^Filters/ });
  if (await button.isVisible()) await button.click();
  return page.getByRole('combobox', { name });
}

type Entry = (typeof catalog)[number] & { skinTypes?: string[]; freeFrom?: string[]; ingredients?: string[] };
const entries = catalog as Entry[];

test('a product page says what is in the jar with no script at all: headings, lists and allergens in words', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cream = entries.find((entry) => entry.ingredients?.includes('Linalool'));
  if (!cream) throw new Error('the shipped catalogue has no product with Linalool');
  await page.goto(`/selectedproduct/${String(cream.id)}`);
  const jar = page.getByRole('region', { name: 'What’s in the jar' });
  await expect(jar.getByRole('heading', { level: 3 })).toHaveText([
    'Key ingredients',
    'For skin that is',
    'Claims',
    'How to use',
    'Ingredients',
  ]);
  // Each row: the ingredient as the label names it, then its Avoid toggle.
  const linalool = jar.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Avoid Linalool' }) });
  await expect(linalool).toHaveCount(1);
  await expect(linalool.locator('span').first()).toHaveText('Linalool (allergen)');
  await expect(page.getByText(/^\$\d+\.\d{2} · \d+ (ml|g) · \$\d+\.\d{2} \/ 100 (ml|g)$/)).toBeVisible();
  await context.close();
});

test('a skin type chosen before the store starts loads the filtered shop, which the store then shows', async ({
  page,
}) => {
  const releaseTheApp = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  await (await filter(page, 'Skin type')).selectOption('sensitive');
  await expect(page).toHaveURL('/shop?skin=sensitive');
  releaseTheApp();
  const suiting = entries.filter((entry) => entry.skinTypes?.includes('sensitive'));
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(
    `${String(suiting.length)} products found`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Products, for sensitive skin' })).toBeVisible();
});

test('the filters combine with the search, and Back undoes each; a reload keeps them', async ({ page }) => {
  await page.goto('/shop?free=fragrance');
  const freeOfFragrance = entries.filter((entry) => entry.freeFrom?.includes('fragrance'));
  await expect(page.getByText(`${String(freeOfFragrance.length)} products found`)).toBeVisible();
  await (await filter(page, 'Skin type')).selectOption('oily');
  const both = freeOfFragrance.filter((entry) => entry.skinTypes?.includes('oily'));
  await expect(page.getByText(`${String(both.length)} products found`)).toBeVisible();
  await expect(page).toHaveURL('/shop?skin=oily&free=fragrance');
  await page.reload();
  await expect(page.getByText(`${String(both.length)} products found`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Free from', includeHidden: true })).toHaveValue('fragrance');
  await page.goBack();
  await expect(page).toHaveURL('/shop?free=fragrance');
  await expect(page.getByText(`${String(freeOfFragrance.length)} products found`)).toBeVisible();
});

test('the search finds an ingredient in any case, and each card says which ingredient it found', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('LINALOOL');
  // Found by their ingredients alone: no name or description says linalool; all on the first page of results.
  const holding = entries.filter((entry) => entry.ingredients?.some((name) => /linalool/i.test(name)));
  expect(holding.length).toBeGreaterThan(1);
  expect(holding.length).toBeLessThanOrEqual(8);
  expect(entries.filter((entry) => /linalool/i.test(`${entry.name} ${entry.description}`))).toEqual([]);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(holding.length);
  await expect(cards.getByText('Contains Linalool')).toHaveCount(holding.length);
  await expect(page).toHaveURL('/shop?q=LINALOOL');
});
