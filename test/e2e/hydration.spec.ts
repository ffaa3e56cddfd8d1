import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/routeTable';
import type { PageName } from '../../src/app/routeTable';
import { asCard, catalog, expect, product, productWithId, keptCartOf, test, holdTheApp } from './support/fixtures';
import { FIELD_REPORTS_MARK, reporting } from './support/vitalsReport';

// Every page of the store is prerendered at build time (scripts/prerender.mjs) and hydrated in the browser
// (src/app/start.tsx). The server's HTML must hold the page itself, and hydrating it must not disagree with it, with
// or without a kept cart (the cart is read only after the first render).

/** The h1 of each page of the route table, at its example URL. */
const exampleProduct = productWithId(
  decodeURIComponent(
    routeTable
      .find((route) => route.page === 'product')
      ?.example.split('/')
      .pop() ?? '',
  ),
);
const H1: Record<PageName, string> = {
  home: 'Mossbloom natural facial and skincare',
  shop: 'Radiant Skin, Confident You',
  product: exampleProduct.name,
  cart: 'Your cart',
  checkout: 'Checkout',
  'thank-you': 'Fake Payment Successful!',
};
/** A search the shipped catalogue has results for: the first word of the first product's name. */
const searchWord = (product(0).name.split(' ')[0] ?? '').toLowerCase();
const PAGES = routeTable.flatMap((route) => [
  { path: route.example, h1: H1[route.page] },
  // A page with a query page (deploy/nginx.conf answers its URL with a discovery query with it): that page too.
  ...(route.queryPage ? [{ path: `${route.example}?q=${encodeURIComponent(searchWord)}`, h1: H1[route.page] }] : []),
]);

const cartKept = {
  items: [
    { ...product(0), quantity: 2 },
    { ...product(1), quantity: 1 },
  ],
  totalPrice: product(0).price * 2 + product(1).price,
};

/** A product as a catalogue without sizes has it (each field of what's in the jar is optional). */
const withoutSize = (entry: object) => Object.fromEntries(Object.entries(entry).filter(([field]) => field !== 'size'));

/** The same cart from a catalogue without sizes: its lines are a line shorter. */
const cartKeptWithoutSizes = { ...cartKept, items: cartKept.items.map(withoutSize) };

/** Console errors fail every test already (fixtures.ts); warnings about hydration are collected here. */
function watchHydrationWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|mismatch/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/** The route's effects have run (RouteMeta writes og:url, which the served HTML does not have): hydrated. */
async function waitForHydration(page: Page) {
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
}

for (const { path, h1 } of PAGES) {
  test(`${path}: the server sends the page itself, with its h1 and title`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div><noscript>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toMatch(/<title>[^<]+— Mossbloom<\/title>|<title>Mossbloom — /);
    // Nothing inline the Content-Security-Policy would block.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*\bsrc=)[^>]*>/);
    expect(root).not.toMatch(/\sstyle="/);
  });

  for (const withCart of [false, true]) {
    test(`${path} hydrates without a mismatch ${withCart ? 'with' : 'without'} a kept cart`, async ({ page }) => {
      const warnings = watchHydrationWarnings(page);
      if (withCart) {
        await page.addInitScript((cart) => {
          window.localStorage.setItem('cart', cart);
        }, JSON.stringify(cartKept));
      }
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeAttached();
      // The kept cart arrives right after hydration, and is not written back.
      await expect(page.getByRole('link', { name: `Cart ${withCart ? '2' : '0'}` }).first()).toBeVisible();
      expect(await keptCartOf(page)).toEqual(withCart ? cartKept : null);
      expect(warnings).toEqual([]);
    });
  }
}

test('the cart page shows the saved lines, never "Your cart is empty" on the way', async ({ page }) => {
  await page.addInitScript((cart) => {
    // Records whether the empty-cart message is ever drawn, in every frame from the first on. The prerendered page
    // holds it, for the entry to show at once when the kept cart is empty; here it must never be drawn.
    const seen = { empty: false };
    Object.assign(window, { emptySeen: seen });
    const look = () => {
      for (const element of document.querySelectorAll('p')) {
        if (element.textContent === 'Your cart is empty.' && element.checkVisibility()) seen.empty = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    window.localStorage.setItem('cart', cart);
  }, JSON.stringify(cartKept));
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => (window as Window & { emptySeen?: { empty: boolean } }).emptySeen?.empty)).toBe(
    false,
  );
});

test('an empty kept cart still says so on the cart page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

/** Records every layout shift of the page from its first byte, for `layoutShift(page)`. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}

test('an empty kept cart: the cart page says so before the app runs, and the app moves nothing', async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  const release = await holdTheApp(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the Shop' })).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await layoutShift()).toBeLessThan(0.001);
});

test('a link pressed on the painted page and let go once the store runs opens its page', async ({ page }) => {
  // A slow tap: the press on the painted page, the release on the running one. The store's start renders the empty
  // cart it read from the browser, and the link pressed must be the one let go, or the browser sends no click.
  const release = await holdTheApp(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Continue to the Shop' }).hover();
  await page.mouse.down();
  release();
  // Held until the store runs: it has read the kept cart and rendered the empty cart it found.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('mossbloom:store-running').length)).toBe(1);
  await page.mouse.up();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radiant Skin, Confident You');
});

for (const [path, kept, lines] of [
  ['/cart', cartKept, 'lines'],
  ['/checkout', cartKept, 'lines'],
  ['/cart', cartKeptWithoutSizes, 'lines of a catalogue without sizes'],
] as const) {
  test(`${path} with a kept cart of ${lines} holds their room before the app runs: the lines move nothing`, async ({
    page,
  }) => {
    const layoutShift = await recordLayoutShifts(page);
    await page.addInitScript((cart) => {
      window.localStorage.setItem('cart', cart);
    }, JSON.stringify(kept));
    if (kept === cartKeptWithoutSizes) {
      const served = catalog.map(withoutSize);
      await page.route('**/data/db.products.json', (route) => route.fulfill({ json: { products: served } }));
    }
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // Where the footer is drawn in the first frame (a frame is drawn once the stylesheet is in).
    const before = await footer.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() => {
            resolve(element.getBoundingClientRect().top + window.scrollY);
          });
        }),
    );
    release();
    await expect(
      page.getByRole('list', { name: path === '/cart' ? 'Cart items' : 'Order items' }).getByRole('listitem'),
    ).toHaveCount(2);
    const after = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(Math.abs(after - before), 'how far the footer moved').toBeLessThanOrEqual(4);
    expect(await layoutShift()).toBeLessThan(0.01);
  });
}

test('the app is asked for once the page has painted with its main picture; the page chunks beside it, at low priority', async ({
  page,
}) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    priorities.set(new URL(request.url).pathname.replace(/\.\w+\.js$/, '.js'), request.initialPriority);
  });
  await page.goto('/');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const started = (pattern: RegExp) => resources.find((entry) => pattern.test(entry.name))?.startTime ?? NaN;
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      picture: resources.find((entry) => entry.name.endsWith('/images/hero-1.svg'))?.responseEnd ?? NaN,
      storeRunning: performance.getEntriesByName('mossbloom:store-running')[0]?.startTime ?? NaN,
      app: started(/\/assets\/app\.\w+\.js$/),
      shared: started(/\/assets\/shared\.\w+\.js$/),
      homePage: started(/\/assets\/page-home\.\w+\.js$/),
    };
  });
  // The main picture is asked for first, at high priority. Nothing else competes with it: the app (at high priority,
  // as the store waits for it) and the page's chunks (at low priority) are asked for once it has arrived and the page
  // has painted.
  expect(priorities.get('/images/hero-1.svg')).toBe('High');
  expect(priorities.get('/assets/app.js')).toBe('High');
  expect(priorities.get('/assets/shared.js')).toBe('Low');
  expect(priorities.get('/assets/page-home.js')).toBe('Low');
  for (const [chunk, asked] of [
    ['/assets/app.js', timing.app],
    ['/assets/shared.js', timing.shared],
    ['/assets/page-home.js', timing.homePage],
  ] as const) {
    expect(asked, chunk).toBeGreaterThanOrEqual(timing.picture);
    expect(asked, chunk).toBeGreaterThanOrEqual(timing.firstPaint);
  }
  expect(timing.storeRunning).toBeGreaterThan(timing.firstPaint);
});

test("a first visit asks for what its page shows: a carousel's chunk only where one is, the field reporter once the page has loaded", async ({
  page,
}) => {
  /** The store's scripts the page asked for, each by its chunk's name, and when; the load's end. */
  const asked = () =>
    page.evaluate(() => ({
      chunks: Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [/\/assets\/([a-z-]+)\.[0-9a-f]+\.js$/.exec(entry.name)?.[1], entry.startTime] as const)
          .filter((pair): pair is [string, number] => pair[0] !== undefined),
      ),
      loaded: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
    }));
  await page.goto('/shop');
  await expect.poll(() => page.evaluate(reporting, FIELD_REPORTS_MARK)).toBe(true);
  const shop = await asked();
  expect(Object.keys(shop.chunks)).not.toContain('painted');
  // The field reporter comes after the page's load, and an idle moment.
  expect(shop.chunks.vitals).toBeGreaterThanOrEqual(shop.loaded ?? Number.POSITIVE_INFINITY);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next slide' }).first()).toBeVisible();
  await expect.poll(async () => Object.keys((await asked()).chunks)).toContain('painted');
});

test("the painted shop shows the video's poster and downloads no video before the store runs; a Pause tapped meanwhile is kept", async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/video/')) videoRequests.push(request.url());
  });
  let appAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    appAsked = resolve;
  });
  const release = await holdTheApp(page, appAsked);
  await page.goto('/shop', { waitUntil: 'commit' });
  const pause = page.getByRole('button', { name: 'Pause background video' });
  await pause.click();
  await asked;
  expect(videoRequests, 'video asked for by the painted page').toEqual([]);
  release();

  // The store runs: the tap is played, and the video, which the shopper paused, never starts.
  const play = page.getByRole('button', { name: 'Play background video' });
  await expect(play).toBeVisible();
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  expect(videoRequests).toEqual([]);
  await play.click();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
});

// The pages that list products are prerendered with what they paint: shown at once, and the store's start asks the
// catalogue file exactly once, whatever it answers.
const PAINTING = [
  { path: '/', ready: (page: Page) => page.getByRole('list', { name: 'Featured products' }).getByRole('article') },
  { path: '/shop', ready: (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article') },
  {
    path: `/selectedproduct/${String(product(1).id)}`,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: product(1).name }),
  },
];
for (const { path, ready } of PAINTING) {
  test(`${path} paints its products before the store runs, then asks the catalogue file once`, async ({ page }) => {
    const catalogueRequests: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/data/db.products.json', async (route) => {
      catalogueRequests.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    await expect(page.getByText('Products loading...')).toHaveCount(0);
    await expect.poll(() => catalogueRequests.length).toBe(1);
    release();
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(catalogueRequests).toHaveLength(1);
  });
}

test('a page carries only what it paints: a product page holds its own product and suggestions, not the catalogue', async ({
  request,
}) => {
  const snapshotOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const json = /<script type="application\/json" id="page-snapshot">([^<]*)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as { snapshot: Record<string, unknown> }).snapshot;
  };
  // Its own product and the products it suggests (up to 4 others of its need).
  const chosen = product(2);
  expect(await snapshotOf(`/selectedproduct/${String(chosen.id)}`)).toEqual({
    kind: 'product',
    product: chosen,
    related: catalog
      .filter((entry) => entry.category === chosen.category && entry.id !== chosen.id)
      .slice(0, 4)
      .map(asCard),
  });
  // A page of cards carries what its cards, search and filters read: not a product page's key ingredients or steps.
  const cards = (count: number) => catalog.slice(0, count).map(asCard);
  expect(await snapshotOf('/')).toMatchObject({ kind: 'first', products: cards(7), total: catalog.length });
  expect(await snapshotOf('/shop')).toMatchObject({ kind: 'first', products: cards(8), total: catalog.length });
  // The shop for a search paints no products: the search picks them, in the browser.
  expect(await snapshotOf('/shop?q=serum')).toBeUndefined();
  expect(await snapshotOf('/cart')).toBeUndefined();
});

test('a product page writes its JSON-LD once hydrated', async ({ page }) => {
  await page.goto(`/selectedproduct/${String(product(1).id)}`);
  await waitForHydration(page);
  // The JSON-LD needs the site's origin, which only the browser knows: written once hydrated.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});
