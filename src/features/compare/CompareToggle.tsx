import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ATTR_COMPARE_TOGGLE, ATTR_PRODUCT_ID } from '../../lib/pageContract';
import type { ProductId } from '../catalog';
import { compareToggled, selectIsCompared } from './compareSlice';
import styles from './CompareToggle.module.css';

type CompareToggleProps = {
  product: { id: ProductId; name: string };
  /** Where it sits: over a card's picture, or under the product page's Add to Cart. */
  className?: string;
};

/**
 * "Compare ‹name›": a toggle that chooses a product for the comparison, pressed while chosen. A fourth is refused, and
 * the message under the header's "Compare (3)" says why (./compareListeners.ts). Marked by the page contract
 * (src/lib/pageContract.ts), so on a painted page the entry answers it at once by the same rule
 * (./compareOnThePaintedPage.ts); the store, which reads the same list before the page hydrates, presses the same
 * toggles. Its visible word, "Compare", starts its name, which a speech user says to press it (WCAG 2.5.3).
 */
export function CompareToggle({ product, className = '' }: CompareToggleProps) {
  const dispatch = useAppDispatch();
  const id = String(product.id);
  const compared = useAppSelector((state) => selectIsCompared(state, id));
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className}`}
      aria-pressed={compared}
      {...{ [ATTR_COMPARE_TOGGLE]: '', [ATTR_PRODUCT_ID]: id }}
      onClick={() => dispatch(compareToggled(id))}
    >
      <span className={styles.pill}>
        Compare<span className="visually-hidden"> {product.name}</span>
      </span>
    </button>
  );
}
