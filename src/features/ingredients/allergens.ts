import { inciKey, ingredientsIn } from '../../lib/inciName';

/** Where an entry comes from: the 26 of Regulation (EC) 1223/2009, or the additions of Regulation (EU) 2023/1545. */
export type AllergenSource = 'annex-iii-2009' | 'regulation-2023-1545';

/** A fragrance allergen the EU has labels name one by one. */
export type Allergen = {
  /** Its name on a label: an INCI name, or the wording the regulation sets for a group of substances. */
  readonly name: string;
  /** Other INCI names under which a list may hold the same substance; each one sourced beside its entry. */
  readonly alsoListedAs: readonly string[];
  readonly source: AllergenSource;
  /** Its entry in Annex III to Regulation (EC) 1223/2009, for the 26 of 2009. */
  readonly annexEntry?: number;
};

function annexIII(annexEntry: number, name: string): Allergen {
  return { name, alsoListedAs: [], source: 'annex-iii-2009', annexEntry };
}

function added(name: string, alsoListedAs: readonly string[] = []): Allergen {
  return { name, alsoListedAs, source: 'regulation-2023-1545' };
}

/**
 * The EU's named fragrance allergens: one table, which every part of the store reads (docs/operators.md).
 *
 * Group 1, the 26 of Annex III to Regulation (EC) 1223/2009, entries 67–92, in their INCI names and entry order
 * (as fragrance suppliers' allergen declarations "according to Annex III, reference numbers 67–92" list them).
 * Entries 79 (Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde) and 83 (Butylphenyl Methylpropional) have since been
 * prohibited (Regulations (EU) 2017/1410 and 2021/1902): they stay, because an older label can still name them.
 *
 * Group 2, the 56 substances Regulation (EU) 2023/1545 adds (labels must name them from 31 July 2026), in the
 * wording labels use, as asdsoftware.com, geal.lv and ipg-fragrances.com each list them (the same 56; SGS's table
 * agrees where it was readable). The regulation's own text on EUR-Lex (CELEX 32023R1545) could be read only up to
 * its recitals, so these are not confirmed against its Annex, nor are:
 * - the Common Ingredients Glossary names the regulation gives each grouped entry (which INCI names fall under
 *   "Rose Flower Oil/Extract", "Jasmine Oil/Extract", "Citrus Aurantium Peel Oil"…): only the few in
 *   `alsoListedAs` below are sourced; Rosa Damascena Flower Oil, Citrus Aurantium Dulcis Peel Oil, Citrus Aurantium
 *   Amara Flower Oil and the like are not, so a list holding them is matched by the allergens it names beside them;
 * - the new names it gives the 26 it replaces or groups, which is why group 1 keeps the 2009 names;
 * - "6-Methyl Coumarin", which SGS's table marks "new" but no other source lists among the 56: left out.
 */
export const ALLERGENS: readonly Allergen[] = [
  annexIII(67, 'Amyl Cinnamal'),
  annexIII(68, 'Benzyl Alcohol'),
  annexIII(69, 'Cinnamyl Alcohol'),
  annexIII(70, 'Citral'),
  annexIII(71, 'Eugenol'),
  annexIII(72, 'Hydroxycitronellal'),
  annexIII(73, 'Isoeugenol'),
  annexIII(74, 'Amylcinnamyl Alcohol'),
  annexIII(75, 'Benzyl Salicylate'),
  annexIII(76, 'Cinnamal'),
  annexIII(77, 'Coumarin'),
  annexIII(78, 'Geraniol'),
  annexIII(79, 'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde'),
  annexIII(80, 'Anise Alcohol'),
  annexIII(81, 'Benzyl Cinnamate'),
  annexIII(82, 'Farnesol'),
  annexIII(83, 'Butylphenyl Methylpropional'),
  annexIII(84, 'Linalool'),
  annexIII(85, 'Benzyl Benzoate'),
  annexIII(86, 'Citronellol'),
  annexIII(87, 'Hexyl Cinnamal'),
  annexIII(88, 'Limonene'),
  annexIII(89, 'Methyl 2-Octynoate'),
  annexIII(90, 'Alpha-Isomethyl Ionone'),
  annexIII(91, 'Evernia Prunastri Extract'),
  annexIII(92, 'Evernia Furfuracea Extract'),

  added('3-Propylidenephthalide'),
  added('Acetyl Cedrene'),
  added('Alpha-Terpinene'),
  added('Amyl Salicylate'),
  added('Anethole'),
  added('Benzaldehyde'),
  added('Beta-Caryophyllene'),
  added('Camphor'),
  added('Carvone'),
  added('Dimethyl Phenethyl Acetate'),
  added('Eugenyl Acetate'),
  added('Geranyl Acetate'),
  added('Hexadecanolactone'),
  added('Hexamethylindanopyran'),
  added('Isoeugenyl Acetate'),
  added('Linalyl Acetate'),
  added('Menthol'),
  added('Methyl Salicylate'),
  added('Pinene'),
  added('Rose Ketones'),
  added('Salicylaldehyde'),
  added('Santalol'),
  added('Sclareol'),
  added('Terpineol'),
  added('Terpinolene'),
  added('Tetramethyl Acetyloctahydronaphthalenes'),
  added('Trimethylbenzenepropanol'),
  added('Trimethylcyclopentenyl Methylisopentenol'),
  added('Turpentine'),
  added('Vanillin'),
  added('Cananga Odorata Oil/Extract'),
  added('Cedrus Atlantica Oil/Extract'),
  added('Cinnamomum Cassia Leaf Oil'),
  added('Cinnamomum Zeylanicum Bark Oil'),
  added('Citrus Aurantium Bergamia Peel Oil'),
  added('Citrus Aurantium Flower Oil'),
  // incibeauty.com lists Citrus Aurantium Peel Oil Expressed as labelled "Citrus Aurantium Peel Oil".
  added('Citrus Aurantium Peel Oil', ['Citrus Aurantium Peel Oil Expressed']),
  added('Citrus Limon Peel Oil'),
  // ECHA's Annex III list (poisoncentres.echa.europa.eu): the entry covers the extractives of Eucalyptus globulus,
  // essential oils included, labelled "Eucalyptus Globulus Oil"; the leaf's essential oil is one of them.
  added('Eucalyptus Globulus Oil', ['Eucalyptus Globulus Leaf Oil']),
  added('Eugenia Caryophyllus Oil'),
  added('Jasmine Oil/Extract'),
  added('Juniperus Virginiana Oil'),
  added('Laurus Nobilis Leaf Oil'),
  // incibeauty.com puts Lavandula Angustifolia Extract (EC 289-995-2) under "Lavandula Oil/Extract" (III/360); ECHA
  // defines EC 289-995-2 as the extractives of Lavandula angustifolia, essential oils included.
  added('Lavandula Oil/Extract', ['Lavandula Angustifolia Oil', 'Lavandula Angustifolia Extract']),
  added('Lemongrass Oil'),
  added('Lippia Citriodora Absolute'),
  added('Mentha Piperita Oil'),
  added('Mentha Viridis Leaf Oil'),
  added('Myroxylon Pereirae Oil/Extract'),
  // incibeauty.com: Narcissus Jonquilla Flower Oil is labelled "Narcissus Extract".
  added('Narcissus Extract', ['Narcissus Jonquilla Flower Oil']),
  added('Pelargonium Graveolens Flower Oil'),
  added('Pinus Mugo'),
  added('Pinus Pumila'),
  added('Pogostemon Cablin Oil'),
  // incibeauty.com: Rose Extract is labelled "Rose Flower Oil/Extract".
  added('Rose Flower Oil/Extract', ['Rose Extract']),
  added('Santalum Album Oil'),
];

/** Each name an ingredient list may use, by its key, to the allergen it names. */
const BY_KEY: ReadonlyMap<string, Allergen> = new Map(
  ALLERGENS.flatMap((allergen) => [allergen.name, ...allergen.alsoListedAs].map((name) => [inciKey(name), allergen])),
);
const KEYS: ReadonlySet<string> = new Set(BY_KEY.keys());

/** The allergen an ingredient of a list names, if it names one: the whole INCI name, case and accents aside. */
export function allergenOf(ingredient: string): Allergen | undefined {
  return BY_KEY.get(inciKey(ingredient));
}

/**
 * A product's fragrance allergens, found from its INCI list rather than typed by hand: the ingredients that name one,
 * as the list spells them and in its order. Only a whole name counts, so "Linalyl Acetate" is not "Linalool".
 */
export function findAllergens(ingredients: readonly string[]): string[] {
  return ingredientsIn(ingredients, KEYS);
}
