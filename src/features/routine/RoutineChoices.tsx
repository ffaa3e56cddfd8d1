import type { ComponentProps, ReactNode } from 'react';
import styles from './RoutineFinder.module.css';

/** One question of the finder: a group of choices with its visible legend, and a hint its group is described by. */
export function Question({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = hint === undefined ? undefined : `routine-hint-${legend.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <fieldset className={styles.question} aria-describedby={hintId}>
      <legend>{legend}</legend>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
    </fieldset>
  );
}

type ChoiceProps = { type: 'radio' | 'checkbox'; name: string; value: string; label: string } & Pick<
  ComponentProps<'input'>,
  'defaultChecked'
>;

/** A choice: a native radio or box inside its label, a pill. */
export function Choice({ label, ...input }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input {...input} />
      {label}
    </label>
  );
}

/**
 * While the routine cannot show yet: "Finding your routine…", or what failed, with a way to try again. The finder's
 * chunk (./RoutineFinder.tsx) and the catalogue (./RoutineAnswer.tsx) each wait through it.
 */
export function Waiting({ failed, retry }: { failed?: string; retry: () => void }) {
  return (
    <p className={styles.waiting}>
      {failed === undefined ? (
        'Finding your routine…'
      ) : (
        <>
          {failed} Check the connection, then{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            try again
          </button>
          .
        </>
      )}
    </p>
  );
}
