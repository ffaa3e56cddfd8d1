import type { TapAnswerer } from '../../lib/earlyTaps';
import { ATTR_ADD_TO_CART, ATTR_PRODUCT_ID, ATTR_STEP } from '../../lib/pageContract';
import type { KeyValueStorage } from '../../lib/storage';
import { isSameId } from '../catalog';
import type { Product } from '../catalog';
import { markAdded } from './addedMark';
import { describeLineChange } from './cartAnnouncement';
import { DEFAULT_QUANTITY, lineQuantity, stepQuantity, withAdded } from './cartRules';
import type { AddToCartPayload, CartState } from './cartRules';
import { readSavedCart, writeSavedCart } from './savedCart';

// No Redux here: the entry (src/app/enter.ts) answers the painted page's cart taps with this module before the
// store's scripts have arrived (docs/decisions/0010).

/** Adds to the cart, and says what the cart was and is. */
export type CartAdd = (item: AddToCartPayload) => { before: CartState; after: CartState };

export type SavedCartAdd = CartAdd & {
  /** The adds storage refused, in order: the store, made from what storage holds, is given them again. */
  unsaved: () => AddToCartPayload[];
};

/**
 * An add before the store exists: the spec's add rule (./cartRules.ts) applied to the saved cart, read as the store
 * reads it and written at once, so leaving the page, a reload or an app that never starts loses nothing. When
 * storage refuses the write, the cart is kept here for the visit, as the store would.
 */
export function addToSavedCart(storage: KeyValueStorage): SavedCartAdd {
  let refused: { cart: CartState; adds: AddToCartPayload[] } | null = null;
  const addToCart = (item: AddToCartPayload) => {
    const before = refused?.cart ?? readSavedCart(storage);
    const after = withAdded(before, item);
    refused = writeSavedCart(storage, after) ? null : { cart: after, adds: [...(refused?.adds ?? []), item] };
    return { before, after };
  };
  return Object.assign(addToCart, { unsaved: () => refused?.adds ?? [] });
}

export type PaintedCartTaps = {
  answer: TapAnswerer;
  /** From now on Add to Cart goes through `addToCart`: the store's, once it is made. */
  addThrough(addToCart: CartAdd): void;
};

/**
 * Answers the taps on a painted product's own controls (AddToCart's markup) before the app runs:
 * - Add to Cart adds the product the page painted, with the quantity its field shows, through `addToCart`, then says
 *   so aloud and on the button, and `shows` the new cart (the header's count);
 * - '+' and '−' show the new quantity in the field at once, and are played to the app when it runs, so its own
 *   state reaches the same number.
 * Any other tap, or a product the page did not paint, is left to wait for the app. `painted` is asked at each tap
 * on a product's controls.
 */
export function answerPaintedCartTaps(
  painted: () => readonly Product[],
  announce: (message: string) => void,
  addToCart: CartAdd,
  shows: (cart: CartState) => void,
): PaintedCartTaps {
  let add = addToCart;
  // Each card's quantity as the shopper set it: kept here, as the field may be rendered again meanwhile.
  const quantities = new WeakMap<HTMLElement, number>();
  const answer: TapAnswerer = (button) => {
    const controls = button.closest<HTMLElement>(`[${ATTR_PRODUCT_ID}]`);
    const id = controls?.getAttribute(ATTR_PRODUCT_ID);
    const field = controls?.querySelector('input');
    if (!controls || id == null || !field) return undefined;
    const product = painted().find((candidate) => isSameId(candidate.id, id));
    if (!product) return undefined;
    const quantity = quantities.get(controls) ?? DEFAULT_QUANTITY;

    const step = button.getAttribute(ATTR_STEP);
    if (step === 'increase' || step === 'decrease') {
      const next = stepQuantity(quantity, step);
      quantities.set(controls, next);
      field.value = String(next);
      const decrease = controls.querySelector<HTMLButtonElement>(`[${ATTR_STEP}="decrease"]`);
      if (decrease) decrease.disabled = stepQuantity(next, 'decrease') === next;
      return 'shown';
    }
    if (!button.hasAttribute(ATTR_ADD_TO_CART)) return undefined;
    const { before, after } = add({ ...product, quantity });
    shows(after);
    const message = describeLineChange(product.id, before, after);
    if (message !== null) announce(message);
    markAdded(button, lineQuantity(after, product.id));
    return 'answered';
  };
  return {
    answer,
    addThrough(next) {
      add = next;
    },
  };
}
