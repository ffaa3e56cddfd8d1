import type { Page } from '@playwright/test';
import { catalog, expect, isMobile, product, test } from './support/fixtures';

// Finding products in the shop (issue 14): search, need and sort in the query string, and a product page's
// suggestions. Expectations come from the shipped catalogue, never from names written here.

type Entry = (typeof catalog)[number];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The shop's rule: every word of the search in the name, the description or the need, accents and case aside. */
const matches = (entry: Entry, q: string) =>
  plain(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => plain(`${entry.name}\n${entry.description}\n${entry.category}`).includes(word));

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const needSelect = (page: Page) => page.getByRole('combobox', { name: 'Skin need' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: / found$/ });
const names = (entries: readonly Entry[]) => entries.slice(0, 8).map((entry) => entry.name);

/** A word that some products have and others do not: the first word of the first product's name. */
const word = (product(0).name.split(' ')[0] ?? '').toLowerCase();
const withWord = catalog.filter((entry) => matches(entry, word));

test.describe('shop discovery', () => {
  test('typing narrows the grid as you type, and the URL follows', async ({ page }) => {
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    await searchField(page).pressSequentially(word);
    await expect(page).toHaveURL(`/shop?q=${word}`);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(summary(page)).toHaveText(
      `${String(withWord.length)} ${withWord.length === 1 ? 'product' : 'products'} found`,
    );
    await expect(page.getByRole('heading', { level: 2, name: `Results for “${word}”` })).toBeVisible();
    // Accents and case do not matter.
    await searchField(page).fill(word.toUpperCase().replace(/e/i, 'É'));
    await expect(cardNames(page)).toHaveText(names(catalog.filter((entry) => matches(entry, word.replace(/e/, 'é')))));
  });

  test('each order sorts the whole catalogue, ties in the catalogue order', async ({ page }) => {
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    const orders: [string, string, (a: Entry, b: Entry) => number][] = [
      ['price-asc', 'Price, low to high', (a, b) => a.price - b.price],
      ['price-desc', 'Price, high to low', (a, b) => b.price - a.price],
      ['name', 'Name, A–Z', (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true })],
    ];
    for (const [value, label, compare] of orders) {
      await sortSelect(page).selectOption({ label });
      await expect(page).toHaveURL(`/shop?sort=${value}`);
      await expect(cardNames(page)).toHaveText(names([...catalog].sort(compare)));
    }
    await sortSelect(page).selectOption({ label: 'Featured' });
    await expect(page).toHaveURL('/shop');
    await expect(cardNames(page)).toHaveText(names(catalog));
  });

  test('the need filter counts each need, and a need with no product is disabled', async ({ page }) => {
    await page.goto('/shop');
    const need = product(0).category;
    const inNeed = catalog.filter((entry) => entry.category === need);
    await expect(needSelect(page).getByRole('option', { name: `${need} (${String(inNeed.length)})` })).toBeEnabled();
    const empty = needSelect(page).getByRole('option', { name: / \(0\)$/ });
    expect(await empty.count(), 'the catalogue leaves needs empty').toBeGreaterThanOrEqual(2);
    for (const option of await empty.all()) await expect(option).toBeDisabled();

    await needSelect(page).selectOption(need);
    await expect(page).toHaveURL(`/shop?need=${encodeURIComponent(need).replace(/%20/g, '+')}`);
    await expect(cardNames(page)).toHaveText(names(inNeed));
    await expect(page.getByRole('heading', { level: 2, name: need })).toBeVisible();
  });

  test('Back and Forward walk through searches, needs and orders; the form follows', async ({ page }) => {
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    await searchField(page).pressSequentially(word);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await sortSelect(page).selectOption('price-desc');
    const sorted = [...withWord].sort((a, b) => b.price - a.price);
    await expect(cardNames(page)).toHaveText(names(sorted));

    await page.goBack();
    await expect(sortSelect(page)).toHaveValue('');
    await expect(cardNames(page)).toHaveText(names(withWord));
    // Typing made one entry, not one per letter: one more Back is the shop as it was.
    await page.goBack();
    await expect(page).toHaveURL('/shop');
    await expect(searchField(page)).toHaveValue('');
    await expect(cardNames(page)).toHaveText(names(catalog));

    await page.goForward();
    await expect(searchField(page)).toHaveValue(word);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await page.goForward();
    await expect(sortSelect(page)).toHaveValue('price-desc');
    await expect(cardNames(page)).toHaveText(names(sorted));
  });

  test('a shared link paints no products until the catalogue answers, then shows its results', async ({ page }) => {
    const need = product(0).category;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/data/db.products.json', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(`/shop?q=${word}&need=${encodeURIComponent(need)}&sort=price-asc`);
    await expect(page.getByText('Products loading...')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // The form shows what the link asks for as soon as the store runs.
    await expect(searchField(page)).toHaveValue(word);
    await expect(needSelect(page)).toHaveValue(need);
    await expect(sortSelect(page)).toHaveValue('price-asc');
    answer();
    const results = withWord.filter((entry) => entry.category === need).sort((a, b) => a.price - b.price);
    await expect(cardNames(page)).toHaveText(names(results));
  });

  test('no results says so, with a way back to every product', async ({ page }) => {
    await page.goto('/shop?sort=rating');
    await searchField(page).fill('zzzzqx');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No products found' })).toHaveCount(1);
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL('/shop?sort=rating');
    await expect(searchField(page)).toHaveValue('');
    await expect(cardNames(page)).toHaveCount(8);
  });

  test('paging starts again at 8 when the query changes', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cardNames(page)).toHaveCount(Math.min(16, catalog.length));
    await sortSelect(page).selectOption('price-asc');
    await expect(cardNames(page)).toHaveCount(8);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing 8 of ${String(catalog.length)} products`,
    );
  });

  test('unknown values are ignored: the shop shows as without them', async ({ page }) => {
    await page.goto('/shop?sort=bogus&need=Nope');
    await expect(cardNames(page)).toHaveText(names(catalog));
    await expect(page.getByRole('heading', { level: 2, name: 'All products' })).toBeVisible();
    await expect(sortSelect(page)).toHaveValue('');
    await expect(needSelect(page)).toHaveValue('');
  });

  test('/shop with other parameters keeps its painted products; the query page is not served by name', async ({
    page,
    request,
  }) => {
    const painted = await (await request.get('/shop?utm_source=letter')).text();
    expect(painted).toContain(product(0).name);
    const queryPage = await (await request.get(`/shop?q=${word}`)).text();
    expect(queryPage).not.toContain(product(0).description);
    expect(queryPage).toContain('Products loading...');
    expect((await request.get('/shop-query.html')).status()).toBe(404);
    await page.goto('/shop?utm_source=letter');
    await expect(cardNames(page)).toHaveText(names(catalog));
  });

  test('with the keyboard only: search, choose a need and an order, add a result to the cart', async ({ page }) => {
    test.skip(isMobile(page), 'a phone has no keyboard');
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    await searchField(page).focus();
    await page.keyboard.type(word);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await page.keyboard.press('Tab'); // Search
    await page.keyboard.press('Tab');
    await expect(needSelect(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sortSelect(page)).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Featured → Price, low to high
    await expect(sortSelect(page)).toHaveValue('price-asc');
    const first = [...withWord].sort((a, b) => a.price - b.price)[0];
    if (!first) throw new Error('no product has the word');
    await expect(cardNames(page).first()).toHaveText(first.name);
    const addToCart = grid(page).getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
    for (let presses = 0; presses < 12; presses += 1) {
      if (await addToCart.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(addToCart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  });
});

test.describe('before the store starts, the form works as a plain form', () => {
  /** Holds the app's script until `release()`: everything the shopper does before happens on the painted page. */
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

  test('Enter in the search field loads the results', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).fill(word);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(`/shop?q=${word}`);
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(searchField(page)).toHaveValue(word);
  });

  test('words typed before the store starts are the search once it runs', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).pressSequentially(word);
    releaseTheApp();
    await expect(page).toHaveURL(`/shop?q=${word}`);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(searchField(page)).toHaveValue(word);
  });

  test("a choice made before any script ran is the shop's once the store runs", async ({ page }) => {
    // The page's first script itself held: the painted page has nothing running at all.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'commit' });
    await sortSelect(page).selectOption('price-desc');
    release();
    await expect(page).toHaveURL('/shop?sort=price-desc');
    await expect(cardNames(page)).toHaveText(names([...catalog].sort((a, b) => b.price - a.price)));
  });

  test('choosing an order loads the sorted shop, with no empty fields in the URL', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await sortSelect(page).selectOption('price-asc');
    await expect(page).toHaveURL('/shop?sort=price-asc');
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names([...catalog].sort((a, b) => a.price - b.price)));
  });
});

test.describe('you may also like', () => {
  test('a product page suggests up to 4 others of its need; Add to Cart adds the suggestion', async ({ page }) => {
    const chosen = product(0);
    const others = catalog.filter((entry) => entry.category === chosen.category && entry.id !== chosen.id);
    expect(others.length, 'the shipped catalogue has others of this need').toBeGreaterThan(0);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'You may also like' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: `More for ${chosen.category}` });
    await expect(suggestions.getByRole('heading', { level: 3 })).toHaveText(names(others).slice(0, 4));
    const suggestion = others[0];
    if (!suggestion) throw new Error('no suggestion');
    await suggestions.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('cart'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ items: [{ id: suggestion.id, quantity: 1 }] });
  });

  test('a product alone in its need suggests nothing, and says nothing about it', async ({ page }) => {
    const alone = catalog.find((entry) => catalog.filter((other) => other.category === entry.category).length === 1);
    if (!alone) throw new Error('the shipped catalogue has no product alone in its need');
    await page.goto(`/selectedproduct/${String(alone.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: alone.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toHaveCount(0);
  });
});
