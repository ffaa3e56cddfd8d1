import { useCallback, useEffect, useRef, useState } from 'react';

export const FAKE_PAYMENT_DELAY_MS = 2000;

/**
 * The faked payment: `pay()` starts a 2 s "processing" wait, then calls `onPaid` once. A second `pay()` while one
 * is pending does nothing (a double click is one payment), `cancel()` drops a pending payment, and leaving the
 * page (unmounting) cancels it too, so nothing is cleared and no navigation happens afterwards.
 */
export function useFakePayment(onPaid: () => void, delay: number = FAKE_PAYMENT_DELAY_MS) {
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onPaidRef = useRef(onPaid);

  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  const pay = useCallback(() => {
    // A ref, not `processing`: two clicks in the same frame both see the state from before the first one.
    if (timer.current !== null) return;
    setProcessing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      onPaidRef.current();
    }, delay);
  }, [delay]);

  /** Drops a pending payment. Once `onPaid` has run there is nothing left to cancel, and `processing` stays on. */
  const cancel = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    setProcessing(false);
  }, []);

  return { processing, pay, cancel };
}
