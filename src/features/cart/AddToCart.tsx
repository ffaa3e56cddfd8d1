import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import type { Product } from '../catalog';
import { DEFAULT_QUANTITY, add } from './cartSlice';
import { Button } from '../../components/Button/Button';
import styles from './AddToCart.module.css';

export const MIN_CARD_QUANTITY = 1;

/** The card's quantity (from 1 up, no upper limit) and the Add to Cart button. */
export function AddToCart({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  return (
    <div className={styles.addToCart}>
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
        onClick={() => {
          dispatch(add({ ...product, quantity }));
        }}
      >
        Add to Cart
      </Button>
    </div>
  );
}
