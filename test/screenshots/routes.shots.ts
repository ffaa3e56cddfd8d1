import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routeTable } from '../../src/app/routeTable';

const OUT = path.resolve(__dirname, '../../screenshots');

/** A cart with two lines, so the cart and checkout pictures show what a shopper sees mid-purchase. */
async function fillCart(page: import('@playwright/test').Page) {
  await page.goto('/shop');
  const cards = page.getByRole('article');
  await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
  await cards.nth(3).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart 2 items' }).first()).toBeVisible();
}

/** Two products saved for later with their hearts, as a shopper saves them from the shop's cards. */
async function saveForLater(page: import('@playwright/test').Page) {
  await page.goto('/shop');
  const cards = page.getByRole('article');
  for (const index of [1, 5]) {
    const heart = cards.nth(index).getByRole('button', { name: /^Save .+ for later$/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Linalool avoided from Night Garden Cream's page, and the cream in the cart, as a shopper does both there. */
async function avoidLinalool(page: import('@playwright/test').Page) {
  await page.goto('/selectedproduct/6');
  const toggle = page.getByRole('button', { name: 'Avoid Linalool' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /^Cart [1-9]/ }).first()).toBeVisible();
}

/** Three products chosen to compare from the shop's cards, as a shopper chooses them. */
async function chooseToCompare(page: import('@playwright/test').Page) {
  await page.goto('/shop');
  for (const toggle of await page.getByRole('button', { name: /^Compare (?!\()/ }).all()) {
    if ((await page.getByRole('button', { name: 'Compare (3)' }).count()) > 0) break;
    await toggle.click();
  }
  await expect(page.getByRole('button', { name: 'Compare (3)' })).toBeVisible();
}

/**
 * Every page of the route table at its example URL; the cart and checkout with a cart; the cart with products saved
 * for later too; the product page, the shop and the cart with an ingredient avoided; the shop with three products
 * compared, the comparison open; the error page.
 */
type Route = {
  name: string;
  path: string;
  cart?: boolean;
  saved?: boolean;
  avoid?: boolean;
  compare?: boolean;
  /** The heading the page opens at, for a shopper (a routine's, which comes into view as it shows). */
  opensAt?: RegExp;
};

const ROUTES: Route[] = [
  ...routeTable.map((route) => ({
    name: route.page === 'cart' ? 'cart-empty' : route.page,
    path: route.example,
    cart: route.page === 'checkout',
  })),
  { name: 'cart', path: '/cart', cart: true },
  { name: 'cart-saved', path: '/cart', cart: true, saved: true },
  { name: 'search', path: '/shop?q=rose' },
  { name: 'search-ingredient', path: '/shop?q=hyaluronate' },
  { name: 'shop-filtered', path: '/shop?skin=sensitive&free=fragrance' },
  { name: 'product-allergens', path: '/selectedproduct/6' },
  { name: 'product-avoided', path: '/selectedproduct/6', avoid: true },
  { name: 'shop-avoided', path: '/shop', avoid: true },
  { name: 'shop-avoided-hidden', path: '/shop?avoid=hide', avoid: true },
  { name: 'cart-avoided', path: '/cart', avoid: true },
  {
    name: 'home-routine',
    path: '/?skin=dry&concern=Hydrates&concern=Soothes&free=fragrance&when=both#routine',
    opensAt: /^Your routine for/,
  },
  { name: 'shop-compare', path: '/shop', compare: true },
  { name: 'error', path: '/login' },
];

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const route of ROUTES) {
  test(`screenshot of ${route.name}`, async ({ page }, testInfo) => {
    if (route.cart) await fillCart(page);
    if (route.saved) await saveForLater(page);
    if (route.avoid) await avoidLinalool(page);
    if (route.compare) await chooseToCompare(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the catalogue, then load every picture (lazy ones too) so the picture shows the finished page.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? Promise.resolve()
            : new Promise((resolve) => {
                image.addEventListener('load', resolve);
                image.addEventListener('error', resolve);
              }),
        ),
      );
    });
    if (route.compare) {
      await page.getByRole('button', { name: 'Compare (3)' }).click();
      await expect(page.getByRole('dialog', { name: 'Compare products' }).getByRole('table')).toBeVisible();
    }
    // The pictures made eager above moved the page under the heading it opened at: back to it, as a shopper sees it.
    if (route.opensAt) await page.getByRole('heading', { name: route.opensAt }).evaluate((at) => at.scrollIntoView());
    const dir = path.join(OUT, testInfo.project.name);
    mkdirSync(dir, { recursive: true });
    // What a shopper sees first, without scrolling, where the page opens (a search at its results): the size the
    // README shows.
    await page.screenshot({ path: path.join(dir, `${route.name}-top.png`) });
    await page.evaluate(() => {
      // The whole page in one picture: parts that render only once near the viewport (.lazy-render,
      // content-visibility: auto) are rendered now, as they are for a shopper who scrolls to them.
      for (const part of document.querySelectorAll<HTMLElement>('.lazy-render')) part.style.contentVisibility = 'visible';
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: path.join(dir, `${route.name}.png`), fullPage: true });
  });
}
