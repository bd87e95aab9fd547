/**
 * "Was this page helpful?" at the end of every doc page (issue: per-page feedback widget).
 *
 * Yes/No, then an optional comment. The answer is sent as an analytics event when analytics is on, and a link
 * always opens a prefilled issue on the docs repository, so feedback works without analytics too. The answer is
 * remembered per page in localStorage (failures ignored), so a reader is not asked twice.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {DOCS_NEW_ISSUE_URL} from '@site/config/links';
import {readStorage, writeStorage} from '@site/src/lib/safeStorage';
import {trackEvent} from '@site/src/lib/analytics';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** One feedback block per page, so a fixed id is unique (and the same in the server render and the browser). */
const COMMENT_ID = 'page-feedback-comment';
const storageKey = (path: string) => `lit-docs.feedback:${path}`;

export function issueUrl(path: string, title: string, answer: Answer | null, comment: string): string {
  const verdict = answer === 'yes' ? 'helpful' : answer === 'no' ? 'not helpful' : 'feedback';
  const body = [`Page: ${path}`, `Verdict: ${verdict}`, '', comment.trim() || '(describe what was missing or wrong)'].join('\n');
  const params = new URLSearchParams({title: `Docs feedback: ${title}`, body, labels: 'docs-feedback'});
  return `${DOCS_NEW_ISSUE_URL}?${params.toString()}`;
}

export default function PageFeedback({title}: {title: string}): ReactNode {
  const {pathname} = useLocation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const stored = readStorage(storageKey(pathname));
    setAnswer(stored === 'yes' || stored === 'no' ? stored : null);
    setSent(stored === 'yes' || stored === 'no');
    setComment('');
  }, [pathname]);

  const choose = (value: Answer) => {
    setAnswer(value);
    setSent(false);
    writeStorage(storageKey(pathname), value);
    trackEvent('docs_page_feedback', {page_path: pathname, helpful: value === 'yes' ? 1 : 0});
  };

  const submitComment = () => {
    trackEvent('docs_page_feedback_comment', {page_path: pathname, helpful: answer === 'yes' ? 1 : 0, comment: comment.slice(0, 500)});
    setSent(true);
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${COMMENT_ID}-heading`}>
      <h2 id={`${COMMENT_ID}-heading`} className={styles.heading}>
        Was this page helpful?
      </h2>
      <div className={styles.buttons} role="group" aria-label="Was this page helpful?">
        <button type="button" className="button button--outline button--primary" aria-pressed={answer === 'yes'} onClick={() => choose('yes')}>
          Yes
        </button>
        <button type="button" className="button button--outline button--primary" aria-pressed={answer === 'no'} onClick={() => choose('no')}>
          No
        </button>
      </div>
      {answer && !sent && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submitComment();
          }}>
          <label htmlFor={COMMENT_ID}>{answer === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}</label>
          <textarea id={COMMENT_ID} rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
          <button type="submit" className="button button--primary button--sm">
            Send
          </button>
        </form>
      )}
      <p className={styles.status} role="status">
        {answer ? 'Thank you for your feedback.' : ''}
      </p>
      <p className={styles.issue}>
        Found a mistake or want to tell us more?{' '}
        <Link to={issueUrl(pathname, title, answer, comment)}>Open an issue about this page</Link>.
      </p>
    </section>
  );
}
