import { useCallback, useEffect, useState } from 'react';

export const SLIDE_INTERVAL_MS = 3000;

/** The index `steps` away from `index` in a ring of `count` slides: past the last comes the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

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

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
    },
    [count],
  );
  const next = useCallback(() => {
    setIndex((value) => wrapIndex(value + 1, count));
  }, [count]);
  const previous = useCallback(() => {
    setIndex((value) => wrapIndex(value - 1, count));
  }, [count]);

  useEffect(() => {
    if (!autoAdvance || count < 2) return undefined;
    const timer = setTimeout(next, interval);
    return () => {
      clearTimeout(timer);
    };
  }, [autoAdvance, count, interval, next, current]);

  return { index: current, goTo, next, previous };
}
