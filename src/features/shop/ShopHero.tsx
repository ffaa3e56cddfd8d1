import { useRef, useState } from 'react';
import { asset } from '../../app/config';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';
import styles from './ShopPage.module.css';

/** The shop's hero video, silent and looping; under reduced motion only its poster shows. */
export function ShopHero() {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const poster = asset('images/shop-hero-poster.webp');

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => undefined);
      setPlaying(true);
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <section className={styles.hero} aria-labelledby="shop-title">
      {reducedMotion ? (
        <img className={styles.media} src={poster} alt="" width={1280} height={720} fetchPriority="high" />
      ) : (
        <video
          ref={videoRef}
          className={styles.media}
          poster={poster}
          width={1280}
          height={720}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
        >
          <source src={asset('video/shop-hero.webm')} type="video/webm" />
          <source src={asset('video/shop-hero.mp4')} type="video/mp4" />
        </video>
      )}
      <div className={styles.scrim} />
      <div className={`container ${styles.heroCopy}`}>
        <p className={styles.heroEyebrow}>The Mossbloom shop</p>
        <h1 id="shop-title" className={styles.heroTitle}>
          Radiant Skin, Confident You
        </h1>
        <p className={styles.heroText}>Every formula we make, in one place. Choose by need, texture or scent.</p>
      </div>
      {!reducedMotion && (
        <button
          type="button"
          className={styles.videoToggle}
          onClick={togglePlayback}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      )}
    </section>
  );
}
