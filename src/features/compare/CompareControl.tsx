import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { announce } from '../../lib/liveRegion';
import { aheadWhenIdle } from '../../lib/whenIdle';
import { ATTR_COMPARE_COUNT, ATTR_COMPARE_REFUSED, MAIN_ID } from '../../lib/pageContract';
import { compareLabel, REFUSAL } from './compareRules';
import { selectComparedCount } from './compareSlice';
import type { AddToCart, Comparison as ComparisonView } from './Comparison';
import { hideRefusal } from './refusal';
import styles from './CompareControl.module.css';

/**
 * The comparison's chunk: asked for once a product is chosen to compare and the page is idle, unless the shopper
 * saves data (a phone has no pointer to show the intent to open it, and its round trip would be most of the tap's
 * wait); on intent (a pointer over "Compare (n)", the focus on it); or at its tap.
 */
const loadComparison = () => import(/* webpackChunkName: "compare" */ './Comparison');
/** The chunk asked for ahead of the tap: a failure here is said only if the tap meets it too. */
const prefetch = () => {
  loadComparison().catch(() => undefined);
};

type CompareControlProps = {
  /** The cart's add (spec §4), for the comparison's Add to Cart: the app gives it, as the cart uses this feature. */
  addToCart: AddToCart;
  /**
   * Where it is: beside the cart in the header, from the laptop's width up; or floating at the foot of a phone's
   * screen, where the header has no room for it and the thumb reaches it. Each shows at its widths only.
   */
  place: 'header' | 'floating';
};

/**
 * "Compare (n)", shown from one product chosen on, in the header or floating on a phone (`place`), and the message that
 * says why a fourth was refused (shown by a mark on <html>, ./refusal.ts). The count is the kept list's from the entry
 * on (the prerendered page has none, and keeps its place hidden), so hydration finds what the entry painted. A tap
 * opens the comparison, a modal dialog of its own chunk; closed (Escape, its Close), the focus comes back here. Before
 * the app, a tap is held and played once it runs (src/lib/earlyTaps.ts).
 */
export function CompareControl({ addToCart, place }: CompareControlProps) {
  const count = useAppSelector(selectComparedCount);
  const [Comparison, setComparison] = useState<typeof ComparisonView | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = (count ?? 0) > 0;
  // Not for a shopper who saves data: for them, the intent to open it or the tap brings it.
  useEffect(() => (chosen ? aheadWhenIdle(window, prefetch) : undefined), [chosen]);
  const openComparison = () => {
    hideRefusal(document);
    loadComparison().then(
      (chunk) => {
        setComparison(() => chunk.Comparison);
        setOpen(true);
      },
      (error: unknown) => {
        announce(document, 'The comparison could not be loaded. Check the connection and try again.');
        console.warn('The comparison could not be loaded.', error);
      },
    );
  };
  return (
    <div className={styles[place]}>
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        {...{ [ATTR_COMPARE_COUNT]: count ?? '' }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openComparison}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 5h6v14H4zM14 5h6v14h-6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
          />
        </svg>
        {/* The entry paints the count until the app renders it: its text is not React's to check. */}
        <span suppressHydrationWarning>{compareLabel(count ?? 0)}</span>
      </button>
      <p className={styles.refusal}>
        <span>{REFUSAL}</span>
        <button
          type="button"
          className={styles.dismiss}
          aria-label="Close the message"
          {...{ [ATTR_COMPARE_REFUSED]: '' }}
          onClick={() => {
            hideRefusal(document);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </p>
      {open && Comparison && (
        <Comparison
          addToCart={addToCart}
          onClose={() => {
            setOpen(false);
            // Back to "Compare (n)"; to the page's content when the comparison was emptied and it hid.
            if (count) button.current?.focus();
            else document.getElementById(MAIN_ID)?.focus();
          }}
        />
      )}
    </div>
  );
}
