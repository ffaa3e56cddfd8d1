import { ATTR_NEED_CHOICE, ATTR_SHOWN_FOR } from '../../lib/pageContract';
import type { LaterPaintedPageFeature } from '../../lib/paintedPage';
import { needListName, showsFor } from './needChoice';

/**
 * A need tapped on the painted home page: its chip pressed, and the products the page painted for it shown, the others
 * hidden, as the store's own render marked each (`ATTR_SHOWN_FOR`, from productsForCategory). 'shown': the tap still
 * plays to the app, which then shows the same need. With nothing painted for the choices (no snapshot), it waits.
 */
function showNeed(button: HTMLButtonElement) {
  const choice = button.getAttribute(ATTR_NEED_CHOICE);
  const section = choice === null ? null : button.closest('section');
  const list = section?.querySelector(`ul[${ATTR_SHOWN_FOR}]`);
  if (choice === null || !section || !list) return undefined;
  for (const chip of section.querySelectorAll(`[${ATTR_NEED_CHOICE}]`)) {
    chip.setAttribute('aria-pressed', String(chip === button));
  }
  for (const element of section.querySelectorAll<HTMLElement>(`[${ATTR_SHOWN_FOR}]`)) {
    element.hidden = !showsFor(element.getAttribute(ATTR_SHOWN_FOR), choice);
  }
  list.setAttribute('aria-label', needListName(choice));
  return 'shown' as const;
}

/** The home page's need filter on the painted page (src/lib/paintedPage.ts): a need shows its products at the tap. */
export const needsOnThePaintedPage: LaterPaintedPageFeature<unknown> = {
  name: 'needs',
  sets: ['aria-pressed', 'hidden', 'aria-label'],
  onPaintedPage: () => ({ answer: showNeed }),
};
