import { startTransition, useEffect, useMemo, useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/Status/Status';
import { BuyableProductCard } from '../../cart';
import { useProducts } from '../../catalog';
import { ALL_NEEDS, CATEGORIES, productsForCategory, productsNeededFor } from '../homeContent';
import type { Category } from '../homeContent';
import styles from './Sections.module.css';

/** How many cards of a category render with the click; the rest follow in a transition. */
const FIRST_CARDS = 24;

export function CategoryProducts() {
  const [category, setCategory] = useState<Category>(ALL_NEEDS);
  // Before the catalogue answers, the page's snapshot covers 'All needs' but not the other needs.
  const { products, status, refetch } = useProducts(productsNeededFor(category));
  const shown = useMemo(() => productsForCategory(products, category), [products, category]);
  // A large category shows its first cards at once and the rest in a transition right after, so the switch answers
  // the click at once and stays interruptible by the next one.
  const [rendered, setRendered] = useState({ list: shown, count: FIRST_CARDS });
  if (rendered.list !== shown) setRendered({ list: shown, count: FIRST_CARDS });
  const complete = rendered.count >= shown.length;
  useEffect(() => {
    if (complete) return;
    startTransition(() => {
      setRendered((current) => (current.list === shown ? { list: shown, count: shown.length } : current));
    });
  }, [complete, shown]);

  return (
    <section className={`section ${styles.tinted}`} aria-labelledby="needs-title">
      <div className="container">
        <p className="eyebrow">Shop by need</p>
        <h2 id="needs-title">What does your skin ask for?</h2>
        <div className={styles.chipsBar}>
          <ul className={styles.chips} aria-label="Skin needs">
            {CATEGORIES.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={name === category}
                  onClick={() => {
                    setCategory(name);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {status === 'error' ? (
          <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />
        ) : status === 'loading' ? (
          <Loading />
        ) : shown.length === 0 ? (
          <div className={styles.noItems} role="status">
            <h3>No Items found!</h3>
            <p>This category will be available shortly. Explore other products. Happy shopping!</p>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={`${category} products`}>
            {shown.slice(0, rendered.count).map((product) => (
              <li key={String(product.id)}>
                <BuyableProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
