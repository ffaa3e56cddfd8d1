import { useId, useState } from 'react';
import { asset } from '../../app/config';
import { Button } from '../../components/Button/Button';
import styles from './ShopPage.module.css';

/** The membership and cause banner; Learn More opens the details in place. */
export function MembershipBanner() {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <section className={`container ${styles.banner}`} aria-labelledby="membership-title">
      <img
        className={styles.bannerImage}
        src={asset('images/membership.svg')}
        alt=""
        width={1200}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.bannerCopy}>
        <p className="eyebrow">Mossbloom membership</p>
        <h2 id="membership-title">Join the garden, grow a forest</h2>
        <p>Members get free shipping, refills at cost, and with every order we plant a native tree.</p>
        <Button
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          Learn More
        </Button>
        <div id={detailsId} hidden={!open} className={styles.bannerDetails}>
          <p>
            Membership is free. Sign up in any of our studios and bring back your empty glass for refills at cost. Each
            order funds one native tree with our reforestation partners; members see their trees on a yearly map.
          </p>
        </div>
      </div>
    </section>
  );
}
