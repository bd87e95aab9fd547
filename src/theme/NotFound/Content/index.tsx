/**
 * Not-found page content (spec §2 "Any unmatched path shows a not-found page"). Replaces the stock text, which only
 * tells the reader to contact the site owner, with what helps: a search box and the most used entry points.
 * The static host serves build/404.html with status 404 (see deploy/).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {sameRouteInOtherCase, sitemapPaths} from '@site/src/lib/canonicalPath';
import {NOT_FOUND_MARKER} from '@site/src/lib/notFound';
import styles from './styles.module.css';

const ENTRY_POINTS: readonly {to: string; label: string; description: string}[] = [
  {to: '/v3/', label: 'Documentation overview', description: 'What Lit does and where to start.'},
  {to: '/v3/sdk/installation', label: 'Install the SDK', description: 'Packages, versions and a first connection.'},
  {to: '/v3/sdk/access-control/intro', label: 'Encryption and access control', description: 'Encrypt data that only the right people can decrypt.'},
  {to: '/v3/sdk/wallets/intro', label: 'User wallets (PKPs)', description: 'Programmable key pairs for your users.'},
  {to: '/v3/sdk/serverless-signing/overview', label: 'Lit Actions', description: 'Run code on the network that signs.'},
  {to: '/v2/', label: 'v2 documentation', description: 'For projects still on the 2.x SDK.'},
];

/**
 * The site's page whose path differs from the address only in letter case (`/Blog` for `/blog`). Routes are
 * matched case-sensitively by the host, so such an address stays "not found" (src/theme/Root.tsx); the reader gets
 * the right spelling as a link. Read after hydration: the static page is the same for every path. `checked` is
 * false until the answer is known.
 */
function useCanonicalSpelling(): {checked: boolean; canonical?: string} {
  const [spelling, setSpelling] = useState<{checked: boolean; canonical?: string}>({checked: false});
  useEffect(() => {
    const controller = new AbortController();
    fetch('/sitemap.xml', {signal: controller.signal})
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => setSpelling({checked: true, canonical: sameRouteInOtherCase(window.location.pathname, sitemapPaths(xml))}))
      .catch(() => {
        if (!controller.signal.aborted) setSpelling({checked: true});
      });
    return () => controller.abort();
  }, []);
  return spelling;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {checked, canonical} = useCanonicalSpelling();
  return (
    <main className={clsx('container margin-vert--xl', className)} {...{[NOT_FOUND_MARKER]: true}}>
      <PageMetadata title="Page not found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          {/* The suggestion takes the explanation's place, laid out from the first paint, so nothing moves when it
              arrives; it is shorter than the explanation even for the site's longest address. */}
          <div className={styles.message}>
            <p className={canonical ? styles.replaced : undefined}>
              There is no page at this address. It may have moved when the docs were reorganised, or the link may have
              a typo. Search for the topic, or start from one of the sections below.
            </p>
            <p className={styles.didYouMean} role="status" aria-busy={!checked}>
              {canonical && (
                <>
                  Did you mean <Link to={canonical}>{canonical}</Link>? If not, search for the topic, or start from one of
                  the sections below.
                </>
              )}
            </p>
          </div>
          <form action="/search" method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-search">Search the documentation</label>
            <div className={styles.searchRow}>
              <input id="not-found-search" name="q" type="search" required placeholder="e.g. session signatures" />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Popular sections</Heading>
          <ul className={styles.links}>
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
                <span> — {entry.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
