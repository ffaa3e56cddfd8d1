import { useId } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { Logo } from '../Logo/Logo';
import { Button } from '../Button/Button';
import styles from './Footer.module.css';

const FOOTER_LISTS = [
  { title: 'Shop', items: ['Serums and oils', 'Cleansers', 'Moisturisers', 'Masks and exfoliants', 'Gift sets'] },
  { title: 'Help Desk', items: ['Shipping and returns', 'Order tracking', 'Skin consultation', 'FAQ', 'Contact us'] },
  {
    title: 'Stores',
    items: ['Lisbon, Rua das Flores 18', 'Amsterdam, Haarlemmerstraat 61', 'Edinburgh, 9 Thistle St'],
  },
] as const;

/** The newsletter box has no behaviour (spec §2): submitting it does nothing, and never reloads the page. */
function ignoreSubmit(event: SyntheticEvent<HTMLFormElement>) {
  event.preventDefault();
}

type FooterProps = {
  /** A line of the store's standing (offline, or that it opens offline), in the last row, where it moves nothing. */
  status?: ReactNode;
};

export function Footer({ status }: FooterProps) {
  const emailId = useId();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.newsletter}`}>
        <div>
          <h2 className={styles.newsletterTitle}>Subscribe to get 10% off your first order</h2>
          <p className={styles.newsletterText}>Seasonal rituals, new botanicals and quiet news. No clutter.</p>
        </div>
        <form className={styles.form} onSubmit={ignoreSubmit} aria-label="Newsletter">
          <label htmlFor={emailId} className="visually-hidden">
            Email address
          </label>
          <input
            id={emailId}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email address"
          />
          <Button type="submit" variant="accent">
            Subscribe
          </Button>
        </form>
      </div>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>Natural facial and skincare, made in small batches with plants we know by name.</p>
          <h2 className={styles.listTitle}>Opening hours</h2>
          <p>Monday to Saturday: 10:30 a.m. to 7 p.m.</p>
        </div>
        {FOOTER_LISTS.map((list) => (
          <div key={list.title}>
            <h2 className={styles.listTitle}>{list.title}</h2>
            <ul className={styles.list}>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>© Mossbloom. Natural facial and skincare.</p>
        {status}
      </div>
    </footer>
  );
}
