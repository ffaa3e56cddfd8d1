import { useMemo } from 'react';
import { asset } from '../../../app/config';
import { Slider } from '../../../components/Slider/Slider';
import { ErrorNotice, Loading } from '../../../components/Status/Status';
import { formatRating } from '../../../lib/rating';
import { useProducts } from '../../catalog';
import type { Product } from '../../catalog';
import { testimonialProducts } from '../homeContent';
import { TESTIMONIAL_COUNT } from '../homePaints';
import styles from './Sections.module.css';

export function Testimonials() {
  const { products, status, refetch } = useProducts(TESTIMONIAL_COUNT);
  const quoted = useMemo(() => testimonialProducts(products), [products]);

  return (
    <section className={`section lazy-render ${styles.tinted}`} aria-labelledby="testimonials-title">
      <div className="container">
        <p className="eyebrow">Kind words</p>
        <h2 id="testimonials-title">What our customers say</h2>
        {status === 'error' ? (
          <ErrorNotice message="There was an error loading products" onRetry={() => void refetch()} />
        ) : status === 'loading' ? (
          <Loading />
        ) : quoted.length === 0 ? (
          <p role="status">No testimonials available.</p>
        ) : (
          <Slider
            label="Customer testimonials"
            controls="below"
            fade="through"
            slides={quoted}
            getKey={(product: Product) => String(product.id)}
            renderSlide={(product: Product) => (
              <figure className={styles.testimonial}>
                <img src={asset('images/testimonial-quote.svg')} alt="" width={64} height={64} loading="lazy" />
                <blockquote>
                  <p>{product.testimonial}</p>
                </blockquote>
                <figcaption>
                  On <strong>{product.name}</strong> · rated {formatRating(product.rating.rate)} out of 5
                </figcaption>
              </figure>
            )}
          />
        )}
      </div>
    </section>
  );
}
