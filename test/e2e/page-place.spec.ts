import type { Page } from '@playwright/test';
import { expect, product, test } from './support/fixtures';

// Where a page opens. Loaded by its address it opens at its top, or at its #fragment; a scroll position comes back
// only with a reload, Back or Forward of the same entry in the browser's history, as the browser itself does.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as a shopper does, with the wheel, down to the bottom of the page. */
async function scrollToTheEnd(page: Page) {
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

/** A product in the cart, added as a shopper does, from the shop. */
async function addFromShop(page: Page) {
  const chosen = product(0);
  await page.goto('/shop');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: chosen.name }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
}

test.describe('after paying from a scrolled checkout, a page loaded by its address in the same tab', () => {
  for (const { path, heading } of [
    { path: '/no-such-page', heading: 'Unexpected Application Error' },
    { path: '/selectedproduct/99999', heading: 'Product not found' },
  ]) {
    test(`${path} opens at its top`, async ({ page }) => {
      await addFromShop(page);
      await page.goto('/checkout');
      await expect(page.getByRole('list', { name: 'Order items' })).toBeVisible();
      await scrollToTheEnd(page);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();

      await page.goto(path);
      // Both pages are drawn by the store once it runs: the heading shows as the router starts.
      const title = page.getByRole('heading', { name: heading });
      await expect(title).toBeVisible();
      await expect(title).toBeInViewport();
      expect(await scrollY(page), 'at the top').toBe(0);
    });
  }
});

test('a link to a part of a page, loaded by its address, opens there', async ({ page }) => {
  await page.goto('/shop');
  await scrollToTheEnd(page);
  await page.goto('/#about');
  await expect(page.getByRole('heading', { name: 'Skincare that starts in the garden' })).toBeInViewport();
});

test('a reload keeps the place on the page; Back comes back to it', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
  await scrollToTheEnd(page);
  const place = await scrollY(page);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
  await expect.poll(() => scrollY(page), 'the reloaded page where it was').toBe(place);

  // Another page by a link opens at its top; Back returns to the place the shopper left in the shop.
  const chosen = product(6);
  const link = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: chosen.name });
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left, 'the shop scrolled down').toBeGreaterThan(300);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  // The page scrolls smoothly (the browser allows motion): it comes to its top.
  await expect.poll(() => scrollY(page), 'the product page at its top').toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => scrollY(page), 'back where the shop was left').toBe(left);
});
