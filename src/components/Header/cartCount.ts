import { ATTR_CART_COUNT } from '../../lib/pageContract';

/** "1 item", "2 items": the word after a count of the cart's lines, shown in the header and said aloud. */
export function itemsWord(count: number): 'item' | 'items' {
  return count === 1 ? 'item' : 'items';
}

/**
 * Shows `count` in the header's badges under `root` before the app runs. It writes the nodes Header renders (the
 * number, then a hidden label for screen readers: "Cart 2 items"), so React hydrates the same nodes.
 */
export function paintCartCount(root: ParentNode, count: number): void {
  const label = ` ${itemsWord(count)}`;
  for (const badge of root.querySelectorAll<HTMLElement>(`[${ATTR_CART_COUNT}]`)) {
    badge.setAttribute(ATTR_CART_COUNT, String(count));
    const [number, hidden] = badge.childNodes;
    // Nodes already rendered (React hydrates or owns them) are kept: only their text changes.
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
