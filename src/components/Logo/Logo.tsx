import styles from './Logo.module.css';

/** The Mossbloom mark (a sprouting leaf) and word mark. */
type LogoProps = { tone?: 'dark' | 'light' };

export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#dce6d3" />
        <path d="M16 26V14" stroke="#1e3b2f" strokeWidth="2" strokeLinecap="round" fill="none" />
        <path d="M16 16c0-5 3.5-8.5 9-9 0 5.5-3.5 9-9 9Z" fill="#3f6b4e" />
        <path d="M16 19c0-4-2.8-7-7.5-7.4 0 4.5 2.9 7.4 7.5 7.4Z" fill="#a9522d" />
      </svg>
      <span className={styles.word}>Mossbloom</span>
    </span>
  );
}
