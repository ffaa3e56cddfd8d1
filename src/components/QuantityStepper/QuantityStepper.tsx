import { useId } from 'react';
import { ATTR_STEP } from '../../lib/pageContract';
import type { Step } from '../../lib/pageContract';
import styles from './QuantityStepper.module.css';

type QuantityStepperProps = {
  value: number;
  /** Names the product, so screen readers hear "Increase quantity of HOLOCENA". */
  productName: string;
  onIncrease: () => void;
  onDecrease: () => void;
  decreaseDisabled?: boolean;
};

/**
 * '-' [quantity] '+': the field is read-only; the quantity changes through the buttons only (spec §5). Each button is
 * named by the page contract (src/lib/pageContract.ts) for the entry script, which answers a product card's steps
 * before the app runs.
 */
export function QuantityStepper({
  value,
  productName,
  onIncrease,
  onDecrease,
  decreaseDisabled,
}: QuantityStepperProps) {
  const id = useId();
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        {...{ [ATTR_STEP]: 'decrease' satisfies Step }}
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={`Decrease quantity of ${productName}`}
      >
        -
      </button>
      <label htmlFor={id} className="visually-hidden">
        Quantity of {productName}
      </label>
      <input id={id} className={styles.value} type="text" inputMode="numeric" value={value} readOnly />
      <button
        type="button"
        className={styles.step}
        {...{ [ATTR_STEP]: 'increase' satisfies Step }}
        onClick={onIncrease}
        aria-label={`Increase quantity of ${productName}`}
      >
        +
      </button>
    </div>
  );
}
