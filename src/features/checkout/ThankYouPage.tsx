import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/Button/Button';
import styles from './CheckoutPage.module.css';

export function ThankYouPage() {
  return (
    <div className={`container ${styles.thanks}`}>
      <svg
        className={styles.thanksMark}
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="32" fill="#dce6d3" />
        <path
          d="M20 33l8 8 16-18"
          fill="none"
          stroke="#1e3b2f"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>Fake Payment Successful!</h1>
      <p>Thank you for your order. Your skincare products will be processed soon.</p>
      <ButtonLink to={paths.home}>Back to Home</ButtonLink>
    </div>
  );
}
