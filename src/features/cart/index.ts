export {
  add,
  clear,
  remove,
  subtract,
  checkedAgainstCatalogue,
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
export { checkCart } from './cartCheck';
export type { CartCheck, LineChange } from './cartCheck';
export { cartCheckSlice, selectCartChecked, selectLineChanges, selectWithdrawnIds } from './cartCheckSlice';
export { checkCartAgainstCatalogue } from './cartCheckListener';
export { CART_STORAGE_KEY, addCartPersistence, loadCart, parseStoredCart, serialiseCart } from './cartPersistence';
export type { CartPersistenceOptions, CartSyncEvents } from './cartPersistence';
export { selectCartLines, selectOrderTotals, selectPayableItems, TRANSACTION_FEE } from './totals';
export type { CartLine } from './totals';
export { AddToCart } from './AddToCart';
export { CartAnnouncer } from './CartAnnouncer';
export { BuyableProductCard } from './BuyableProductCard';
export { CartPending, EmptyCart } from './EmptyCart';
export { LineNotice } from './LineNotice';
export { useCartCheck } from './useCartCheck';
export type { CartCheckStatus } from './useCartCheck';
export { useCartShown } from './useCartShown';
export { OrderSummary } from './OrderSummary';
