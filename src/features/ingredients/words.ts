import type { FreeFrom, SkinType, UseTime } from './details';

// How the store says the detail fields' values to shoppers: the product page, the shop's filters.

export const SKIN_WORDS: Readonly<Record<SkinType, string>> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

export const FREE_FROM_WORDS: Readonly<Record<FreeFrom, string>> = {
  fragrance: 'Fragrance',
  'essential-oils': 'Essential oils',
  alcohol: 'Drying alcohol',
  silicones: 'Silicones',
  sulphates: 'Sulphates',
  parabens: 'Parabens',
};

export const WHEN_WORDS: Readonly<Record<UseTime, string>> = {
  morning: 'In the morning',
  evening: 'In the evening',
  both: 'Morning and evening',
};
