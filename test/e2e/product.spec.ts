import { expect, product, keptCartOf, test } from './support/fixtures';

test('a product page shows the product named by its id', async ({ page }) => {
  const chosen = product(6);
  await page.goto(`/selectedproduct/${String(chosen.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await expect(page.getByText(chosen.description)).toBeVisible();
  await expect(page.getByText(`$${chosen.price.toFixed(2)}`).first()).toBeVisible();
});

test('an unknown id says "Product not found"', async ({ page }) => {
  await page.goto('/selectedproduct/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('the card quantity goes up, never below 1, and Add puts that quantity in the cart', async ({ page }) => {
  const chosen = product(0);
  await page.goto(`/selectedproduct/${String(chosen.id)}`);
  const quantity = page.getByRole('textbox', { name: `Quantity of ${chosen.name}` });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: `Decrease quantity of ${chosen.name}` })).toBeDisabled();
  const increase = page.getByRole('button', { name: `Increase quantity of ${chosen.name}` });
  await increase.click();
  await increase.click();
  await expect(quantity).toHaveValue('3');
  await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(await keptCartOf(page)).toEqual({
    items: [expect.objectContaining({ id: chosen.id, name: chosen.name, quantity: 3 })],
    totalPrice: chosen.price * 3,
  });
});
