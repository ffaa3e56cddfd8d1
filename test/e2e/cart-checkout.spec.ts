import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, product, keptCartOf, test } from './support/fixtures';

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function addFromShop(page: Page, index: number) {
  const chosen = product(index);
  await page.goto('/shop');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: chosen.name }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  // As a shopper does before leaving the page: the header count says the product is in the cart. A tap made
  // before the store runs is played once it does; leaving the page before that would drop it.
  await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
  return chosen;
}

const summary = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

test('cart: +, - and Remove change the lines and totals, with the $100.00 fee; reload keeps the cart', async ({
  page,
}) => {
  const first = await addFromShop(page, 0);
  const second = product(1);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: second.name }) })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name}` })).toHaveValue('2');
  const subtotal = first.price * 2 + second.price;
  await expect(summary(page, 'Subtotal')).toHaveText(money(subtotal));
  await expect(summary(page, 'Transaction Fee')).toHaveText('$100.00');
  await expect(summary(page, 'Total')).toHaveText(money(subtotal + 100));

  await page.reload();
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name}` })).toHaveValue('2');
  expect(await keptCartOf(page)).toMatchObject({ totalPrice: subtotal });

  await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name}` })).toHaveValue('1');
  await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  await expect(summary(page, 'Total')).toHaveText(money(first.price + 100));
  await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await keptCartOf(page)).toEqual({ items: [], totalPrice: 0 });
  await page.getByRole('link', { name: 'Continue to the Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('checkout: Processing... for 2 s, then thank-you; home shows an empty cart while storage keeps the old one', async ({
  page,
}) => {
  const chosen = await addFromShop(page, 2);
  await page.goto('/checkout');
  await expect(page.getByLabel('Email address *')).toBeVisible();
  const before = await keptCartOf(page);

  // A paused fake clock: after install() time would otherwise go on flowing at the machine's own pace.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const processing = page.getByRole('button', { name: 'Processing...' });
  await expect(processing).toBeDisabled();
  await page.clock.runFor(1900);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.clock.runFor(200);
  await expect(page.getByRole('heading', { name: 'Fake Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  expect(await keptCartOf(page)).toEqual(before);
  expect(before).toMatchObject({ items: [expect.objectContaining({ name: chosen.name })] });
});

test('thank-you shows the order that was paid for, also after a reload; opened directly, the confirmation alone', async ({
  page,
}, testInfo) => {
  const first = await addFromShop(page, 0);
  const second = product(1);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: second.name }) });
  await card.getByRole('button', { name: `Increase quantity of ${second.name}` }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart 2 items' }).first()).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();

  const subtotal = first.price + second.price * 2;
  const expectOrder = async () => {
    const order = page.getByRole('region', { name: 'Your order' });
    const lines = order.getByRole('list', { name: 'Order items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`${first.name} × 1`);
    await expect(lines.nth(0)).toContainText(money(first.price));
    await expect(lines.nth(1)).toContainText(`${second.name} × 2`);
    await expect(lines.nth(1)).toContainText(money(second.price * 2));
    await expect(order.locator('dt', { hasText: /^Subtotal$/ }).locator('+ dd')).toHaveText(money(subtotal));
    await expect(order.locator('dt', { hasText: /^Transaction Fee$/ }).locator('+ dd')).toHaveText('$100.00');
    await expect(order.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).toHaveText(money(subtotal + 100));
    // The spec's confirmation stays as it is, above the order.
    await expect(
      page.getByText('Thank you for your order. Your skincare products will be processed soon.'),
    ).toBeVisible();
    // Measured in one frame: the page may still be scrolling to its top.
    const layout = await order.evaluate((card) => {
      const back = Array.from(document.querySelectorAll('a')).find((link) => link.textContent === 'Back to Home');
      const box = card.getBoundingClientRect();
      return {
        belowBack: back ? back.getBoundingClientRect().bottom <= box.top : false,
        fitsWidth: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      };
    });
    expect(layout, 'the order under Back to Home, within the screen').toEqual({ belowBack: true, fitsWidth: true });
  };
  await expectOrder();
  await page.screenshot({ path: testInfo.outputPath('thank-you.png'), fullPage: true });
  // The order reads as well as the rest of the page: axe's WCAG 2.2 A and AA rules.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // A reload shows the same order; the paid lines are back in the cart, as the spec's clear leaves them in storage.
  await page.reload();
  await expectOrder();
  await expect(page.getByRole('link', { name: 'Cart 2 items' }).first()).toBeVisible();

  // Opened directly: the spec's two sentences and Back to Home only.
  await page.goto('/');
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();
  await expect(
    page.getByText('Thank you for your order. Your skincare products will be processed soon.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  // Once the store runs (its route meta writes og:url, which the served page lacks), still no order.
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Order items' })).toHaveCount(0);
});
