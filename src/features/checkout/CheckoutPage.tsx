import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import {
  CartPlace,
  LineNotice,
  OrderSummary,
  clear,
  selectCartLines,
  selectOrderTotals,
  selectPayableItems,
  useCartCheck,
  useCartShown,
} from '../cart';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { BillingForm } from './BillingForm';
import { OrderLine } from './OrderLines';
import { placeOrder } from './placeOrder';
import type { PlacedOrder } from './placedOrder';
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
          <OrderLine key={String(line.item.id)} item={line.item} available={line.available}>
            <LineNotice line={line} />
          </OrderLine>
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

/**
 * The order's lines and totals, the billing form, then Pay Now: in that order on a phone, so the shopper sees what
 * they buy before the form; beside the form on a wide screen (CheckoutPage.module.css).
 */
export function CheckoutPage() {
  const lines = useAppSelector(selectCartLines);
  const payable = useAppSelector(selectPayableItems);
  const totals = useAppSelector(selectOrderTotals);
  const shown = useCartShown();
  const { status } = useCartCheck();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  /** What Pay Now paid for, as the cart was when it was pressed: the thank-you page shows it. */
  const placed = useRef<PlacedOrder | null>(null);
  const onPaid = useCallback(() => {
    // clear empties the lines only and is not saved (spec §4).
    dispatch(clear());
    void navigate(paths.thankYou, { state: { order: placed.current } });
  }, [dispatch, navigate]);
  const { processing, pay, cancel } = useFakePayment(onPaid);
  const nothingToPay = payable.length === 0;

  // The cart can empty while the payment is pending (the shopper emptied it in another tab): there is nothing
  // left to pay for, so the payment is dropped rather than confirming an empty order.
  useEffect(() => {
    if (nothingToPay) cancel();
  }, [nothingToPay, cancel]);

  return (
    <div className={`container ${styles.page}`}>
      <h1>Checkout</h1>
      <div className={styles.layout}>
        <aside className={styles.order} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.sectionTitle}>
            Your order
          </h2>
          <CartPlace place="order" empty={lines.length === 0}>
            <OrderLines />
          </CartPlace>
        </aside>
        <BillingForm />
        <div className={styles.pay}>
          <Button
            variant="accent"
            onClick={() => {
              // A second press while processing pays nothing more, and keeps the order of the first.
              if (!processing) placed.current = placeOrder(payable, totals);
              pay();
            }}
            disabled={processing || !shown || nothingToPay || status !== 'checked'}
            aria-busy={processing}
          >
            {processing ? 'Processing...' : 'Pay Now'}
          </Button>
          <p className={styles.note}>This is a demonstration checkout: no payment is taken and nothing is sent.</p>
        </div>
      </div>
    </div>
  );
}
