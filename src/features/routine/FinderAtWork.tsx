import { useEffect, useMemo } from 'react';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { inciKey } from '../../lib/inciName';
import { selectAvoided, withAvoidList } from '../avoid';
import { Choice } from './RoutineChoices';
import { RoutineAnswer } from './RoutineAnswer';
import { answersQuery, firstOfEach, readAnswers } from './routineAnswers';
import type { Answers } from './routineRules';
import { FIELDS, hasAnswers, MAX_CONCERNS, ROUTINE_SECTION_ID } from './routineQuestions';

/** The form's answers as its GET submission would send them: its ticked choices (all it holds), in its order. */
function paramsOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input:checked')) params.append(input.name, input.value);
  return params;
}

/** Ticks the choices of the answers a URL holds (a shared routine, Back to an earlier one), and no others. */
function showAnswers(form: HTMLFormElement, answers: Answers): void {
  const chosen: Record<string, readonly string[]> = {
    [FIELDS.skin]: answers.skin === null ? [] : [answers.skin],
    [FIELDS.concern]: answers.concerns,
    [FIELDS.free]: answers.freeFrom,
    [FIELDS.avoid]: answers.avoid.map(inciKey),
    [FIELDS.when]: [answers.when],
  };
  for (const input of form.querySelectorAll('input')) {
    const value = input.name === FIELDS.avoid ? inciKey(input.value) : input.value;
    input.checked = chosen[input.name]?.includes(value) ?? false;
  }
}

/** Two concerns ticked, the others wait until one is unticked: the form asks for up to two. */
function limitConcerns(form: HTMLFormElement): void {
  const boxes = [...form.querySelectorAll<HTMLInputElement>(`input[name="${FIELDS.concern}"]`)];
  const full = boxes.filter((box) => box.checked).length >= MAX_CONCERNS;
  for (const box of boxes) box.disabled = full && !box.checked;
}

type Painted = {
  form: RefObject<HTMLFormElement | null>;
  /** Where the avoid list's ingredients go among what to leave out. */
  avoidSlot: HTMLSpanElement | null;
};

/**
 * The finder at work, in its own chunk: it answers the painted form (./RoutineFinder.tsx) in place, with the URL of
 * its answers, and shows the routine of the URL's answers. It ticks in the form what the URL answered, holds the
 * concerns to two, and adds the avoid list's ingredients to what to leave out, ticked, once the finder is open.
 */
export function FinderAtWork({ form, avoidSlot }: Painted) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const answered = hasAnswers(params);
  const answers = useMemo(() => readAnswers(params), [params]);

  // The list comes to the store when the finder is open (the home page itself shows no toggles).
  useEffect(() => {
    const finder = form.current?.closest('details');
    if (!finder) return undefined;
    const bring = () => {
      if (finder.open) void withAvoidList(dispatch);
    };
    bring();
    finder.addEventListener('toggle', bring);
    return () => {
      finder.removeEventListener('toggle', bring);
    };
  }, [form, dispatch]);

  useEffect(() => {
    const shown = form.current;
    if (!answered || !shown) return;
    showAnswers(shown, answers);
    limitConcerns(shown);
  }, [answered, answers, form]);

  useEffect(() => {
    const shown = form.current;
    if (!shown) return undefined;
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = `?${answersQuery(readAnswers(paramsOf(shown)))}`;
      void navigate(
        { pathname: paths.home, search: query, hash: `#${ROUTINE_SECTION_ID}` },
        // At once, not as a transition: the routine is the answer to the tap, painted in its frame.
        { replace: query === search, preventScrollReset: true, flushSync: true },
      );
    };
    const change = () => {
      limitConcerns(shown);
    };
    // Boxes ticked on the painted page, before the chunk came, count too.
    limitConcerns(shown);
    shown.addEventListener('submit', submit);
    shown.addEventListener('change', change);
    return () => {
      shown.removeEventListener('submit', submit);
      shown.removeEventListener('change', change);
    };
  }, [form, navigate, search]);

  // The URL's avoided ingredients as it gave them (a routine shared from a browser with another list), then the list's.
  const avoided = useAppSelector(selectAvoided);
  const avoidNames = useMemo(() => firstOfEach([...answers.avoid, ...avoided], inciKey), [answers.avoid, avoided]);

  return (
    <>
      {avoidSlot &&
        createPortal(
          avoidNames.map((name) => (
            <Choice
              key={inciKey(name)}
              type="checkbox"
              name={FIELDS.avoid}
              value={name}
              label={name}
              defaultChecked={!answered || answers.avoid.some((given) => inciKey(given) === inciKey(name))}
            />
          )),
          avoidSlot,
        )}
      {answered && <RoutineAnswer answers={answers} />}
    </>
  );
}
