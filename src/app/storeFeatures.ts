import * as avoid from '../features/avoid/avoidStart';
import * as cart from '../features/cart/cartFeature';
import * as catalog from '../features/catalog/catalogFeature';
import * as compare from '../features/compare/compareFeature';
import * as saved from '../features/saved/savedFeature';

// The features the store holds from its start: what every page needs before its first tap. Each says in its own
// folder what it registers (`src/features/<feature>/<feature>Feature.ts`: its `slices`, and its `listen` and
// `middleware` if it has them); ./store.ts and ./listeners.ts register them, and name none. A feature that only some
// pages use is not listed: it brings its own with its chunk, its slice by `rootReducer.inject(slice)` and its
// listeners by `dispatch(addAppListener(...))` (docs/architecture.md).

const features = [catalog, cart, saved, compare, avoid] as const;

/** Their slices, each with its own type: the store's state is typed slice by slice. */
export const storeSlices = [
  ...catalog.slices,
  ...cart.slices,
  ...saved.slices,
  ...compare.slices,
  ...avoid.slices,
] as const;
/** Their listeners, started on each store's listener middleware. */
export const storeListeners = features.flatMap((feature) => ('listen' in feature ? [feature.listen] : []));
/** Their middleware, after Redux Toolkit's own. */
export const storeMiddleware = features.flatMap((feature) => ('middleware' in feature ? feature.middleware : []));
