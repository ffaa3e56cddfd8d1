// What's in the jar: the detail fields of a product, the words shoppers read for their values, the EU fragrance
// allergens, the essential oils and the product page's section that shows them. The size and its price per 100 ml
// or g are src/lib/unitPrice.ts, which cards and cart lines use without this feature.
export { ALLERGENS, allergenOf, findAllergens } from './allergens';
export type { Allergen, AllergenSource } from './allergens';
export { DETAIL_FIELDS, FREE_FROM, readDetails, SKIN_TYPES, USE_TIMES } from './details';
export { detailProblems } from './detailChecks';
export type { FreeFrom, HowToUse, KeyIngredient, ProductDetails, SkinType, UseTime } from './details';
export { ESSENTIAL_OILS, findEssentialOils, isEssentialOil } from './essentialOils';
export { inciKey } from '../../lib/inciName';
export { WhatsInTheJar } from './WhatsInTheJar';
export { FREE_FROM_WORDS, SKIN_WORDS, WHEN_WORDS } from './words';
