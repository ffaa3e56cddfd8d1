import { ATTR_SLIDE, ATTR_SLIDE_TO } from '../../lib/pageContract';
import type { LaterPaintedPageFeature } from '../../lib/paintedPage';
import { controlAttributes, moveNamed, slideAfter, slideAttributes } from './slideMoves';

/** Sets `attributes` as React renders them: a boolean attribute present or not, an ARIA one said, undefined none. */
function paint(element: Element, attributes: Record<string, string | boolean | undefined>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'boolean' && !name.startsWith('aria-')) element.toggleAttribute(name, value);
    else if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

/**
 * Moves a painted carousel as its control says, by the store's own rule (./slideMoves.ts): the slide, and the dot
 * that marks it. 'shown': the tap still plays to the app once it runs, which then moves its own carousel there.
 */
function moveSlide(button: HTMLButtonElement) {
  const move = moveNamed(button.getAttribute(ATTR_SLIDE_TO));
  const carousel = move === undefined ? null : button.closest('section');
  if (move === undefined || !carousel) return undefined;
  const slides = [...carousel.querySelectorAll(`[${ATTR_SLIDE}]`)];
  const current = slides.findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');
  const next = slideAfter(move, Math.max(current, 0), slides.length);
  slides.forEach((slide, index) => {
    paint(slide, slideAttributes(index, index === next));
  });
  for (const dot of carousel.querySelectorAll(`[${ATTR_SLIDE_TO}]`)) {
    const dotMove = moveNamed(dot.getAttribute(ATTR_SLIDE_TO));
    if (typeof dotMove === 'number') paint(dot, controlAttributes(dotMove, next));
  }
  return 'shown' as const;
}

/**
 * The carousels on the painted page (src/lib/paintedPage.ts): previous, next and the dots move the slides at once,
 * before the app; the app, started at the first slide, then plays the same taps and lands on the same slide. Rotation
 * and its pause wait for the app (a painted carousel does not move by itself).
 */
export const slidersOnThePaintedPage: LaterPaintedPageFeature<unknown> = {
  name: 'sliders',
  sets: ['aria-hidden', 'inert', 'aria-current'],
  onPaintedPage: () => ({ answer: moveSlide }),
};
