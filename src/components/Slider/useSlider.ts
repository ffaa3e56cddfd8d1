import { useCallback, useEffect, useState } from 'react';
import { slideAfter, wrapIndex } from './slideMoves';
import type { SlideMove } from './slideMoves';

export const SLIDE_INTERVAL_MS = 3000;

type SliderOptions = {
  count: number;
  interval?: number;
  /** False when the shopper asked for reduced motion or paused the slider. */
  autoAdvance: boolean;
};

/**
 * Which slide shows, and the moves between slides. While `autoAdvance` holds, the next slide comes every
 * `interval` ms; any move restarts the wait, so each slide gets its full time.
 */
export function useSlider({ count, interval = SLIDE_INTERVAL_MS, autoAdvance }: SliderOptions) {
  const [index, setIndex] = useState(0);
  const current = wrapIndex(index, count);

  const move = useCallback(
    (to: SlideMove) => {
      setIndex((value) => slideAfter(to, value, count));
    },
    [count],
  );
  const next = useCallback(() => {
    move('next');
  }, [move]);

  useEffect(() => {
    if (!autoAdvance || count < 2) return undefined;
    const timer = setTimeout(next, interval);
    return () => {
      clearTimeout(timer);
    };
  }, [autoAdvance, count, interval, next, current]);

  return { index: current, move };
}
