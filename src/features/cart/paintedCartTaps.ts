import type { TapAnswerer } from '../../lib/earlyTaps';
import { ATTR_ADD_TO_CART, ATTR_PRODUCT_ID, ATTR_STEP } from '../../lib/pageContract';
import type { KeyValueStorage } from '../../lib/storage';
import { isSameId } from '../catalog';
import type { Product } from '../catalog';
import { markAdded } from './addedMark';
import { describeLineChange } from './cartAnnouncement';
import { DEFAULT_QUANTITY, canDecrease, lineQuantity, stepQuantity, withAdded } from './cartRules';
import type { AddToCartPayload, CartState } from './cartRules';
import { keptCart } from './keptCart';

// No Redux here: the entry (src/app/enter.ts) answers the painted page's cart taps before the store exists
// (docs/decisions/0010).

/** Adds to the cart, and says what the cart was and is; undefined when storage refused the add. */
export type CartAdd = (item: AddToCartPayload) => { before: CartState; after: CartState } | undefined;

/**
 * An add before the store exists: the spec's add rule (./cartRules.ts) applied to the kept cart and written at once,
 * so leaving the page, a reload or an app that never starts loses nothing. When storage refuses the write, nothing
 * is added: the tap waits for the app, whose store keeps the cart for the visit (docs/decisions/0010).
 */
export function addToKeptCart(storage: KeyValueStorage): CartAdd {
  return (item) => {
    const before = keptCart.read(storage);
    const after = withAdded(before, item);
    return keptCart.write(storage, after) ? { before, after } : undefined;
  };
}

export type PaintedCartTaps = {
  answer: TapAnswerer;
  /** From now on Add to Cart goes through `addToCart`: the store's, once it is made. */
  addThrough(addToCart: CartAdd): void;
};

/**
 * Answers the taps on a painted product's own controls (AddToCart's markup) before the app runs: Add to Cart adds
 * the painted product, with the quantity its field shows, says so aloud and on the button, and `shows` the new cart;
 * '+' and '−' show the new quantity at once and are played to the app, whose state then reaches the same number.
 * Any other tap, a product the page did not paint, or an add storage refused waits for the app.
 */
export function answerPaintedCartTaps(
  painted: () => readonly Product[],
  announce: (message: string) => void,
  addToCart: CartAdd,
  shows: (cart: CartState) => void,
): PaintedCartTaps {
  let add = addToCart;
  // Each card's quantity as the shopper set it: the field may be rendered again meanwhile.
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
      if (decrease) decrease.disabled = !canDecrease(next);
      return 'shown';
    }
    if (!button.hasAttribute(ATTR_ADD_TO_CART)) return undefined;
    const added = add({ ...product, quantity });
    if (!added) return undefined;
    const { before, after } = added;
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
