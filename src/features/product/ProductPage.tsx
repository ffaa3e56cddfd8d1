import { Link, useParams } from 'react-router-dom';
import { useRenderedLater } from '../../lib/useRenderedLater';
import { asset } from '../../app/config';
import { paths } from '../../app/paths';
import { useDocumentMeta } from '../../components/DocumentMeta/useDocumentMeta';
import type { PageMeta } from '../../components/DocumentMeta/useDocumentMeta';
import { Price } from '../../components/Price/Price';
import { Rating } from '../../components/Rating/Rating';
import { ErrorNotice, Loading } from '../../components/Status/Status';
import { sizeOf } from '../../lib/size';
import { SizeAndUnitPrice } from '../../components/Price/SizeAndUnitPrice';
import { useSiteOrigin } from '../../lib/useSiteOrigin';
import { AvoidedNote } from '../avoid';
import { AddToCart, BuyableProductCard } from '../cart';
import { CompareToggle } from '../compare';
import { useProduct, useRelatedProducts } from '../catalog';
import type { CatalogStatus, Product } from '../catalog';
import { WhatsInTheJar } from '../ingredients';
import { SaveToggle } from '../saved';
import { productStructuredData, serializeJsonLd } from './productStructuredData';
import { ButtonLink } from '../../components/Button/Button';
import styles from './ProductPage.module.css';

const absoluteUrl = (path: string, origin: string) => new URL(path, origin).href;

/**
 * The product's schema.org description, as a JSON-LD data block (never executed, escaped by serializeJsonLd).
 * Its URLs are absolute, so it is written once the browser knows the site's origin (not in prerendered HTML).
 */
function ProductJsonLd({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  if (!origin) return null;
  const data = productStructuredData(
    product,
    absoluteUrl(asset(`images/${product.image}`), origin),
    absoluteUrl(asset(paths.product(product.id).replace(/^\//, '')), origin),
  );
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}

function ProductDetail({ product }: { product: Product }) {
  const size = sizeOf(product);
  return (
    <article className={styles.detail} aria-labelledby="product-title">
      <ProductJsonLd product={product} />
      <div className={styles.media}>
        <img src={asset(`images/${product.image}`)} alt={product.name} width={600} height={600} fetchPriority="high" />
        <div className={styles.flag}>
          <AvoidedNote product={product} place="picture" />
        </div>
      </div>
      <div className={styles.info}>
        <p className="eyebrow">{product.category}</p>
        <h1 id="product-title" className={styles.name}>
          {product.name}
        </h1>
        <div className={styles.meta}>
          <p className={styles.priceLine}>
            <Price amount={product.price} className={styles.price} />
            {/* "$38.50 · 30 ml · $128.33 / 100 ml"; the price alone for a product whose entry gives no size. */}
            {size && (
              <>
                {' · '}
                <SizeAndUnitPrice price={product.price} size={size} />
              </>
            )}
          </p>
          <Rating image={product.rating.image} rate={product.rating.rate} />
        </div>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.buy}>
          <AddToCart product={product} />
          <SaveToggle product={product} className={styles.save} />
        </div>
        <CompareToggle product={product} className={styles.compare} />
        <figure className={styles.quote}>
          <blockquote>
            <p>{product.testimonial}</p>
          </blockquote>
        </figure>
      </div>
    </article>
  );
}

/** Up to 4 other products of the same need, with the shop's cards; nothing at all when the need has no other. */
function RelatedProducts({ product }: { product: Product }) {
  const related = useRelatedProducts(product);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">You may also like</h2>
      <ul className={styles.relatedGrid} aria-label={`More for ${product.category}`}>
        {related.map((other) => (
          <li key={String(other.id)}>
            <BuyableProductCard product={other} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const LOADING_META: PageMeta = { title: 'Product', description: 'A Mossbloom natural skincare product.' };
const NOT_FOUND_META: PageMeta = {
  title: 'Product not found',
  description: 'We could not find this Mossbloom product. Browse the shop for every formula we make.',
};

function metaFor(product: Product | null, status: CatalogStatus, origin: string | null): PageMeta {
  if (product) {
    return {
      title: product.name,
      description: product.description,
      type: 'product',
      ...(origin ? { image: absoluteUrl(asset(`images/${product.image}`), origin) } : {}),
    };
  }
  return status === 'ready' ? NOT_FOUND_META : LOADING_META;
}

function ProductContent({ id }: { id: string }) {
  const { product, status, refetch } = useProduct(id);
  // Opened by a link, the page paints the product first, its suggestions right after.
  const later = useRenderedLater();
  useDocumentMeta(metaFor(product, status, useSiteOrigin()));

  if (status === 'error' || status === 'loading') {
    // The page keeps one h1 while the product cannot show yet.
    return (
      <>
        <h1 className="visually-hidden">Product details</h1>
        {status === 'error' ? (
          <ErrorNotice message="Error getting product" onRetry={() => void refetch()} />
        ) : (
          <Loading />
        )}
      </>
    );
  }
  if (!product) {
    return (
      <div className={styles.notFound}>
        <h1>Product not found</h1>
        <p>We could not find a product with that id.</p>
        <ButtonLink to={paths.shop}>Browse the shop</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <ProductDetail product={product} />
      <WhatsInTheJar product={product} />
      {later && <RelatedProducts product={product} />}
    </>
  );
}

/** Shop / the product's name: the page the shopper is on, named as its heading names it. */
function Breadcrumb({ id }: { id: string }) {
  const { product, status } = useProduct(id);
  const here = product ? product.name : status === 'ready' ? NOT_FOUND_META.title : 'Product';
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <Link to={paths.shop}>Shop</Link> <span aria-hidden="true">/</span> <span aria-current="page">{here}</span>
    </nav>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb id={id} />
      {/* At least a screen tall whether loading, shown or not found, so the footer never jumps into view. */}
      <div className={styles.content}>
        {/* Keyed by product: going from one product to another (a suggestion) starts its quantity at 1 again. */}
        <ProductContent key={id} id={id} />
      </div>
    </div>
  );
}
