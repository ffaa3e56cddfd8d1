import { describe, expect, it, jest } from '@jest/globals';
import { isQuantity } from '../../../src/features/cart';
import { CART_KEY, isKeptCart, keptCart } from '../../../src/features/cart/keptCart';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';

const line = { ...makeProduct(), quantity: 2 };
const quiet = () => undefined;

/** What keptCart.read makes of `raw` kept under the cart's key (null: nothing kept). */
const readKept = (raw: string | null, warn?: (message: string) => void) =>
  keptCart.read(createMemoryStorage(raw === null ? {} : { [CART_KEY]: raw }), warn);

describe('the kept cart at a glance', () => {
  it('has the envelope the spec accepts: an items list and a totalPrice of 0 or more', () => {
    expect(isKeptCart({ items: [], totalPrice: 0 })).toBe(true);
    expect(isKeptCart({ items: [1, 2], totalPrice: 3.5 })).toBe(true);
    for (const value of [
      null,
      'cart',
      [],
      { items: [] },
      { items: {}, totalPrice: 1 },
      { items: [], totalPrice: -1 },
      { items: [], totalPrice: Number.POSITIVE_INFINITY },
    ]) {
      expect(isKeptCart(value)).toBe(false);
    }
  });

  const sized = { ...makeProduct({ id: 2 }), size: { amount: 30, unit: 'ml' }, quantity: 1 };
  it.each([
    ['an empty cart', [], 'empty', '0', '0'],
    ['two lines, one with a size', [line, sized], 'lines', '2', '1'],
    ['two lines without a size (a catalogue that gives none)', [line, { ...line, id: 3 }], 'lines', '2', '0'],
  ])('marks the page for %s: its lines, and those with a size', (_case, items, state, lines, sizedLines) => {
    const root = document.createElement('html');
    keptCart.mark(root, { items, totalPrice: 0 });
    expect(root.dataset.keptCart).toBe(state);
    expect(root.style.getPropertyValue('--kept-cart-lines')).toBe(lines);
    expect(root.style.getPropertyValue('--kept-cart-sized-lines')).toBe(sizedLines);
  });
});

describe('a quantity', () => {
  it('is a whole number of 1 or more', () => {
    for (const quantity of [1, 2, 50]) expect(isQuantity(quantity)).toBe(true);
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined]) {
      expect(isQuantity(quantity)).toBe(false);
    }
  });
});

describe('keptCart.read: accepting the kept cart as a whole', () => {
  it('accepts a cart with an items list and a totalPrice of 0 or more, keeping its total', () => {
    expect(readKept(JSON.stringify({ items: [line], totalPrice: 45 }), quiet)).toEqual({
      items: [line],
      totalPrice: 45,
    });
  });

  it('accepts an empty items list with total 0', () => {
    expect(readKept('{"items":[],"totalPrice":0}', quiet)).toEqual({ items: [], totalPrice: 0 });
  });

  it('keeps the kept total after a payment cleared the items (clear is not saved, but a stale total is valid)', () => {
    expect(readKept('{"items":[],"totalPrice":130}', quiet)).toEqual({ items: [], totalPrice: 130 });
  });

  it.each([
    ['nothing kept', null],
    ['a negative total', JSON.stringify({ items: [line], totalPrice: -1 })],
    ['no total', JSON.stringify({ items: [line] })],
    ['a total that is text', JSON.stringify({ items: [line], totalPrice: '45' })],
    ['no items', JSON.stringify({ totalPrice: 45 })],
    ['items that are not a list', JSON.stringify({ items: { 0: line }, totalPrice: 45 })],
    ['null', 'null'],
    ['a number', '42'],
    ['a list', '[]'],
    ['a string', '"cart"'],
  ])('rejects %s and starts with the empty cart', (_case, raw) => {
    expect(readKept(raw, quiet)).toEqual({ items: [], totalPrice: 0 });
  });

  it('starts empty and logs when the kept value is not JSON', () => {
    const log = jest.fn();
    expect(readKept('{items:', log)).toEqual({ items: [], totalPrice: 0 });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('keptCart.read: lines the store cannot show', () => {
  it.each([
    ['null', null],
    ['a missing price', { ...line, price: undefined }],
    ['a price that is text', { ...line, price: '22.5' }],
    ['a quantity of 0', { ...line, quantity: 0 }],
    ['a fractional quantity', { ...line, quantity: 1.5 }],
    ['a missing quantity', { ...line, quantity: undefined }],
    ['a missing name', { ...line, name: undefined }],
  ])('drops a line with %s and recomputes the total from the rest', (_case, bad) => {
    const other = { ...makeProduct({ id: 2, price: 10 }), quantity: 3 };
    const cart = readKept(JSON.stringify({ items: [bad, other], totalPrice: 500 }), quiet);
    expect(cart).toEqual({ items: [other], totalPrice: 30 });
  });

  it('keeps the first line of a product that appears twice, drops the repeat and recomputes the total', () => {
    const again = { ...line, id: '1', quantity: 5 };
    const other = { ...makeProduct({ id: 2, price: 10 }), quantity: 1 };
    expect(readKept(JSON.stringify({ items: [line, other, again], totalPrice: 500 }), quiet)).toEqual({
      items: [line, other],
      totalPrice: 55,
    });
  });

  it('keeps lines that are fine, in order, when null entries and broken lines sit between them', () => {
    const other = { ...makeProduct({ id: 'rose-oil', price: 12.25 }), quantity: 2 };
    const raw = JSON.stringify({ items: [null, line, 7, { quantity: 3 }, 'x', other, []], totalPrice: 1 });
    expect(readKept(raw, quiet)).toEqual({ items: [line, other], totalPrice: 69.5 });
  });

  it('starts empty when the recomputed total is too large for a number', () => {
    const huge = { ...line, price: Number.MAX_VALUE, quantity: 2 };
    expect(readKept(JSON.stringify({ items: [huge, null], totalPrice: 1 }), quiet)).toEqual({
      items: [],
      totalPrice: 0,
    });
  });

  it('logs dropped lines as a warning, not an error: the shopper loses nothing they can see', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    readKept(JSON.stringify({ items: [null, line], totalPrice: 45 }));
    readKept('{not json');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps unknown extra fields on otherwise good lines', () => {
    const extra = { ...line, note: 'gift' };
    expect(readKept(JSON.stringify({ items: [extra], totalPrice: 45 }), quiet).items).toEqual([extra]);
  });
});

describe('keptCart.write', () => {
  it('writes the items and the total as JSON under the cart key, and reads back to the same cart', () => {
    const cart = { items: [line], totalPrice: 45 };
    const storage = createMemoryStorage();
    expect(keptCart.write(storage, cart)).toBe(true);
    expect(storage.writes).toEqual([[CART_KEY, keptCart.text(cart)]]);
    expect(JSON.parse(storage.values.get(CART_KEY) ?? 'null')).toEqual(cart);
    expect(keptCart.read(storage, quiet)).toEqual(cart);
  });

  it('says when storage refused the cart', () => {
    expect(keptCart.write({ read: () => null, write: () => false }, { items: [line], totalPrice: 45 })).toBe(false);
  });
});
