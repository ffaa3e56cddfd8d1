import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { followedOrNot } from '../../lib/followed';
import type { FollowedMeta } from '../../lib/followed';
import { isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';
import type { SavedCheck } from './savedCheck';
import { isSaved, withKept, withToggled, withoutSaved } from './savedRules';
import type { SavedItem } from './savedRules';

type SavedState = {
  /** The products saved for later, in the order saved. */
  items: SavedItem[];
  /** The saved products the catalogue file no longer has, left out of the list: said once, and shown for the visit. */
  leftOut: { id: ProductId; name: string }[];
  /**
   * Whether the list was `followed` from another tab's (or the back/forward cache), with no tap of the shopper's here
   * since: a check of the catalogue file then shows its finding without writing it back.
   */
  followed: boolean;
  /**
   * The products of a followed list that this tab's file does not have: left out here, and kept in storage with the
   * list this tab writes, for the tabs whose file has them.
   */
  keptForOtherTabs: SavedItem[];
};

const initialState: SavedState = { items: [], leftOut: [], followed: false, keptForOtherTabs: [] };

/** The shopper's own tap on the list: it is this tab's to write from now on. */
function tapped(state: SavedState) {
  state.followed = false;
}

/** Whether product `id` is among those the shopper was told are no longer available. */
export const isLeftOut = (leftOut: SavedState['leftOut'], id: ProductId) =>
  leftOut.some((told) => isSameId(told.id, id));

/**
 * The products the shopper saved for later (docs/shopping.md), kept under `saved` by ./savedListListeners.ts. The cart
 * takes `movedToCart` and `cartLineSaved` too (src/features/cart/cartSlice.ts): one action, both lists.
 */
export const savedSlice = createSlice({
  name: 'saved',
  initialState,
  reducers: {
    /** A product's heart: saved, or no longer (./savedRules.ts, the rule the painted page applies too). */
    heartToggled(state, action: PayloadAction<Product>) {
      state.items = withToggled(state.items, action.payload);
      tapped(state);
    },
    /** "Remove … from saved". */
    removed(state, action: PayloadAction<ProductId>) {
      state.items = withoutSaved(state.items, action.payload);
      tapped(state);
    },
    /** "Move … to cart": it leaves the list, and the cart adds it with its quantity by the spec's add rule. */
    movedToCart(state, action: PayloadAction<SavedItem>) {
      state.items = withoutSaved(state.items, action.payload.id);
      tapped(state);
    },
    /** A cart line's "Save … for later": the cart removes the line, which joins the list with its quantity. */
    cartLineSaved(state, action: PayloadAction<SavedItem>) {
      state.items = withKept(state.items, action.payload);
      tapped(state);
    },
    /**
     * The saved list was read: at start-up, or `followed` after another tab saved it or back from the back/forward
     * cache; already checked by `savedList.read` (./savedList.ts). Never written back: that would echo it to other
     * tabs.
     */
    savedListRead: {
      reducer(state, action: PayloadAction<SavedItem[], string, FollowedMeta>) {
        state.items = action.payload;
        state.followed = action.meta.followed;
        state.keptForOtherTabs = [];
      },
      prepare: (items: SavedItem[], followed?: boolean) => followedOrNot(items, followed),
    },
    /**
     * The catalogue file answered (./savedCheck.ts): each saved product it holds differently takes the file's product,
     * keeping its quantity; one it no longer has leaves the list, and is said once. Kept, unless it `followed` another
     * tab's list: that tab's file may differ, and writing this one's reading back would never settle; what such a
     * check leaves out is kept in storage for the other tabs (`keptForOtherTabs`).
     */
    checkedAgainstCatalogue: {
      reducer(state, action: PayloadAction<SavedCheck, string, FollowedMeta>) {
        const { updated, withdrawn } = action.payload;
        for (const product of updated) {
          const index = state.items.findIndex((item) => isSameId(item.id, product.id));
          const item = state.items[index];
          if (item) state.items[index] = { ...product, quantity: item.quantity };
        }
        const isWithdrawn = (item: SavedItem) => withdrawn.some(({ id }) => isSameId(id, item.id));
        if (action.meta.followed) state.keptForOtherTabs.push(...state.items.filter(isWithdrawn));
        state.items = state.items.filter((item) => !isWithdrawn(item));
        state.leftOut.push(...withdrawn.filter(({ id }) => !isLeftOut(state.leftOut, id)));
      },
      prepare: (check: SavedCheck, followed?: boolean) => followedOrNot(check, followed),
    },
  },
  selectors: {
    selectSavedItems: (state) => state.items,
    /** Whether product `id` is saved for later: its heart is pressed. */
    selectIsSaved: (state, id: ProductId) => isSaved(state.items, id),
    selectLeftOut: (state) => state.leftOut,
    selectIsSavedListFollowed: (state) => state.followed,
    selectKeptForOtherTabs: (state) => state.keptForOtherTabs,
  },
});

export const { heartToggled, removed, movedToCart, cartLineSaved, savedListRead, checkedAgainstCatalogue } =
  savedSlice.actions;
export const { selectSavedItems, selectIsSaved, selectLeftOut, selectIsSavedListFollowed, selectKeptForOtherTabs } =
  savedSlice.selectors;
