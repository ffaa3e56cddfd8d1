import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, isMobile, product, test } from './support/fixtures';

// Small flaws a shopper saw between 320 and 1280 px, each held by measuring the page where it showed: sizes,
// overlaps, order on screen. Each test also leaves a screenshot in its output folder.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(target: Locator): Promise<Box> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function shot(page: Page, testInfo: TestInfo, name: string, target?: Locator) {
  const path = testInfo.outputPath(`${name}.png`);
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
}

test.describe('header', () => {
  for (const width of [320, 390, 1280]) {
    test(
      `at ${String(width)} px the logo's leaf and the cart's bag keep their size, side by side`,
      { tag: width < 900 ? '@phone-only' : '@desktop-only' },
      async ({ page }, testInfo) => {
        // Each width on its own project (its tag, playwright.config.ts): phones on mobile, 1280 on desktop.
        if (width === 320) await page.setViewportSize({ width, height: 640 });
        await page.goto('/');
        const banner = page.getByRole('banner');
        const logo = banner.getByRole('link', { name: 'Mossbloom, home' });
        const cart = banner.getByRole('link', { name: /^Cart/ });
        const leaf = await boxOf(logo.locator('svg'));
        const bag = await boxOf(cart.locator('svg'));
        expect(leaf.width, 'leaf width').toBeCloseTo(32, 0);
        expect(leaf.height, 'leaf height').toBeCloseTo(32, 0);
        expect(bag.width, 'bag width').toBeCloseTo(22, 0);
        expect(bag.height, 'bag height').toBeCloseTo(22, 0);

        const parts = [await boxOf(logo), await boxOf(cart)];
        if (width < 900) parts.push(await boxOf(banner.getByRole('button', { name: 'Open menu' })));
        for (const [index, part] of parts.entries()) {
          expect(part.x, 'inside the screen').toBeGreaterThanOrEqual(0);
          expect(part.x + part.width, 'inside the screen').toBeLessThanOrEqual(width);
          const next = parts[index + 1];
          if (next) expect(overlaps(part, next), 'header parts do not overlap').toBe(false);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBe(width);
        await shot(page, testInfo, `header-${String(width)}`, banner);
      },
    );
  }
});

test.describe('home', () => {
  test('the three featured cards fill their row: no empty column', async ({ page }, testInfo) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Featured products' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const row = await boxOf(list);
    const boxes = await Promise.all([0, 1, 2].map((index) => boxOf(cards.nth(index))));
    if (isMobile(page)) {
      // Two across, as in the product grids; the third card centred under them, as wide as they are.
      const [first, second, third] = boxes;
      if (!first || !second || !third) throw new Error('three cards');
      expect(second.y, 'the first two side by side').toBeCloseTo(first.y, 0);
      expect(first.x + first.width, 'no overlap').toBeLessThanOrEqual(second.x);
      expect(third.y, 'the third below them').toBeGreaterThanOrEqual(first.y + first.height);
      expect(third.width, 'as wide as the others').toBeCloseTo(first.width, 0);
      const leftGap = third.x - row.x;
      const rightGap = row.x + row.width - (third.x + third.width);
      expect(Math.abs(leftGap - rightGap), 'centred in the row').toBeLessThanOrEqual(1);
    } else {
      for (const box of boxes) expect(box.y, 'one row').toBeCloseTo(boxes[0]?.y ?? 0, 0);
      const first = boxes[0];
      const last = boxes[2];
      if (!first || !last) throw new Error('three cards');
      const leftGap = first.x - row.x;
      const rightGap = row.x + row.width - (last.x + last.width);
      expect(Math.abs(leftGap - rightGap), 'centred in the row').toBeLessThanOrEqual(1);
      expect(last.x + last.width - first.x, 'the cards span the row').toBeGreaterThanOrEqual(row.width * 0.95);
    }
    await list.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'featured');
  });

  test('the need buttons keep a space above the product cards', async ({ page }, testInfo) => {
    await page.goto('/');
    const needs = page.getByRole('list', { name: 'Skin needs' });
    await needs.scrollIntoViewIfNeeded();
    const firstCard = page.getByRole('list', { name: 'All needs products' }).getByRole('article').first();
    const buttons = await boxOf(needs.getByRole('button', { name: 'All needs' }));
    const card = await boxOf(firstCard);
    expect(card.y - (buttons.y + buttons.height), 'space between the buttons and the cards').toBeGreaterThanOrEqual(24);
    await shot(page, testInfo, 'needs');
  });

  test('testimonials never show two quotes at once while they change, in cards of one height', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeVisible();
    const heights = await slides.evaluateAll((all) => all.map((slide) => slide.firstElementChild?.clientHeight));
    expect(new Set(heights).size, 'every quote card as tall as the others').toBe(1);

    // Each frame for a second and a half: how many quotes are drawn at once, at any opacity.
    const watching = carousel.evaluate(async (root) => {
      const all = Array.from(root.querySelectorAll('[aria-roledescription="slide"]'));
      let most = 0;
      const end = performance.now() + 1500;
      while (performance.now() < end) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const drawn = all.filter((slide) => {
          const style = getComputedStyle(slide);
          return style.visibility !== 'hidden' && Number(style.opacity) > 0.01;
        });
        most = Math.max(most, drawn.length);
      }
      return most;
    });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await watching, 'quotes drawn at once').toBe(1);
    await expect(carousel.getByRole('group')).toHaveAccessibleName(/^2 of/);
    await shot(page, testInfo, 'testimonials', carousel);
  });
});

/** The product cards of a grid: each card's box, and its name, price, rating, heart and purchase controls. */
async function cardParts(list: Locator) {
  return list.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const rect = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const box = (element: Element | null | undefined) => (element ? rect(element) : null);
      const buttons = Array.from(card.querySelectorAll('button'));
      const spans = Array.from(card.querySelectorAll('span'));
      return {
        card: box(card),
        name: box(card.querySelector('h2 a, h3 a')),
        // The price ("$38.50") and the rating (its stars and "Rated 4.5 out of 5"), each its own width.
        price: box(spans.find((span) => span.children.length === 0 && /^\$\d/.test(span.textContent.trim()))),
        rating: box(spans.find((span) => span.querySelector('img') && span.textContent.includes('out of 5'))),
        targets: buttons.map((button) => ({
          name: button.getAttribute('aria-label') ?? button.textContent,
          ...rect(button),
        })),
      };
    }),
  );
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * The product grids between 320 and 1280 px: how many cards across, nothing sideways off the screen, no card over
 * another, the name, price and rating inside their card, and its heart, its Compare and every purchase control at
 * least 44 × 44 px, apart.
 */
async function expectProductGrid(page: Page, list: Locator, width: number, across: number) {
  await list.scrollIntoViewIfNeeded();
  const parts = await cardParts(list);
  expect(parts.length, 'cards in the grid').toBeGreaterThan(1);
  const rowTop = parts[0]?.card?.y ?? 0;
  const firstRow = parts.filter(({ card }) => Math.abs((card?.y ?? 0) - rowTop) < 1);
  expect(firstRow.length, 'cards across').toBe(Math.min(across, parts.length));
  const cards = parts.map(({ card }) => card).filter((card): card is Box => card !== null);
  for (const [index, card] of cards.entries()) {
    expect(card.x, 'inside the screen').toBeGreaterThanOrEqual(0);
    expect(card.x + card.width, 'inside the screen').toBeLessThanOrEqual(width);
    for (const other of cards.slice(index + 1)) expect(overlaps(card, other), 'cards do not overlap').toBe(false);
  }
  for (const { card, name, price, rating, targets } of parts) {
    if (!card || !name || !price || !rating) throw new Error('a card without its name, price or rating');
    for (const [part, box] of Object.entries({ name, price, rating })) {
      expect(inside(box, card), `the ${part} inside its card`).toBe(true);
    }
    expect(overlaps(price, rating), 'price and rating apart').toBe(false);
    expect(targets.map((target) => target.name)).toEqual([
      expect.stringMatching(/^Save .+ for later$/),
      expect.stringMatching(/^Compare .+/),
      expect.stringMatching(/^Decrease quantity/),
      expect.stringMatching(/^Increase quantity/),
      'Add to Cart',
    ]);
    for (const [index, target] of targets.entries()) {
      expect(target.width, `${target.name}: 44 px wide`).toBeGreaterThanOrEqual(44);
      expect(target.height, `${target.name}: 44 px tall`).toBeGreaterThanOrEqual(44);
      expect(inside(target, card), `${target.name}: inside its card`).toBe(true);
      for (const other of targets.slice(index + 1)) expect(overlaps(target, other), 'controls apart').toBe(false);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBe(width);
}

test.describe('product grids', () => {
  // Cards across: two on a phone from 340 px (one below it), as many of 15.5rem as fit from the tablet up.
  const WIDTHS = [
    { width: 320, across: 1 },
    { width: 360, across: 2 },
    { width: 390, across: 2 },
    { width: 768, across: 2 },
    { width: 1280, across: 4 },
  ];
  for (const { width, across } of WIDTHS) {
    test(
      `at ${String(width)} px the shop shows ${String(across)} across, readable, with 44 px controls`,
      { tag: width < 900 ? '@phone-only' : '@desktop-only' },
      async ({ page }, testInfo) => {
        // Each width on its own project (its tag, playwright.config.ts): phones on mobile, 1280 on desktop.
        await page.setViewportSize({ width, height: width < 900 ? Math.max(640, width * 2) : 800 });
        await page.goto('/shop');
        const grid = page.getByRole('list', { name: 'Products' });
        await expect(grid.getByRole('article')).toHaveCount(8);
        await expectProductGrid(page, grid, width, across);
        await shot(page, testInfo, `shop-${String(width)}`);
      },
    );
  }

  test("the home page's need list and a product's suggestions, two across on a phone", async ({ page }, testInfo) => {
    const width = page.viewportSize()?.width ?? 1280;
    const across = isMobile(page) ? 2 : 4;
    await page.goto('/');
    const needs = page.getByRole('list', { name: 'All needs products' });
    await expect(needs.getByRole('article').first()).toBeVisible();
    await expectProductGrid(page, needs, width, across);
    await shot(page, testInfo, 'home-needs');

    const chosen = product(0);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    const suggestions = page.getByRole('list', { name: `More for ${chosen.category}` });
    await expect(suggestions.getByRole('article').first()).toBeVisible();
    await expectProductGrid(page, suggestions, width, across);
    await shot(page, testInfo, 'suggestions');
  });

  test(
    'after Add to Cart a narrow card reads "✓ 1 in cart" inside its button',
    { tag: '@phone-only' },
    async ({ page }, testInfo) => {
      // Phone only (its tag, playwright.config.ts): the narrow card of a phone.
      await page.goto('/shop');
      const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
      const add = card.getByRole('button', { name: 'Add to Cart' });
      const before = await boxOf(add);
      await add.click();
      await expect(add).toHaveAttribute('data-added', '1');
      // The mark is drawn over the button's label, on one line, within the button.
      const mark = await add.evaluate((button) => {
        const style = getComputedStyle(button, '::after');
        return { content: style.content, whiteSpace: style.whiteSpace };
      });
      expect(mark.content).toContain('in cart');
      expect(mark.whiteSpace).toBe('nowrap');
      expect(await add.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
      const after = await boxOf(add);
      expect([after.width, after.height], 'the button keeps its size').toEqual([before.width, before.height]);
      await shot(page, testInfo, 'added', card);
    },
  );
});

test.describe('checkout', () => {
  test('on a phone the order comes first, then the form, then Pay Now; "× 1" never starts a line', async ({
    page,
  }, testInfo) => {
    // A long name and a short one: one wraps on a phone.
    const long = [product(0), product(1), product(2)].reduce((a, b) => (b.name.length > a.name.length ? b : a));
    await page.goto('/shop');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: long.name }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
    await page.goto('/checkout');

    const order = await boxOf(page.getByRole('complementary', { name: 'Your order' }));
    const form = await boxOf(page.getByRole('form', { name: 'Billing details' }));
    const pay = await boxOf(page.getByRole('button', { name: 'Pay Now' }));
    if (isMobile(page)) {
      expect(order.y + order.height, 'the order above the form').toBeLessThanOrEqual(form.y);
      expect(form.y + form.height, 'Pay Now after the form').toBeLessThanOrEqual(pay.y);
    } else {
      expect(order.x, 'the order beside the form').toBeGreaterThanOrEqual(form.x + form.width);
      expect(order.y + order.height, 'Pay Now under the order').toBeLessThanOrEqual(pay.y);
      expect(pay.y + pay.height, 'Pay Now on the first screen').toBeLessThanOrEqual(800);
    }

    const line = page.getByRole('list', { name: 'Order items' }).getByRole('listitem').filter({ hasText: long.name });
    const placement = await line.evaluate((item) => {
      const times = Array.from(item.querySelectorAll('span')).find((span) => span.textContent.startsWith('×'));
      const name = times?.parentElement;
      if (!times || !name) return null;
      return {
        timesLines: times.getClientRects().length,
        // "× 1" at the start of a line of the name: nothing of the name before it on that line.
        startsLine: Math.abs(times.getBoundingClientRect().left - name.getBoundingClientRect().left) < 1,
      };
    });
    expect(placement, '"× 1" found').not.toBeNull();
    expect(placement?.timesLines, '"× 1" on one line').toBe(1);
    expect(placement?.startsLine, '"× 1" follows a word of the name').toBe(false);
    await shot(page, testInfo, 'checkout');
  });
});

test.describe('product page', () => {
  test('the breadcrumb names the product', async ({ page }, testInfo) => {
    const chosen = product(2);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveText(`Shop / ${chosen.name}`);
    await expect(breadcrumb.getByText(chosen.name)).toHaveAttribute('aria-current', 'page');
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await shot(page, testInfo, 'breadcrumb');
  });
});
