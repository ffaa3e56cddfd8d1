import type { Locator, Page } from '@playwright/test';
import { catalog, expect, isMobile, product, test } from './support/fixtures';

/** The slide `current` shows ("2 of 4" is 2). */
async function position(current: Locator) {
  return Number(/^(\d) of 4$/.exec((await current.getAttribute('aria-label')) ?? '')?.[1]);
}

/**
 * A carousel rotates once the store runs. With the page's clock paused, it goes on half a second at a time until
 * `current` first moves, as a shopper would see it move; from there each 3 s is exactly one step.
 */
async function positionOnceRotating(page: Page, current: Locator) {
  const painted = await position(current);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return position(current);
      },
      { timeout: 15_000 },
    )
    .not.toBe(painted);
  return position(current);
}

test.describe('home page', () => {
  test('the hero slider advances every 3 s and wraps around', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Pause the fake clock 2 s after the page's own now (after install() it would go on flowing); less could be in
    // the past by the time the call lands on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const hero = page.getByRole('region', { name: 'Mossbloom highlights' });
    const current = hero.getByRole('group');
    const first = await positionOnceRotating(page, current);
    expect(first).toBeGreaterThanOrEqual(1);
    for (let step = 1; step <= 4; step += 1) {
      await page.clock.runFor(3000);
      await expect(current).toHaveAccessibleName(`${String(((first - 1 + step) % 4) + 1)} of 4`);
    }
    // Four steps round lead back to `first`; Previous goes one back, from 1 round to 4.
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(`${String(((first + 2) % 4) + 1)} of 4`);
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(current).toHaveAccessibleName('2 of 4');
  });

  test('shows the first 3 products as featured', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured products' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(catalog.slice(0, 3).map((p) => p.name));
  });

  test('filters by need: All needs shows products 4 to 7, a need shows its products, an empty need says so', async ({
    page,
  }) => {
    await page.goto('/');
    const allNeeds = page.getByRole('list', { name: 'All needs products' });
    await expect(allNeeds.getByRole('heading', { level: 3 })).toHaveText(catalog.slice(3, 7).map((p) => p.name));

    const need = product(0).category;
    await page.getByRole('button', { name: need, exact: true }).click();
    const matching = catalog.filter((p) => p.category === need).map((p) => p.name);
    await expect(page.getByRole('list', { name: `${need} products` }).getByRole('heading', { level: 3 })).toHaveText(
      matching,
    );

    await page.getByRole('button', { name: 'Anti-waste' }).click();
    await expect(page.getByRole('heading', { name: 'No Items found!' })).toBeVisible();
    await expect(
      page.getByText('This category will be available shortly. Explore other products. Happy shopping!'),
    ).toBeVisible();
  });

  test('"Shop now" opens the shop on desktop and does nothing on a phone', async ({ page }) => {
    await page.goto('/');
    const shopNow = page.getByRole('region', { name: 'Mossbloom highlights' }).getByRole('link', { name: 'Shop now' });
    if (isMobile(page)) {
      // A disabled link from the first paint on: a tap goes nowhere, before the store runs and after.
      await expect(shopNow.first()).toHaveAttribute('aria-disabled', 'true');
      await expect(shopNow.first()).not.toHaveAttribute('href');
      await shopNow.first().tap({ force: true });
      await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    } else {
      await shopNow.first().click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Radiant Skin, Confident You' })).toBeVisible();
    }
  });

  test('rotates the testimonials of the first 4 products', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    const current = testimonials.getByRole('group');
    await expect(current).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    const shown = await positionOnceRotating(page, current);
    expect(shown).toBeGreaterThanOrEqual(1);
    await expect(current).toContainText(product(shown - 1).testimonial);
    await page.clock.runFor(3000);
    const next = (shown % 4) + 1;
    await expect(current).toHaveAccessibleName(`${String(next)} of 4`);
    await expect(current).toContainText(product(next - 1).testimonial);
  });
});

test('the display face is self-hosted, a subset, and never hides text while it loads (font-display: swap)', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() => ({
    faces: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue('font-family'),
        display: rule.style.getPropertyValue('font-display'),
      })),
    downloaded: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
    origin: window.location.origin,
  }));
  expect(fonts.faces.length).toBeGreaterThan(0);
  for (const face of fonts.faces) expect(face.display, face.family).toBe('swap');
  expect(fonts.downloaded.length).toBeGreaterThan(0);
  for (const { url, bytes } of fonts.downloaded) {
    expect(new URL(url).origin).toBe(fonts.origin);
    // The Latin subset of one weight (about 18 KiB), not the whole family.
    expect(url).toMatch(/-latin-/);
    expect(bytes).toBeLessThan(40 * 1024);
  }
});

test('the display face is preloaded at low priority, and swapping it in moves no text', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  // Asked for early, beside the page's picture, but never ahead of it: not a request the first paint waits for.
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'low');
  await expect(preload).toHaveAttribute('crossorigin', '');
  const fontUrl = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.endsWith('.woff2')),
  );
  expect(fontUrl).toBe(new URL((await preload.getAttribute('href')) ?? '', page.url()).href);

  // Until it arrives, headings are set in a local serif sized like it (src/styles/display-font-fallbacks.css):
  // each line as tall, each heading about as wide, so swapping fonts moves nothing below a heading and seldom
  // rewraps one. Measured on one line each, so the comparison is of the faces and not of where lines break.
  const lines = (font: string | null) =>
    page.evaluate((family) => {
      const root = document.documentElement.style;
      if (family) root.setProperty('--font-display', family);
      else root.removeProperty('--font-display');
      // Measured on copies outside the store's root (same element and classes), so the page itself is untouched.
      const bench = document.createElement('div');
      document.body.append(bench);
      const boxes = [...document.querySelectorAll<HTMLElement>('main h2, main h3')].slice(0, 12).map((heading) => {
        const copy = heading.cloneNode(false) as HTMLElement;
        const line = document.createElement('span');
        line.style.whiteSpace = 'nowrap';
        line.textContent = heading.textContent;
        copy.append(line);
        bench.append(copy);
        const { width, height } = copy.getBoundingClientRect();
        return width > 0 ? { text: heading.textContent, width: line.getBoundingClientRect().width, height } : undefined;
      });
      bench.remove();
      return boxes;
    }, font);
  const withFraunces = (await lines(null)).filter((box) => box !== undefined);
  const withFallback = (await lines('var(--font-display-fallbacks)')).filter((box) => box !== undefined);
  expect(withFraunces.length).toBeGreaterThan(3);
  expect(withFallback.map(({ text }) => text)).toEqual(withFraunces.map(({ text }) => text));
  withFraunces.forEach((fraunces, index) => {
    const fallback = withFallback[index];
    expect(fallback?.height, fraunces.text).toBeCloseTo(fraunces.height, 0);
    expect((fallback?.width ?? 0) / fraunces.width, fraunces.text).toBeGreaterThan(0.92);
    expect((fallback?.width ?? 0) / fraunces.width, fraunces.text).toBeLessThan(1.08);
  });
});
