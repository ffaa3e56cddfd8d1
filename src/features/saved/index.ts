export {
  savedSlice,
  heartToggled,
  removed,
  movedToCart,
  cartLineSaved,
  savedListRead,
  checkedAgainstCatalogue as savedCheckedAgainstCatalogue,
  selectSavedItems,
  selectIsSaved,
  selectLeftOut,
  isLeftOut,
} from './savedSlice';
export type { SavedItem } from './savedRules';
export { SAVED_LIST_KEY, savedList } from './savedList';
export { describeLeftOut } from './savedCheck';
export { SaveToggle } from './SaveToggle';
export { HeartIcon } from './icons';
export { SavedForLater } from './SavedForLater';
