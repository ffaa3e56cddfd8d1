import { formatMoney } from '../../lib/money';
import type { CartLine } from './totals';
import styles from './LineNotice.module.css';

/**
 * What the catalogue file changed on a cart line since it was saved, said beside the line (docs/decisions/0010):
 * "Price changed from $20.00 to $22.50", "Now called Dew Drop Serum (was Dew Serum)", or that the product is no
 * longer sold and is left out of the order. A span, so it may sit in a line's name as well as below it.
 */
export function LineNotice({ line }: { line: CartLine }) {
  const { change, available } = line;
  if (!available) {
    return (
      <span className={`${styles.notice} ${styles.withdrawn}`}>No longer available: not included in your order.</span>
    );
  }
  if (!change) return null;
  return (
    <span className={styles.notice}>
      {change.was.price !== change.price &&
        `Price changed from ${formatMoney(change.was.price)} to ${formatMoney(change.price)}.`}
      {change.was.price !== change.price && change.was.name !== change.name && ' '}
      {change.was.name !== change.name && `Now called ${change.name} (was ${change.was.name}).`}
    </span>
  );
}
