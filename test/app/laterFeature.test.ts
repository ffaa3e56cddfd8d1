import { describe, expect, it } from '@jest/globals';
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addAppListener } from '../../src/app/listeners';
import { makeStore, rootReducer } from '../../src/app/store';
import { add } from '../../src/features/cart';
import { makeProduct } from '../support/fixtures';

// A feature of a chunk that only some pages load (a wish list, say; the compare list is one the store holds from
// its start), as docs/architecture.md tells to write one:
// nothing of it in src/app/store.ts, src/app/listeners.ts or src/app/storeFeatures.ts.
const compareSlice = createSlice({
  name: 'wishes',
  initialState: [] as string[],
  reducers: {
    compared: (state, { payload }: PayloadAction<string>) => [...state.filter((id) => id !== payload), payload],
  },
});

describe('a feature that comes later, with its chunk', () => {
  it('brings its slice and its listeners to the store already running, beside those it held from its start', () => {
    const store = makeStore();
    store.dispatch(add(makeProduct({ id: 1 })));

    // What the feature's chunk does as it loads: its slice into the store's reducer, its selectors through it.
    const selectCompared = rootReducer.inject(compareSlice).selector((state) => state.wishes);
    const heard: string[] = [];
    store.dispatch(
      addAppListener({
        actionCreator: compareSlice.actions.compared,
        effect: ({ payload }, api) => {
          heard.push(`${payload} with ${String(api.getState().cart.items.length)} in the cart`);
        },
      }),
    );
    store.dispatch(compareSlice.actions.compared('7'));

    expect(selectCompared(store.getState())).toEqual(['7']);
    expect(heard).toEqual(['7 with 1 in the cart']);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('reads as its initial state until an action reaches it', () => {
    const store = makeStore();
    const selectCompared = rootReducer.inject(compareSlice).selector((state) => state.wishes);
    expect(selectCompared(store.getState())).toEqual([]);
  });
});
