import { ATTR_COMPARE_COUNT, ATTR_COMPARE_REFUSED } from '../../lib/pageContract';
import { compareLabel, REFUSAL } from './compareRules';

// What the page shows and says of the compare list outside React's render, with no Redux: the entry writes it on the
// painted page (./compareOnThePaintedPage.ts), and the app's toggles the same way (./CompareToggle.tsx), so the
// message is one element, shown by one mark, whoever refused.

/** A fourth product refused: the message under "Compare (3)" shows (by a mark on <html>), and is said aloud. */
export function showRefusal(doc: Document, say: (message: string) => void): void {
  doc.documentElement.setAttribute(ATTR_COMPARE_REFUSED, '');
  say(REFUSAL);
}

/** The message goes: the list changed, the comparison opened, or the shopper closed it. */
export function hideRefusal(doc: Document): void {
  doc.documentElement.removeAttribute(ATTR_COMPARE_REFUSED);
}

/**
 * Shows `count` on "Compare (n)" under `root` before the app renders it: its mark, which shows it from one product on
 * (CompareControl.module.css), and its words (its last part), whose text React hydrates as is.
 */
export function paintCompareCount(root: ParentNode, count: number): void {
  for (const button of root.querySelectorAll(`[${ATTR_COMPARE_COUNT}]`)) {
    button.setAttribute(ATTR_COMPARE_COUNT, String(count));
    if (button.lastElementChild) button.lastElementChild.textContent = compareLabel(count);
  }
}
