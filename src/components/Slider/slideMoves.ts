import { ATTR_SLIDE, ATTR_SLIDE_TO } from '../../lib/pageContract';

// A carousel's moves and what marks its current slide, shared by the running store (./Slider.tsx, ./useSlider.ts) and
// the painted page (./slidersOnThePaintedPage.ts): one rule for both, and no React, so the entry may carry it.

/** Where a control takes the carousel: the slide before, the one after, or a slide by its index. */
export type SlideMove = 'previous' | 'next' | number;

/** The index `index` lands on in a ring of `count` slides: past the last comes the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide a move shows, from `current`, in a ring of `count`. */
export function slideAfter(move: SlideMove, current: number, count: number): number {
  if (move === 'previous') return wrapIndex(current - 1, count);
  if (move === 'next') return wrapIndex(current + 1, count);
  return wrapIndex(move, count);
}

/** A control's move as its markup says it (`ATTR_SLIDE_TO`), or undefined for any other text. */
export function moveNamed(name: string | null): SlideMove | undefined {
  if (name === 'previous' || name === 'next') return name;
  const index = Number(name);
  return name && Number.isInteger(index) && index >= 0 ? index : undefined;
}

/** A slide's attributes: only the current one is heard and reached (the stylesheet shows it by them). */
export function slideAttributes(index: number, isCurrent: boolean) {
  return { [ATTR_SLIDE]: String(index), 'aria-hidden': !isCurrent, inert: !isCurrent } as const;
}

/** A control's attributes: the move it makes, and for a dot whether its slide is the one shown. */
export function controlAttributes(move: SlideMove, current?: number) {
  return {
    [ATTR_SLIDE_TO]: String(move),
    ...(typeof move === 'number' ? { 'aria-current': move === current ? ('true' as const) : undefined } : {}),
  };
}
