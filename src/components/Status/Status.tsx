import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import styles from './Status.module.css';

type LoadingProps = { children?: ReactNode };

/** The loading text of every product list: 'Products loading...'. */
export function Loading({ children = 'Products loading...' }: LoadingProps) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}

type ErrorNoticeProps = { message: string; onRetry?: () => void };

/** A failed load: the spec's message for the place, and a way to ask again. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <div role="alert" className={`${styles.status} ${styles.error}`}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
