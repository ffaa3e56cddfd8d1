import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button/Button';
import { Price } from '../../components/Price/Price';
import { Rating } from '../../components/Rating/Rating';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { announce } from '../../lib/liveRegion';
import { sizeOf } from '../../lib/size';
import { formatSize, formatUnitPrice } from '../../lib/unitPrice';
import { isSameId, useWholeCatalogue } from '../catalog';
import type { Product } from '../catalog';
import { FREE_FROM_WORDS, readDetails, SKIN_WORDS } from '../ingredients/plain';
import { onlyInOne } from './comparisonRules';
import { compareRemoved, selectComparedIds } from './compareSlice';
import styles from './Comparison.module.css';

/** The cart's add (spec §4: one more of a product already in the cart, else a line of one). */
export type AddToCart = (product: Product) => UnknownAction;

type ComparisonProps = {
  /** The cart's add, given by the app (the cart uses this feature, so this one does not import it). */
  addToCart: AddToCart;
  /** The dialog closed (Escape, Close, a product's link followed). */
  onClose: () => void;
};

/** A field the product's entry does not give: a dash to see, words to hear, never an empty cell. */
const NOT_GIVEN = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">Not given</span>
  </>
);

/** A list of words, or `NOT_GIVEN` when there are none. */
function words(list: readonly string[] | undefined): ReactNode {
  if (!list || list.length === 0) return NOT_GIVEN;
  return (
    <ul className={styles.words}>
      {list.map((word) => (
        <li key={word}>{word}</li>
      ))}
    </ul>
  );
}

/** One line of the table: its field's name, then each product's value, in the columns' order. */
function Row({ field, cells }: { field: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{field}</th>
      {cells.map((cell, place) => (
        <td key={place}>{cell}</td>
      ))}
    </tr>
  );
}

type TableProps = {
  products: Product[];
  addToCart: AddToCart;
  /** A product's link followed: the dialog closes, and its page shows. */
  onFollow: () => void;
};

/**
 * The products side by side, a column each: picture and name (linking to its page), price, size, price per 100 ml or
 * g, rating, skin types, free-from, key ingredients and the ingredients only this one has of those compared; then its
 * Add to Cart and its Remove. The table scrolls sideways within its own region, never the page.
 */
function ComparisonTable({ products, addToCart, onFollow }: TableProps) {
  const dispatch = useAppDispatch();
  /** The products added from here this time: each says so under its button (the page's live region says it too). */
  const [added, setAdded] = useState<ReadonlySet<Product['id']>>(new Set());
  const captionId = useId();
  const details = useMemo(() => products.map(readDetails), [products]);
  const onlyHere = useMemo(() => onlyInOne(details.map((detail) => detail.ingredients)), [details]);
  const sizes = products.map(sizeOf);
  return (
    // A region that scrolls must take the focus, for the keyboard to scroll it (WCAG 2.1.1; axe's
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable: it scrolls
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {products.length === 1 ? 'One product' : `${String(products.length)} products side by side`}
        </caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={String(product.id)} scope="col" className={styles.product}>
                <img src={asset(`images/${product.image}`)} alt="" width={600} height={600} />
                <Link to={paths.product(product.id)} onClick={onFollow}>
                  {product.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            field="Price"
            cells={products.map((product) => (
              <Price key={String(product.id)} amount={product.price} className={styles.price} />
            ))}
          />
          <Row field="Size" cells={sizes.map((size) => (size ? formatSize(size) : NOT_GIVEN))} />
          <Row
            field="Price per 100 ml or g"
            cells={products.map((product, place) => {
              const size = sizes[place];
              return size ? formatUnitPrice(product.price, size) : NOT_GIVEN;
            })}
          />
          <Row
            field="Rating"
            cells={products.map((product) => (
              <Rating key={String(product.id)} image={product.rating.image} rate={product.rating.rate} />
            ))}
          />
          <Row
            field="Skin types"
            cells={details.map((detail) => words(detail.skinTypes?.map((type) => SKIN_WORDS[type])))}
          />
          <Row
            field="Free from"
            cells={details.map((detail) => words(detail.freeFrom?.map((word) => FREE_FROM_WORDS[word])))}
          />
          <Row
            field="Key ingredients"
            cells={details.map((detail) => words(detail.keyIngredients?.map(({ name, does }) => `${name}: ${does}`)))}
          />
          <Row field="Ingredients only this one has" cells={onlyHere.map(words)} />
          <tr>
            <th scope="row">
              <span className="visually-hidden">Buy or remove</span>
            </th>
            {products.map((product) => (
              <td key={String(product.id)}>
                <div className={styles.actions}>
                  <Button
                    variant="accent"
                    onClick={() => {
                      dispatch(addToCart(product));
                      setAdded((before) => new Set(before).add(product.id));
                    }}
                  >
                    Add to Cart<span className="visually-hidden"> {product.name}</span>
                  </Button>
                  {added.has(product.id) && (
                    <span className={styles.added} aria-hidden="true">
                      ✓ Added to your cart
                    </span>
                  )}
                  <Button
                    variant="ghost"
                    onClick={() => {
                      dispatch(compareRemoved(String(product.id)));
                      announce(document, `${product.name} removed from the comparison.`);
                    }}
                  >
                    Remove<span className="visually-hidden"> {product.name} from the comparison</span>
                  </Button>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * The comparison: a modal dialog (the platform's `<dialog>`, `showModal`), opened by the header's "Compare (n)". The
 * keyboard works in it alone, Escape closes it, and the focus goes back to the control (./CompareControl.tsx). The
 * products are the catalogue file's, by the ids chosen, in the order chosen; an id the file no longer has shows
 * nothing (the list drops it: ./compareListeners.ts). In the `compare` chunk, loaded at the first intent.
 */
export function Comparison({ addToCart, onClose }: ComparisonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const ids = useAppSelector(selectComparedIds);
  const { products, status, refetch } = useWholeCatalogue();
  const compared = useMemo(
    () => ids.flatMap((id) => products.find((product) => isSameId(product.id, id)) ?? []),
    [ids, products],
  );
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          Compare products
        </h2>
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
      </div>
      {status === 'error' ? (
        <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />
      ) : status === 'loading' ? (
        <Loading />
      ) : compared.length === 0 ? (
        <p className={styles.empty}>No products to compare. Choose up to 3 with Compare on a product.</p>
      ) : (
        <ComparisonTable products={compared} addToCart={addToCart} onFollow={close} />
      )}
    </dialog>
  );
}
