/**
 * Crash screen shown when a page throws (spec §2 "Crash page", §8 "Page crash").
 *
 * The stock content ("This page crashed.", the error message, "Try again" which re-renders) stays as it is.
 * This wrapper adds ways out for a reader who cannot retry their way past the error: the docs home, search,
 * and a prefilled report on the docs repository.
 */
import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {DOCS_NEW_ISSUE_URL} from '@site/config/links';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const where = typeof window === 'undefined' ? '' : window.location.pathname;
  const report = `${DOCS_NEW_ISSUE_URL}?title=${encodeURIComponent(`Page crashed: ${where}`)}&body=${encodeURIComponent(
    `The page ${where} showed "This page crashed."\n\nError: ${props.error.message}`,
  )}`;
  return (
    <>
      <ErrorPageContent {...props} />
      <nav aria-label="Ways out of the error" className="container margin-bottom--xl">
        <ul>
          <li>
            <Link to="/v3/">Go to the documentation home</Link>
          </li>
          <li>
            <Link to="/search">Search the documentation</Link>
          </li>
          <li>
            <Link to={report}>Report this problem</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
