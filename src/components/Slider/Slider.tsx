import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';
import { controlAttributes, slideAttributes } from './slideMoves';
import type { SlideMove } from './slideMoves';
import { SLIDE_INTERVAL_MS, useSlider } from './useSlider';
import styles from './Slider.module.css';

type SliderProps<T> = {
  /** Names the carousel for assistive technology, e.g. "Featured highlights". */
  label: string;
  slides: readonly T[];
  renderSlide: (slide: T, index: number, isCurrent: boolean) => ReactNode;
  getKey: (slide: T, index: number) => string;
  interval?: number;
  className?: string;
  /** Where the controls sit: over the slides (hero) or below them (testimonials). */
  controls?: 'overlay' | 'below';
  /**
   * How one slide gives way to the next: pictures cross-fade; text fades through (the leaving slide is gone before
   * the next appears), so two texts never show on top of each other.
   */
  fade?: 'cross' | 'through';
};

/**
 * An auto-advancing carousel (WAI-ARIA carousel pattern): previous/next, a dot per slide, pause/play. It waits
 * while the pointer or the keyboard focus is inside, and never moves on its own under reduced motion.
 */
export function Slider<T>({
  label,
  slides,
  renderSlide,
  getKey,
  interval = SLIDE_INTERVAL_MS,
  className,
  controls = 'overlay',
  fade = 'cross',
}: SliderProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const rotating = !paused && !reducedMotion;

  // Rotation waits while the pointer is over the carousel or focus is inside it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onEnter = () => {
      setHovered(true);
    };
    const onLeave = () => {
      setHovered(false);
    };
    const onFocusIn = () => {
      setFocused(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setFocused(false);
    };
    // The pointer or the focus may have come in before the store started (the carousel was painted first).
    if (root.matches(':hover')) setHovered(true);
    if (root.contains(document.activeElement)) setFocused(true);
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  // Slides change on their own only while nobody is looking at the carousel; then they are not announced.
  const autoAdvance = rotating && !hovered && !focused;
  const { index, move } = useSlider({ count: slides.length, interval, autoAdvance });

  // Each control says its move in its markup, so the painted page moves the slides by the same rule (./slideMoves.ts).
  const moveTo = (to: SlideMove) => ({
    ...controlAttributes(to, index),
    onClick: () => {
      move(to);
    },
  });

  return (
    <section
      className={`${styles.slider} ${controls === 'below' ? styles.below : styles.overlay} ${fade === 'through' ? styles.through : ''} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      ref={rootRef}
    >
      {/* A slide the shopper asked for (paused, or moving through it with focus inside) is announced. */}
      <div className={styles.track} aria-live={autoAdvance ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const isCurrent = slideIndex === index;
          return (
            <div
              key={getKey(slide, slideIndex)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${String(slideIndex + 1)} of ${String(slides.length)}`}
              {...slideAttributes(slideIndex, isCurrent)}
            >
              {renderSlide(slide, slideIndex, isCurrent)}
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            setPaused((value) => !value);
          }}
          aria-label={rotating ? 'Pause slides' : 'Play slides'}
          disabled={reducedMotion}
        >
          <span aria-hidden="true">{rotating ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={styles.control} {...moveTo('previous')} aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={getKey(slide, slideIndex)}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${String(slideIndex + 1)}`}
              {...moveTo(slideIndex)}
            />
          ))}
        </div>
        <button type="button" className={styles.control} {...moveTo('next')} aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
