import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AvoidToggle, useAvoidListReady } from '../avoid';
import { allergenOf } from './allergens';
import { readDetails } from './details';
import type { ProductDetails } from './details';
import { FREE_FROM_WORDS, SKIN_WORDS, WHEN_WORDS } from './words';
import styles from './WhatsInTheJar.module.css';

/** Whether the product says anything of what is in it: a product that says nothing shows no section at all. */
function saysAnything({ ingredients, keyIngredients, skinTypes, freeFrom, vegan, howToUse }: ProductDetails) {
  return [ingredients, keyIngredients, skinTypes, howToUse].some(Boolean) || (freeFrom?.length ?? 0) > 0 || vegan;
}

/**
 * The full list in label order, each fragrance allergen the EU names said so in words, and each with its "Avoid"
 * toggle: an ingredient the shopper avoids is then named on every card, page and cart line of a product with it.
 */
function Ingredients({ ingredients }: { ingredients: readonly string[] }) {
  useAvoidListReady();
  const hasAllergens = ingredients.some((ingredient) => allergenOf(ingredient));
  return (
    <>
      <h3>Ingredients</h3>
      <p className={styles.note}>
        Avoid an ingredient, and the shop names it on every product that contains it. Your list is in the{' '}
        <Link to={paths.avoided}>shop</Link>.
      </p>
      <ol className={styles.inci}>
        {ingredients.map((ingredient, index) => (
          <li key={index}>
            <span>
              {ingredient}
              {allergenOf(ingredient) && <span className={styles.allergen}> (allergen)</span>}
            </span>
            <AvoidToggle ingredient={ingredient} />
          </li>
        ))}
      </ol>
      {hasAllergens && <p className={styles.note}>Allergen: a fragrance allergen that EU law asks labels to name.</p>}
    </>
  );
}

/**
 * What's in the jar, on the product page: its key ingredients and what each does, the skin it suits, what it is free
 * from, how to use it, and the full ingredient list with its allergens. Each part only when the catalogue gives it;
 * nothing at all when it gives none. Headings and lists a screen reader can walk; prerendered, so it reads without
 * script.
 */
export function WhatsInTheJar({ product }: { product: object }) {
  const details = readDetails(product);
  if (!saysAnything(details)) return null;
  const { ingredients, keyIngredients, skinTypes, freeFrom = [], vegan, howToUse } = details;
  const claims = [...freeFrom.map((word) => `Free from ${FREE_FROM_WORDS[word].toLowerCase()}`)];
  if (vegan) claims.push('Vegan');
  return (
    <section className={styles.jar} aria-labelledby="jar-title">
      <h2 id="jar-title">What’s in the jar</h2>
      {keyIngredients && (
        <>
          <h3>Key ingredients</h3>
          <dl className={styles.keys}>
            {keyIngredients.map(({ name, does }, index) => (
              <div key={index}>
                <dt>{name}</dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {skinTypes && (
        <>
          <h3>For skin that is</h3>
          <ul className={styles.tags}>
            {skinTypes.map((type, index) => (
              <li key={index}>{SKIN_WORDS[type]}</li>
            ))}
          </ul>
        </>
      )}
      {claims.length > 0 && (
        <>
          <h3>Claims</h3>
          <ul className={styles.tags}>
            {claims.map((claim, index) => (
              <li key={index}>{claim}</li>
            ))}
          </ul>
        </>
      )}
      {howToUse && (
        <>
          <h3>How to use</h3>
          <p className={styles.when}>{WHEN_WORDS[howToUse.when]}</p>
          <ol className={styles.steps}>
            {howToUse.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {ingredients && <Ingredients ingredients={ingredients} />}
    </section>
  );
}
