import { useState } from 'react';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { BuyableProductCard } from '../cart';
import { useProducts } from '../catalog';
import { MembershipBanner } from './MembershipBanner';
import { PAGE_SIZE, canLoadMore, canShowLess, loadMore, showLess } from './paging';
import { ShopHero } from './ShopHero';
import styles from './ShopPage.module.css';

function ProductGrid() {
  const { products, status, refetch } = useProducts();
  const [visible, setVisible] = useState(PAGE_SIZE);

  if (status === 'error') return <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />;
  if (status === 'loading') return <Loading />;

  return (
    <>
      <ul className={styles.grid} aria-label="Products">
        {products.slice(0, visible).map((product, index) => (
          <li key={String(product.id)}>
            <BuyableProductCard product={product} headingLevel={3} eager={index < 4} />
          </li>
        ))}
      </ul>
      <p className={styles.count} role="status">
        Showing {Math.min(visible, products.length)} of {products.length} products
      </p>
      <div className={styles.paging}>
        {canLoadMore(visible, products.length) && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setVisible(loadMore);
            }}
          >
            Load More
          </button>
        )}
        {canShowLess(visible) && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setVisible(showLess);
            }}
          >
            Show Less
          </button>
        )}
      </div>
    </>
  );
}

export function ShopPage() {
  return (
    <>
      <ShopHero />
      <section className="section" aria-labelledby="products-title">
        <div className="container">
          <h2 id="products-title">All products</h2>
          <ProductGrid />
        </div>
      </section>
      <MembershipBanner />
    </>
  );
}
