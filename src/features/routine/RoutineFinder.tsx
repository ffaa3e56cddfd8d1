import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { basePath } from '../../app/config';
import { buttonClassName } from '../../components/Button/Button';
import { useHydrated } from '../../lib/useHydrated';
import { NEEDS } from '../catalog/plain';
import { FREE_FROM, FREE_FROM_WORDS, SKIN_TYPES, SKIN_WORDS, USE_TIMES } from '../ingredients/plain';
import { Choice, Question, Waiting } from './RoutineChoices';
import type { FinderAtWork } from './FinderAtWork';
import { DEFAULT_WHEN, FIELDS, hasAnswers, MAX_CONCERNS, ROUTINE_SECTION_ID, WHEN_CHOICES } from './routineQuestions';
import styles from './RoutineFinder.module.css';

/** The finder's own chunk: its rules, the form's behaviour and the routine (./FinderAtWork.tsx). */
const loadFinder = () => import(/* webpackChunkName: "routine" */ './FinderAtWork');

/**
 * The finder's chunk once `wanted` (an intent to use the finder, or a URL that holds answers) has brought it;
 * `failed` when it could not come (offline before the first use, say), and `retry` asks again.
 */
function useFinderChunk(wanted: boolean) {
  const [loaded, setLoaded] = useState<{ Finder: typeof FinderAtWork } | 'failed' | null>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadFinder().then(
      ({ FinderAtWork: Finder }) => {
        if (current) setLoaded({ Finder });
      },
      (error: unknown) => {
        console.warn('The routine finder could not be loaded.', error);
        if (current) setLoaded('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, tries]);
  return {
    Finder: loaded !== null && loaded !== 'failed' ? loaded.Finder : null,
    failed: loaded === 'failed',
    retry: () => {
      setLoaded(null);
      setTries((count) => count + 1);
    },
  };
}

/**
 * The diagnosis promotion's routine finder (issue 50). "Find my routine" opens, by the platform's `<details>`, a GET
 * form of four questions whose answers become the home page's query (`/?skin=dry&concern=Hydrates&when=both#routine`):
 * it works before the app runs, and a routine can be shared, reloaded and reached with Back. Only the form is here,
 * painted with the home page; what makes it answer in place (the rules, the form's behaviour, the routine) comes in
 * the finder's own chunk, on the first intent to use it or for a URL that holds answers, never on a first visit.
 */
export function RoutineFinder() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  // While hydrating, the page is the painted one, which never saw the query.
  const answered = hydrated && hasAnswers(new URLSearchParams(search));
  const [wanted, setWanted] = useState(false);
  const { Finder, failed, retry } = useFinderChunk(answered || wanted);
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The avoid list's place, as state: the chunk renders into it once it is in the page.
  const [avoidSlot, setAvoidSlot] = useState<HTMLSpanElement | null>(null);
  const wantIt = () => {
    setWanted(true);
  };
  // Opened on the painted page, before the app could hear it: the finder is wanted all the same.
  useEffect(() => {
    if (details.current?.open === true) setWanted(true);
  }, []);
  // A URL of answers opens the finder, where its routine (or the word that it is coming, or failed) shows.
  useEffect(() => {
    if (answered && details.current) details.current.open = true;
  }, [answered, search]);

  return (
    <details
      ref={details}
      id={ROUTINE_SECTION_ID}
      className={styles.finder}
      // Opened by a tap on the painted page before the app hydrates it: its `open` is the shopper's, not a mismatch.
      suppressHydrationWarning
      onToggle={(event) => {
        if (event.currentTarget.open) wantIt();
      }}
    >
      <summary className={buttonClassName('primary', styles.open)} onPointerEnter={wantIt} onFocus={wantIt}>
        Find my routine
      </summary>
      <form
        ref={form}
        className={styles.form}
        method="get"
        action={`${basePath}#${ROUTINE_SECTION_ID}`}
        aria-label="Find my routine"
        onChange={wantIt}
      >
        <Question legend="Skin type">
          {SKIN_TYPES.map((skin) => (
            <Choice key={skin} type="radio" name={FIELDS.skin} value={skin} label={SKIN_WORDS[skin]} />
          ))}
        </Question>
        <Question legend="Concerns" hint={`Up to ${String(MAX_CONCERNS)}.`}>
          {NEEDS.map((need) => (
            <Choice key={need} type="checkbox" name={FIELDS.concern} value={need} label={need} />
          ))}
        </Question>
        <Question legend="Leave out" hint="Every product of the routine is free from what you tick.">
          {FREE_FROM.map((word) => (
            <Choice key={word} type="checkbox" name={FIELDS.free} value={word} label={FREE_FROM_WORDS[word]} />
          ))}
          {/* The avoid list's ingredients, ticked, once the finder knows the list. */}
          <span ref={setAvoidSlot} className={styles.slot} />
        </Question>
        <Question legend="When">
          {USE_TIMES.map((when) => (
            <Choice
              key={when}
              type="radio"
              name={FIELDS.when}
              value={when}
              label={WHEN_CHOICES[when]}
              defaultChecked={when === DEFAULT_WHEN}
            />
          ))}
        </Question>
        <button type="submit" className={buttonClassName('accent', styles.submit)}>
          Show my routine
        </button>
      </form>
      {Finder ? (
        <Finder form={form} avoidSlot={avoidSlot} />
      ) : (
        answered && <Waiting failed={failed ? 'Your routine could not be loaded.' : undefined} retry={retry} />
      )}
    </details>
  );
}
