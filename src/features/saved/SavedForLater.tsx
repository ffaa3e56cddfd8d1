import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button/Button';
import { formatMoney } from '../../lib/money';
import { useHydrated } from '../../lib/useHydrated';
import { BagPlusIcon } from './icons';
import { describeLeftOut } from './savedCheck';
import type { SavedItem } from './savedRules';
import { movedToCart, removed, selectLeftOut, selectSavedItems } from './savedSlice';
import styles from './SavedForLater.module.css';

function SavedProduct({ item }: { item: SavedItem }) {
  const dispatch = useAppDispatch();
  const href = paths.product(item.id);
  return (
    <li className={styles.item}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={asset(`images/${item.image}`)} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </h3>
        <p className={styles.price}>{formatMoney(item.price)}</p>
        {/* What "Move to cart" adds when the cart has no line of it. */}
        <p className={styles.quantity}>Quantity {item.quantity}</p>
      </div>
      <div className={styles.actions}>
        {/* Its word is the start of its name, which a speech user says to press it (WCAG 2.5.3). */}
        <Button
          variant="ghost"
          className={styles.move}
          onClick={() => dispatch(movedToCart(item))}
          aria-label={`Move ${item.name} to cart`}
        >
          <BagPlusIcon />
          Move
        </Button>
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(removed(item.id))}
          aria-label={`Remove ${item.name} from saved`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * The cart page's "Saved for later": each saved product with its picture, name (a link to it) and price, "Move to
 * cart" and "Remove"; shown whenever something is saved, under the cart or the empty cart's message, and also to say
 * that a saved product is no longer sold. The prerendered page holds its place, as tall as the entry's mark on <html>
 * says (./savedList.ts), and the list comes once the page has hydrated: nothing moves when it does.
 */
export function SavedForLater() {
  const hydrated = useHydrated();
  const items = useAppSelector(selectSavedItems);
  const leftOut = useAppSelector(selectLeftOut);
  if (!hydrated) return <div className={styles.place} />;
  if (items.length === 0 && leftOut.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="saved-for-later-title">
      <h2 id="saved-for-later-title" className={styles.title}>
        Saved for later
      </h2>
      {leftOut.length > 0 && <p className={styles.leftOut}>{describeLeftOut(leftOut.map(({ name }) => name))}</p>}
      {items.length > 0 && (
        <ul className={styles.items} aria-label="Saved for later">
          {items.map((item) => (
            <SavedProduct key={String(item.id)} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
