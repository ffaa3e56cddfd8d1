import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { followedOrNot } from '../../lib/followed';
import type { FollowedMeta } from '../../lib/followed';
import { isSameId } from '../catalog';
import type { ProductId } from '../catalog';
import { cartLineSaved, movedToCart } from '../saved';
import type { CartCheck } from './cartCheck';
import { MIN_QUANTITY, emptyCart, lineQuantity, sumCart, withAdded } from './cartRules';
import type { AddToCartPayload, CartState } from './cartRules';

/** The spec's remove: the line goes whole, and the total is recomputed. */
function removeLine(state: CartState, id: ProductId) {
  state.items = state.items.filter((item) => !isSameId(item.id, id));
  state.totalPrice = sumCart(state.items);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** Already in the cart: one more, whatever quantity was asked for. Otherwise: a new line (./cartRules.ts). */
    add: (state, action: PayloadAction<AddToCartPayload>) => withAdded(state, action.payload),
    /**
     * One fewer; the last one removes the line. The total is recomputed even for an id not in the cart, as after
     * every subtract (spec §4): after a payment cleared the lines, the kept total must not outlive the next change.
     */
    subtract(state, action: PayloadAction<ProductId>) {
      const index = state.items.findIndex((item) => isSameId(item.id, action.payload));
      const line = state.items[index];
      if (line && line.quantity > MIN_QUANTITY) {
        line.quantity -= 1;
      } else if (line) {
        state.items.splice(index, 1);
      }
      state.totalPrice = sumCart(state.items);
    },
    remove(state, action: PayloadAction<ProductId>) {
      removeLine(state, action.payload);
    },
    /** Empties the lines only: by the spec, totalPrice keeps its value and nothing is saved. */
    clear(state) {
      state.items = [];
    },
    /**
     * The catalogue file answered: each line whose product it holds differently takes the file's product (a new
     * price, a new name), keeping its quantity; the total follows. Withdrawn lines stay until the shopper removes
     * them (cartCheckSlice marks them). Kept, like add, subtract and remove (keptCartListeners.ts), unless it
     * `followed` what another tab saved: that tab's file may differ, and writing this one's back would never settle.
     */
    checkedAgainstCatalogue: {
      reducer(state, action: PayloadAction<CartCheck, string, FollowedMeta>) {
        for (const product of action.payload.updated) {
          const index = state.items.findIndex((item) => isSameId(item.id, product.id));
          const line = state.items[index];
          if (line) state.items[index] = { ...product, quantity: line.quantity };
        }
        state.totalPrice = sumCart(state.items);
      },
      prepare: (check: CartCheck, followed?: boolean) => followedOrNot(check, followed),
    },
    /**
     * The kept cart was read: at start-up, or `followed` after another tab saved or back from the back/forward
     * cache; already checked by `keptCart.read` (./keptCart.ts). Never written (keptCartListeners.ts): writing it back
     * would echo it to other tabs.
     */
    keptCartRead: {
      reducer: (_state, action: PayloadAction<CartState, string, FollowedMeta>) => action.payload,
      prepare: (cart: CartState, followed?: boolean) => followedOrNot(cart, followed),
    },
  },
  extraReducers: (builder) => {
    builder
      // A saved product moved to the cart: the spec's add rule, with the quantity it was saved with.
      .addCase(movedToCart, (state, action) => withAdded(state, action.payload))
      // A line saved for later: the spec's remove; the line joins the saved list (src/features/saved).
      .addCase(cartLineSaved, (state, action) => {
        removeLine(state, action.payload.id);
      });
  },
  selectors: {
    selectCartItems: (cart) => cart.items,
    selectCartTotalPrice: (cart) => cart.totalPrice,
    /** The header's count: how many lines the cart has. */
    selectCartCount: (cart) => cart.items.length,
    selectIsCartEmpty: (cart) => cart.items.length === 0,
    /** How many of product `id` the cart holds (0 when it has no such line). */
    selectLineQuantity: (cart, id: ProductId) => lineQuantity(cart, id),
  },
});

export const { add, subtract, remove, clear, checkedAgainstCatalogue, keptCartRead } = cartSlice.actions;
export const { selectCartItems, selectCartTotalPrice, selectCartCount, selectIsCartEmpty, selectLineQuantity } =
  cartSlice.selectors;

/**
 * Whether the kept cart has been read yet: in the browser as soon as the store is made (`booted`), never while the
 * build prerenders; and whether what the cart holds was `followed` from another tab's save (or the back/forward
 * cache), with no tap of the shopper's here since: a check of the catalogue file then shows its finding without
 * writing it back (cartCheckListener.ts). Kept apart so the cart stays `{items, totalPrice}`; a store made with a
 * cart (tests) starts read.
 */
export const keptCartStatusSlice = createSlice({
  name: 'keptCartStatus',
  initialState: { read: true, followed: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(cartSlice.actions.keptCartRead, (state, action) => {
        state.read = true;
        state.followed = action.meta.followed;
      })
      // The shopper's own tap: the cart is this tab's to write from now on.
      .addMatcher(isAnyOf(add, subtract, remove, movedToCart, cartLineSaved), (state) => {
        state.followed = false;
      });
  },
  selectors: {
    selectIsKeptCartRead: (state) => state.read,
    selectIsCartFollowed: (state) => state.followed,
  },
});

export const { selectIsKeptCartRead, selectIsCartFollowed } = keptCartStatusSlice.selectors;

/** The state of a store whose kept cart is still to be read (see `keptCartStatusSlice`). */
export const keptCartNotRead = { read: false, followed: false };
