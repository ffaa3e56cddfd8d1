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
export { CART_STORAGE_KEY, addCartPersistence, loadCart, parseStoredCart, serialiseCart } from './cartPersistence';
export type { CartPersistenceOptions, CartSyncEvents } from './cartPersistence';
export { selectOrderTotals, TRANSACTION_FEE } from './totals';
export { AddToCart } from './AddToCart';
export { CartAnnouncer } from './CartAnnouncer';
export { BuyableProductCard } from './BuyableProductCard';
export { CartPending, EmptyCart } from './EmptyCart';
export { OrderSummary } from './OrderSummary';
