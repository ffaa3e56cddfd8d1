import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import { sizeOf } from '../../lib/size';
import { Price } from '../Price/Price';
import { SizeAndUnitPrice } from '../Price/SizeAndUnitPrice';
import { Rating } from '../Rating/Rating';
import styles from './ProductCard.module.css';

export type ProductCardData = {
  id: number | string;
  name: string;
  price: number;
  image: string;
  rating: { image: string; rate: number };
};

type ProductCardProps = {
  product: ProductCardData;
  /** The heading level of the product name in the page's outline. */
  headingLevel?: 2 | 3;
  /** The first cards of a page load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  /** The purchase controls (quantity and Add to Cart). */
  children?: ReactNode;
  /** The heart that saves it for later, drawn over the picture's corner (after the name, for a screen reader). */
  save?: ReactNode;
  /** "Compare ‹name›", drawn over the picture's other corner (after the heart, for a screen reader). */
  compare?: ReactNode;
  /** A line of its own about this product for this list (why a search found it). */
  note?: string;
  /** A word over the foot of the picture, from the shopper's own choices (after the name, for a screen reader). */
  flag?: ReactNode;
};

/**
 * A product in a grid: picture and name link to its page; price, rating, the size with the price per 100 ml or g,
 * and the purchase controls below.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  children,
  save,
  compare,
  note,
  flag,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = paths.product(product.id);
  const size = sizeOf(product);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img
          src={asset(`images/${product.image}`)}
          alt=""
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </Heading>
        {save && <div className={styles.save}>{save}</div>}
        {compare && <div className={styles.compare}>{compare}</div>}
        {flag && <div className={styles.flag}>{flag}</div>}
        <div className={styles.meta}>
          <Price amount={product.price} className={styles.price} />
          <Rating image={product.rating.image} rate={product.rating.rate} />
        </div>
        {/* Nothing at all for a product whose catalogue entry gives no size. */}
        {size && (
          <p className={styles.size}>
            <SizeAndUnitPrice price={product.price} size={size} />
          </p>
        )}
        {note && <p className={styles.note}>{note}</p>}
        {children}
      </div>
    </article>
  );
}
