import { useMemo } from 'react';
import { ErrorNotice, Loading } from '../../../components/Status/Status';
import { BuyableProductCard } from '../../cart';
import { useProducts } from '../../catalog';
import { featuredProducts } from '../homeContent';
import { FEATURED_COUNT } from '../homePaints';
import styles from './Sections.module.css';

export function FeaturedProducts() {
  const { products, status, refetch } = useProducts(FEATURED_COUNT);
  const featured = useMemo(() => featuredProducts(products), [products]);

  return (
    <section className="section" aria-labelledby="featured-title">
      <div className="container">
        <p className="eyebrow">Featured</p>
        <h2 id="featured-title">Our most loved rituals</h2>
        {status === 'error' ? (
          <ErrorNotice message="There was an error loading products" onRetry={() => void refetch()} />
        ) : status === 'loading' ? (
          <Loading />
        ) : (
          <ul className={styles.featured} aria-label="Featured products">
            {featured.map((product) => (
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
