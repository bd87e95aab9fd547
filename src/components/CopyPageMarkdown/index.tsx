/**
 * "Copy page as Markdown" on doc pages: fetches the page's Markdown version (written at build by plugins/llms-txt)
 * and puts it on the clipboard, with a status line for screen readers; "View as Markdown" opens the file.
 */
import React, {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {markdownUrlOf} from '@site/src/lib/markdownUrl';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const href = useBaseUrl(markdownUrlOf(pathname));
  const [status, setStatus] = useState<Status>('idle');

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`status ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch (error) {
      console.warn('Could not copy the page as Markdown', error);
      setStatus('failed');
    }
  };

  return (
    <div className={styles.toolbar}>
      <button type="button" className="button button--sm button--secondary" onClick={copy} disabled={status === 'copying'}>
        Copy page as Markdown
      </button>
      <a className={styles.view} href={href}>
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {status === 'copied' && 'Copied to the clipboard.'}
        {status === 'failed' && 'Could not copy. Use "View as Markdown" instead.'}
      </span>
    </div>
  );
}
