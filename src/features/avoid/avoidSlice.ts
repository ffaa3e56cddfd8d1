import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { followedOrNot } from '../../lib/followed';
import type { FollowedMeta } from '../../lib/followed';
import { withoutAvoided, withToggled } from './avoidRules';

type AvoidState = {
  /** The ingredients the shopper avoids, in the order marked, named as the products' lists name them. */
  names: string[];
  /** Whether the list has been read from storage into this store: until then, what it avoids is not known. */
  read: boolean;
};

const initialState: AvoidState = { names: [], read: false };

/**
 * The ingredients the shopper avoids (docs/shopping.md), kept under `avoid` by ./avoidFeature.ts. Not in the store
 * from its start: its chunk injects it when a page needs it (src/features/avoid/avoided.ts says when).
 */
export const avoidSlice = createSlice({
  name: 'avoid',
  initialState,
  reducers: {
    /** "Avoid ‹ingredient›", pressed or released (./avoidRules.ts, the rule the painted page applies too). */
    avoidToggled(state, action: PayloadAction<string>) {
      state.names = withToggled(state.names, action.payload);
    },
    /** "Remove ‹ingredient›" from the list, where the list is shown. */
    avoidRemoved(state, action: PayloadAction<string>) {
      state.names = withoutAvoided(state.names, action.payload);
    },
    /** "Empty the list". */
    avoidEmptied(state) {
      state.names = [];
    },
    /**
     * The list was read: when the feature came, or `followed` after another tab kept it or back from the
     * back/forward cache; already checked by `avoidList.read`. Never written back: that would echo it to other tabs.
     */
    avoidListRead: {
      reducer(state, action: PayloadAction<string[], string, FollowedMeta>) {
        state.names = action.payload;
        state.read = true;
      },
      prepare: (names: string[], followed?: boolean) => followedOrNot(names, followed),
    },
  },
  selectors: {
    selectAvoidNames: (state) => state.names,
  },
});

export const { avoidToggled, avoidRemoved, avoidEmptied, avoidListRead } = avoidSlice.actions;

declare module '../../app/lazySlices' {
  // The slice's place in the store's state, which it may not have yet (./avoided.ts reads it so).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- declarations merge into an interface only
  export interface LazyLoadedSlices extends WithSlice<typeof avoidSlice> {}
}
