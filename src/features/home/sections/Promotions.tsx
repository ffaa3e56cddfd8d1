import { asset } from '../../../app/config';
import { PROMOTIONS } from '../homeContent';
import styles from './Sections.module.css';

export function Promotions() {
  return (
    <section className="section lazy-render" aria-labelledby="promotions-title">
      <div className="container">
        <p className="eyebrow">More from Mossbloom</p>
        <h2 id="promotions-title">Little extras</h2>
        <ul className={styles.promotions}>
          {PROMOTIONS.map((promotion) => (
            <li key={promotion.title} className={styles.promotion}>
              <img
                src={asset(`images/${promotion.image}`)}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.promotionBody}>
                <h3>{promotion.title}</h3>
                <p>{promotion.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
