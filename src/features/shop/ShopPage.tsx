import { useState } from 'react';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { BuyableProductCard } from '../cart';
import { useProducts } from '../catalog';
import { MembershipBanner } from './MembershipBanner';
import { PAGE_SIZE, canLoadMore, canShowLess, loadMore, showLess } from './paging';
import { ShopHero } from './ShopHero';
import { Button } from '../../components/Button/Button';
import styles from './ShopPage.module.css';

function ProductGrid() {
  const [visible, setVisible] = useState(PAGE_SIZE);
  const { products, total, status, refetch } = useProducts(visible);

  if (status === 'error') return <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />;
  if (status === 'loading' && products.length === 0) return <Loading />;

  return (
    <>
      <ul className={styles.grid} aria-label="Products">
        {products.map((product, index) => (
          <li key={String(product.id)}>
            <BuyableProductCard product={product} headingLevel={3} eager={index < 4} />
          </li>
        ))}
      </ul>
      {/* More was asked for than the page painted, before the catalogue answered: the rest is on its way. */}
      {status === 'loading' ? (
        <Loading />
      ) : (
        <>
          <p className={styles.count} role="status">
            Showing {products.length} of {total} products
          </p>
          <div className={styles.paging}>
            {canLoadMore(visible, total) && (
              <Button
                onClick={() => {
                  setVisible(loadMore);
                }}
              >
                Load More
              </Button>
            )}
            {canShowLess(visible) && (
              <Button
                variant="ghost"
                onClick={() => {
                  setVisible(showLess);
                }}
              >
                Show Less
              </Button>
            )}
          </div>
        </>
      )}
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
