export {
  add,
  clear,
  remove,
  subtract,
  checkedAgainstCatalogue,
  keptCartRead,
  cartSlice,
  selectCartCount,
  selectCartItems,
  selectCartTotalPrice,
  selectIsCartEmpty,
  keptCartStatusSlice,
  keptCartNotRead,
  selectIsKeptCartRead,
} from './cartSlice';
export { DEFAULT_QUANTITY, emptyCart, isQuantity, withAdded } from './cartRules';
export type { AddToCartPayload, CartItem, CartState } from './cartRules';
export { checkCart } from './cartCheck';
export type { CartCheck, LineChange } from './cartCheck';
export { cartCheckSlice, selectCartChecked, selectLineChanges, selectWithdrawnIds } from './cartCheckSlice';
export { CART_KEY, keptCart } from './keptCart';
export { selectCartLines, selectOrderTotals, selectPayableItems, TRANSACTION_FEE } from './totals';
export type { CartLine } from './totals';
export { AddToCart } from './AddToCart';
export { CartAnnouncer } from './CartAnnouncer';
export { BuyableProductCard } from './BuyableProductCard';
export { CartPlace } from './CartPlace';
export { LineNotice } from './LineNotice';
export { useCartCheck } from './useCartCheck';
export type { CartCheckStatus } from './useCartCheck';
export { useCartShown } from './useCartShown';
export { OrderSummary } from './OrderSummary';
export { addToKeptCart } from './paintedCartTaps';
