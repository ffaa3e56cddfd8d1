export {
  add,
  clear,
  remove,
  subtract,
  checkedAgainstCatalogue,
  syncedFromStorage,
  cartSlice,
  selectCartCount,
  selectCartItems,
  selectCartTotalPrice,
  selectIsCartEmpty,
  cartRestoreSlice,
  cartNotRestored,
  selectIsCartRestored,
} from './cartSlice';
export { DEFAULT_QUANTITY, emptyCart, withAdded } from './cartRules';
export type { AddToCartPayload, CartItem, CartState } from './cartRules';
export { checkCart } from './cartCheck';
export type { CartCheck, LineChange } from './cartCheck';
export { cartCheckSlice, selectCartChecked, selectLineChanges, selectWithdrawnIds } from './cartCheckSlice';
export { CART_STORAGE_KEY, loadCart, parseStoredCart, serialiseCart } from './storedCart';
export type { CartPersistenceOptions } from './cartPersistence';
export type { CartSyncEvents } from './storedCart';
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
export { addToSavedCart, answerPaintedCartTaps } from './paintedCartTaps';
export type { PaintedCartTaps } from './paintedCartTaps';
