import { asset } from '../../../app/config';
import { paths } from '../../../app/paths';
import { Slider } from '../../../components/Slider/Slider';
import { HERO_SLIDES } from '../homeContent';
import type { HeroSlide } from '../homeContent';
import { ButtonLink, buttonClassName } from '../../../components/Button/Button';
import styles from './HeroSlider.module.css';

export function HeroSlider() {
  return (
    <Slider
      label="Mossbloom highlights"
      className={styles.hero}
      slides={HERO_SLIDES}
      getKey={(slide: HeroSlide) => slide.image}
      renderSlide={(slide: HeroSlide, index) => (
        <div className={styles.slide}>
          <img
            className={styles.image}
            src={asset(`images/${slide.image}`)}
            alt=""
            width={1600}
            height={900}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
          <div className={`container ${styles.copy}`}>
            <div className={styles.panel}>
              <p className="eyebrow">Natural facial care</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.text}>{slide.text}</p>
              {/* On phones 'Shop now' does nothing (the spec keeps it desktop-only): the page holds a link for wide
                  screens and a disabled one for phones, and the stylesheet shows one, so it holds from the first
                  paint, before any script. */}
              <ButtonLink to={paths.shop} className={styles.shopNowWide}>
                Shop now
              </ButtonLink>
              <span role="link" aria-disabled="true" className={buttonClassName('primary', styles.shopNowPhone)}>
                Shop now
              </span>
            </div>
          </div>
        </div>
      )}
    />
  );
}
