// @ts-check
// Every container the product pictures use, and which one suits a product type.
import { dropperBottle, pumpBottle, sprayBottle, tallBottle } from './bottles.mjs';
import { jar, tube, tin } from './jars.mjs';

export { FINISHES } from './finishes.mjs';
export { dropperBottle, pumpBottle, sprayBottle, tallBottle } from './bottles.mjs';
export { jar, lidDisc, tin, tube } from './jars.mjs';

/** @typedef {import('./bottles.mjs').Container} Container */
/** @typedef {'dropper' | 'tall' | 'spray' | 'pump' | 'jar' | 'tube' | 'tin'} ContainerKind */
/**
 * @typedef {(pic: import('./picture.mjs').Picture, cx: number, floorY: number,
 *   finish: import('./finishes.mjs').Finish, name: string | null, scale?: number) => Container} DrawContainer
 */

/** @type {Readonly<Record<ContainerKind, DrawContainer>>} */
export const CONTAINERS = {
  dropper: dropperBottle,
  tall: tallBottle,
  spray: sprayBottle,
  pump: pumpBottle,
  jar,
  tube,
  tin,
};

/**
 * The container a product type comes in.
 * @param {string | undefined} type
 * @returns {ContainerKind}
 */
export function containerFor(type) {
  const kind = String(type ?? '').toLowerCase();
  if (/serum|oil|elixir|essence|ampoule/.test(kind)) return 'dropper';
  if (/mist|spray/.test(kind)) return 'spray';
  if (/toner|tonic|lotion|water/.test(kind)) return 'tall';
  if (/lip|salve/.test(kind)) return 'tin';
  if (/eye|sun|spf|exfoliant|scrub|peel|gel/.test(kind)) return 'tube';
  if (/moistur|cream|mask|balm|butter/.test(kind)) return 'jar';
  return 'pump';
}
