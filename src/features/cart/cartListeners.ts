import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listeners';
import { add, remove, subtract } from './cartSlice';
import { CART_STORAGE_KEY, serialiseCart } from './cartPersistence';

/**
 * Saves the cart after add, subtract and remove. `clear` is deliberately not saved (spec §4): after a payment
 * the stored cart keeps its old lines. `syncedFromStorage` is not saved either: that cart was just read from
 * storage, and saving it again would make the tabs echo each other's writes.
 */
export function addCartListeners(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(add, subtract, remove),
    effect: (_action, listenerApi) => {
      listenerApi.extra.storage.write(CART_STORAGE_KEY, serialiseCart(listenerApi.getState().cart));
    },
  });
}
