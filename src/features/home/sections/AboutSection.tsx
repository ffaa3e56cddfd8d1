import { asset } from '../../../app/config';
import { ABOUT_SECTION_ID } from '../../../app/paths';
import styles from './Sections.module.css';

export function AboutSection() {
  return (
    <section id={ABOUT_SECTION_ID} className={`section ${styles.about}`} aria-labelledby="about-title" tabIndex={-1}>
      <div className={`container ${styles.split}`}>
        <img
          src={asset('images/about-botanicals.svg')}
          alt=""
          width={800}
          height={640}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Skincare that starts in the garden</h2>
          <p>
            Mossbloom began in a small studio with a copper still and a kitchen garden. We still work that way: short
            formulas, plants we can name, and batches small enough to check by hand.
          </p>
          <p>
            Every product is tested on real skin by real people before it reaches you. Our bottles are glass, our jars
            are refillable, and our shipping is plastic-free.
          </p>
        </div>
      </div>
    </section>
  );
}
