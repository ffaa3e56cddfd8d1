import { expect, test } from './support/fixtures';

// A failed catalogue request is reported by the browser itself as a console error: expected here.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

test('a catalogue answering 500 shows each place its own message', async ({ page }) => {
  await page.route('**/data/db.products.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByText('There was an error loading products')).toHaveCount(2);
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  await page.goto('/selectedproduct/1');
  await expect(page.getByText('Error getting product')).toBeVisible();
});

test('a catalogue that is not JSON is an error, and Try again loads it once it is back', async ({ page }) => {
  let broken = true;
  await page.route('**/data/db.products.json', async (route) => {
    if (broken) await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>maintenance</p>' });
    else await route.continue();
  });
  await page.goto('/shop');
  await expect(page.getByText('Error loading products', { exact: true })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
});

test('a slow catalogue shows "Products loading..." until it arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/data/db.products.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shop');
  await expect(page.getByText('Products loading...')).toBeVisible();
  release();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByText('Products loading...')).toHaveCount(0);
});
