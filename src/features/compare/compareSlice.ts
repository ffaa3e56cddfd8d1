import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { followedOrNot } from '../../lib/followed';
import type { FollowedMeta } from '../../lib/followed';
import { isCompared, withoutCompared, withToggled } from './compareRules';

type CompareState = {
  /** The ids of the products chosen to compare, as text, in the order chosen (at most `MAX_COMPARED`). */
  ids: string[];
  /** Whether the list has been read from storage into this store: until then, how many is not known. */
  read: boolean;
};

const initialState: CompareState = { ids: [], read: false };

/**
 * The products the shopper chose to compare (docs/architecture.md, "Compare"), kept under `compare` by
 * ./compareListeners.ts. Small, and in the store from its start: every card and every page's header show it; the
 * comparison itself comes in its own chunk.
 */
export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    /** "Compare ‹name›", pressed or released; a fourth is refused (./compareRules.ts, as on the painted page). */
    compareToggled(state, action: PayloadAction<string>) {
      state.ids = withToggled(state.ids, action.payload);
    },
    /** "Remove ‹name›" in the comparison. */
    compareRemoved(state, action: PayloadAction<string>) {
      state.ids = withoutCompared(state.ids, action.payload);
    },
    /**
     * The list was read: once the store is booted, or `followed` after another tab kept it or back from the
     * back/forward cache; already checked by `compareList.read`. Never written back: that would echo it to other tabs.
     */
    compareListRead: {
      reducer(state, action: PayloadAction<string[], string, FollowedMeta>) {
        state.ids = action.payload;
        state.read = true;
      },
      prepare: (ids: string[], followed?: boolean) => followedOrNot(ids, followed),
    },
    /** The catalogue file answered without these products: they leave the list, quietly (nothing was bought). */
    comparedWithdrawn(state, action: PayloadAction<string[]>) {
      state.ids = state.ids.filter((id) => !action.payload.includes(id));
    },
  },
  selectors: {
    selectComparedIds: (state) => state.ids,
    /** Whether product `id` is chosen: its toggle is pressed. */
    selectIsCompared: (state, id: string) => isCompared(state.ids, id),
    /** How many are chosen; null until the list is read (the prerendered page cannot know). */
    selectComparedCount: (state) => (state.read ? state.ids.length : null),
  },
});

export const { compareToggled, compareRemoved, compareListRead, comparedWithdrawn } = compareSlice.actions;
export const { selectComparedIds, selectIsCompared, selectComparedCount } = compareSlice.selectors;
