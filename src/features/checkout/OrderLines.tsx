import type { ReactNode } from 'react';
import { asset } from '../../app/config';
import { formatMoney } from '../../lib/money';
import type { OrderItem } from './placedOrder';
import styles from './CheckoutPage.module.css';

type OrderLineProps = {
  item: OrderItem;
  /** False for a line the catalogue file no longer has: listed, out of the order and its total. */
  available?: boolean;
  /** What the shopper is told about the line, under its name. */
  children?: ReactNode;
};

/** One line of an order: picture, name × quantity, and the line's price. */
export function OrderLine({ item, available = true, children }: OrderLineProps) {
  return (
    <li className={`${styles.orderLine} ${available ? '' : styles.unavailable}`}>
      <img src={asset(`images/${item.image}`)} alt="" width={56} height={56} loading="lazy" />
      {/* No-break spaces: "× 1" stays whole and takes the name's last word with it when the name wraps. */}
      <span className={styles.orderName}>
        {`${item.name}\u00a0`}
        <span className={styles.times}>{`×\u00a0${String(item.quantity)}`}</span>
        {children}
      </span>
      <span className={styles.orderPrice}>{available ? formatMoney(item.price * item.quantity) : '—'}</span>
    </li>
  );
}
