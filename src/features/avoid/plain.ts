// The avoid list's rules without React or CSS, for what another feature needs outside the page: the routine finder's
// rules (src/features/routine/routineRules.ts), which the catalogue check loads in Node. The pages use ./index.ts.
export { avoidedIn } from './avoidRules';
