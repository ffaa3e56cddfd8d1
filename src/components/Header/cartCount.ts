/** What follows the number for a screen reader: "Cart 1 item", "Cart 2 items". */
export function cartCountLabel(count: number): string {
  return count === 1 ? ' item' : ' items';
}

/** Marks the header's count badges, and holds the count they show ('' while it is not known). */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

/**
 * Shows `count` in the header's badges under `root`, before the app has started: the entry (src/app/enter.ts) paints the
 * saved count as soon as it has read it, and each change after it. It writes what Header renders (the number, then
 * its hidden label), so React hydrates the same nodes; once React renders them, only their text changes here.
 */
export function paintCartCount(root: ParentNode, count: number): void {
  const label = cartCountLabel(count);
  for (const badge of root.querySelectorAll<HTMLElement>(`[${CART_COUNT_ATTRIBUTE}]`)) {
    badge.setAttribute(CART_COUNT_ATTRIBUTE, String(count));
    const [number, hidden] = badge.childNodes;
    if (number instanceof Text && hidden?.firstChild instanceof Text) {
      number.data = String(count);
      hidden.firstChild.data = label;
    } else {
      const labelElement = badge.ownerDocument.createElement('span');
      labelElement.className = 'visually-hidden';
      labelElement.textContent = label;
      badge.replaceChildren(String(count), labelElement);
    }
  }
}
