import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { formatMoney } from '../../lib/money';
import { sizeOf } from '../../lib/size';
import { SizeAndUnitPrice } from '../../components/Price/SizeAndUnitPrice';
import { HeartIcon, SavedForLater, cartLineSaved } from '../saved';
import { add, remove, subtract } from './cartSlice';
import { CartPlace } from './CartPlace';
import { AvoidedNote } from '../avoid';
import { LineNotice } from './LineNotice';
import { OrderSummary } from './OrderSummary';
import { selectCartLines } from './totals';
import type { CartLine as CartLineView } from './totals';
import { useCartCheck } from './useCartCheck';
import { ErrorNotice } from '../../components/Status/Status';
import { ButtonLink } from '../../components/Button/Button';
import styles from './CartPage.module.css';

function CartLine({ line }: { line: CartLineView }) {
  const dispatch = useAppDispatch();
  const { item, available } = line;
  const size = sizeOf(item);
  return (
    <li className={`${styles.line} ${available ? '' : styles.unavailable}`}>
      <Link to={paths.product(item.id)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={asset(`images/${item.image}`)} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={paths.product(item.id)}>{item.name}</Link>
        </h2>
        <p className={styles.unit}>{formatMoney(item.price)} each</p>
        {/* On a line of its own (the cart's frame keeps its room: CartPlace.module.css). */}
        {size && (
          <p className={styles.unit}>
            <SizeAndUnitPrice price={item.price} size={size} />
          </p>
        )}
        <AvoidedNote product={item} place="line" />
        <LineNotice line={line} />
        {/* Kept for later with its quantity; a product no longer sold cannot be. Its word is the start of its name,
            which a speech user says to press it (WCAG 2.5.3). */}
        {available && (
          <button
            type="button"
            className={styles.saveForLater}
            onClick={() => dispatch(cartLineSaved(item))}
            aria-label={`Save ${item.name} for later`}
          >
            <HeartIcon size={16} />
            Save
          </button>
        )}
      </div>
      <div className={styles.controls}>
        {/* '+' is add (one more of a line already in the cart); '-' is subtract, which removes the last one. A product
            no longer sold cannot be had in a greater number: only Remove is left. */}
        {available && (
          <QuantityStepper
            value={item.quantity}
            productName={item.name}
            onIncrease={() => dispatch(add(item))}
            onDecrease={() => dispatch(subtract(item.id))}
          />
        )}
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(remove(item.id))}
          aria-label={`Remove ${item.name} from cart`}
        >
          Remove
        </button>
      </div>
      <p className={styles.lineTotal}>{available ? formatMoney(item.price * item.quantity) : '—'}</p>
    </li>
  );
}

export function CartPage() {
  const lines = useAppSelector(selectCartLines);
  const check = useCartCheck();
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your cart</h1>
      <CartPlace place="cart" empty={lines.length === 0}>
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Cart items">
            {lines.map((line) => (
              <CartLine key={String(line.item.id)} line={line} />
            ))}
          </ul>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              Order summary
            </h2>
            <OrderSummary />
            {check.status === 'error' && (
              <ErrorNotice message="The prices could not be checked with the shop." onRetry={check.retry} />
            )}
            <ButtonLink to={paths.checkout} variant="accent">
              Proceed to Checkout
            </ButtonLink>
            <Link to={paths.shop} className={styles.continue}>
              Continue shopping
            </Link>
          </aside>
        </div>
      </CartPlace>
      <SavedForLater />
    </div>
  );
}
