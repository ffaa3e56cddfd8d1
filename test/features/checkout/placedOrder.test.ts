/*
 * The order a history entry carries (src/features/checkout/placedOrder.ts): the thank-you page shows it only when every
 * line and total is one it can show, whatever a reload, Back or Forward brought back.
 */
import { describe, expect, it } from '@jest/globals';
import { readPlacedOrder } from '../../../src/features/checkout/placedOrder';

const line = { id: 3, name: 'HOLOCENA', image: 'holocena.svg', price: 22.5, quantity: 2 };
const order = { lines: [line], subtotal: 45, fee: 4.5, total: 49.5 };

describe('readPlacedOrder', () => {
  it('reads the order a history entry carries, its lines as they were paid for', () => {
    const withExtra = { ...line, id: 'rose-oil', note: 'gift' };
    expect(readPlacedOrder({ order, key: 'x' })).toEqual(order);
    expect(readPlacedOrder({ order: { ...order, lines: [withExtra] } })?.lines).toEqual([withExtra]);
  });

  it.each([
    ['no state', null],
    ['a state without an order', { key: 'x' }],
    ['no lines', { order: { ...order, lines: [] } }],
    ['lines that are not a list', { order: { ...order, lines: { 0: line } } }],
    ['a quantity of 0', { order: { ...order, lines: [{ ...line, quantity: 0 }] } }],
    ['a fractional quantity', { order: { ...order, lines: [{ ...line, quantity: 1.5 }] } }],
    ['a price that is text', { order: { ...order, lines: [{ ...line, price: '22.5' }] } }],
    ['a line without a name', { order: { ...order, lines: [{ ...line, name: undefined }] } }],
    ['a total that is not a number', { order: { ...order, total: '49.5' } }],
    ['a fee that is not finite', { order: { ...order, fee: Number.NaN } }],
  ])('shows nothing for %s', (_case, state) => {
    expect(readPlacedOrder(state)).toBeNull();
  });
});
