import { useAppSelector } from '../../app/hooks';
import { catalogApi } from '../catalog';
import { selectCartChecked } from './cartCheckSlice';

/** Where the cart stands against the catalogue file: read against its answer, still waiting for it, or failed. */
export type CartCheckStatus = 'checked' | 'checking' | 'error';

/**
 * Holds the catalogue request while a cart page is shown (the cart is read against each answer: cartCheckListener)
 * and says whether its prices are the file's yet. `retry` asks the file again after a failure.
 */
export function useCartCheck(): { status: CartCheckStatus; retry: () => void } {
  const checked = useAppSelector(selectCartChecked);
  const { isError, refetch } = catalogApi.useGetCatalogQuery(undefined, {
    selectFromResult: (result) => ({ isError: result.isError }),
  });
  return {
    status: checked ? 'checked' : isError ? 'error' : 'checking',
    retry: () => {
      void refetch();
    },
  };
}
