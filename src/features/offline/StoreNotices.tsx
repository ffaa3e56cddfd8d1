import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button/Button';
import { useOnline } from '../../lib/useOnline';
import { useServiceWorker } from './useServiceWorker';
import styles from './StoreNotices.module.css';

/** A notice's close button. */
function Dismiss({ onDismiss, what }: { onDismiss: () => void; what: string }) {
  return (
    <button type="button" className={styles.dismiss} aria-label={`Dismiss: ${what}`} onClick={onDismiss}>
      ×
    </button>
  );
}

/**
 * The store's own news, said politely at the foot of the screen: offline (prices may have changed), ready to open
 * offline after the first visit, and a new release waiting for the shopper's word. The live regions are there from
 * the first paint, empty, so a screen reader hears what appears in them. A new release is not offered at checkout:
 * nothing changes under a shopper who is paying.
 */
export function StoreNotices() {
  const online = useOnline();
  const { offlineReady, update, applyUpdate } = useServiceWorker();
  const [dismissed, setDismissed] = useState<{ ready: boolean; update: ServiceWorker | null }>({
    ready: false,
    update: null,
  });
  const atCheckout = useLocation().pathname === paths.checkout;
  const offerUpdate = update !== null && dismissed.update !== update && !atCheckout;
  const sayReady = offlineReady && online && !dismissed.ready;

  return (
    <div className={styles.notices}>
      <div role="status" className={styles.slot}>
        {!online && (
          <p className={styles.notice}>You are offline. Prices may have changed since the store was last online.</p>
        )}
        {sayReady && (
          <p className={styles.notice}>
            The store now opens on this device without a connection.
            <Dismiss
              what="works offline"
              onDismiss={() => {
                setDismissed((current) => ({ ...current, ready: true }));
              }}
            />
          </p>
        )}
      </div>
      <div role="status" className={styles.slot}>
        {offerUpdate && (
          <p className={styles.notice}>
            A new version of the store is ready.
            <Button className={styles.action} onClick={applyUpdate}>
              Reload
            </Button>
            <Dismiss
              what="new version"
              onDismiss={() => {
                setDismissed((current) => ({ ...current, update }));
              }}
            />
          </p>
        )}
      </div>
    </div>
  );
}
