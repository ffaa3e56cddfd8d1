import { rootReducer } from './store';

// The slices that come later, each with its feature's chunk (docs/architecture.md): the store does not hold them from
// its start, and its state types each as one it may not have yet.

/**
 * Each lazy slice declares its place here from its own module (`declare module`, as
 * src/features/avoid/avoidSlice.ts does): Redux Toolkit's way to type a slice injected later.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- declarations merge into an interface only
export interface LazyLoadedSlices {}

/** Where a feature's chunk brings its slice: `slice.injectInto(lazySlices)`, whose selectors read it if it is there. */
export const lazySlices = rootReducer;
