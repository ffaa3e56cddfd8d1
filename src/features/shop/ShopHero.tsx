import { useEffect, useRef, useState } from 'react';
import { asset } from '../../app/config';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';
import { whenIdle } from '../../lib/whenIdle';
import styles from './ShopPage.module.css';

/**
 * The shop's hero video, silent and looping; under reduced motion only its poster shows. The painted page shows the
 * poster and downloads nothing more: the video starts once the store runs, so on a slow phone its 400 KB do not share
 * the line with the app's scripts (with the video autoplaying, the store ran 0.7 s later).
 */
export function ShopHero() {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Whether the shopper wants the video playing: yes, until they press Pause (before the store runs, too). */
  const [playing, setPlaying] = useState(true);
  const poster = asset('images/shop-hero-poster.webp');

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    if (!playing) {
      video.pause();
      return undefined;
    }
    // Once the store's start is done, the taps held meanwhile played (a Pause among them): the main thread is idle.
    return whenIdle(() => {
      // A browser that refuses to play it leaves the poster, and offers Play.
      video.play().catch(() => {
        setPlaying(false);
      });
    });
  }, [playing, reducedMotion]);

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
          muted
          loop
          playsInline
          preload="none"
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
          onClick={() => {
            setPlaying((wanted) => !wanted);
          }}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      )}
    </section>
  );
}
