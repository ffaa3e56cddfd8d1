import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import styles from './EmptyCart.module.css';

/** What an empty cart shows: a message with a link to the shop. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <img src={asset('images/empty-cart.svg')} alt="" width={320} height={240} />
      <p className={styles.message}>Your cart is empty.</p>
      <p>
        <Link to={paths.shop} className="button">
          Continue to the Shop
        </Link>
      </p>
    </div>
  );
}
