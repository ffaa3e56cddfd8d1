import { ATTR_CART_COUNT } from '../../lib/pageContract';

/** The word a count of the cart's lines takes: "1 item", "2 items" (the header's badge, what is said aloud). */
export function itemsWord(count: number): 'item' | 'items' {
  return count === 1 ? 'item' : 'items';
}

/**
 * Shows `count` in the header's badges under `root`, before the app has started: the entry (src/app/enter.ts) paints the
 * saved count as soon as it has read it, and each change after it. It writes what Header renders (the number, then
 * its hidden label), so React hydrates the same nodes; once React renders them, only their text changes here.
 */
export function paintCartCount(root: ParentNode, count: number): void {
  // What follows the number for a screen reader: "Cart 1 item", "Cart 2 items".
  const label = ` ${itemsWord(count)}`;
  for (const badge of root.querySelectorAll<HTMLElement>(`[${ATTR_CART_COUNT}]`)) {
    badge.setAttribute(ATTR_CART_COUNT, String(count));
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
