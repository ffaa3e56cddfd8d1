import { createSlice } from '@reduxjs/toolkit';
import { isSameId } from '../catalog';
import type { LineChange } from './cartCheck';
import { cartSlice } from './cartSlice';

type CartCheckState = {
  /** Whether the cart has been read against the catalogue file since the store was made. */
  checked: boolean;
  /** The changes the shopper has not yet seen go: kept until the line leaves the cart or the page is left. */
  changes: LineChange[];
  withdrawn: string[];
};

const initialState: CartCheckState = { checked: false, changes: [], withdrawn: [] };

/**
 * What the last reading of the catalogue file found in the cart, beside the cart itself: the cart stays the spec's
 * `{items, totalPrice}`, saved as it is, and the notices live here.
 */
export const cartCheckSlice = createSlice({
  name: 'cartCheck',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // The lines took the file's products (cartSlice); the notices and the withdrawn lines are kept here. A line that
    // changes again keeps one notice, from the price the shopper first had to the file's latest.
    builder.addCase(cartSlice.actions.checkedAgainstCatalogue, (state, action) => {
      const { changes, withdrawn } = action.payload;
      state.checked = true;
      state.withdrawn = withdrawn;
      for (const change of changes) {
        const earlier = state.changes.find((seen) => isSameId(seen.id, change.id));
        if (earlier) Object.assign(earlier, { name: change.name, price: change.price });
        else state.changes.push(change);
      }
      state.changes = state.changes.filter((seen) => seen.price !== seen.was.price || seen.name !== seen.was.name);
    });
  },
  selectors: {
    selectCartChecked: (state) => state.checked,
    selectLineChanges: (state) => state.changes,
    selectWithdrawnIds: (state) => state.withdrawn,
  },
});

export const { selectCartChecked, selectLineChanges, selectWithdrawnIds } = cartCheckSlice.selectors;
