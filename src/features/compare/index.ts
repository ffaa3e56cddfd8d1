// Compare up to three products: the "Compare ‹name›" toggle on every card and product page, the header's "Compare (n)"
// that opens the comparison (its own chunk, `compare`, loaded at the first intent), and the list kept under `compare`.
export { CompareControl } from './CompareControl';
export { CompareToggle } from './CompareToggle';
export { COMPARE_KEY, compareList } from './compareList';
export { REFUSAL } from './compareRules';
export {
  compareListRead,
  compareRemoved,
  compareToggled,
  selectComparedCount,
  selectComparedIds,
  selectIsCompared,
} from './compareSlice';
