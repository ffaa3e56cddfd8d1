import { useEffect, useState } from 'react';

export const HEADER_BLUR_THRESHOLD_PX = 50;

/** True once the page is scrolled more than `threshold` px. */
export function useScrolledPast(threshold: number = HEADER_BLUR_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
