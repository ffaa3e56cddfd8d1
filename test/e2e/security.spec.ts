import type { Locator, Page } from '@playwright/test';
import { catalog, expect, isMobile, test } from './support/fixtures';

// Nothing runs that we did not ship: catalogue text is only ever text, and every screen lives within the
// Content-Security-Policy of deploy/nginx.conf without a single violation.

/** Records every `securitypolicyviolation` of each document the page loads, from before the app's first script. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || '(inline)';
        seen.push(`${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${String(event.lineNumber)})`);
      },
      true,
    );
  });
}

function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: unknown = Reflect.get(window, '__cspViolations');
    return Array.isArray(seen) ? seen.map(String) : ['the violation recorder did not run'];
  });
}

const openProductPage = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().click();

test.describe('Content-Security-Policy as shipped', () => {
  test.describe('the recorder', () => {
    // Chrome reports the blocked style as a console error: the one this test provokes on purpose.
    test.use({ allowConsoleErrors: [/Applying inline style violates/] });

    test('sees a violation when one happens, so the tour below can fail', async ({ page }) => {
      await recordCspViolations(page);
      await page.goto('/thank-you');
      await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 1px solid red; }';
        document.head.append(style);
      });
      await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
    });
  });

  test('every route runs without a single securitypolicyviolation', async ({ page }) => {
    test.setTimeout(60_000);
    await recordCspViolations(page);
    const expectNoViolations = async (where: string) => {
      expect(await cspViolations(page), where).toEqual([]);
    };

    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('article')).toHaveCount(3);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: 'Pages' }).click();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await page.getByRole('button', { name: 'Hydrates' }).click();
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expectNoViolations('/');

    await page.goto('/shop');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(8);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(16);
    await page.mouse.wheel(0, 20_000);
    await expectNoViolations('/shop');

    const first = catalog[0];
    if (!first) throw new Error('empty catalogue');
    await page.goto(`/selectedproduct/${String(first.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await page.getByRole('article', { name: first.name }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeVisible();
    await expectNoViolations('/selectedproduct/1');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expectNoViolations('/cart');

    await page.goto('/checkout');
    await expect(page.getByRole('list', { name: 'Order items' })).toBeVisible();
    await page.getByLabel('Email address *').fill('ana@example.com');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();
    await expectNoViolations('/checkout, then the payment');

    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Fake Payment Successful!' })).toBeVisible();
    await expectNoViolations('/thank-you');

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
    await expectNoViolations('/login');
  });
});

/** Markup and script a hand-edited or tampered catalogue could hold. */
const HOSTILE = [
  `<img src=x onerror="window.__xss=1;alert('img')">`,
  `<script>window.__xss=1;alert('script')</script>`,
  `javascript:window.__xss=1;alert('url')`,
  `"><svg onload="window.__xss=1;alert('svg')">`,
  `<a href="javascript:window.__xss=1">read more</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<style>body { display: none }</style>`,
  `'><details open ontoggle="window.__xss=1;alert('toggle')">`,
];

function hostile(index: number): string {
  return HOSTILE[index % HOSTILE.length] ?? '';
}

/** The real catalogue with its first 8 products (featured, "All needs", testimonials, the shop's first page) turned hostile. */
const hostileCatalog = catalog.map((entry, index) =>
  index < HOSTILE.length
    ? {
        ...entry,
        // One id is markup too: it ends up in links and in the product page's route.
        id: index === 0 ? `"><img src=x onerror=window.__xss=1>` : entry.id,
        name: `${hostile(index)} #${String(index)}`,
        description: `About ${hostile(index + 1)}`,
        testimonial: `Loved it ${hostile(index + 2)}`,
      }
    : entry,
);

function hostileProduct(index: number) {
  const found = hostileCatalog[index];
  if (!found) throw new Error(`no product at ${String(index)}`);
  return found;
}

const headingsIn = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading', { level: 3 });

for (const bypassCSP of [false, true]) {
  test.describe(
    bypassCSP ? 'hostile catalogue text, CSP switched off' : 'hostile catalogue text, CSP as shipped',
    // Desktop only (its tag, playwright.config.ts): rendering text does not depend on the viewport.
    { tag: '@desktop-only' },
    () => {
      // With the CSP off, only the way the store renders text stands between the catalogue and the page.
      test.use({ bypassCSP });

      test('shows markup and script literally on home, shop, product, cart and checkout, and runs none of it', async ({
        page,
      }) => {
        await recordCspViolations(page);
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.route('**/data/db.products.json', (route) => route.fulfill({ json: { products: hostileCatalog } }));

        const nothingRan = async (where: string) => {
          expect(await page.evaluate(() => '__xss' in window), `${where}: window.__xss`).toBe(false);
          expect(dialogs, `${where}: dialogs`).toEqual([]);
          // A JSON-LD data block is not executed (and carries the text as JSON); any other script would be.
          const injected: Locator = page.locator(
            '#root script:not([type="application/ld+json"]), #root iframe, #root style, #root svg[onload], #root [onerror], #root [ontoggle], #root a[href^="javascript:"]',
          );
          await expect(injected, `${where}: elements from catalogue text`).toHaveCount(0);
          expect(await cspViolations(page), `${where}: CSP violations`).toEqual([]);
        };

        await page.goto('/');
        await expect(headingsIn(page, 'Featured products')).toHaveText([0, 1, 2].map((i) => hostileProduct(i).name));
        await expect(headingsIn(page, 'All needs products')).toHaveText(
          [3, 4, 5, 6].map((i) => hostileProduct(i).name),
        );
        const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
        await expect(testimonials.getByRole('group', { name: '1 of 4' })).toContainText(hostileProduct(0).testimonial);
        await expect(testimonials.getByRole('group', { name: '1 of 4' })).toContainText(hostileProduct(0).name);
        await nothingRan('home');

        await page.goto('/shop');
        await expect(headingsIn(page, 'Products')).toHaveText(hostileCatalog.slice(0, 8).map((entry) => entry.name));
        await nothingRan('shop');

        const chosen = hostileProduct(0);
        await openProductPage(page, chosen.name);
        await expect(page.getByRole('heading', { level: 1, name: chosen.name, exact: true })).toBeVisible();
        await expect(page.getByText(chosen.description, { exact: true })).toBeVisible();
        await expect(page.getByText(chosen.testimonial, { exact: true })).toBeVisible();
        await nothingRan('product page');

        await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByRole('link', { name: /^Cart/ }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
        await expect(page.getByRole('main').getByText(chosen.name, { exact: true })).toBeVisible();
        await nothingRan('cart');

        await page.goto('/checkout');
        await expect(page.getByRole('list', { name: 'Order items' })).toContainText(chosen.name);
        await nothingRan('checkout');
      });
    },
  );
}
