import { inciKey, ingredientsIn } from '../../lib/inciName';

/**
 * Essential oils by INCI name: the volatile, scented oils distilled or pressed from a plant, which an
 * "essential-oil free" claim rules out. Fixed (carrier) oils are not here, however "Oil" they are named: Rosa Canina
 * Fruit Oil, Simmondsia Chinensis Seed Oil, Argania Spinosa Kernel Oil, Helianthus Annuus Seed Oil, Squalane… Nor
 * are floral waters (Rosa Damascena Flower Water): they are sold and labelled as waters. The fragrance allergens'
 * label names for essential oils and absolutes (allergens.ts: every one that names an oil or an absolute, a test
 * holds the two tables so) are here too, as a list may use them instead of the INCI name.
 */
export const ESSENTIAL_OILS: readonly string[] = [
  'Anthemis Nobilis Flower Oil',
  'Boswellia Carterii Oil',
  'Cananga Odorata Flower Oil',
  'Cananga Odorata Oil/Extract',
  'Cedrus Atlantica Bark Oil',
  'Cedrus Atlantica Oil/Extract',
  'Chamomilla Recutita Flower Oil',
  'Cinnamomum Cassia Leaf Oil',
  'Cinnamomum Zeylanicum Bark Oil',
  'Cinnamomum Zeylanicum Leaf Oil',
  'Citrus Aurantifolia Oil',
  'Citrus Aurantium Amara Flower Oil',
  'Citrus Aurantium Amara Leaf/Twig Oil',
  'Citrus Aurantium Amara Peel Oil',
  'Citrus Aurantium Bergamia Peel Oil',
  'Citrus Aurantium Dulcis Peel Oil',
  'Citrus Aurantium Flower Oil',
  'Citrus Aurantium Peel Oil',
  'Citrus Aurantium Peel Oil Expressed',
  'Citrus Grandis Peel Oil',
  'Citrus Limon Peel Oil',
  'Citrus Nobilis Peel Oil',
  'Citrus Paradisi Peel Oil',
  'Citrus Reticulata Peel Oil',
  'Commiphora Myrrha Oil',
  'Cupressus Sempervirens Oil',
  'Cymbopogon Flexuosus Oil',
  'Eucalyptus Globulus Leaf Oil',
  'Eucalyptus Globulus Oil',
  'Eugenia Caryophyllus Bud Oil',
  'Eugenia Caryophyllus Leaf Oil',
  'Eugenia Caryophyllus Oil',
  'Helichrysum Italicum Flower Oil',
  'Jasmine Oil/Extract',
  'Jasminum Officinale Oil',
  'Juniperus Communis Fruit Oil',
  'Juniperus Virginiana Oil',
  'Laurus Nobilis Leaf Oil',
  'Lavandula Angustifolia Oil',
  'Lavandula Hybrida Oil',
  'Lavandula Latifolia Herb Oil',
  'Lavandula Oil/Extract',
  'Lemongrass Oil',
  'Lippia Citriodora Absolute',
  'Litsea Cubeba Fruit Oil',
  'Melaleuca Alternifolia Leaf Oil',
  'Mentha Piperita Oil',
  'Mentha Viridis Leaf Oil',
  'Myroxylon Pereirae Oil/Extract',
  'Narcissus Jonquilla Flower Oil',
  'Ocimum Basilicum Oil',
  'Pelargonium Graveolens Flower Oil',
  'Pelargonium Graveolens Oil',
  'Pinus Sylvestris Leaf Oil',
  'Pogostemon Cablin Oil',
  'Rosa Centifolia Flower Oil',
  'Rosa Damascena Flower Oil',
  'Rose Flower Oil/Extract',
  'Rosmarinus Officinalis Leaf Oil',
  'Salvia Sclarea Oil',
  'Santalum Album Oil',
  'Thymus Vulgaris Oil',
  'Vetiveria Zizanoides Root Oil',
  'Zingiber Officinale Root Oil',
];

const KEYS: ReadonlySet<string> = new Set(ESSENTIAL_OILS.map(inciKey));

/** Whether an ingredient, by its whole INCI name (case and accents aside), is an essential oil of the table. */
export function isEssentialOil(ingredient: string): boolean {
  return KEYS.has(inciKey(ingredient));
}

/** The essential oils of an INCI list, as it spells them, in its order. */
export function findEssentialOils(ingredients: readonly string[]): string[] {
  return ingredientsIn(ingredients, KEYS);
}
