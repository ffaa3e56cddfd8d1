import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { formatMoney } from '../../lib/money';
import { CartPending, EmptyCart, OrderSummary, clear, selectCartItems, selectIsCartRestored } from '../cart';
import { BillingForm } from './BillingForm';
import { useFakePayment } from './useFakePayment';
import { Button } from '../../components/Button/Button';
import styles from './CheckoutPage.module.css';

function OrderDetails() {
  const items = useAppSelector(selectCartItems);
  const restored = useAppSelector(selectIsCartRestored);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onPaid = useCallback(() => {
    // clear empties the lines only and is not saved (spec §4).
    dispatch(clear());
    void navigate(paths.thankYou);
  }, [dispatch, navigate]);
  const { processing, pay, cancel } = useFakePayment(onPaid);
  const isEmpty = items.length === 0;

  // The cart can empty while the payment is pending (the shopper emptied it in another tab): there is nothing
  // left to pay for, so the payment is dropped rather than confirming an empty order.
  useEffect(() => {
    if (isEmpty) cancel();
  }, [isEmpty, cancel]);

  return (
    <aside className={styles.order} aria-labelledby="order-title">
      <h2 id="order-title" className={styles.sectionTitle}>
        Your order
      </h2>
      {isEmpty ? (
        restored ? (
          <EmptyCart />
        ) : (
          <CartPending />
        )
      ) : (
        <>
          <ul className={styles.orderLines} aria-label="Order items">
            {items.map((item) => (
              <li key={String(item.id)} className={styles.orderLine}>
                <img src={asset(`images/${item.image}`)} alt="" width={56} height={56} loading="lazy" />
                <span className={styles.orderName}>
                  {item.name} <span className={styles.times}>× {item.quantity}</span>
                </span>
                <span className={styles.orderPrice}>{formatMoney(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <OrderSummary />
        </>
      )}
      <Button variant="accent" onClick={pay} disabled={processing || isEmpty} aria-busy={processing}>
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
