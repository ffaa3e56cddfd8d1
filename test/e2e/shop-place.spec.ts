import type { Locator, Page, TestInfo } from '@playwright/test';
import { catalog, expect, holdCatalogue, isMobile, layoutShift, product, test, holdTheApp } from './support/fixtures';

// The shop keeps the shopper's place: after Show Less the products are still on screen, and a search, a need or an
// order shows its results on screen, on a phone (390 × 844) and a laptop (1280 × 800). Positions are measured, not
// only looked at; each journey also leaves a screenshot in its output folder.

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('article');
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: / found$/ });
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const money = (amount: number) => `$${amount.toFixed(2)}`;
const found = (count: number) => `${String(count)} ${count === 1 ? 'product' : 'products'} found`;

/** A word some products have: the first word of the first product's name. */
const word = (product(0).name.split(' ')[0] ?? '').toLowerCase();
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const withWord = catalog.filter((entry) =>
  plain(`${entry.name}\n${entry.description}\n${entry.category}`).includes(plain(word)),
);

/** How much of the first result must show for it to be on screen: its picture's upper part, at the least. */
const FIRST_RESULT_SHOWING = 150;

/** The part of the screen the sticky header leaves: from its bottom edge to the bottom of the viewport. */
async function openScreen(page: Page) {
  const header = await page.getByRole('banner').boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return { top: header ? header.y + header.height : 0, bottom: height };
}

/**
 * Where `target` sits on the screen now (the viewport's coordinates), once scrolling has settled: the page's scroll
 * position the same over 10 of its frames, then the box the same twice. (Two polls of the box alone can meet a smooth
 * scroll that a busy machine slows to a halt between them, short of where it ends.)
 */
async function settledBox(target: Locator) {
  await target.page().evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  let last = '';
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const now = JSON.stringify(box);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const box = await target.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

/** The first result is on the screen the shopper sees: below the header, with its picture showing. */
async function expectOnScreen(page: Page, target: Locator, showing = FIRST_RESULT_SHOWING) {
  const box = await settledBox(target);
  const screen = await openScreen(page);
  expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(screen.top - 1);
  expect(box.y + showing, `at least ${String(showing)} px of it on screen`).toBeLessThanOrEqual(screen.bottom);
}

/**
 * A search's answer is readable where it lands: the first result's name, price and Add to Cart are whole on the
 * screen the shopper sees, below the sticky header.
 */
async function expectFirstResultReadable(page: Page) {
  const card = cards(page).first();
  const named = await card.getByRole('heading').textContent();
  const first = catalog.find((entry) => entry.name === named);
  if (!first) throw new Error(`the first result, ${String(named)}, is not in the catalogue`);
  const screen = await openScreen(page);
  const parts = {
    name: card.getByRole('heading', { name: first.name }),
    price: card.getByText(money(first.price), { exact: true }),
    'Add to Cart': card.getByRole('button', { name: 'Add to Cart' }),
  };
  for (const [part, target] of Object.entries(parts)) {
    const box = await settledBox(target);
    expect(box.y, `the first result's ${part} below the header`).toBeGreaterThanOrEqual(screen.top - 1);
    expect(box.y + box.height, `the first result's ${part} on the screen`).toBeLessThanOrEqual(screen.bottom);
  }
}

/** The phone turned sideways: its screen's width and height swapped. */
async function turnSideways(page: Page) {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: size.height, height: size.width });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test.describe('Show Less', () => {
  test('leaves the end of the shorter grid on screen, with focus on the paging buttons', async ({ page }, testInfo) => {
    expect(catalog.length, 'the catalogue has more than two pages').toBeGreaterThan(16);
    await page.goto('/shop');
    await expect(cards(page)).toHaveCount(8);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(16);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(Math.min(24, catalog.length));

    // From 24 to 16: Show Less stays, and keeps the focus.
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(cards(page)).toHaveCount(16);
    await expect(showing(page)).toHaveText(`Showing 16 of ${String(catalog.length)} products`);
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeFocused();
    await expectOnScreen(page, cards(page).nth(15), 120);
    await shot(page, testInfo, 'show-less-16');

    // From 16 to 8: Show Less is gone, focus goes to Load More, above it.
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeFocused();
    await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);
    await expectOnScreen(page, cards(page).nth(7), 120);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeInViewport();
    // The footer is not what the shopper sees.
    const footer = await page.getByRole('contentinfo').boundingBox();
    const screen = await openScreen(page);
    expect(footer?.y ?? Infinity, 'the footer starts below the screen').toBeGreaterThan(screen.bottom);
    await shot(page, testInfo, 'show-less-8');
  });
});

test(
  'Show Less from the keyboard: focus goes to Load More, with its ring, and the products stay on screen',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Desktop only (its tag, playwright.config.ts): a phone has no keyboard.
    await page.goto('/shop');
    await expect(cards(page)).toHaveCount(8);
    await page.getByRole('button', { name: 'Load More' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(16);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(8);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await expect(loadMore).toBeFocused();
    expect(await loadMore.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    await expectOnScreen(page, cards(page).nth(7), 120);
    await expect(loadMore).toBeInViewport();
  },
);

test("Load More while the catalogue is on its way stays under the thumb: its count's line says the rest is loading", async ({
  page,
}) => {
  const answer = await holdCatalogue(page);
  await page.goto('/shop');
  const loadMore = page.getByRole('button', { name: 'Load More' });
  /** Where the button is on the page (not the screen, which the tap may scroll). */
  const place = () =>
    loadMore.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return { x: Math.round(box.left + window.scrollX), y: Math.round(box.top + window.scrollY) };
    });
  await expect(showing(page)).toHaveText(`Showing 8 of ${String(catalog.length)} products`);
  const before = await place();
  await loadMore.click();
  // The painted page has 8 of the 16 asked for: the rest comes with the file, and the next tap finds the button.
  await expect(page.getByRole('status').filter({ hasText: 'Products loading...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
  expect(await place(), 'Load More has not moved').toEqual(before);
  await loadMore.click();
  answer();
  await expect(cards(page)).toHaveCount(24);
  await expect(showing(page)).toHaveText(`Showing 24 of ${String(catalog.length)} products`);
});

test('Load More and Show Less keep their places whichever of them shows: a quick second tap finds the same button', async ({
  page,
}) => {
  await page.goto('/shop');
  // The paging buttons' box, under the count's line.
  const paging = showing(page).locator('xpath=following-sibling::div[1]');
  /** Where each paging button is within the paging's box (the box itself moves down as the grid grows). */
  const places = () =>
    paging.evaluate((box) => {
      const origin = box.getBoundingClientRect();
      return Object.fromEntries(
        Array.from(box.querySelectorAll('button'), (button) => {
          const at = button.getBoundingClientRect();
          return [button.textContent, { x: Math.round(at.left - origin.left), y: Math.round(at.top - origin.top) }];
        }),
      );
    });
  await expect(cards(page)).toHaveCount(8);
  const first = await places();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(16);
  const both = await places();
  expect(both['Load More'], 'Load More where it was before Show Less came').toEqual(first['Load More']);
  // On to the end of the list, where Load More goes.
  for (let shown = 16; shown < catalog.length; shown += 8) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(Math.min(shown + 8, catalog.length));
  }
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  expect((await places())['Show Less'], 'Show Less where it was below Load More').toEqual(both['Show Less']);
});

test.describe('results on screen', () => {
  test('/shop shows products on its first screen', async ({ page }, testInfo) => {
    await page.goto('/shop');
    await expect(cards(page)).toHaveCount(8);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectOnScreen(page, cards(page).first(), isMobile(page) ? 200 : 250);
    await shot(page, testInfo, 'shop');
  });

  test(
    "on a phone, /shop's first screen shows two products' names and prices below the search form",
    { tag: '@phone-only' },
    async ({ page }, testInfo) => {
      // Phone only (its tag, playwright.config.ts): a phone held upright.
      await page.goto('/shop');
      await expect(cards(page)).toHaveCount(8);
      const form = await settledBox(page.getByRole('search', { name: 'Products' }));
      const screen = await openScreen(page);
      for (const index of [0, 1]) {
        const card = cards(page).nth(index);
        const name = await settledBox(card.getByRole('heading', { name: product(index).name }));
        const price = await settledBox(card.getByText(money(product(index).price), { exact: true }));
        expect(name.y, `${product(index).name}: below the search form`).toBeGreaterThanOrEqual(form.y + form.height);
        expect(price.y + price.height, `${product(index).name}: its price on the first screen`).toBeLessThanOrEqual(
          screen.bottom,
        );
      }
      await shot(page, testInfo, 'shop-phone');
    },
  );

  test('Enter in the search shows the results on screen', async ({ page }, testInfo) => {
    await page.goto('/shop');
    await expect(cards(page)).toHaveCount(8);
    await searchField(page).fill(word);
    await searchField(page).press('Enter');
    await expect(summary(page)).toHaveText(found(withWord.length));
    await expect(page).toHaveURL(`/shop?q=${word}`);
    await expectOnScreen(page, cards(page).first());
    await expect(page.getByRole('heading', { level: 2, name: `Results for “${word}”` })).toBeInViewport();
    await expectFirstResultReadable(page);
    await shot(page, testInfo, 'enter');
  });

  const need = product(0).category;
  const ASKS: { how: string; ask: (page: Page) => Promise<void>; url: string; count: number }[] = [
    {
      how: 'the Search button',
      ask: async (page) => {
        await searchField(page).fill(word);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
      },
      url: `/shop?q=${word}`,
      count: withWord.length,
    },
    {
      how: 'a need',
      ask: (page) =>
        page
          .getByRole('combobox', { name: 'Skin need' })
          .selectOption(need)
          .then(() => undefined),
      url: `/shop?need=${encodeURIComponent(need)}`,
      count: catalog.filter((entry) => entry.category === need).length,
    },
    {
      how: 'an order',
      ask: (page) =>
        sortSelect(page)
          .selectOption('price-asc')
          .then(() => undefined),
      url: '/shop?sort=price-asc',
      count: catalog.length,
    },
  ];
  for (const { how, ask, url, count } of ASKS) {
    test(`${how} shows the first result's name, price and Add to Cart, and the count is announced`, async ({
      page,
    }, testInfo) => {
      await page.goto('/shop');
      await expect(cards(page)).toHaveCount(8);
      await ask(page);
      await expect(page).toHaveURL(url);
      await expect(summary(page)).toHaveText(found(count));
      await expectFirstResultReadable(page);
      await shot(page, testInfo, `ask-${how.replaceAll(' ', '-')}`);
    });
  }

  test(
    'on a phone with its keyboard up, Enter brings the results above the keyboard',
    { tag: '@phone-only' },
    async ({ page }, testInfo) => {
      // Phone only (its tag, playwright.config.ts): a laptop has no on-screen keyboard.
      await page.goto('/shop');
      await expect(cards(page)).toHaveCount(8);
      await searchField(page).tap();
      // The keyboard takes the lower 336 px of the screen: what is left is the page's visible part.
      const size = page.viewportSize() ?? { width: 390, height: 844 };
      await page.setViewportSize({ width: size.width, height: size.height - 336 });
      await searchField(page).pressSequentially(word);
      await expect(summary(page)).toHaveText(found(withWord.length));
      await searchField(page).press('Enter');
      await expectOnScreen(page, cards(page).first());
      await expect(page.getByRole('heading', { level: 2, name: `Results for “${word}”` })).toBeInViewport();
      await expect(searchField(page)).toBeFocused();
      await shot(page, testInfo, 'enter-keyboard-up');
    },
  );

  test(
    'a phone turned sideways: an order chosen brings the results into view',
    { tag: '@phone-only' },
    async ({ page }, testInfo) => {
      // Phone only (its tag, playwright.config.ts): a phone turned sideways.
      await turnSideways(page);
      await page.goto('/shop');
      await expect(cards(page)).toHaveCount(8);
      await sortSelect(page).selectOption('price-asc');
      await expect(page).toHaveURL('/shop?sort=price-asc');
      await expect(summary(page)).toHaveText(found(catalog.length));
      await expectOnScreen(page, cards(page).first());
      await shot(page, testInfo, 'order-sideways');
    },
  );

  test(
    'a phone turned sideways: an order chosen before the store starts opens the results page at its results',
    { tag: '@phone-only' },
    async ({ page }, testInfo) => {
      // Phone only (its tag, playwright.config.ts): a phone turned sideways.
      await turnSideways(page);
      const releaseTheApp = await holdTheApp(page);
      await page.goto('/shop', { waitUntil: 'domcontentloaded' });
      await sortSelect(page).selectOption('price-asc');
      await expect(page).toHaveURL('/shop?sort=price-asc');
      // Painted, before the store runs: the results' place is on screen.
      await expect(page.getByRole('heading', { level: 2, name: 'All products' })).toBeInViewport();
      releaseTheApp();
      await expect(summary(page)).toHaveText(found(catalog.length));
      await expectOnScreen(page, cards(page).first());
      await shot(page, testInfo, 'order-sideways-before-start');
    },
  );

  test('Enter before the store starts loads the results page with the first result on its first screen', async ({
    page,
  }, testInfo) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await searchField(page).fill(word);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(`/shop?q=${word}`);
    releaseTheApp();
    await expect(summary(page)).toHaveText(found(withWord.length));
    await expectOnScreen(page, cards(page).first());
    await expectFirstResultReadable(page);
    await shot(page, testInfo, 'enter-before-start');
  });

  test('a shared search link shows its first result on the first screen, and nothing shifts', async ({
    page,
  }, testInfo) => {
    await page.goto(`/shop?q=${word}`);
    await expect(summary(page)).toHaveText(found(withWord.length));
    await expect(cards(page).first()).toBeVisible();
    // The page opens at its results: their heading under the header, the first result whole below it.
    await expect(page.getByRole('heading', { level: 2, name: `Results for “${word}”` })).toBeInViewport();
    await expectOnScreen(page, cards(page).first(), 250);
    await expectFirstResultReadable(page);
    expect(await layoutShift(page), 'layout shift while the results came in').toBeLessThan(0.001);
    await shot(page, testInfo, 'shared-link');
  });

  for (const link of [`/shop?need=${encodeURIComponent(product(0).category)}`, '/shop?sort=rating']) {
    test(`a shared link ${link} opens at its results, the first readable`, async ({ page }, testInfo) => {
      await page.goto(link);
      await expect(summary(page)).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await expectFirstResultReadable(page);
      await shot(page, testInfo, `shared-${link.includes('need') ? 'need' : 'sort'}`);
    });
  }

  test('a shared search link with no results says so, and nothing shifts', async ({ page }, testInfo) => {
    await page.goto('/shop?q=zzzzqx');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all products' })).toBeInViewport();
    expect(await layoutShift(page), 'layout shift while the answer came in').toBeLessThan(0.001);
    await shot(page, testInfo, 'shared-link-no-results');
  });
});
