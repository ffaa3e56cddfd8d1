import { catalogAnsweredSlice } from './catalogAnswered';
import { catalogApi } from './catalogApi';

// What the catalogue registers on the store, which holds it from its start (src/app/storeFeatures.ts).

/** Its RTK Query API, and whether the file has answered. */
export const slices = [catalogApi, catalogAnsweredSlice] as const;

/** The API's own middleware (its cache's lifetimes and refetches). */
export const middleware = [catalogApi.middleware] as const;
