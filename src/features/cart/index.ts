export {
  add,
  clear,
  remove,
  subtract,
  syncedFromStorage,
  cartSlice,
  emptyCart,
  selectCartCount,
  selectCartItems,
  selectCartTotalPrice,
  selectIsCartEmpty,
  cartRestoreSlice,
  cartNotRestored,
  selectIsCartRestored,
} from './cartSlice';
export type { AddToCartPayload, CartItem, CartState } from './cartSlice';
export { CART_STORAGE_KEY, parseStoredCart, serialiseCart } from './cartPersistence';
export { loadCart } from './cartStorage';
export { syncCartAcrossTabs } from './syncCartAcrossTabs';
export type { CartSyncEvents } from './syncCartAcrossTabs';
export { selectOrderTotals, TRANSACTION_FEE } from './totals';
export { AddToCart } from './AddToCart';
export { CartAnnouncer } from './CartAnnouncer';
export { BuyableProductCard } from './BuyableProductCard';
export { CartPending, EmptyCart } from './EmptyCart';
export { OrderSummary } from './OrderSummary';
