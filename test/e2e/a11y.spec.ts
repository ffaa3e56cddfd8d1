import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { routeTable } from '../../src/app/routeTable';
import type { PageName, PageRoute } from '../../src/app/routeTable';
import { expect, headerLinks, holdCatalogue, holdTheApp, product, productWithId, test } from './support/fixtures';

/*
 * WCAG 2.2 AA across the store, in both projects (desktop 1280 px, phone 390 px): axe-core on every screen and
 * state, the page structure axe does not judge (landmarks, one h1, heading order), and the keyboard.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Holds the page still for a scan: the carousels are paused with their own Pause buttons (so no slide
 * changes while axe reads the page) and running CSS transitions jump to their end, so axe measures colours
 * as a shopper sees them, not halfway through a cross-fade.
 */
async function holdStill(page: Page) {
  // Each carousel's own button, once, and the carousel answering it: 'Pause slides' turns into 'Play slides'.
  const toggles = page.getByRole('button', { name: /^(Pause|Play) slides$/ });
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    if ((await toggle.getAttribute('aria-label')) !== 'Pause slides') continue;
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Play slides');
  }
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
}

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; the message lists each violation and where it is. */
async function expectNoAxeViolations(page: Page) {
  await holdStill(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** A cart of two lines, saved where the store reads it on load. */
async function withCartInStorage(page: Page) {
  const lines = [
    { ...product(0), quantity: 2 },
    { ...product(1), quantity: 1 },
  ];
  const totalPrice = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  await page.addInitScript(
    (saved) => {
      window.localStorage.setItem('cart', saved);
    },
    JSON.stringify({ items: lines, totalPrice }),
  );
}

/** Two products saved for later, where the store reads them on load. */
async function withSavedInStorage(page: Page) {
  await page.addInitScript(
    (saved) => {
      window.localStorage.setItem('saved', saved);
    },
    JSON.stringify([
      { ...product(2), quantity: 1 },
      { ...product(3), quantity: 2 },
    ]),
  );
}

type Screen = {
  name: string;
  path: string;
  /** The document title the page sets. */
  title: string;
  withCart?: boolean;
  /** Products saved for later. */
  withSaved?: boolean;
  /** What shows once the page's content has arrived. */
  ready: (page: Page) => Locator;
  /** The state is below the fold: `ready` is scrolled into view before the checks, as a shopper would. */
  scrollToReady?: boolean;
  /**
   * The browser asks for reduced motion: no carousel turns, so none is paused before the scan, and the page is
   * scanned as it first shows, with what lies below the screen never scrolled to.
   */
  reducedMotion?: boolean;
  /** The screen's width instead of the project's (its height keeps the phone's proportions). */
  width?: number;
};

const h1 = (page: Page, name?: string) => page.getByRole('main').getByRole('heading', { level: 1, name });

/** What shows once each page of the route table has its content, checked on the page's example URL. */
const READY: Record<PageName, Screen['ready']> = {
  home: (page) => page.getByRole('list', { name: 'Featured products' }),
  shop: (page) => page.getByRole('list', { name: 'Products' }),
  product: (page) => h1(page, exampleProduct.name),
  cart: (page) => h1(page, 'Your cart'),
  checkout: (page) => page.getByRole('list', { name: 'Order items' }),
  'thank-you': (page) => h1(page, 'Fake Payment Successful!'),
};

/** A word of the first product's name: a search with results. */
const searchWord = product(0).name.split(' ')[0] ?? '';

const exampleProduct = productWithId(decodeURIComponent(pageRoute('product').example.split('/').pop() ?? ''));

/** The title a page sets: "Shop — Mossbloom"; the product page takes its product's name. */
function titleOf(route: PageRoute) {
  const title = route.meta?.title ?? exampleProduct.name;
  return title.startsWith('Mossbloom') ? title : `${title} — Mossbloom`;
}

function pageRoute(name: PageName): PageRoute {
  const found = routeTable.find((route) => route.page === name);
  if (!found) throw new Error(`the route table has no page ${name}`);
  return found;
}

/** Every page of the route table, plus the states a page has besides its first one. */
const SCREENS: Screen[] = [
  ...routeTable.map((route) => ({
    name: route.page,
    path: route.example,
    title: titleOf(route),
    // Checkout shows its order only with something to pay for.
    withCart: route.page === 'checkout',
    ready: READY[route.page],
  })),
  {
    name: 'cart with items',
    path: pageRoute('cart').example,
    title: titleOf(pageRoute('cart')),
    withCart: true,
    ready: (page) => page.getByRole('list', { name: 'Cart items' }),
  },
  {
    name: 'cart with items and products saved for later',
    path: pageRoute('cart').example,
    title: titleOf(pageRoute('cart')),
    withCart: true,
    withSaved: true,
    ready: (page) => page.getByRole('list', { name: 'Saved for later' }),
    scrollToReady: true,
  },
  {
    name: 'empty cart with products saved for later',
    path: pageRoute('cart').example,
    title: titleOf(pageRoute('cart')),
    withSaved: true,
    ready: (page) => page.getByRole('list', { name: 'Saved for later' }),
  },
  // The shop's discovery states: results, a need, nothing found; and a product's suggestions.
  {
    name: 'shop search results',
    path: `/shop?q=${encodeURIComponent(searchWord)}&sort=price-asc`,
    title: titleOf(pageRoute('shop')),
    ready: (page) => page.getByRole('status').filter({ hasText: / found$/ }),
  },
  {
    name: 'shop by need',
    path: `/shop?need=${encodeURIComponent(product(0).category)}`,
    title: titleOf(pageRoute('shop')),
    ready: (page) => page.getByRole('heading', { level: 2, name: product(0).category }),
  },
  {
    name: 'shop with no results',
    path: '/shop?q=zzzzqx',
    title: titleOf(pageRoute('shop')),
    ready: (page) => page.getByRole('heading', { name: 'No products found' }),
  },
  // The home page once its need list has its products, as it first shows: the list far below the screen, never
  // scrolled to.
  {
    name: 'home with its need list, unscrolled',
    path: pageRoute('home').example,
    title: titleOf(pageRoute('home')),
    ready: (page) => page.getByRole('list', { name: 'All needs products' }).getByRole('article').first(),
    reducedMotion: true,
  },
  {
    name: 'home at 320 px with its need list, unscrolled',
    path: pageRoute('home').example,
    title: titleOf(pageRoute('home')),
    ready: (page) => page.getByRole('list', { name: 'All needs products' }).getByRole('article').first(),
    reducedMotion: true,
    width: 320,
  },
  {
    name: 'product with suggestions',
    path: pageRoute('product').example,
    title: titleOf(pageRoute('product')),
    ready: (page) => page.getByRole('list', { name: `More for ${exampleProduct.category}` }),
    scrollToReady: true,
  },
  {
    // The routine finder open, its questions answered and its routine shown (the home page's URL of answers).
    name: 'home with a routine',
    path: '/?skin=dry&concern=Hydrates&concern=Soothes&free=fragrance&when=both#routine',
    title: titleOf(pageRoute('home')),
    ready: (page) => page.getByRole('region', { name: 'Evening' }),
    scrollToReady: true,
  },
  {
    name: 'error page',
    path: '/login',
    title: 'Page not found — Mossbloom',
    ready: (page) => h1(page, 'Unexpected Application Error'),
  },
];

function screenNamed(name: string): Screen {
  const found = SCREENS.find((screen) => screen.name === name);
  if (!found) throw new Error(`no screen named ${name}`);
  return found;
}

const HOME = screenNamed('home');

async function open(page: Page, screen: Screen) {
  if (screen.withCart) await withCartInStorage(page);
  if (screen.withSaved) await withSavedInStorage(page);
  if (screen.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (screen.width !== undefined) await page.setViewportSize({ width: screen.width, height: screen.width * 2 });
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  // The painted page offers to pause the carousels; once the store runs, under reduced motion, they stand still.
  if (screen.reducedMotion) await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
  if (screen.scrollToReady) {
    await screen.ready(page).scrollIntoViewIfNeeded();
    await expect(screen.ready(page)).toBeInViewport();
  }
}

/**
 * Whether assistive technology hears the button `selector` finds as expanded, from Chromium's accessibility tree. A
 * `popovertarget` button carries no `aria-expanded` (HTML forbids it one): the browser says it from its popover.
 */
async function heardExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
/** The Pages button and the phone menu's button, as `heardExpanded` finds them. */
const PAGES_BUTTON = 'button[popovertarget]:not([aria-label])';
const MENU_BUTTON = 'button[aria-label="Open menu"]';

test.describe('axe: WCAG 2.2 A and AA', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.path}) has no violations`, async ({ page }) => {
      await open(page, screen);
      await expectNoAxeViolations(page);
    });
  }

  test('with the Pages dropdown open', { tag: '@desktop-only' }, async ({ page }) => {
    // Desktop only (its tag, playwright.config.ts): the phone header has the menu instead.
    await open(page, HOME);
    await holdStill(page);
    await page.getByRole('button', { name: 'Pages' }).click();
    await expect(page.getByRole('list', { name: 'Pages' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the mobile menu open', { tag: '@phone-only' }, async ({ page }) => {
    // Phone only (its tag, playwright.config.ts): the desktop header shows its links.
    await open(page, HOME);
    await holdStill(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a shared shop link while its products load', async ({ page }) => {
    // The shop's page for a query paints no products: 'Products loading...' until the catalogue answers.
    const answer = await holdCatalogue(page);
    await page.goto(`/shop?q=${encodeURIComponent(searchWord)}&need=${encodeURIComponent(product(0).category)}`);
    await expect(page.getByText('Products loading...')).toBeVisible();
    // The form shows the link's search once the store runs.
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(searchWord);
    await expectNoAxeViolations(page);
    answer();
    await expect(page.getByRole('status').filter({ hasText: / found$/ })).toBeVisible();
  });

  test.describe('when the catalogue answers 500', () => {
    // The browser reports the failed catalogue request as a console error: expected here.
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    for (const path of [
      '/',
      '/shop',
      `/selectedproduct/${String(product(0).id)}`,
      '/selectedproduct/not-in-the-build',
    ]) {
      test(`${path} shows its error without violations`, async ({ page }) => {
        await page.route('**/data/db.products.json', (route) => route.fulfill({ status: 500, body: 'down' }));
        await page.goto(path);
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expect(h1(page)).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  });
});

/** The headings a screen reader can reach, in document order: level and text. */
function exposedHeadings(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => !heading.closest('[aria-hidden="true"], [hidden], [inert]'))
      .map((heading) => ({ level: Number(heading.tagName.slice(1)), text: heading.textContent.trim() })),
  );
}

test.describe('page structure', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: lang, title, description, landmarks, one h1, headings in order`, async ({ page }) => {
      await open(page, screen);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(screen.title);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}.{40,}/);

      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const headings = await exposedHeadings(page);
      expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
      headings.forEach((heading, index) => {
        const before = headings[index - 1];
        if (!before) return;
        expect(heading.level, `"${heading.text}" follows "${before.text}"`).toBeLessThanOrEqual(before.level + 1);
      });
    });
  }
});

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 120, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element's outline, as drawn. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      name: element.textContent.trim() || element.getAttribute('aria-label'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      focusVisible: element.matches(':focus-visible'),
    };
  });

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the page', async ({ page }) => {
    await page.goto('/shop');
    await expect(h1(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on from the page, not from the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
    expect(inMain).toBe(true);
  });

  test('every control shows a visible focus ring when reached with Tab', async ({ page }) => {
    await withCartInStorage(page);
    for (const path of ['/', '/cart', '/checkout']) {
      await page.goto(path);
      await expect(h1(page)).toBeAttached();
      const seen = new Set<string>();
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const ring = await focusRing(page);
        // Past the last control focus leaves the page.
        if (!ring) break;
        seen.add(ring.name ?? '');
        expect(ring.focusVisible, `${path}: "${String(ring.name)}" matches :focus-visible`).toBe(true);
        expect(ring.style, `${path}: "${String(ring.name)}" has an outline`).not.toBe('none');
        expect(ring.width, `${path}: "${String(ring.name)}" outline width`).toBeGreaterThanOrEqual(2);
      }
      expect(seen.size, `${path}: Tab reached several controls`).toBeGreaterThan(5);
    }
  });

  test('after a route change focus moves to the new page h1; About keeps its section', async ({ page }) => {
    await page.goto(`/shop?q=${encodeURIComponent(searchWord.toLowerCase())}`);
    // A search's results show once the store runs: from then on the links move within the app. (The cart page's
    // empty message, the signal this journey took before, now shows before the store runs.)
    await expect(page.getByRole('heading', { level: 2, name: /^Results for/ })).toBeVisible();
    // The first load leaves focus where the browser puts it.
    await expect(h1(page, 'Radiant Skin, Confident You')).not.toBeFocused();

    await (await headerLinks(page)).getByRole('link', { name: /^Cart/ }).click();
    await expect(h1(page, 'Your cart')).toBeFocused();
    await page.goBack();
    await expect(h1(page, 'Radiant Skin, Confident You')).toBeFocused();

    await page.getByRole('link', { name: product(0).name, exact: true }).click();
    await expect(h1(page, product(0).name)).toBeFocused();

    await page.goBack();
    await expect(h1(page, 'Radiant Skin, Confident You')).toBeFocused();

    await (await headerLinks(page)).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.getByRole('region', { name: 'Skincare that starts in the garden' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Skincare that starts in the garden' })).toBeInViewport();
  });

  test('the Pages dropdown works from the keyboard', { tag: '@desktop-only' }, async ({ page }) => {
    // Desktop only (its tag, playwright.config.ts): the phone header has the menu instead.
    await page.goto('/cart');
    const pages = page.getByRole('button', { name: 'Pages' });
    const list = page.getByRole('list', { name: 'Pages' });
    await tabTo(page, pages);
    await expect.poll(() => heardExpanded(page, PAGES_BUTTON)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => heardExpanded(page, PAGES_BUTTON)).toBe(true);
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => heardExpanded(page, PAGES_BUTTON)).toBe(false);
    await expect(list).toBeHidden();
    await expect(pages).toBeFocused();
    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    await page.mouse.click(5, 700);
    await expect.poll(() => heardExpanded(page, PAGES_BUTTON)).toBe(false);
  });

  test('the phone menu keeps focus inside while open', { tag: '@phone-only' }, async ({ page }) => {
    // Phone only (its tag, playwright.config.ts): the desktop header shows its links.
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, hamburger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => heardExpanded(page, MENU_BUTTON)).toBe(true);
    const insideMenu = () =>
      page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)));
    expect(await insideMenu()).toBe(true);
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await insideMenu(), `Tab ${String(presses + 1)} stays in the menu`).toBe(true);
    }
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideMenu(), `Shift+Tab ${String(presses + 1)} stays in the menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a shopper buys a product with the keyboard alone', async ({ page }) => {
    const chosen = product(0);
    await page.goto('/shop');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: chosen.name }) });
    await expect(card).toBeVisible();

    await tabTo(page, card.getByRole('button', { name: `Increase quantity of ${chosen.name}` }));
    await page.keyboard.press('Enter');
    await expect(card.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('2');
    await tabTo(page, card.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    const cartLink = page.getByRole('link', { name: 'Cart 1 item' });
    await expect(cartLink).toBeVisible();
    // A screen reader hears what happened, politely.
    await expect(page.locator('[role="status"][aria-live="polite"]', { hasText: 'added to cart' })).toHaveText(
      `${chosen.name} added to cart — 1 item in cart`,
    );

    await tabTo(page, cartLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Your cart')).toBeFocused();
    await expect(page.getByRole('textbox', { name: `Quantity of ${chosen.name}` })).toHaveValue('2');

    await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Checkout')).toBeFocused();

    await page.clock.install();
    await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(h1(page, 'Fake Payment Successful!')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  });

  test('before the store runs, a link of the store lands focus on the new page’s h1 all the same', async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    const cartLink = page.getByRole('link', { name: 'Cart 0 items' });
    await tabTo(page, cartLink);
    await page.keyboard.press('Enter');
    // The store was not running: the browser loaded the cart's page, and the entry put focus where a route change does.
    await expect(page).toHaveURL('/cart');
    await expect(h1(page, 'Your cart')).toBeFocused();
    releaseTheApp();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(h1(page, 'Your cart')).toBeFocused();
  });

  test('a page reached by a tap before the store runs shows no focus ring on its h1, as after a route change', async ({
    page,
  }) => {
    const releaseTheApp = await holdTheApp(page);
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Cart 0 items' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(h1(page, 'Your cart')).toBeFocused();
    expect(await h1(page, 'Your cart').evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none');
    releaseTheApp();
    // After a route change by a tap, the same.
    await page.getByRole('link', { name: 'Continue to the Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(h1(page)).toBeFocused();
    expect(await h1(page).evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none');
  });
});

test.describe('motion', () => {
  test('the hero slider waits while hovered or focused, then goes on', { tag: '@desktop-only' }, async ({ page }) => {
    // Desktop only (its tag, playwright.config.ts): hover needs a mouse.
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Mossbloom highlights' });
    const current = hero.getByRole('group');
    await expect(current).toHaveAccessibleName('1 of 4');
    await expect(hero.getByRole('button', { name: 'Pause slides' })).toBeEnabled();

    // Slides that change on their own are not announced; while the shopper is in the carousel they are.
    const live = hero.locator('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');

    await hero.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(7000);
    await expect(current).toHaveAccessibleName('1 of 4');
    await page.mouse.move(5, 5);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(3000);
    await expect(current).toHaveAccessibleName('2 of 4');

    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.mouse.move(5, 700);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(7000);
    await expect(current).toHaveAccessibleName('2 of 4');
    await page.keyboard.press('Enter');
    await expect(current).toHaveAccessibleName('3 of 4');

    // Paused with its own button, it stays put (and announced) after focus leaves.
    await tabTo(page, hero.getByRole('button', { name: 'Pause slides' }), { limit: 8, backwards: true });
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await page.getByRole('link', { name: 'Mossbloom, home' }).focus();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(7000);
    await expect(current).toHaveAccessibleName('3 of 4');
  });

  test('under reduced motion nothing moves on its own and the shop shows the poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Mossbloom highlights' });
    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    await expect(hero.getByRole('group')).toHaveAccessibleName('1 of 4');
    await expect(testimonials.getByRole('group')).toHaveAccessibleName(/^1 of/);
    await page.clock.runFor(10_000);
    await expect(hero.getByRole('group')).toHaveAccessibleName('1 of 4');
    await expect(testimonials.getByRole('group')).toHaveAccessibleName(/^1 of/);
    // The buttons still move the slides by hand.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('group')).toHaveAccessibleName('2 of 4');

    await page.goto('/shop');
    await expect(h1(page, 'Radiant Skin, Confident You')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    const poster = page.locator('section[aria-labelledby="shop-title"] img');
    await expect(poster).toHaveAttribute('src', /shop-hero-poster\.webp$/);
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
  });

  test('with motion allowed the shop video plays and has a pause control', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('video')).toHaveCount(1);
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

test.describe('discoverability files', () => {
  test('robots.txt, the web manifest and the favicon ship and are linked', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await request.get(manifestHref ?? '');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; short_name: string; icons: { src: string }[] };
    expect(body.short_name).toBe('Mossbloom');
    expect(body.icons.length).toBeGreaterThan(0);
    for (const icon of body.icons) {
      const url = new URL(icon.src, new URL(manifestHref ?? '', page.url())).href;
      expect((await request.get(url)).status()).toBe(200);
    }
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await request.get(favicon ?? '')).headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('the product page describes the product for search engines and link previews', async ({ page }) => {
    const chosen = product(0);
    await page.goto(`/selectedproduct/${String(chosen.id)}`);
    await expect(h1(page, chosen.name)).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: chosen.name,
      sku: String(chosen.id),
      offers: { priceCurrency: 'USD', price: chosen.price.toFixed(2) },
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(chosen.name));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/images\//);

    // Another page drops the product's tags.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveTitle('Shop — Mossbloom');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});
