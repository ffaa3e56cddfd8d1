/** 'All needs': no need chosen, every product (spec §9). */
export const ALL_NEEDS = 'All needs';

/** The need categories a product belongs to (spec §9), in the order the filters list them. */
export const NEEDS = [
  'Protects',
  'Regenerates',
  'Revitalizes',
  'Feeds',
  'Regulates',
  'Purifies',
  'Makeup Removal',
  'Exfoliates',
  'Antioxidant',
  'Soothes',
  'Smoothes skin texture',
  'Tones',
  'Anti-waste',
  'Hydrates',
  'Strengthens',
  'Regenerates after UV exposure',
] as const;

export type Need = (typeof NEEDS)[number];
const needs: ReadonlySet<string> = new Set(NEEDS);

/** Whether `value` is a need spelled exactly as the spec does. */
export function isNeed(value: string): value is Need {
  return needs.has(value);
}
