import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import type { Product } from '../catalog';
import { DEFAULT_QUANTITY } from './cartRules';
import { add, selectLineQuantity } from './cartSlice';
import { Button } from '../../components/Button/Button';
import { ADDED_FOR_MS } from './addedMark';
import styles from './AddToCart.module.css';

export const MIN_CARD_QUANTITY = 1;

/**
 * The card's quantity (from 1 up, no upper limit) and the Add to Cart button, which reads "✓ 2 in cart" for a moment
 * after each add. `data-product-id` and `data-add-to-cart` let the entry script answer these controls on a painted page,
 * before the app runs (./paintedCartTaps.ts).
 */
export function AddToCart({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [adds, setAdds] = useState(0);
  const inCart = useAppSelector((state) => selectLineQuantity(state, product.id));
  useEffect(() => {
    if (adds === 0) return undefined;
    const timer = setTimeout(() => {
      setAdds(0);
    }, ADDED_FOR_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [adds]);
  return (
    <div className={styles.addToCart} data-product-id={String(product.id)}>
      <QuantityStepper
        value={quantity}
        productName={product.name}
        onIncrease={() => {
          setQuantity((value) => value + 1);
        }}
        onDecrease={() => {
          setQuantity((value) => Math.max(MIN_CARD_QUANTITY, value - 1));
        }}
        decreaseDisabled={quantity <= MIN_CARD_QUANTITY}
      />
      <Button
        variant="accent"
        className={styles.add}
        data-add-to-cart=""
        data-added={adds > 0 && inCart > 0 ? String(inCart) : undefined}
        onClick={() => {
          dispatch(add({ ...product, quantity }));
          setAdds((count) => count + 1);
        }}
      >
        <span className={styles.label}>Add to Cart</span>
      </Button>
    </div>
  );
}
