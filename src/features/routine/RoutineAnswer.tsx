import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { asset } from '../../app/config';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { buttonClassName } from '../../components/Button/Button';
import { Price } from '../../components/Price/Price';
import { SizeAndUnitPrice } from '../../components/Price/SizeAndUnitPrice';
import { announce } from '../../lib/liveRegion';
import { formatMoney } from '../../lib/money';
import { sizeOf } from '../../lib/size';
import { AvoidedNote } from '../avoid';
import { add } from '../cart';
import { useWholeCatalogue } from '../catalog';
import { SKIN_WORDS } from '../ingredients/plain';
import { Waiting } from './RoutineChoices';
import { amountPerUse, findRoutine, routineCost, routineProducts, STEP_WORDS } from './routineRules';
import type { Answers, Routine, Step } from './routineRules';
import styles from './RoutineAnswer.module.css';

const listed = new Intl.ListFormat('en', { type: 'conjunction' });

function StepItem({ step, weekly = false }: { step: Step; weekly?: boolean }) {
  const words = STEP_WORDS[step.step];
  if (step.product === null) {
    return (
      <li className={styles.step}>
        <span className={styles.stepName}>{words.heading}</span>
        <p className={styles.unfilled}>{step.unfilled}.</p>
      </li>
    );
  }
  const { product } = step;
  const size = sizeOf(product);
  return (
    <li className={styles.step}>
      <span className={styles.stepName}>{words.heading}</span>
      <img
        className={styles.picture}
        src={asset(`images/${product.image}`)}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.about}>
        <Link to={paths.product(product.id)} className={styles.name}>
          {product.name}
        </Link>
        <p className={styles.price}>
          <Price amount={product.price} />
          {size && (
            <>
              {' · '}
              <SizeAndUnitPrice price={product.price} size={size} />
            </>
          )}
        </p>
        <p className={styles.why}>{step.why}</p>
        {/* A routine shared from a browser without her list may hold what she avoids: it never does so silently. */}
        <AvoidedNote product={product} place="line" />
        {size && (
          <p className={styles.use}>
            {String(amountPerUse(product, step.step))} {size.unit} {weekly ? 'once a week' : 'a use'}
          </p>
        )}
      </div>
    </li>
  );
}

function Steps({ title, steps, weekly }: { title: string; steps: readonly Step[]; weekly?: Step }) {
  const id = `routine-${title.toLowerCase()}`;
  return (
    <section className={styles.time} aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <StepItem key={step.step} step={step} />
        ))}
        {weekly && <StepItem step={weekly} weekly />}
      </ol>
    </section>
  );
}

/** "about $1.02 a day", with the products whose size is not given left out, by name. */
function perDayWords(routine: Routine): string {
  const cost = routineCost(routine);
  const day = `about ${formatMoney(cost.perDay)} a day`;
  return cost.perDayComplete ? day : `${day}, without the ${listed.format(cost.withoutSize.map(({ name }) => name))}`;
}

/**
 * The routine the answers ask for, from the whole catalogue (./routineRules.ts): a Morning and an Evening list of
 * steps, each a product with its size, price, price per 100 ml and why, or the reason none fits; the total and the
 * cost of a day; and "Add the routine to the cart", each product through the cart's add, said once for all. Its
 * heading takes the focus as it shows, so the answer is where the shopper and a screen reader are.
 */
export function RoutineAnswer({ answers }: { answers: Answers }) {
  const dispatch = useAppDispatch();
  const { products, status, refetch } = useWholeCatalogue();
  const routine = useMemo(
    () => (status === 'ready' ? findRoutine(products, answers) : undefined),
    [status, products, answers],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const [added, setAdded] = useState<Routine | null>(null);

  // A new answer (a tap of "Show my routine", a URL opened) takes the focus and comes into view, at once: the router
  // has just put the finder's top at the top. Back and Forward leave the page where the router put it back.
  const { key } = useLocation();
  const cameBack = useNavigationType() === NavigationType.Pop && key !== 'default';
  useEffect(() => {
    const shown = heading.current;
    if (!routine || !shown || cameBack) return undefined;
    shown.focus({ preventScroll: true });
    const bringIntoView = () => {
      shown.scrollIntoView({ block: 'start' });
    };
    bringIntoView();
    // A page opened at `#routine` is held at the finder's top by the browser until it has loaded: then, the routine.
    if (document.readyState === 'complete') return undefined;
    window.addEventListener('load', bringIntoView, { once: true });
    return () => {
      window.removeEventListener('load', bringIntoView);
    };
    // How it came changes only with `key`, a new entry: the dependency adds no run of its own.
  }, [routine, key, cameBack]);

  if (status === 'error') {
    return (
      <Waiting failed="The products could not be loaded, so no routine can be made." retry={() => void refetch()} />
    );
  }
  if (!routine) return <Waiting retry={() => void refetch()} />;

  const chosen = routineProducts(routine);
  const { total } = routineCost(routine);
  const addAll = () => {
    for (const product of chosen) dispatch(add({ ...product, quantity: 1 }));
    // The cart's announcer has said each add; one sentence for all replaces them before a screen reader reads any.
    const count = chosen.length;
    announce(
      document,
      count === 1
        ? 'The product of your routine is in your cart.'
        : `The ${String(count)} products of your routine are in your cart.`,
    );
    setAdded(routine);
  };
  const skin = answers.skin === null ? '' : ` for ${SKIN_WORDS[answers.skin].toLowerCase()} skin`;
  return (
    <section className={styles.answer} aria-labelledby="routine-answer-title">
      <h3 id="routine-answer-title" ref={heading} tabIndex={-1}>
        Your routine{skin}
      </h3>
      <div className={styles.times}>
        {routine.morning && <Steps title="Morning" steps={routine.morning} />}
        {routine.evening && <Steps title="Evening" steps={routine.evening} weekly={routine.weekly} />}
      </div>
      {chosen.length > 0 && (
        <div className={styles.total}>
          <p>
            <strong>
              Total <Price amount={total} />
            </strong>{' '}
            for {chosen.length} product{chosen.length === 1 ? '' : 's'}, {perDayWords(routine)}.
          </p>
          <button type="button" className={buttonClassName('accent')} onClick={addAll}>
            Add the routine to the cart
          </button>
          {added === routine && (
            <p className={styles.added}>
              Added. <Link to={paths.cart}>See your cart</Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
