import { asset } from '../../../app/config';
import { INGREDIENTS } from '../homeContent';
import styles from './Sections.module.css';

export function Ingredients() {
  return (
    <section className="section" aria-labelledby="ingredients-title">
      <div className="container">
        <p className="eyebrow">What goes in</p>
        <h2 id="ingredients-title">Ingredients we grow to know</h2>
        <p className="section-intro">A short list of plants, each chosen for one clear reason.</p>
        <ul className={styles.ingredients}>
          {INGREDIENTS.map((ingredient) => (
            <li key={ingredient.name} className={styles.ingredient}>
              <img
                src={asset(`images/${ingredient.image}`)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
              />
              <h3>{ingredient.name}</h3>
              <p>{ingredient.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
