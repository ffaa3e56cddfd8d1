import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ATTR_PRODUCT_ID, ATTR_SAVE_TOGGLE } from '../../lib/pageContract';
import type { Product } from '../catalog';
import { HeartIcon } from './icons';
import { heartToggled, selectIsSaved } from './savedSlice';
import styles from './SaveToggle.module.css';

type SaveToggleProps = {
  product: Product;
  /** Where it sits: over a card's picture, or beside the product page's Add to Cart. */
  className?: string;
};

/**
 * A product's heart: a toggle that saves it for later, pressed while it is saved. Marked by the page contract
 * (src/lib/pageContract.ts), so on a painted page the entry saves it at once by the same rule, before the app runs
 * (./savedOnThePaintedPage.ts); the store, which reads the same list before the page hydrates, presses the same hearts.
 */
export function SaveToggle({ product, className = '' }: SaveToggleProps) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsSaved(state, product.id));
  return (
    <button
      type="button"
      className={`${styles.heart} ${className}`}
      aria-pressed={saved}
      aria-label={`Save ${product.name} for later`}
      {...{ [ATTR_SAVE_TOGGLE]: '', [ATTR_PRODUCT_ID]: String(product.id) }}
      onClick={() => dispatch(heartToggled(product))}
    >
      <HeartIcon />
    </button>
  );
}
