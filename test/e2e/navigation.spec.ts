import { expect, fetchedAhead, headerLinks, product, storeRunning, test } from './support/fixtures';

for (const route of ['/login', '/no-such-page']) {
  test(`${route} shows the error page inside the site layout`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('Login in the header leads to the error page', async ({ page }) => {
  await page.goto('/cart');
  await (await headerLinks(page)).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
});

test('the header blurs once the page is scrolled more than 50 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // The header's own (Header.module.css); while the phone menu is open it has none (the menu's journey below).
  const filter = await header.evaluate((element) => getComputedStyle(element).backdropFilter);
  expect(filter).toContain('blur');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test(
  'the Pages dropdown opens and closes on an outside click and on Escape',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Desktop only (its tag, playwright.config.ts): the phone header has the menu instead.
    await page.goto('/cart');
    const pages = page.getByRole('button', { name: 'Pages' });
    await pages.click();
    await expect(page.getByRole('list', { name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('link')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Your cart' }).click();
    await expect(page.getByRole('list', { name: 'Pages' })).toBeHidden();
    await pages.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Pages' })).toBeHidden();
    await expect(pages).toBeFocused();
  },
);

test('About scrolls to the about section, from home and from another page', async ({ page }) => {
  await page.goto('/');
  await (await headerLinks(page)).getByRole('link', { name: 'About' }).click();
  const about = page.getByRole('heading', { name: 'Skincare that starts in the garden' });
  await expect(about).toBeInViewport();
  await expect(page).toHaveURL(/\/#about$/);

  await page.goto('/shop');
  await (await headerLinks(page)).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(about).toBeInViewport();
});

test(
  'the phone menu opens as a dialog, closes on Escape and returns focus',
  { tag: '@phone-only' },
  async ({ page }) => {
    // Phone only (its tag, playwright.config.ts): the desktop header shows its links.
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Shop' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await hamburger.click();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(menu).toBeHidden();
  },
);

test('the phone menu covers the screen once the page is scrolled too', { tag: '@phone-only' }, async ({ page }) => {
  // Phone only (its tag, playwright.config.ts): the phone menu is the phone header.
  await page.goto('/shop');
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no menu box or viewport');
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height);
});

test('the shop, opened by a link, paints its first row of 4 products first, then the rest of its page', async ({
  page,
}) => {
  const chosen = product(0);
  await page.goto(`/selectedproduct/${String(chosen.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await expect.poll(() => storeRunning(page)).toBe(true);
  // The cards the grid holds after each of the page's changes: one entry per change of their number.
  await page.evaluate(() => {
    const counts: number[] = [];
    Object.assign(window, { cardCounts: counts });
    new MutationObserver(() => {
      const count = document.querySelectorAll('ul[aria-label="Products"] > li').length;
      if (count > 0 && counts.at(-1) !== count) counts.push(count);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
  expect(await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts)).toEqual([4, 8]);
  // Then, under them, the count, Load More and the membership banner.
  await expect(page.getByText('Showing 8 of')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Join the garden, grow a forest' })).toBeVisible();
});

test('a page whose link shows on screen is fetched ahead, before any intent: the cart’s Proceed to Checkout', async ({
  page,
}) => {
  const chosen = product(0);
  await page.goto(`/selectedproduct/${String(chosen.id)}`);
  await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart 1 item' }).first().click();
  const checkout = page.getByRole('link', { name: 'Proceed to Checkout' });
  await expect(checkout).toBeInViewport();
  // Nothing pointed at it, focused or pressed it: its page comes because it shows.
  await expect.poll(() => fetchedAhead(page)).toContain('page-checkout');
  await checkout.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test(
  'on a phone, a link below the first screen has its page fetched once scrolled to: a product card',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    // The first screen's Cart is fetched ahead; the product page, linked only further down on a phone, is not.
    await expect.poll(() => fetchedAhead(page)).toContain('page-cart');
    expect(await fetchedAhead(page)).not.toContain('page-product');
    const chosen = product(0);
    const card = page.getByRole('region', { name: 'Our most loved rituals' }).getByRole('article').first();
    const link = card.getByRole('link', { name: chosen.name });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => fetchedAhead(page)).toContain('page-product');
    await link.tap();
    await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  },
);
