import { describeAvoided } from './avoidRules';
import { useAvoidedIn } from './avoided';
import styles from './AvoidedNote.module.css';

type AvoidedNoteProps = {
  /** The product, with its ingredient list if the catalogue gives one. */
  product: object;
  /** Where it sits: over a picture's foot (a card, the product page), or on a line of its own (a cart line). */
  place: 'picture' | 'line';
};

/**
 * "Contains Linalool, which you avoid": what a card, the product page and a cart line say of a product whose list
 * holds an ingredient the shopper avoids, in words. Nothing for any other product, and nothing while the page
 * hydrates: the prerendered page cannot know the list.
 */
export function AvoidedNote({ product, place }: AvoidedNoteProps) {
  const names = useAvoidedIn(product);
  if (names.length === 0) return null;
  return <p className={`${styles.note} ${styles[place]}`}>{describeAvoided(names)}</p>;
}
