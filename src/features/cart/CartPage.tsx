import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { formatMoney } from '../../lib/money';
import { add, remove, selectCartItems, selectIsCartRestored, subtract } from './cartSlice';
import type { CartItem } from './cartSlice';
import { CartPending, EmptyCart } from './EmptyCart';
import { OrderSummary } from './OrderSummary';
import { ButtonLink } from '../../components/Button/Button';
import styles from './CartPage.module.css';

function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  return (
    <li className={styles.line}>
      <Link to={paths.product(item.id)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={asset(`images/${item.image}`)} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={paths.product(item.id)}>{item.name}</Link>
        </h2>
        <p className={styles.unit}>{formatMoney(item.price)} each</p>
      </div>
      <div className={styles.controls}>
        {/* '+' is add (one more of a line already in the cart); '-' is subtract, which removes the last one. */}
        <QuantityStepper
          value={item.quantity}
          productName={item.name}
          onIncrease={() => dispatch(add(item))}
          onDecrease={() => dispatch(subtract(item.id))}
        />
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(remove(item.id))}
          aria-label={`Remove ${item.name} from cart`}
        >
          Remove
        </button>
      </div>
      <p className={styles.lineTotal}>{formatMoney(item.price * item.quantity)}</p>
    </li>
  );
}

export function CartPage() {
  const items = useAppSelector(selectCartItems);
  const restored = useAppSelector(selectIsCartRestored);
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your cart</h1>
      {items.length === 0 ? (
        restored ? (
          <EmptyCart />
        ) : (
          <CartPending />
        )
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Cart items">
            {items.map((item) => (
              <CartLine key={String(item.id)} item={item} />
            ))}
          </ul>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              Order summary
            </h2>
            <OrderSummary />
            <ButtonLink to={paths.checkout} variant="accent">
              Proceed to Checkout
            </ButtonLink>
            <Link to={paths.shop} className={styles.continue}>
              Continue shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
