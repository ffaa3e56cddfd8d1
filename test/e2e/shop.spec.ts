import { catalog, expect, test } from './support/fixtures';

test('shop paging: 8, then 8 more per Load More, then back down to 8 with Show Less', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(8);

  let slots = 8;
  while (slots < catalog.length) {
    await page.getByRole('button', { name: 'Load More' }).click();
    slots += 8;
    await expect(cards).toHaveCount(Math.min(slots, catalog.length));
  }
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  while (slots > 8) {
    await page.getByRole('button', { name: 'Show Less' }).click();
    slots -= 8;
    await expect(cards).toHaveCount(Math.min(slots, catalog.length));
  }
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(0);
});

test('the membership banner opens its details with Learn More', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByText(/Membership is free/)).toBeVisible();
});
