import { Link, useParams } from 'react-router-dom';
import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import { Price } from '../../components/Price/Price';
import { Rating } from '../../components/Rating/Rating';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { AddToCart } from '../cart';
import { useProduct } from '../catalog';
import styles from './ProductPage.module.css';

function ProductDetail({ id }: { id: string }) {
  const { product, status, refetch } = useProduct(id);

  if (status === 'error') return <ErrorNotice message="Error getting product" onRetry={() => void refetch()} />;
  if (status === 'loading') return <Loading />;
  if (!product) {
    return (
      <div className={styles.notFound}>
        <h1>Product not found</h1>
        <p>We could not find a product with that id.</p>
        <Link to={paths.shop} className="button">
          Browse the shop
        </Link>
      </div>
    );
  }

  return (
    <article className={styles.detail}>
      <div className={styles.media}>
        <img src={asset(`images/${product.image}`)} alt={product.name} width={600} height={600} fetchPriority="high" />
      </div>
      <div className={styles.info}>
        <p className="eyebrow">{product.category}</p>
        <h1 className={styles.name}>{product.name}</h1>
        <div className={styles.meta}>
          <Price amount={product.price} className={styles.price} />
          <Rating image={product.rating.image} rate={product.rating.rate} />
        </div>
        <p className={styles.description}>{product.description}</p>
        <AddToCart product={product} />
        <figure className={styles.quote}>
          <blockquote>
            <p>{product.testimonial}</p>
          </blockquote>
        </figure>
      </div>
    </article>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={paths.shop}>Shop</Link> <span aria-hidden="true">/</span> <span>Product</span>
      </nav>
      <ProductDetail id={id} />
    </div>
  );
}
