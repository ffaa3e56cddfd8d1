import type { UseTime } from '../ingredients/plain';

// What the finder asks, in the words its form shows: light enough for the home page's own chunk, which paints the
// form (it must work as a GET form before the app runs), while the rules and the answer come in the finder's chunk.

/** The finder's place on the home page, the `#routine` of a routine's URL. */
export const ROUTINE_SECTION_ID = 'routine';

/** At most this many concerns are asked for: more would rank nearly every product first. */
export const MAX_CONCERNS = 2;

/** The form's fields, each its answer's query parameter: one `skin` and `when`; `concern`, `free`, `avoid` repeated. */
export const FIELDS = { skin: 'skin', concern: 'concern', free: 'free', avoid: 'avoid', when: 'when' } as const;

/** "Morning", "Evening", "Both": the choices of when, as the question words them. */
export const WHEN_CHOICES: Readonly<Record<UseTime, string>> = { morning: 'Morning', evening: 'Evening', both: 'Both' };

/** No answer to when: both routines. */
export const DEFAULT_WHEN: UseTime = 'both';

const ANSWER_PARAMS: readonly string[] = Object.values(FIELDS);

/**
 * Whether the query names any of the finder's answers, even one it cannot read: the home page then shows the
 * routine (the form always sends `when`), for what it could read. A campaign's parameters are not answers.
 */
export function hasAnswers(params: URLSearchParams): boolean {
  return ANSWER_PARAMS.some((name) => params.has(name));
}
