/*
 * Saved for later on a built page, before the app (src/features/saved/savedOnThePaintedPage.ts): the entry presses the
 * saved products' hearts and saves a heart at the tap; then the app's store reads the same list and hydrates the same
 * hearts, without a mismatch. With the cart beside it, the two features of the painted page answer their own taps in
 * the order made, and each is handed over to the store once.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_KEY } from '../../../src/features/cart';
import type { CartState } from '../../../src/features/cart';
import { SAVED_LIST_KEY, savedList } from '../../../src/features/saved';
import type { SavedItem } from '../../../src/features/saved';
import { useBuiltPages } from '../../support/builtPage';
import { useCatalogServer } from '../../support/catalogServer';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

const chosen = productAt(2);
const card = () => screen.getByRole('article', { name: chosen.name });
const heart = () => within(card()).getByRole('button', { name: `Save ${chosen.name} for later` });
const kept = (storage: MemoryStorage) => JSON.parse(storage.values.get(SAVED_LIST_KEY) ?? 'null') as SavedItem[] | null;
const cartIn = (storage: MemoryStorage) => JSON.parse(storage.values.get(CART_KEY) ?? 'null') as CartState | null;

describe('the heart on a built page, before the app', () => {
  it('is pressed from the saved list, saves at the tap, follows another tab, and the app takes over', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    void page.enter({ storage });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    // Saved at the tap, by the heart's own rule: no store exists yet.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).not.toHaveAttribute('aria-busy');
    expect(kept(storage)).toEqual([{ ...chosen, quantity: 1 }]);
    // Another tab takes it off the list: the painted heart follows.
    storage.values.set(SAVED_LIST_KEY, savedList.text([]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LIST_KEY }));
    });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await page.startApp();
    // The store read the same list and hydrated the same heart (useBuiltPages fails on any other mismatch).
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(kept(storage)).toEqual([]);
  });

  it('with the cart beside it: Add to Cart and the heart answered in the order tapped, each handed over once', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const page = await built.paint(`/selectedproduct/${String(chosen.id)}`);
    const addToCart = () => within(card()).getByRole('button', { name: 'Add to Cart' });
    const order: string[] = [];
    const note = (what: string) => () => {
      order.push(
        `${what}: cart ${String(cartIn(storage)?.items[0]?.quantity ?? 0)}, saved ${String(kept(storage)?.length ?? 0)}`,
      );
    };
    void page.enter({
      storage,
      // The store is made: a tap on each now goes through it, once, as before through the storage.
      whenTheStoreIsMade: () => {
        addToCart().click();
        heart().click();
        note('through the store')();
      },
    });
    await user.click(addToCart());
    note('add')();
    await user.click(heart());
    note('heart')();
    await user.click(addToCart());
    note('add')();
    await user.click(heart());
    note('heart')();
    expect(order).toEqual([
      'add: cart 1, saved 0',
      'heart: cart 1, saved 1',
      'add: cart 2, saved 1',
      'heart: cart 2, saved 0',
    ]);

    await page.startApp();
    // Each tap once, through the store, which kept both: no second hand-over doubled them.
    expect(order.at(-1)).toBe('through the store: cart 3, saved 1');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();
    // The store holds what it was handed: the app's next taps go on from there.
    await user.click(addToCart());
    await user.click(heart());
    note('the app')();
    expect(order.at(-1)).toBe('the app: cart 4, saved 0');
  });
});
