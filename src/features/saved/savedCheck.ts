import { holdsProduct, isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';
import type { SavedItem } from './savedRules';

/** What reading the catalogue file's answer against the saved list found (`checkSaved`). */
export type SavedCheck = {
  /** The file's products for the saved ones that differ from it in any field: each takes its product whole. */
  updated: Product[];
  /** The saved products the file no longer has, with the name they were saved under (to say which). */
  withdrawn: { id: ProductId; name: string }[];
};

/**
 * The saved list as the catalogue file has it: a saved product takes the file's fields (a new price, a new name), and
 * one the file no longer has is withdrawn. Null when the file changes nothing.
 */
export function checkSaved(items: readonly SavedItem[], products: readonly Product[]): SavedCheck | null {
  const updated: Product[] = [];
  const withdrawn: SavedCheck['withdrawn'] = [];
  for (const item of items) {
    const product = products.find((candidate) => isSameId(candidate.id, item.id));
    if (!product) withdrawn.push({ id: item.id, name: item.name });
    else if (!holdsProduct(item, product)) updated.push(product);
  }
  return updated.length === 0 && withdrawn.length === 0 ? null : { updated, withdrawn };
}

/**
 * What is said of the saved products the catalogue file no longer has, e.g. "Rosehip Glow Oil is no longer available,
 * so it is no longer saved." Said once, when the file answers without them, and shown for the visit.
 */
export function describeLeftOut(names: readonly string[]): string {
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
  return names.length > 1
    ? `${listed} are no longer available, so they are no longer saved.`
    : `${listed} is no longer available, so it is no longer saved.`;
}
