import type { Locator, Page } from '@playwright/test';
import { catalog, expect, holdCatalogue, product, test, holdTheApp } from './support/fixtures';

// Finding products in the shop: search, need and sort in the query string, and a product page's
// suggestions. Expectations come from the shipped catalogue, never from names written here.

type Entry = (typeof catalog)[number] & { ingredients?: string[] };

/** The need categories of spec §9, in its order (the filter lists them so), without 'All needs'. */
const SPEC_NEEDS = [
  'Protects',
  'Regenerates',
  'Revitalizes',
  'Feeds',
  'Regulates',
  'Purifies',
  'Makeup Removal',
  'Exfoliates',
  'Antioxidant',
  'Soothes',
  'Smoothes skin texture',
  'Tones',
  'Anti-waste',
  'Hydrates',
  'Strengthens',
  'Regenerates after UV exposure',
];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/**
 * The shop's rule: every word of the search in the name, the description, the need or an ingredient, accents and
 * case aside.
 */
const matches = (entry: Entry, q: string) =>
  plain(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) =>
      plain([entry.name, entry.description, entry.category, ...(entry.ingredients ?? [])].join('\n')).includes(word),
    );
const matching = (q: string, entries: readonly Entry[] = catalog) => entries.filter((entry) => matches(entry, q));
const inNeed = (need: string, entries: readonly Entry[] = catalog) =>
  entries.filter((entry) => entry.category === need);

/** The orders of the Sort select, as the catalogue sorts them; ties keep the catalogue's order (a stable sort). */
const ORDERS: { value: string; label: string; compare: (a: Entry, b: Entry) => number }[] = [
  { value: 'price-asc', label: 'Price, low to high', compare: (a, b) => a.price - b.price },
  { value: 'price-desc', label: 'Price, high to low', compare: (a, b) => b.price - a.price },
  { value: 'rating', label: 'Rating', compare: (a, b) => b.rating.rate - a.rating.rate },
  {
    value: 'name',
    label: 'Name, A–Z',
    compare: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  },
];
const sortedBy = (value: string, entries: readonly Entry[] = catalog) => {
  const order = ORDERS.find((candidate) => candidate.value === value);
  if (!order) throw new Error(`no order ${value}`);
  return [...entries].sort(order.compare);
};

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const needSelect = (page: Page) => page.getByRole('combobox', { name: 'Skin need' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: / found$/ });
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
/** A product's card in `scope` (a card is an article named by nothing but its heading). */
const cardOf = (scope: Locator, name: string) =>
  scope.getByRole('article').filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
const resultsHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** The first page of a list: the names the grid shows before Load More. */
const names = (entries: readonly Entry[]) => entries.slice(0, 8).map((entry) => entry.name);
const found = (count: number) => `${String(count)} ${count === 1 ? 'product' : 'products'} found`;
/** The shop's URL for a discovery, written as the shop writes it (`need=Makeup+Removal`). */
const shopUrl = (query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search === '' ? '/shop' : `/shop?${search}`;
};

/** Presses Load More until the whole list shows, then checks every card, in order. */
async function expectWholeList(page: Page, expected: readonly Entry[]) {
  await expect(cardNames(page)).toHaveText(names(expected));
  for (let shown = 8; shown < expected.length; shown += 8) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cardNames(page)).toHaveCount(Math.min(shown + 8, expected.length));
  }
  await expect(cardNames(page)).toHaveText(expected.map((entry) => entry.name));
}

/** A word that some products have and others do not: the first word of the first product's name. */
const word = (product(0).name.split(' ')[0] ?? '').toLowerCase();
const withWord = matching(word);
/** A need the word has results in: the first product's. */
const need = product(0).category;

test.describe('shop discovery', () => {
  test('typing narrows the grid key by key, and the URL follows', async ({ page }) => {
    expect(withWord.length, 'the word narrows the catalogue').toBeLessThan(catalog.length);
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    await searchField(page).focus();
    for (let length = 1; length <= word.length; length += 1) {
      const typed = word.slice(0, length);
      await page.keyboard.type(typed.slice(-1));
      const results = matching(typed);
      await expect(cardNames(page)).toHaveText(names(results));
      await expect(summary(page)).toHaveText(found(results.length));
      await expect(page).toHaveURL(shopUrl({ q: typed }));
    }
    await expect(resultsHeading(page, `Results for “${word}”`)).toBeVisible();
    // Accents and case do not matter.
    await searchField(page).fill(word.toUpperCase().replace(/e/i, 'É'));
    await expect(cardNames(page)).toHaveText(names(matching(word.replace(/e/, 'é'))));
  });

  test('each order sorts the whole catalogue, ties in the catalogue order', async ({ page }) => {
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    await expect(sortSelect(page).getByRole('option')).toHaveText(['Featured', ...ORDERS.map((order) => order.label)]);
    for (const { value, label } of ORDERS) {
      await sortSelect(page).selectOption({ label });
      await expect(page).toHaveURL(shopUrl({ sort: value }));
      await expectWholeList(page, sortedBy(value));
      await expect(showing(page)).toHaveText(`Showing ${String(catalog.length)} of ${String(catalog.length)} products`);
    }
    await sortSelect(page).selectOption({ label: 'Featured' });
    await expect(page).toHaveURL('/shop');
    await expect(cardNames(page)).toHaveText(names(catalog));
  });

  test('the need filter counts each need for the search, and a need with no product is disabled', async ({ page }) => {
    await page.goto('/shop');
    const counted = (entries: readonly Entry[]) => [
      'All needs',
      ...SPEC_NEEDS.map((name) => `${name} (${String(inNeed(name, entries).length)})`),
    ];
    await expect(needSelect(page).getByRole('option')).toHaveText(counted(catalog));
    const empty = SPEC_NEEDS.filter((name) => inNeed(name).length === 0);
    expect(empty.length, 'DESIGN: the catalogue leaves at least two needs empty').toBeGreaterThanOrEqual(2);
    for (const name of SPEC_NEEDS) {
      const option = needSelect(page).getByRole('option', { name: `${name} (`, exact: false });
      if (empty.includes(name)) await expect(option).toBeDisabled();
      else await expect(option).toBeEnabled();
    }

    // The counts follow the search: a need with nothing for it cannot be chosen.
    await searchField(page).fill(word);
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(needSelect(page).getByRole('option')).toHaveText(counted(withWord));
    const emptyForWord = SPEC_NEEDS.filter((name) => inNeed(name, withWord).length === 0);
    for (const name of emptyForWord) {
      await expect(needSelect(page).getByRole('option', { name: `${name} (0)` })).toBeDisabled();
    }

    await needSelect(page).selectOption(need);
    await expect(page).toHaveURL(shopUrl({ q: word, need }));
    await expect(cardNames(page)).toHaveText(names(inNeed(need, withWord)));
    await expect(resultsHeading(page, `Results for “${word}” in ${need}`)).toBeVisible();
    await expect(summary(page)).toHaveText(found(inNeed(need, withWord).length));

    await searchField(page).fill('');
    await expect(page).toHaveURL(shopUrl({ need }));
    await expect(cardNames(page)).toHaveText(names(inNeed(need)));
    await expect(resultsHeading(page, need)).toBeVisible();
  });

  test('Back and Forward walk through searches, needs and orders; the form follows', async ({ page }) => {
    await page.goto('/shop');
    await expect(cardNames(page)).toHaveCount(8);
    const steps = [
      { url: '/shop', q: '', need: '', sort: '', shown: catalog },
      { url: shopUrl({ q: word }), q: word, need: '', sort: '', shown: withWord },
      { url: shopUrl({ q: word, need }), q: word, need, sort: '', shown: inNeed(need, withWord) },
      {
        url: shopUrl({ q: word, need, sort: 'price-desc' }),
        q: word,
        need,
        sort: 'price-desc',
        shown: sortedBy('price-desc', inNeed(need, withWord)),
      },
    ];
    const expectStep = async (index: number) => {
      const step = steps[index];
      if (!step) throw new Error(`no step ${String(index)}`);
      await expect(page).toHaveURL(step.url);
      await expect(searchField(page)).toHaveValue(step.q);
      await expect(needSelect(page)).toHaveValue(step.need);
      await expect(sortSelect(page)).toHaveValue(step.sort);
      await expect(cardNames(page)).toHaveText(names(step.shown));
    };

    await searchField(page).pressSequentially(word);
    await expectStep(1);
    await needSelect(page).selectOption(need);
    await expectStep(2);
    await sortSelect(page).selectOption('price-desc');
    await expectStep(3);

    // Typing made one entry, not one per letter: three Backs are the shop as it was.
    for (const index of [2, 1, 0]) {
      await page.goBack();
      await expectStep(index);
    }
    for (const index of [1, 2, 3]) {
      await page.goForward();
      await expectStep(index);
    }
  });

  test('a shared link paints no products until the catalogue answers, then shows its results', async ({
    page,
    request,
  }) => {
    const link = shopUrl({ q: word, need, sort: 'price-asc' });
    // What the server sends for the link: the shop without a single product.
    const html = await (await request.get(link)).text();
    expect(html).toContain('Products loading...');
    for (const entry of catalog) expect(html, `the page for ${link} paints no product`).not.toContain(entry.name);

    const answer = await holdCatalogue(page);
    await page.goto(link);
    await expect(page.getByText('Products loading...')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // The form shows what the link asks for as soon as the store runs.
    await expect(searchField(page)).toHaveValue(word);
    await expect(needSelect(page)).toHaveValue(need);
    await expect(sortSelect(page)).toHaveValue('price-asc');
    await expect(page.getByRole('article')).toHaveCount(0);
    answer();
    const results = sortedBy('price-asc', inNeed(need, withWord));
    await expect(cardNames(page)).toHaveText(names(results));
    await expect(summary(page)).toHaveText(found(results.length));
    await expect(resultsHeading(page, `Results for “${word}” in ${need}`)).toBeVisible();
    await expect(page.getByText('Products loading...')).toHaveCount(0);
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
    await expect(cardNames(page)).toHaveText(names(sortedBy('rating')));
  });

  test('paging starts again at 8 when the query changes, by a choice or by typing', async ({ page }) => {
    // A letter most products have: more than two pages of results.
    const letter = ['e', 'a', 'o', 'i', 'r', 'n', 's', 't'].find((candidate) => matching(candidate).length > 16);
    if (!letter) throw new Error('no letter gives more than 16 results');
    const broad = matching(letter);

    await page.goto('/shop');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cardNames(page)).toHaveCount(Math.min(16, catalog.length));
    await sortSelect(page).selectOption('price-asc');
    await expect(cardNames(page)).toHaveCount(8);
    await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cardNames(page)).toHaveCount(16);
    await searchField(page).fill(letter);
    await expect(cardNames(page)).toHaveText(names(sortedBy('price-asc', broad)));
    await expect(showing(page)).toHaveText(`Showing 8 of ${String(broad.length)} products`);
  });

  test('unknown and empty values are ignored: the shop shows as without them', async ({ page }) => {
    for (const path of ['/shop?sort=bogus&need=Nope', '/shop?q=&need=&sort=']) {
      await page.goto(path);
      await expect(cardNames(page)).toHaveText(names(catalog));
      await expect(resultsHeading(page, 'All products')).toBeVisible();
      await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);
      await expect(sortSelect(page)).toHaveValue('');
      await expect(needSelect(page)).toHaveValue('');
    }
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

    // The painted products show at once, before the catalogue answers.
    const answer = await holdCatalogue(page);
    await page.goto('/shop?utm_source=letter');
    await expect(cardNames(page)).toHaveText(names(catalog));
    await expect(page.getByText('Products loading...')).toHaveCount(0);
    answer();
    await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);
    await expect(page).toHaveURL('/shop?utm_source=letter');
  });

  test(
    'with the keyboard only: search, choose a need and an order, add a result to the cart',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // Desktop only (its tag, playwright.config.ts): a phone has no keyboard.
      // The first need, in the list's order, with results for the word: ArrowDown skips the disabled ones.
      const firstNeed = SPEC_NEEDS.find((name) => inNeed(name, withWord).length > 0);
      if (!firstNeed) throw new Error('no need has the word');
      const results = sortedBy('price-asc', inNeed(firstNeed, withWord));

      await page.goto('/shop');
      await expect(cardNames(page)).toHaveCount(8);
      const tabTo = async (target: Locator) => {
        for (let presses = 0; presses < 40; presses += 1) {
          if (await target.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press('Tab');
        }
        await expect(target).toBeFocused();
      };
      await tabTo(searchField(page));
      await page.keyboard.type(word);
      await expect(cardNames(page)).toHaveText(names(withWord));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(needSelect(page)).toBeFocused();
      await page.keyboard.press('ArrowDown'); // All needs → the first need with results
      await expect(needSelect(page)).toHaveValue(firstNeed);
      // Past the skin type and the free-from filters, left as they are.
      for (const filter of ['Skin type', 'Free from']) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('combobox', { name: filter })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(sortSelect(page)).toBeFocused();
      await page.keyboard.press('ArrowDown'); // Featured → Price, low to high
      await expect(sortSelect(page)).toHaveValue('price-asc');
      await expect(page).toHaveURL(shopUrl({ q: word, need: firstNeed, sort: 'price-asc' }));
      await expect(cardNames(page)).toHaveText(names(results));

      const first = results[0];
      if (!first) throw new Error('no result');
      const addToCart = cardOf(grid(page), first.name).getByRole('button', { name: 'Add to Cart' });
      await tabTo(addToCart);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
    },
  );

  // A choice made the moment the store comes to life (React hydrating the painted page, in slices) must not be
  // lost. The choice is made, as the browser makes it (the option, then `input`, then `change`), at the instant
  // React has reached the select but not yet finished: the only way to land in that window every time.
  for (const { label, id, value, url } of [
    { label: 'an order', id: 'shop-sort', value: 'price-asc', url: shopUrl({ sort: 'price-asc' }) },
    { label: 'a need', id: 'shop-need', value: need, url: shopUrl({ need }) },
  ]) {
    test(`${label} chosen while the store starts is kept`, async ({ page }) => {
      await page.addInitScript(
        ([selectId, choice]) => {
          const chooseWhileHydrating = () => {
            const select = document.getElementById(selectId);
            if (
              !(select instanceof HTMLSelectElement) ||
              !Object.keys(select).some((key) => key.startsWith('__react'))
            ) {
              setTimeout(chooseWhileHydrating, 0);
              return;
            }
            select.value = choice;
            select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
            select.dispatchEvent(new Event('change', { bubbles: true }));
          };
          chooseWhileHydrating();
        },
        [id, value] as const,
      );
      await page.goto('/shop');
      await expect(page).toHaveURL(url);
      await expect(page.locator(`#${id}`)).toHaveValue(value);
    });
  }
});

test.describe('before the store starts, the form works as a plain form', () => {
  test('Enter in the search field loads the results', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).fill(word);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(shopUrl({ q: word }));
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(searchField(page)).toHaveValue(word);
  });

  test('the Search button loads the results', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(shopUrl({ q: word }));
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(withWord));
  });

  test('words typed before the store starts are the search once it runs', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).pressSequentially(word);
    releaseTheApp();
    await expect(page).toHaveURL(shopUrl({ q: word }));
    await expect(cardNames(page)).toHaveText(names(withWord));
    await expect(searchField(page)).toHaveValue(word);
  });

  test('the page is drawn only once its first script has run, so no choice is ever made before it', async ({
    page,
  }) => {
    // The page's first script held: it runs from the <head>, so the shop is not drawn, and nothing can be chosen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'commit' });
    await expect(page.getByRole('combobox')).toHaveCount(0);
    release();
    await sortSelect(page).selectOption('price-desc');
    await expect(page).toHaveURL(shopUrl({ sort: 'price-desc' }));
    await expect(cardNames(page)).toHaveText(names(sortedBy('price-desc')));
  });

  test('choosing an order loads the sorted shop, with no empty fields in the URL', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await sortSelect(page).selectOption('price-asc');
    await expect(page).toHaveURL('/shop?sort=price-asc');
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(sortedBy('price-asc')));
    await expect(sortSelect(page)).toHaveValue('price-asc');
  });

  test('Back from a need chosen before the store started is the shop as it was', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await needSelect(page).selectOption(need);
    await expect(page).toHaveURL(shopUrl({ need }));
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(inNeed(need)));
    // The browser does not put the choice back into the earlier page's form, where the store would take it up.
    await page.goBack();
    await expect(page).toHaveURL('/shop');
    await expect(needSelect(page)).toHaveValue('');
    await expect(cardNames(page)).toHaveText(names(catalog));
    await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);
    await expect(page).toHaveURL('/shop');
  });

  test('choosing a need after typing loads both, and only both', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).fill(word);
    await needSelect(page).selectOption(need);
    await expect(page).toHaveURL(shopUrl({ q: word, need }));
    releaseTheApp();
    await expect(cardNames(page)).toHaveText(names(inNeed(need, withWord)));
    await expect(searchField(page)).toHaveValue(word);
    await expect(needSelect(page)).toHaveValue(need);
  });
});

test.describe('you may also like', () => {
  const suggestionsFor = (page: Page, of: Entry) => page.getByRole('list', { name: `More for ${of.category}` });

  test('a product page suggests up to 4 others of its need; Add to Cart adds the suggestion', async ({ page }) => {
    const chosen = product(0);
    const others = catalog.filter((entry) => entry.category === chosen.category && entry.id !== chosen.id);
    expect(others.length, 'the shipped catalogue has others of this need').toBeGreaterThan(0);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'You may also like' })).toBeVisible();
    const suggestions = suggestionsFor(page, chosen);
    await expect(suggestions.getByRole('heading', { level: 3 })).toHaveText(names(others).slice(0, 4));
    // Never the product itself.
    await expect(suggestions.getByRole('heading', { name: chosen.name, exact: true })).toHaveCount(0);
    const suggestion = others[0];
    if (!suggestion) throw new Error('no suggestion');
    await cardOf(suggestions, suggestion.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('cart'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ items: [{ id: suggestion.id, quantity: 1 }] });
    // The page's own product is not in the cart.
    await expect(
      page.getByRole('article', { name: chosen.name }).getByRole('textbox', { name: `Quantity of ${chosen.name}` }),
    ).toHaveValue('1');
  });

  test('with many of a need, four are suggested, in the catalogue order', async ({ page }) => {
    const chosen = product(0);
    // The catalogue as the file answers it: six more products of the chosen one's need, after the shipped ones.
    const more = Array.from({ length: 6 }, (_, index) => ({
      ...product(index + 1),
      id: 9000 + index,
      name: `${product(index + 1).name} (${chosen.category} edition)`,
      category: chosen.category,
    }));
    const served = [...catalog, ...more];
    await page.route('**/data/db.products.json', (route) => route.fulfill({ json: { products: served } }));
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    const expected = served.filter((entry) => entry.category === chosen.category && entry.id !== chosen.id);
    expect(expected.length).toBeGreaterThan(4);
    await expect(suggestionsFor(page, chosen).getByRole('heading', { level: 3 })).toHaveText(
      expected.slice(0, 4).map((entry) => entry.name),
    );
  });

  test('a product alone in its need suggests nothing, and says nothing about it', async ({ page }) => {
    const alone = catalog.find((entry) => inNeed(entry.category).length === 1);
    if (!alone) throw new Error('the shipped catalogue has no product alone in its need');
    await page.goto(`/selectedproduct/${String(alone.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: alone.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: `More for ${alone.category}` })).toHaveCount(0);
  });

  test('when the catalogue file leaves a product alone in its need, its painted suggestions go', async ({ page }) => {
    const chosen = product(0);
    expect(inNeed(chosen.category).length, 'painted with suggestions').toBeGreaterThan(1);
    const served = catalog.filter((entry) => entry.category !== chosen.category || entry.id === chosen.id);
    const answer = await holdCatalogue(page, served);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'You may also like' })).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  });
});
