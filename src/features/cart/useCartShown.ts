import { useAppSelector } from '../../app/hooks';
import { useHydrated } from '../../lib/useHydrated';
import { selectIsKeptCartRead } from './cartSlice';

/**
 * Whether a page may show the cart's lines: the kept cart is read and the page is not being hydrated. A prerendered
 * page was written without them (storage is the browser's), so while React hydrates it the cart pages render that
 * same placeholder, and the lines come in right after (docs/decisions/0003).
 */
export function useCartShown(): boolean {
  const read = useAppSelector(selectIsKeptCartRead);
  return useHydrated() && read;
}
