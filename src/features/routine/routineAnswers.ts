import { isNeed, NEEDS } from '../catalog/plain';
import type { Need } from '../catalog/plain';
import { FREE_FROM, isFreeFrom, isSkinType, USE_TIMES } from '../ingredients/plain';
import { inciKey } from '../../lib/inciName';
import { oneOf } from '../../lib/guards';
import { DEFAULT_WHEN, FIELDS, MAX_CONCERNS } from './routineQuestions';
import type { Answers } from './routineRules';

// The finder's answers live in the home page's query (`/?skin=dry&concern=Hydrates&when=both#routine`), so a routine
// can be shared, reloaded and reached with Back, and the finder's form, a GET form, works before the app does. The
// names are the form's fields: one `skin`, `concern`, `free` and `avoid` repeated, one `when`.

const isUseTime = oneOf(USE_TIMES);

/** Each value once, the first time it comes, telling two apart by `keyOf`. */
export function firstOfEach<T>(values: readonly T[], keyOf: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The answers in the order the query writes them, so the same answers make the same URL whatever order they were
 * ticked in: the first two concerns given, in the catalogue's order of needs; the free-from words in theirs; each
 * avoided ingredient once (as the avoid list compares names), in the list's order.
 */
function settled({ skin, concerns, freeFrom, avoid, when }: Answers): Answers {
  const chosen = firstOfEach(concerns, String).slice(0, MAX_CONCERNS);
  const names = avoid.map((name) => name.trim()).filter((name) => name !== '');
  return {
    skin,
    concerns: NEEDS.filter((need) => chosen.includes(need)),
    freeFrom: FREE_FROM.filter((word) => freeFrom.includes(word)),
    avoid: firstOfEach(names, inciKey),
    when,
  };
}

/**
 * The answers a query holds. A value the finder does not know (a misspelt skin type, a need the catalogue does not
 * have) is left out, never an error: a shared or hand-edited link still gives a routine. No `when` is both.
 */
export function readAnswers(params: URLSearchParams): Answers {
  const skin = params.get(FIELDS.skin);
  const when = params.get(FIELDS.when);
  const concerns: Need[] = params.getAll(FIELDS.concern).filter(isNeed);
  return settled({
    skin: isSkinType(skin) ? skin : null,
    concerns,
    freeFrom: params.getAll(FIELDS.free).filter(isFreeFrom),
    avoid: params.getAll(FIELDS.avoid),
    when: isUseTime(when) ? when : DEFAULT_WHEN,
  });
}

/** The query that holds `answers`, without its "?": `skin=dry&concern=Hydrates&when=both`, always in one order. */
export function answersQuery(answers: Answers): string {
  const { skin, concerns, freeFrom, avoid, when } = settled(answers);
  const params = new URLSearchParams();
  if (skin !== null) params.set(FIELDS.skin, skin);
  for (const concern of concerns) params.append(FIELDS.concern, concern);
  for (const word of freeFrom) params.append(FIELDS.free, word);
  for (const name of avoid) params.append(FIELDS.avoid, name);
  params.set(FIELDS.when, when);
  return params.toString();
}
