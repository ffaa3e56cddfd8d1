import { useCallback, useEffect, useRef, useState } from 'react';

export const FAKE_PAYMENT_DELAY_MS = 2000;

/**
 * The faked payment: `pay()` starts a 2 s "processing" wait, then calls `onPaid`. A second `pay()` while one is
 * pending does nothing, and leaving the page (unmounting) cancels the pending payment.
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
    },
    [],
  );

  const pay = useCallback(() => {
    if (timer.current !== null) return;
    setProcessing(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      onPaidRef.current();
    }, delay);
  }, [delay]);

  return { processing, pay };
}
