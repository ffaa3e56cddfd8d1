import type { AppStore } from '../../app/hooks';
import type { TapAnswerer } from '../../lib/earlyTaps';
import { isSameId } from '../catalog';
import type { Product } from '../catalog';
import { ADDED_FOR_MS } from './addedMark';
import { describeCartChange } from './cartAnnouncement';
import { DEFAULT_QUANTITY, add, selectLineQuantity } from './cartSlice';

const MIN_QUANTITY = 1;
const addedTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** "✓ 2 in cart" on the button for a moment, as AddToCart shows it once the app runs. */
function markAdded(button: HTMLElement, inCart: number) {
  button.dataset.added = String(inCart);
  clearTimeout(addedTimers.get(button));
  addedTimers.set(
    button,
    setTimeout(() => {
      delete button.dataset.added;
    }, ADDED_FOR_MS),
  );
}

/**
 * Answers the taps on a painted product's own controls (AddToCart's markup) before the app runs, through the store
 * the boot made (docs/decisions/0010):
 * - Add to Cart adds the product the page painted, with the quantity its field shows: the store's `add` (the spec's
 *   rule, in cartSlice alone), saved at once by the store's listener, then said aloud and on the button;
 * - '+' and '−' show the new quantity in the field at once, and are played to the app when it runs, so its own
 *   state reaches the same number.
 * Any other tap, or a product the page did not paint, is left to wait for the app.
 */
export function answerPaintedCartTaps(
  store: AppStore,
  painted: readonly Product[],
  announce: (message: string) => void,
): TapAnswerer {
  // Each card's quantity as the shopper set it: kept here, as the field may be rendered again meanwhile.
  const quantities = new WeakMap<HTMLElement, number>();
  return (button) => {
    const controls = button.closest<HTMLElement>('[data-product-id]');
    const id = controls?.dataset.productId;
    const product = id === undefined ? undefined : painted.find((candidate) => isSameId(candidate.id, id));
    const field = controls?.querySelector('input');
    if (!controls || !product || !field) return undefined;
    const quantity = quantities.get(controls) ?? DEFAULT_QUANTITY;

    const step = button.dataset.step;
    if (step === 'increase' || step === 'decrease') {
      const next = step === 'increase' ? quantity + 1 : Math.max(MIN_QUANTITY, quantity - 1);
      quantities.set(controls, next);
      field.value = String(next);
      const decrease = controls.querySelector<HTMLButtonElement>('[data-step="decrease"]');
      if (decrease) decrease.disabled = next <= MIN_QUANTITY;
      return 'shown';
    }
    if (!button.hasAttribute('data-add-to-cart')) return undefined;
    const before = store.getState().cart;
    const action = add({ ...product, quantity });
    store.dispatch(action);
    const after = store.getState().cart;
    const message = describeCartChange(action, before, after);
    if (message !== null) announce(message);
    markAdded(button, selectLineQuantity(store.getState(), product.id));
    return 'answered';
  };
}
