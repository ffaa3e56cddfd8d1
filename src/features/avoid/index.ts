// The ingredients a shopper avoids: marked on a product page, said on every card, product page and cart line of a
// product that holds one, hidden from the shop on request, and seen and emptied in one place. Only what pages show
// is here; the list's keeping comes in its own chunk (./avoidFeature.ts), loaded when it is needed (./avoided.ts).
export { AvoidedNote } from './AvoidedNote';
export { AvoidList } from './AvoidList';
export { AvoidToggle } from './AvoidToggle';
export { selectAvoided, selectAvoidListKnown, useAvoidedIn, useAvoidListReady, withAvoidList } from './avoided';
export { avoidedIn, avoidedInProduct, describeAvoided, isAvoided } from './avoidRules';
