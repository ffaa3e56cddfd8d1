import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { formatMoney } from '../../lib/money';
import {
  CartPending,
  EmptyCart,
  LineNotice,
  OrderSummary,
  clear,
  selectCartLines,
  selectPayableItems,
  useCartCheck,
  useCartShown,
} from '../cart';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { BillingForm } from './BillingForm';
import { useFakePayment } from './useFakePayment';
import { Button } from '../../components/Button/Button';
import styles from './CheckoutPage.module.css';

/**
 * The order's lines, then its totals once the cart has been read against the catalogue file: the checkout never
 * totals a price the file does not hold (docs/decisions/0010). A line the file no longer has is listed, out of the
 * order.
 */
function OrderLines() {
  const lines = useAppSelector(selectCartLines);
  const check = useCartCheck();
  return (
    <>
      <ul className={styles.orderLines} aria-label="Order items">
        {lines.map((line) => (
          <li key={String(line.item.id)} className={`${styles.orderLine} ${line.available ? '' : styles.unavailable}`}>
            <img src={asset(`images/${line.item.image}`)} alt="" width={56} height={56} loading="lazy" />
            <span className={styles.orderName}>
              {line.item.name} <span className={styles.times}>× {line.item.quantity}</span>
              <LineNotice line={line} />
            </span>
            <span className={styles.orderPrice}>
              {line.available ? formatMoney(line.item.price * line.item.quantity) : '—'}
            </span>
          </li>
        ))}
      </ul>
      {check.status === 'checked' ? (
        <OrderSummary />
      ) : check.status === 'error' ? (
        <ErrorNotice message="The prices could not be checked with the shop." onRetry={check.retry} />
      ) : (
        <Loading>Checking prices...</Loading>
      )}
    </>
  );
}

function OrderDetails() {
  const lines = useAppSelector(selectCartLines);
  const payable = useAppSelector(selectPayableItems);
  const shown = useCartShown();
  const { status } = useCartCheck();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onPaid = useCallback(() => {
    // clear empties the lines only and is not saved (spec §4).
    dispatch(clear());
    void navigate(paths.thankYou);
  }, [dispatch, navigate]);
  const { processing, pay, cancel } = useFakePayment(onPaid);
  const nothingToPay = payable.length === 0;

  // The cart can empty while the payment is pending (the shopper emptied it in another tab): there is nothing
  // left to pay for, so the payment is dropped rather than confirming an empty order.
  useEffect(() => {
    if (nothingToPay) cancel();
  }, [nothingToPay, cancel]);

  return (
    <aside className={styles.order} aria-labelledby="order-title">
      <h2 id="order-title" className={styles.sectionTitle}>
        Your order
      </h2>
      {!shown ? <CartPending place="order" /> : lines.length === 0 ? <EmptyCart /> : <OrderLines />}
      <Button
        variant="accent"
        onClick={pay}
        disabled={processing || !shown || nothingToPay || status !== 'checked'}
        aria-busy={processing}
      >
        {processing ? 'Processing...' : 'Pay Now'}
      </Button>
      <p className={styles.note}>This is a demonstration checkout: no payment is taken and nothing is sent.</p>
    </aside>
  );
}

export function CheckoutPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>Checkout</h1>
      <div className={styles.layout}>
        <BillingForm />
        <OrderDetails />
      </div>
    </div>
  );
}
