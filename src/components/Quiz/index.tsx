/**
 * Self-check quiz for the learning lab lessons.
 *
 * Each question is a native radio group inside a <fieldset> with a <legend>, so it works with the keyboard
 * (Tab between groups, arrow keys inside a group, Space to select) and with screen readers without extra ARIA.
 * "Check answers" shows, under every question, whether the choice was right and the explanation of the right
 * answer; a status line announces the score. Everything runs in the browser: no network, no global CSS.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface QuizQuestion {
  /** The question, shown as the legend of its radio group. */
  readonly question: string;
  /** The possible answers, in display order. */
  readonly options: readonly string[];
  /** Index in `options` of the right answer. */
  readonly answer: number;
  /** Why the right answer is right; shown after checking. */
  readonly explanation: string;
}

export interface QuizProps {
  readonly questions: readonly QuizQuestion[];
  /** Optional title shown above the questions (the lesson usually has its own heading). */
  readonly title?: string;
}

type Choice = number | null;

export default function Quiz({questions, title}: QuizProps): ReactNode {
  const baseId = `quiz${useId()}`;
  const [choices, setChoices] = useState<readonly Choice[]>(() => questions.map(() => null));
  const [checked, setChecked] = useState(false);

  const choose = (questionIndex: number, optionIndex: number) => {
    setChoices((previous) => previous.map((value, i) => (i === questionIndex ? optionIndex : value)));
    // A changed answer has not been checked yet: hide the old verdicts until the reader checks again.
    setChecked(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
  };

  const reset = () => {
    setChoices(questions.map(() => null));
    setChecked(false);
  };

  const score = choices.reduce<number>((total, choice, i) => total + (choice === questions[i]?.answer ? 1 : 0), 0);
  const answered = choices.filter((choice) => choice !== null).length;
  const titleId = `${baseId}-title`;

  return (
    <section
      className={styles.quiz}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Self-check quiz'}>
      {title && (
        <p className={styles.title} id={titleId}>
          {title}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <ol className={styles.questions}>
          {questions.map((q, qi) => {
            const groupName = `${baseId}-q${qi}`;
            const resultId = `${groupName}-result`;
            const choice = choices[qi] ?? null;
            const correct = choice === q.answer;
            const rightOption = q.options[q.answer] ?? '';
            return (
              <li key={groupName} className={styles.question}>
                <fieldset
                  className={styles.fieldset}
                  aria-describedby={checked ? resultId : undefined}>
                  <legend className={styles.legend}>{q.question}</legend>
                  <div className={styles.options}>
                    {q.options.map((option, oi) => {
                      const optionId = `${groupName}-o${oi}`;
                      return (
                        <div
                          key={optionId}
                          className={clsx(
                            styles.option,
                            checked && oi === q.answer && styles.optionRight,
                            checked && choice === oi && oi !== q.answer && styles.optionWrong,
                          )}>
                          <input
                            type="radio"
                            id={optionId}
                            name={groupName}
                            value={oi}
                            checked={choice === oi}
                            onChange={() => choose(qi, oi)}
                          />
                          <label htmlFor={optionId}>{option}</label>
                        </div>
                      );
                    })}
                  </div>
                  {checked && (
                    <div
                      id={resultId}
                      className={clsx(styles.result, correct ? styles.resultRight : styles.resultWrong)}>
                      <p className={styles.verdict}>
                        {choice === null
                          ? `Not answered. The right answer is: ${rightOption}`
                          : correct
                            ? 'Correct.'
                            : `Not quite. The right answer is: ${rightOption}`}
                      </p>
                      <p className={styles.explanation}>{q.explanation}</p>
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className={styles.actions}>
          <button type="submit" className={clsx('button', 'button--primary', styles.button)}>
            Check answers
          </button>
          <button
            type="button"
            className={clsx('button', 'button--secondary', styles.button)}
            onClick={reset}>
            Start over
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {checked
            ? `You answered ${score} of ${questions.length} correctly` +
              (answered < questions.length ? ` (${questions.length - answered} left unanswered).` : '.')
            : ''}
        </p>
      </form>
    </section>
  );
}
