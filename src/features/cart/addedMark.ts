import { ATTR_ADDED } from '../../lib/pageContract';

/** How long Add to Cart reads "✓ 2 in cart" after an add (AddToCart.module.css draws it from `data-added`). */
export const ADDED_FOR_MS = 2000;

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * "✓ 2 in cart" on an Add to Cart button after an add: the line's quantity `inCart`, for `ADDED_FOR_MS` from the
 * last add. The entry's answer on a painted page (./paintedCartTaps.ts) and AddToCart's in the app alike.
 */
export function markAdded(button: Element, inCart: number): void {
  button.setAttribute(ATTR_ADDED, String(inCart));
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => {
      button.removeAttribute(ATTR_ADDED);
    }, ADDED_FOR_MS),
  );
}
