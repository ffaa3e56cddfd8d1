/*
 * The saved list as kept under `saved` (src/features/saved/savedList.ts): its read never throws, drops what the pages
 * cannot show with one warning, and compares ids as text; and its rules (savedRules.ts), which the store and the
 * painted page before it apply alike.
 */
import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { SAVED_LIST_KEY, heartToggled, savedList, savedSlice } from '../../../src/features/saved';
import type { SavedItem } from '../../../src/features/saved';
import { savedOnThePaintedPage } from '../../../src/features/saved/savedOnThePaintedPage';
import { withKept, withToggled, withoutSaved } from '../../../src/features/saved/savedRules';
import { ATTR_SAVED_LIST, SAVED_LIST_ITEMS } from '../../../src/lib/pageContract';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';

const serum = makeProduct({ id: 1, name: 'Dew Drop Serum', price: 38.5 });
const oil = makeProduct({ id: '2', name: 'Rosehip Glow Oil', price: 42 });

const kept = (value: unknown) => createMemoryStorage({ [SAVED_LIST_KEY]: JSON.stringify(value) });

describe('reading the saved list', () => {
  it('is empty when nothing is kept, and says nothing', () => {
    const warn = jest.fn();
    expect(savedList.read(createMemoryStorage(), warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"items": ['],
    ['an object', JSON.stringify({ items: [{ ...serum, quantity: 1 }] })],
    ['a number', '42'],
    ['null', 'null'],
  ])('of %s is empty, with one warning, and never throws', (_what, raw) => {
    const warn = jest.fn();
    expect(savedList.read(createMemoryStorage({ [SAVED_LIST_KEY]: raw }), warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The products saved for later could not be read; starting with none saved.');
  });

  it('gives a product kept without a quantity the default one, and keeps the quantity kept', () => {
    expect(savedList.read(kept([serum, { ...oil, quantity: 3 }]))).toEqual([
      { ...serum, quantity: 1 },
      { ...oil, quantity: 3 },
    ]);
  });

  it('drops what the pages cannot show, with one warning, and keeps the first of an id compared as text', () => {
    const warn = jest.fn();
    const read = savedList.read(
      kept([
        null,
        { ...serum, quantity: 2 },
        { ...oil, price: 'free', quantity: 1 },
        { ...oil, quantity: 0 },
        { ...oil, quantity: 1.5 },
        { id: 9, quantity: 1 },
        { ...serum, id: '1', quantity: 5 },
        { ...oil, quantity: 1 },
      ]),
      warn,
    );
    expect(read).toEqual([
      { ...serum, quantity: 2 },
      { ...oil, quantity: 1 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Dropped 6 unreadable product(s) from those saved for later.');
  });

  it('marks <html> with whether products are saved and how many', () => {
    const root = document.createElement('html');
    savedList.mark(root, []);
    expect(root).toHaveAttribute(ATTR_SAVED_LIST, 'none');
    const saved = [1, 2, 3].map((id) => ({ ...makeProduct({ id }), quantity: 1 }));
    savedList.mark(root, saved);
    expect(root).toHaveAttribute(ATTR_SAVED_LIST, 'some');
    expect(root.style.getPropertyValue(SAVED_LIST_ITEMS)).toBe('3');
  });
});

describe('the saved list’s rules', () => {
  it('the heart saves a product at the end with quantity 1, and a saved one, by an id compared as text, leaves', () => {
    const one = withToggled([], serum);
    expect(one).toEqual([{ ...serum, quantity: 1 }]);
    const two = withToggled(one, oil);
    expect(two).toEqual([
      { ...serum, quantity: 1 },
      { ...oil, quantity: 1 },
    ]);
    expect(withToggled(two, { ...serum, id: '1' })).toEqual([{ ...oil, quantity: 1 }]);
  });

  it('a cart line joins the list with its quantity, or gives its quantity to the product saved', () => {
    const list: SavedItem[] = [{ ...serum, quantity: 1 }];
    expect(withKept(list, { ...oil, quantity: 4 })).toEqual([...list, { ...oil, quantity: 4 }]);
    expect(withKept(list, { ...serum, quantity: 3 })).toEqual([{ ...serum, quantity: 3 }]);
    expect(withoutSaved(list, '1')).toEqual([]);
  });

  it('the store and the painted page come to the same list, kept the same, for the same hearts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(serum, oil, makeProduct({ id: 3 }), { ...serum, id: '1' }), { maxLength: 12 }),
        (hearts) => {
          const inTheStore = hearts.reduce(
            (state, product) => savedSlice.reducer(state, heartToggled(product)),
            savedSlice.getInitialState(),
          ).items;
          const storage = createMemoryStorage();
          const toggle = savedOnThePaintedPage.toggleInStorage(storage);
          for (const product of hearts) toggle(product);
          expect(savedList.read(storage)).toEqual(inTheStore);
          expect(storage.read(SAVED_LIST_KEY)).toBe(hearts.length === 0 ? null : savedList.text(inTheStore));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on the painted page, keeps nothing and says so when storage refuses', () => {
    const toggle = savedOnThePaintedPage.toggleInStorage({ read: () => null, write: () => false });
    expect(toggle(serum)).toBeUndefined();
  });
});
