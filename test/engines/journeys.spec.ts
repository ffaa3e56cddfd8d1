import { REFUSAL } from '../../src/features/compare/compareRules';
import { APP_SCRIPT, OFFLINE_LOAD_FAILURES, catalog, product } from '../e2e/support/fixtures';
import { OFFLINE_PICTURE_FAILURES, expect, test } from './support/fixtures';
import { readPng } from './support/png';
import type { JourneyProxy } from './support/proxy';
import type { Shopper, Target } from './support/shopper';

// The spec's shopper journeys, once, in the words of ./support/shopper.ts: each engine's project
// (playwright.engines.config.ts) runs them at a phone and a laptop size.

const money = (amount: number) => `$${amount.toFixed(2)}`;
const heading = (name: string): Target => ({ role: 'heading', name });
const button = (name: string, within?: string): Target => ({ role: 'button', name, ...(within ? { within } : {}) });
const link = (name: string): Target => ({ role: 'link', name });
const text = (name: string): Target => ({ role: 'text', name });
const quantity = (name: string): Target => ({ role: 'textbox', name: `Quantity of ${name}` });
const cartLink = (lines: number) => link(`Cart ${String(lines)} ${lines === 1 ? 'item' : 'items'}`);

/** Waits for `target` to show, as a shopper looks for it. */
const see = (shopper: Shopper, target: Target) =>
  expect.poll(() => shopper.isVisible(target), { message: `${target.role} "${target.name}" shows` }).toBe(true);

/** The cart as saved in the browser's storage. */
const keptCartOf = (shopper: Shopper) =>
  shopper.run(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null') as unknown);

/** The products in the list named `name` (the shop's grid: Products). */
const cardsIn = (shopper: Shopper, name: string) =>
  shopper.run((list: string) => document.querySelectorAll(`[aria-label="${list}"] article`).length, name);

/** The amount beside `term` in the cart's order summary. */
const summary = (shopper: Shopper, term: string) =>
  shopper.run((wanted: string) => {
    const found = [...document.querySelectorAll('dt')].find((dt) => dt.textContent.trim() === wanted);
    return found?.nextElementSibling?.textContent.trim() ?? null;
  }, term);

/** Whether the store runs: its route meta writes og:url, which the served page lacks. */
const storeRuns = (shopper: Shopper) => shopper.run(() => document.querySelector('meta[property="og:url"]') !== null);

async function addFromShop(shopper: Shopper, index: number, linesAfter: number) {
  const chosen = product(index);
  await shopper.click(button('Add to Cart', chosen.name));
  await see(shopper, cartLink(linesAfter));
  return chosen;
}

test('home: the hero, the three featured products and a need chosen', async ({ shopper }) => {
  await shopper.open('/');
  await see(shopper, heading('Our most loved rituals'));
  for (const featured of catalog.slice(0, 3)) await see(shopper, heading(featured.name));
  const need = product(0).category;
  await shopper.click(button(need));
  await expect
    .poll(() => cardsIn(shopper, `${need} products`))
    .toBe(catalog.filter((entry) => entry.category === need).length);
});

test('shop: paging 8, 16, then back to 8; a search narrows the grid', async ({ shopper }) => {
  await shopper.open('/shop');
  await see(shopper, heading('Radiant Skin, Confident You'));
  await expect.poll(() => cardsIn(shopper, 'Products')).toBe(8);
  await shopper.click(button('Load More'));
  await expect.poll(() => cardsIn(shopper, 'Products')).toBe(Math.min(16, catalog.length));
  await shopper.click(button('Show Less'));
  await expect.poll(() => cardsIn(shopper, 'Products')).toBe(8);

  const word = (product(0).name.split(' ')[0] ?? '').toLowerCase();
  const matching = catalog.filter((entry) => entry.name.toLowerCase().includes(word));
  await shopper.type({ role: 'searchbox', name: 'Search products' }, word);
  await expect.poll(() => cardsIn(shopper, 'Products')).toBe(Math.min(8, matching.length));
  await expect.poll(() => shopper.path()).toBe(`/shop?q=${word}`);
});

test('product: + raises the card quantity, and Add to Cart puts that many in the cart', async ({ shopper }) => {
  const chosen = product(0);
  await shopper.open(`/selectedproduct/${String(chosen.id)}`);
  await see(shopper, heading(chosen.name));
  await shopper.click(button(`Increase quantity of ${chosen.name}`));
  await expect.poll(() => shopper.valueOf(quantity(chosen.name))).toBe('2');
  await shopper.click(button('Add to Cart', chosen.name));
  await see(shopper, cartLink(1));
  expect(await keptCartOf(shopper)).toMatchObject({ items: [{ id: chosen.id, quantity: 2 }] });
});

test('cart: + and − change the lines, with the $100.00 fee and the total; a reload keeps the cart', async ({
  shopper,
}) => {
  await shopper.open('/shop');
  const first = await addFromShop(shopper, 0, 1);
  const second = await addFromShop(shopper, 1, 2);
  await shopper.open('/cart');
  await see(shopper, heading('Your cart'));
  await shopper.click(button(`Increase quantity of ${first.name}`));
  await expect.poll(() => shopper.valueOf(quantity(first.name))).toBe('2');
  const subtotal = first.price * 2 + second.price;
  await expect.poll(() => summary(shopper, 'Subtotal')).toBe(money(subtotal));
  await expect.poll(() => summary(shopper, 'Transaction Fee')).toBe('$100.00');
  await expect.poll(() => summary(shopper, 'Total')).toBe(money(subtotal + 100));

  await shopper.reload();
  await expect.poll(() => shopper.valueOf(quantity(first.name))).toBe('2');
  await shopper.click(button(`Decrease quantity of ${second.name}`));
  await expect.poll(() => summary(shopper, 'Total')).toBe(money(first.price * 2 + 100));
  expect(await keptCartOf(shopper)).toMatchObject({ items: [{ id: first.id, quantity: 2 }] });
});

test('checkout: Pay Now says Processing..., then the thank-you page', async ({ shopper }) => {
  await shopper.open('/shop');
  await addFromShop(shopper, 2, 1);
  await shopper.open('/checkout');
  await shopper.click(button('Pay Now'));
  await expect.poll(() => shopper.isDisabled(button('Processing...'))).toBe(true);
  await see(shopper, heading('Fake Payment Successful!'));
  await expect.poll(() => shopper.path()).toBe('/thank-you');
  await see(shopper, text('Thank you for your order. Your skincare products will be processed soon.'));
  await shopper.click(link('Back to Home'));
  await see(shopper, cartLink(0));
});

test('an unknown route shows the error page, an unknown product says so', async ({ shopper }) => {
  await shopper.open('/no-such-page');
  await see(shopper, heading('Unexpected Application Error'));
  await shopper.open('/selectedproduct/does-not-exist');
  await see(shopper, heading('Product not found'));
});

/** Runs `steps` with the app's script held, so each of their taps surely comes before the store runs. */
async function beforeTheStoreRuns(journeyProxy: JourneyProxy, steps: () => Promise<void>) {
  const release = journeyProxy.hold(APP_SCRIPT);
  try {
    await steps();
  } finally {
    release();
  }
}

test('early tap: Add to Cart tapped on the painted shop before the store runs is kept', async ({
  shopper,
  journeyProxy,
}) => {
  await beforeTheStoreRuns(journeyProxy, async () => {
    await shopper.open('/shop');
    const chosen = product(0);
    await shopper.click(button('Add to Cart', chosen.name));
    expect(await storeRuns(shopper), 'the tap came before the store ran').toBe(false);
    expect(await keptCartOf(shopper)).toMatchObject({ items: [{ id: chosen.id, quantity: 1 }] });
  });
  await expect.poll(() => storeRuns(shopper)).toBe(true);
  await see(shopper, cartLink(1));
  expect(await keptCartOf(shopper)).toMatchObject({ items: [{ id: product(0).id, quantity: 1 }] });
});

test('early tap: a link tapped on the painted shop before the store runs opens its page', async ({
  shopper,
  journeyProxy,
}) => {
  await beforeTheStoreRuns(journeyProxy, async () => {
    await shopper.open('/shop');
    // Leaving the page cancels its app's download (Firefox reports that as a script that failed), which must not
    // load the shop afresh in place of the cart.
    await shopper.click(cartLink(0));
    await see(shopper, heading('Your cart'));
    expect(await shopper.path()).toBe('/cart');
  });
  await expect.poll(() => storeRuns(shopper)).toBe(true);
  expect(await shopper.path()).toBe('/cart');
});

test("early tap: the header's menu opens on the painted page before the store runs, and closes again (a tap beside it on a laptop; on a phone, whose screen it covers, its Close button)", async ({
  shopper,
  journeyProxy,
}) => {
  await beforeTheStoreRuns(journeyProxy, async () => {
    await shopper.open('/shop');
    await see(shopper, heading('Radiant Skin, Confident You'));
    // The Pages dropdown on a laptop, the menu on a phone: popovers, which the browser opens by itself.
    const phone = await shopper.run(() => window.innerWidth < 900);
    const opens = phone ? button('Open menu') : button('Pages');
    const inside = phone ? link('Login') : text('Changelog');
    expect(await shopper.isVisible(inside), 'closed at first').toBe(false);
    await shopper.click(opens);
    await see(shopper, inside);
    expect(await storeRuns(shopper), 'the tap came before the store ran').toBe(false);
    if (phone) await shopper.click(button('Close menu'));
    else await shopper.click(heading('Radiant Skin, Confident You'));
    await expect.poll(() => shopper.isVisible(inside), { message: 'closed again' }).toBe(false);
  });
});

const radio = (name: string): Target => ({ role: 'radio', name });
const checkbox = (name: string): Target => ({ role: 'checkbox', name });

/** Whether the choice labelled `name` is ticked (null when there is none). */
const isTicked = (shopper: Shopper, name: string) =>
  shopper.run(
    (label: string) =>
      [...document.querySelectorAll('input')].find((input) => input.labels?.[0]?.textContent.trim() === label)
        ?.checked ?? null,
    name,
  );

/** The distinct products the routine shown names, in the order of its steps. */
const routineProducts = (shopper: Shopper) =>
  shopper.run(() => [
    ...new Set(
      [...document.querySelectorAll('[aria-labelledby="routine-answer-title"] li a[href*="/selectedproduct/"]')].map(
        (step) => step.textContent.trim(),
      ),
    ),
  ]);

test('routine: a morning and an evening routine, in the cart in one tap, the same after a reload', async ({
  shopper,
}) => {
  await shopper.open('/');
  await shopper.click(button('Find my routine'));
  await shopper.click(radio('Dry'));
  await shopper.click(checkbox('Hydrates'));
  expect(await isTicked(shopper, 'Both'), 'morning and evening unless told').toBe(true);
  await shopper.click(button('Show my routine'));
  await see(shopper, heading('Your routine for dry skin'));
  await see(shopper, heading('Morning'));
  await see(shopper, heading('Evening'));
  await expect.poll(() => shopper.path()).toBe('/?skin=dry&concern=Hydrates&when=both');
  const steps = await routineProducts(shopper);
  expect(steps.length, 'products in the routine').toBeGreaterThan(3);
  for (const name of steps) {
    const chosen = catalog.find((entry) => entry.name === name);
    if (!chosen) throw new Error(`the routine names ${name}, which the catalogue does not have`);
    expect(chosen.skinTypes ?? ['dry'], `${name} suits dry skin`).toContain('dry');
  }

  await shopper.click(button('Add the routine to the cart'));
  await see(shopper, cartLink(steps.length));

  // The URL is the routine: opened afresh, it gives the same one, with the same answers ticked.
  await shopper.reload();
  await see(shopper, heading('Your routine for dry skin'));
  await expect.poll(() => routineProducts(shopper)).toEqual(steps);
  expect(await isTicked(shopper, 'Dry')).toBe(true);
  expect(await isTicked(shopper, 'Hydrates')).toBe(true);
});

test('early tap: the finder answered before the store runs is sent by the browser, then answered', async ({
  shopper,
  journeyProxy,
}) => {
  await beforeTheStoreRuns(journeyProxy, async () => {
    await shopper.open('/');
    // A <details> and a GET form: the browser opens and sends them by itself.
    await shopper.click(button('Find my routine'));
    await shopper.click(radio('Oily'));
    await shopper.click(button('Show my routine'));
    // Asked while the browser swaps the page for the form's answer, the old page is gone: asked again.
    await expect.poll(() => shopper.path().catch(() => 'between two pages')).toBe('/?skin=oily&when=both');
    expect(await storeRuns(shopper), 'the form was sent before the store ran').toBe(false);
  });
  await see(shopper, heading('Your routine for oily skin'));
  await see(shopper, heading('Morning'));
  await see(shopper, heading('Evening'));
});

/** The products chosen to compare, as saved in the browser's storage: their ids as text, in the order chosen. */
const keptCompared = (shopper: Shopper) => shopper.run(() => window.localStorage.getItem('compare'));
const idsOf = (...chosen: { id: number | string }[]) => JSON.stringify(chosen.map((one) => String(one.id)));
/** The products of the open comparison, by its column headers. */
const comparedColumns = (shopper: Shopper) =>
  shopper.run(() =>
    [...document.querySelectorAll('dialog[open] thead th[scope="col"]')].map((column) => column.textContent.trim()),
  );

test('compare: up to three products side by side, a fourth refused with a message, kept after a reload', async ({
  shopper,
}) => {
  await shopper.open('/shop');
  const [first, second, third, fourth] = [product(0), product(1), product(2), product(3)];
  await shopper.click(button(`Compare ${first.name}`));
  await see(shopper, button('Compare (1)'));
  await shopper.click(button(`Compare ${second.name}`));
  await shopper.click(button(`Compare ${third.name}`));
  await see(shopper, button('Compare (3)'));
  await shopper.click(button(`Compare ${fourth.name}`));
  // The message on the screen, with its Close (the live region, which says it too, is not on the screen).
  await see(shopper, button('Close the message'));
  expect(
    await shopper.run(() => document.querySelector('[aria-label="Close the message"]')?.parentElement?.textContent),
  ).toContain(REFUSAL);
  expect(await keptCompared(shopper)).toBe(idsOf(first, second, third));

  await shopper.reload();
  await see(shopper, button('Compare (3)'));
  await shopper.click(button('Compare (3)'));
  await see(shopper, { role: 'dialog', name: 'Compare products' });
  // Each in its column, in the order chosen (the cards behind the dialog have links of the same names).
  await expect.poll(() => comparedColumns(shopper)).toEqual([first.name, second.name, third.name]);
  await shopper.click(button(`Remove ${second.name} from the comparison`));
  await expect.poll(() => comparedColumns(shopper), { message: 'removed' }).toEqual([first.name, third.name]);
  // At any size the table scrolls within itself: the page is never wider than the screen.
  expect(await shopper.run(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await keptCompared(shopper)).toBe(idsOf(first, third));
});

test.describe('offline', () => {
  // Chromium's own words for a failed load, and the reporter's for any engine's pictures. Given as [value, options]:
  // Playwright would read a bare list of two as that pair.
  test.use({ allowProblems: [[OFFLINE_LOAD_FAILURES, OFFLINE_PICTURE_FAILURES], { scope: 'test' }] });

  test('after one visit, the store opens and sells without a network', async ({ shopper }) => {
    await shopper.open('/');
    await see(shopper, text('The store now opens on this device without a connection.'));
    await shopper.setOffline(true);
    try {
      await shopper.reload();
      await see(shopper, heading(product(0).name));
      const chosen = product(1);
      await shopper.open(`/selectedproduct/${String(chosen.id)}`);
      await shopper.click(button('Add to Cart', chosen.name));
      await see(shopper, cartLink(1));
    } finally {
      await shopper.setOffline(false);
    }
  });
});

test('keyboard: Tab moves the focus to a control, with a visible ring', async ({ shopper }) => {
  await shopper.open('/cart');
  await see(shopper, heading('Your cart'));
  const focusedControl = () =>
    shopper.run(() => {
      const focused = document.activeElement;
      return focused?.matches('a[href], button') ? focused.outerHTML.slice(0, 80) : null;
    });
  // As a keyboard's user does: Tab until a control has the focus (the store may take the page over meanwhile).
  await expect
    .poll(async () => {
      if ((await focusedControl()) === null) await shopper.pressTab();
      return focusedControl();
    })
    .not.toBeNull();
  const ring = await shopper.run(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring, `the ring of ${String(await focusedControl())}`).toEqual({ style: 'solid', width: '3px' });
});

test('the header scrolled past 50 px is clear around the logo and the cart: no dark halo', async ({ shopper }) => {
  await shopper.open('/shop');
  await see(shopper, heading('Radiant Skin, Confident You'));
  // Scrolled as a shopper does, again while the header has not answered (the store may still be taking over).
  await expect
    .poll(() =>
      shopper.run(() => {
        window.scrollTo({ top: 400, behavior: 'instant' });
        return document.querySelector('header')?.getAttribute('data-scrolled');
      }),
    )
    .toBe('true');
  // The bar's colour and blur come in a transition: measured once it ended.
  const boxes = await shopper.run(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    // And painted: two frames on, the screen shows the bar as it stays.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = (selector: string) => {
      const found = document.querySelector(selector)?.getBoundingClientRect();
      return found ? { left: found.left, top: found.top, right: found.right, bottom: found.bottom } : null;
    };
    return {
      scale: window.devicePixelRatio,
      header: box('header'),
      cart: box('header a[href$="/cart"]'),
      logo: box('header a[aria-label="Mossbloom, home"]'),
    };
  });
  const { header, cart, logo, scale } = boxes;
  if (!header || !cart || !logo) throw new Error('the header, its cart link or its logo has no box');
  const picture = readPng(await shopper.screenshot());
  const at = (x: number, y: number) => picture.luminance(x * scale, y * scale);

  // The bar's own colour: its top corners, far from anything drawn on it.
  const bar = Math.min(at(header.left + 2, header.top + 2), at(header.right - 3, header.top + 2));
  // Just above the cart pill and the logo, 4 to 8 px out, the bar must keep that colour: the halo is a dark blur of
  // them spilling out. (Beside them sit other controls, and below them the page shows through the bar.)
  const around: number[] = [];
  for (const box of [cart, logo]) {
    for (let out = 4; out <= 8; out += 2) {
      for (let x = box.left; x <= box.right; x += 4) around.push(at(x, box.top - out));
    }
  }
  const darkest = Math.min(...around);
  expect(
    bar - darkest,
    `darkest point around the logo and the cart: ${darkest.toFixed(0)}, bar ${bar.toFixed(0)}`,
  ).toBeLessThan(24);
});
