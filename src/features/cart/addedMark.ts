import { ATTR_ADDED } from '../../lib/pageContract';

/** How long Add to Cart reads "✓ 2 in cart" after an add. */
export const ADDED_FOR_MS = 2000;

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** Marks an Add to Cart button "✓ `inCart` in cart" (the line's quantity) for `ADDED_FOR_MS` from the last add. */
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
