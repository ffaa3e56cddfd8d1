import type { Size } from '../../lib/size';
import { formatSize, formatUnitPrice } from '../../lib/unitPrice';
import styles from './SizeAndUnitPrice.module.css';

/**
 * "30 ml · $128.33 / 100 ml": a product's size and its price per 100 ml or g, as cards, cart lines and the product
 * page write it beside the price (DESIGN.md's money format). A narrow line breaks between the two, never inside one.
 */
export function SizeAndUnitPrice({ price, size }: { price: number; size: Size }) {
  return (
    <>
      <span className={styles.part}>{formatSize(size)}</span> ·{' '}
      <span className={styles.part}>{formatUnitPrice(price, size)}</span>
    </>
  );
}
