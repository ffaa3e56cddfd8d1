import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { ATTR_ADDED, ATTR_ADD_TO_CART, ATTR_PRODUCT_ID } from '../../lib/pageContract';
import type { Product } from '../catalog';
import { DEFAULT_QUANTITY, canDecrease, stepQuantity } from './cartRules';
import { add, selectLineQuantity } from './cartSlice';
import { Button } from '../../components/Button/Button';
import { markAdded } from './addedMark';
import styles from './AddToCart.module.css';

/**
 * The card's quantity (from 1 up, no upper limit) and the Add to Cart button, which reads "✓ 2 in cart" for a moment
 * after each add. Marked by the page contract (src/lib/pageContract.ts), so the entry script answers these controls
 * on a painted page, before the app runs, by the same rules (./paintedCartTaps.ts).
 */
export function AddToCart({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const inCart = useAppSelector((state) => selectLineQuantity(state, product.id));
  const addButton = useRef<HTMLButtonElement>(null);
  // While the button reads "✓ N in cart", it follows the line (another card of the product, another tab), and goes
  // with it.
  useEffect(() => {
    const button = addButton.current;
    if (!button?.hasAttribute(ATTR_ADDED)) return;
    if (inCart > 0) button.setAttribute(ATTR_ADDED, String(inCart));
    else button.removeAttribute(ATTR_ADDED);
  }, [inCart]);
  return (
    <div className={styles.addToCart} {...{ [ATTR_PRODUCT_ID]: String(product.id) }}>
      <QuantityStepper
        value={quantity}
        productName={product.name}
        onIncrease={() => {
          setQuantity((value) => stepQuantity(value, 'increase'));
        }}
        onDecrease={() => {
          setQuantity((value) => stepQuantity(value, 'decrease'));
        }}
        decreaseDisabled={!canDecrease(quantity)}
      />
      <Button
        ref={addButton}
        variant="accent"
        className={styles.add}
        {...{ [ATTR_ADD_TO_CART]: '' }}
        onClick={(event) => {
          dispatch(add({ ...product, quantity }));
          markAdded(event.currentTarget, selectLineQuantity(store.getState(), product.id));
        }}
      >
        <span className={styles.label}>Add to Cart</span>
      </Button>
    </div>
  );
}
