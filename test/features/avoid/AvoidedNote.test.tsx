/*
 * What a card (BuyableProductCard), the product page and a cart line say of a product with an ingredient the shopper
 * avoids (src/features/avoid/AvoidedNote.tsx): "Contains Linalool, which you avoid", in words and in the label's
 * order; nothing for a product without one, nor for a product whose entry gives no ingredient list. Rendered through
 * the app's own routes, with the list kept in storage and the store booted as the page boots it.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { CART_KEY, keptCart } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import type { Product } from '../../../src/features/catalog';
import { selectAvoided } from '../../../src/features/avoid';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { useCatalogServer } from '../../support/catalogServer';
import { holderOf } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

/** The shipped Night Garden Cream: its list holds Linalool, then Limonene, then Geraniol. */
const nightCream = productAt(5);
/** The shipped Dew Drop Serum: none of them. */
const serum = productAt(0);
/** A product whose catalogue entry gives no ingredient list at all. */
const plain = makeProduct({ id: 98, name: 'PLAIN BALM', price: 12 });
/** A product whose ingredient list is not a list: read as none. */
const oddlyListed = { ...makeProduct({ id: 99, name: 'ODD MIST', price: 14 }), ingredients: 'Linalool' };

const SAID = /which you avoid/;

/**
 * Opens `route` with `avoided` kept under `avoid` (and `cart` under `cart`), and boots the store as the page's start
 * does: it reads the kept cart, and brings the avoid list when one is kept.
 */
async function openWith(route: string, avoided: string[], cart?: CartState) {
  server.serveBody({ products: [serum, nightCream, plain, oddlyListed] });
  const storage = createMemoryStorage({
    [AVOID_KEY]: JSON.stringify(avoided),
    ...(cart ? { [CART_KEY]: keptCart.text(cart) } : {}),
  });
  const view = await renderApp({ route, storage, catalogBaseUrl: server.url });
  act(() => {
    view.store.dispatch(booted());
  });
  return view;
}

/** The card of `name` in the shop's list. */
const cardOf = async (name: string) => within(holderOf(await screen.findByRole('heading', { name }), 'article'));
/** The cart line of `name`. */
const lineOf = async (name: string) => within(holderOf(await screen.findByRole('heading', { level: 2, name }), 'li'));

describe('a card of the shop', () => {
  it('says in words which avoided ingredients its product contains, once, in the label’s order', async () => {
    await openWith('/shop', ['Geraniol', 'linalool']);
    const said = 'Contains Linalool and Geraniol, which you avoid';
    expect(await (await cardOf(nightCream.name)).findByText(said)).toBeVisible();
    // Said once on the page: its card says it once, and no other card holds either.
    expect(screen.getAllByText(SAID)).toHaveLength(1);
  });

  it('says nothing for a product without them, nor for one whose entry lists no ingredients', async () => {
    await openWith('/shop', ['Linalool']);
    expect(await (await cardOf(nightCream.name)).findByText('Contains Linalool, which you avoid')).toBeVisible();
    expect((await cardOf(serum.name)).queryByText(SAID)).not.toBeInTheDocument();
    expect((await cardOf(plain.name)).queryByText(SAID)).not.toBeInTheDocument();
    expect((await cardOf(oddlyListed.name)).queryByText(SAID)).not.toBeInTheDocument();
    expect(screen.getAllByText(SAID)).toHaveLength(1);
  });

  it('says nothing while nothing is avoided', async () => {
    await openWith('/shop', []);
    await cardOf(nightCream.name);
    expect(screen.queryByText(SAID)).not.toBeInTheDocument();
  });
});

describe('the product page', () => {
  /** The page's own product, not the suggestions under it. */
  const detailOf = (product: Product) => within(screen.getByRole('article', { name: product.name }));

  it('says it of its product, and follows the toggles of its own ingredient list', async () => {
    const { user } = await openWith(`/selectedproduct/${String(nightCream.id)}`, ['Linalool']);
    await screen.findByRole('heading', { level: 1, name: nightCream.name });
    expect(await detailOf(nightCream).findByText('Contains Linalool, which you avoid')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Avoid Geraniol' }));
    expect(await detailOf(nightCream).findByText('Contains Linalool and Geraniol, which you avoid')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Avoid Linalool' }));
    await user.click(screen.getByRole('button', { name: 'Avoid Geraniol' }));
    expect(screen.queryByText(SAID)).not.toBeInTheDocument();
  });

  it('says nothing of a product without them', async () => {
    const { store } = await openWith(`/selectedproduct/${String(serum.id)}`, ['Linalool']);
    await screen.findByRole('heading', { level: 1, name: serum.name });
    // Once the list has come: before, the page could say nothing whatever it held.
    await waitFor(() => {
      expect(selectAvoided(store.getState())).toEqual(['Linalool']);
    });
    expect(detailOf(serum).queryByText(SAID)).not.toBeInTheDocument();
  });

  it('says nothing of a product whose entry lists no ingredients, and shows no toggle', async () => {
    const { store } = await openWith(`/selectedproduct/${String(plain.id)}`, ['Linalool']);
    await screen.findByRole('heading', { level: 1, name: plain.name });
    await waitFor(() => {
      expect(selectAvoided(store.getState())).toEqual(['Linalool']);
    });
    expect(detailOf(plain).queryByText(SAID)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Avoid / })).not.toBeInTheDocument();
  });
});

describe('a cart line', () => {
  const cart: CartState = {
    items: [
      { ...serum, quantity: 1 },
      { ...nightCream, quantity: 2 },
      { ...plain, quantity: 1 },
    ],
    totalPrice: serum.price + nightCream.price * 2 + plain.price,
  };

  it('says it of a product with an avoided ingredient, and nothing of the others', async () => {
    await openWith('/cart', ['LINALOOL'], cart);
    expect(await (await lineOf(nightCream.name)).findByText('Contains Linalool, which you avoid')).toBeVisible();
    expect((await lineOf(serum.name)).queryByText(SAID)).not.toBeInTheDocument();
    expect((await lineOf(plain.name)).queryByText(SAID)).not.toBeInTheDocument();
    expect(screen.getAllByText(SAID)).toHaveLength(1);
  });

  it('says it of a line kept before its product listed ingredients, once the catalogue file gives them', async () => {
    // The product as a cart kept it before the catalogue listed what is in it.
    const creamAsKeptBefore = { ...nightCream };
    Reflect.deleteProperty(creamAsKeptBefore, 'ingredients');
    expect(creamAsKeptBefore).not.toHaveProperty('ingredients');
    const keptBefore: CartState = { items: [{ ...creamAsKeptBefore, quantity: 1 }], totalPrice: nightCream.price };
    await openWith('/cart', ['Linalool'], keptBefore);
    expect(await (await lineOf(nightCream.name)).findByText('Contains Linalool, which you avoid')).toBeVisible();
  });
});
