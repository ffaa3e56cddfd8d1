import { useAppSelector } from '../../app/hooks';
import { formatMoney } from '../../lib/money';
import { selectOrderTotals } from './totals';
import styles from './OrderSummary.module.css';

/** Subtotal, Transaction Fee and Total, shared by the cart and checkout pages. */
export function OrderSummary() {
  const { subtotal, fee, total } = useAppSelector(selectOrderTotals);
  return (
    <dl className={styles.summary}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Transaction Fee</dt>
        <dd>{formatMoney(fee)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
