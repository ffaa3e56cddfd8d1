import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listeners';
import { catalogApi, selectKeptCatalog } from '../catalog';
import { movedToCart } from '../saved';
import { checkCart } from './cartCheck';
import { selectCartChecked, selectWithdrawnIds } from './cartCheckSlice';
import { add, checkedAgainstCatalogue, keptCartRead, selectCartItems, selectIsCartFollowed } from './cartSlice';

const { matchFulfilled } = catalogApi.endpoints.getCatalog;

/**
 * Reads the cart against the catalogue file (docs/decisions/0010) when the file answers, and again when lines come in
 * from elsewhere while its answer is kept: another tab's save, or an Add to Cart the painted page took from its
 * snapshot. Says so only when something is new, so the notices and the kept cart change only then; what it finds in
 * a cart followed from another tab's save, with no tap here since, is `followed`: shown, not written back
 * (cartSlice.ts's `keptCartStatusSlice`).
 * Registered on every store (src/app/listeners.ts); returns the function that removes it.
 */
export function addCartCheck(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(matchFulfilled, keptCartRead, add, movedToCart),
    effect: (action, api) => {
      const catalog = matchFulfilled(action) ? action.payload : selectKeptCatalog(api.getState());
      if (!catalog) return;
      const state = api.getState();
      const check = checkCart(selectCartItems(state), catalog.products);
      const sameWithdrawn = check.withdrawn.join('\n') === selectWithdrawnIds(state).join('\n');
      if (selectCartChecked(state) && check.updated.length === 0 && sameWithdrawn) return;
      api.dispatch(checkedAgainstCatalogue(check, selectIsCartFollowed(state)));
    },
  });
}
