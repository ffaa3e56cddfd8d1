import { asset } from '../../app/config';
import { formatRating } from '../../lib/rating';
import styles from './Rating.module.css';

type RatingProps = { image: string; rate: number };

export function Rating({ image, rate }: RatingProps) {
  const value = formatRating(rate);
  return (
    <span className={styles.rating}>
      <img src={asset(`images/${image}`)} alt="" width={80} height={16} loading="lazy" decoding="async" />
      <span>
        <span className="visually-hidden">Rated </span>
        {value}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </span>
  );
}
