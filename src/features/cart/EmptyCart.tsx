import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/Button/Button';
import styles from './EmptyCart.module.css';

/** What an empty cart shows: a message with a link to the shop. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <img src={asset('images/empty-cart.svg')} alt="" width={320} height={240} />
      <p className={styles.message}>Your cart is empty.</p>
      <p>
        <ButtonLink to={paths.shop}>Continue to the Shop</ButtonLink>
      </p>
    </div>
  );
}

/**
 * Holds the empty cart's place while the saved cart is still being read (a prerendered page's first moments):
 * no message yet, so a shopper who has a cart is never told it is empty.
 */
export function CartPending() {
  return <div className={styles.pending} aria-busy="true" />;
}
