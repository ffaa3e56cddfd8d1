import type { ReactNode } from 'react';
import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/Button/Button';
import { useCartShown } from './useCartShown';
import styles from './CartPlace.module.css';

/** What an empty cart shows: a message with a link to the shop. */
function EmptyCart() {
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

type CartPlaceProps = {
  /** The page it is the place of: the cart's lines and summary, or the checkout's order. */
  place: 'cart' | 'order';
  /** Whether the cart, once read, has no lines: the empty cart shows in their place. */
  empty: boolean;
  /** The lines, shown once the store has read the kept cart and found some. */
  children: ReactNode;
};

/**
 * The cart's lines where a page shows them, or the empty cart. Before the store has read the kept cart (the
 * prerendered page, and while it hydrates), the place of either: the entry marks the page at a glance with whether the
 * kept cart has lines (src/features/cart/keptCart.ts): with none, the empty cart's message shows at once, as it
 * will; with some, room for them, so the lines change content and not layout; before the entry has run, a neutral
 * place. Never "Your cart is empty" to a shopper who has a cart.
 *
 * The empty cart is the same element before the store reads the cart and after: its link, tapped while the store
 * starts (pressed on the painted page, released on the running one), is still the link released on, and the tap is
 * not lost.
 */
export function CartPlace({ place, empty, children }: CartPlaceProps) {
  const shown = useCartShown();
  return (
    <div
      className={shown ? styles.shown : `${styles.pending} ${place === 'cart' ? styles.cartPlace : styles.orderPlace}`}
    >
      {(!shown || empty) && (
        <div className={shown ? styles.shown : styles.whenEmpty}>
          <EmptyCart />
        </div>
      )}
      {!shown ? <div className={styles.whenLines} aria-busy="true" /> : !empty && children}
    </div>
  );
}
