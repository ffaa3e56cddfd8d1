import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogApi } from './catalogApi';

const { matchFulfilled, matchRejected } = catalogApi.endpoints.getCatalog;

/** An answer of the file, success or failure; a request skipped because one was already under way is none. */
function isCatalogAnswer(action: UnknownAction): boolean {
  return matchFulfilled(action) || (matchRejected(action) && !action.meta.condition);
}

/**
 * Whether /data/db.products.json has answered since the store was made. From then on the file decides what the
 * pages show: a prerendered page's snapshot never shows again, not even once the answer has left the cache.
 */
export const catalogAnsweredSlice = createSlice({
  name: 'catalogAnswered',
  initialState: false,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isCatalogAnswer, () => true);
  },
});

/** Whether the file has answered since the store was made. */
export const selectCatalogAnswered = (state: { catalogAnswered: boolean }) => state.catalogAnswered;
