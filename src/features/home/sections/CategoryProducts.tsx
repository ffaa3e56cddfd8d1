import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/Status/Status';
import { ATTR_NEED_CHOICE, ATTR_SHOWN_FOR } from '../../../lib/pageContract';
import { BuyableProductCard } from '../../cart';
import { useProducts } from '../../catalog';
import type { Product } from '../../catalog';
import { ALL_NEEDS, CATEGORIES, NEED_PAINTED_AHEAD, productsForCategory } from '../homeContent';
import type { Category } from '../homeContent';
import { needListName, shownFor } from '../needChoice';
import styles from './Sections.module.css';

/** How many cards of a category render with the click; the rest follow in a transition. */
const FIRST_CARDS = 24;
const NONE: readonly Product[] = [];

/** Each choice's products, by the home page's rule (productsForCategory). */
function choicesOf(products: readonly Product[]): ReadonlyMap<Category, readonly Product[]> {
  return new Map(CATEGORIES.map((choice) => [choice, productsForCategory(products, choice)]));
}

/** Which choices each product shows for. */
function choicesByProduct(lists: ReadonlyMap<Category, readonly Product[]>): ReadonlyMap<Product, Category[]> {
  const found = new Map<Product, Category[]>();
  for (const [choice, list] of lists) {
    for (const product of list) found.set(product, [...(found.get(product) ?? []), choice]);
  }
  return found;
}

export function CategoryProducts() {
  const [category, setCategory] = useState<Category>(ALL_NEEDS);
  // The tapped need is pressed in the tap's own frame; its products follow in a render of their own, the list
  // dimmed meanwhile.
  const listed = useDeferredValue(category);
  const stale = listed !== category;
  // The catalogue once it answers; before, what the page painted: its first products and the first of each need.
  const { products, status, refetch } = useProducts();
  const settled = status === 'ready';
  const lists = useMemo(() => choicesOf(products), [products]);
  const choices = useMemo(() => choicesByProduct(lists), [lists]);
  const shown = lists.get(listed) ?? NONE;
  // A large category shows its first cards at once and the rest in a transition right after, so the switch answers
  // the click at once and stays interruptible by the next one.
  const [rendered, setRendered] = useState({ list: shown, count: FIRST_CARDS });
  if (rendered.list !== shown) setRendered({ list: shown, count: FIRST_CARDS });
  const complete = rendered.count >= shown.length;
  useEffect(() => {
    if (complete) return;
    startTransition(() => {
      setRendered((current) => (current.list === shown ? { list: shown, count: shown.length } : current));
    });
  }, [complete, shown]);
  // The list holds the choice's products and, hidden, the first of every other choice: a tap on a need shows them at
  // once, on the painted page too (./needsOnThePaintedPage.ts), each marked with the choices it shows for.
  const cards = useMemo(() => {
    const showing = new Set(shown.slice(0, rendered.count));
    const ahead = new Set([...lists.values()].flatMap((list) => list.slice(0, NEED_PAINTED_AHEAD)));
    return products
      .filter((product) => showing.has(product) || ahead.has(product))
      .map((product) => ({
        product,
        hidden: !showing.has(product),
        shownFor: shownFor(choices.get(product) ?? []),
      }));
  }, [products, lists, choices, shown, rendered.count]);
  // Before the catalogue answers, a need with as many products painted as the page carries may have more.
  const mayHaveMore = settled
    ? []
    : CATEGORIES.filter((choice) => choice !== ALL_NEEDS && (lists.get(choice)?.length ?? 0) >= NEED_PAINTED_AHEAD);
  const withProducts = CATEGORIES.filter((choice) => (lists.get(choice)?.length ?? 0) > 0);
  const without = CATEGORIES.filter((choice) => !withProducts.includes(choice));

  return (
    <section className={`section ${styles.tinted}`} aria-labelledby="needs-title">
      <div className="container">
        <p className="eyebrow">Shop by need</p>
        <h2 id="needs-title">What does your skin ask for?</h2>
        <div className={styles.chipsBar}>
          <ul className={styles.chips} aria-label="Skin needs">
            {CATEGORIES.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={name === category}
                  {...{ [ATTR_NEED_CHOICE]: name }}
                  onClick={() => {
                    setCategory(name);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={stale ? styles.stale : undefined} aria-busy={stale || undefined}>
          {status === 'error' ? (
            <ErrorNotice message="Error loading products" onRetry={() => void refetch()} />
          ) : !settled && products.length === 0 ? (
            <Loading />
          ) : (
            <>
              <ul
                className={styles.grid}
                aria-label={needListName(listed)}
                hidden={shown.length === 0}
                {...{ [ATTR_SHOWN_FOR]: shownFor(withProducts) }}
              >
                {cards.map(({ product, hidden, shownFor: choicesShown }) => (
                  <li key={String(product.id)} hidden={hidden} {...{ [ATTR_SHOWN_FOR]: choicesShown }}>
                    <BuyableProductCard product={product} />
                  </li>
                ))}
              </ul>
              <div
                className={styles.noItems}
                role="status"
                hidden={shown.length > 0}
                {...{ [ATTR_SHOWN_FOR]: shownFor(without) }}
              >
                <h3>No Items found!</h3>
                <p>This category will be available shortly. Explore other products. Happy shopping!</p>
              </div>
              {!settled && (
                <div hidden={!mayHaveMore.includes(listed)} {...{ [ATTR_SHOWN_FOR]: shownFor(mayHaveMore) }}>
                  <Loading />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
