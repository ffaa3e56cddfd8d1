import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/Button/Button';
import { useHydrated } from '../../lib/useHydrated';
import { formatMoney } from '../../lib/money';
import { OrderLine } from './OrderLines';
import { readPlacedOrder } from './placedOrder';
import type { PlacedOrder } from './placedOrder';
import styles from './CheckoutPage.module.css';

/** What was paid for: the lines, their quantities and the totals, as the checkout showed them. */
function PlacedOrderDetails({ order }: { order: PlacedOrder }) {
  return (
    <section className={styles.placed} aria-labelledby="placed-title">
      <h2 id="placed-title" className={styles.sectionTitle}>
        Your order
      </h2>
      <ul className={styles.orderLines} aria-label="Order items">
        {order.lines.map((item) => (
          <OrderLine key={String(item.id)} item={item} />
        ))}
      </ul>
      <dl className={styles.placedTotals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Transaction Fee</dt>
          <dd>{formatMoney(order.fee)}</dd>
        </div>
        <div className={styles.placedTotal}>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The spec's confirmation, and below it the order that was paid, carried by the history entry from the checkout
 * (so a reload shows it too). Opened directly there is no order: the confirmation alone. The prerendered page knows
 * no order, so while it hydrates the page renders as the server did; the order comes right after, in space the page
 * already holds, and nothing above it moves.
 */
export function ThankYouPage() {
  const state: unknown = useLocation().state;
  const order = useHydrated() ? readPlacedOrder(state) : null;
  return (
    <div className={`container ${styles.thanks}`}>
      <svg
        className={styles.thanksMark}
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="32" fill="#dce6d3" />
        <path
          d="M20 33l8 8 16-18"
          fill="none"
          stroke="#1e3b2f"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>Fake Payment Successful!</h1>
      <p>Thank you for your order. Your skincare products will be processed soon.</p>
      <ButtonLink to={paths.home}>Back to Home</ButtonLink>
      {order && <PlacedOrderDetails order={order} />}
    </div>
  );
}
