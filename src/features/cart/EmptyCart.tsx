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

type CartPendingProps = {
  /** The page it holds the place of: the cart's lines and summary, or the checkout's order. */
  place: 'cart' | 'order';
};

/**
 * The cart's place while the store has not read the saved cart (the prerendered page, and while it hydrates). The
 * entry marks the page at a glance with whether the saved cart has lines (src/features/cart/savedCart.ts): with none, the
 * empty cart's message shows at once, as it will; with some, room for them, so the lines change content and not
 * layout; before the entry has run, a neutral place. Never "Your cart is empty" to a shopper who has a cart.
 */
export function CartPending({ place }: CartPendingProps) {
  return (
    <div className={`${styles.pending} ${place === 'cart' ? styles.cartPlace : styles.orderPlace}`}>
      <div className={styles.whenEmpty}>
        <EmptyCart />
      </div>
      <div className={styles.whenLines} aria-busy="true" />
    </div>
  );
}
