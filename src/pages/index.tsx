/**
 * The site root leads to the current docs (/v3/), by exactly one mechanism in each situation, so that none can race
 * another:
 * - First load with JavaScript: an inline script in the static page calls `location.replace('v3/' + …)` while the
 *   page is being parsed, before any of the app's code has run, so the relative address resolves against the
 *   address that was served. The app never starts on `/`.
 * - First load without JavaScript: the same relative address in a meta refresh inside <noscript>, which a browser
 *   with scripts on ignores.
 * - In the app (a link to `/`): the router's <Redirect> to /v3/. This page renders neither the script nor the meta
 *   refresh then, so nothing else can navigate afterwards.
 * Relative on a first load, so a site served under another path than its base URL (/docs/) leads to /docs/v3/,
 * where the wrong-base-URL banner explains (plugins/load-failure), not out of the site. A meta refresh rendered
 * through <Head> was re-inserted by the app after it had already changed the address to /v3/, and resolved to
 * /v3/v3/ (issue 28).
 */
import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {Redirect, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

const DOCS_HOME = '/v3/';
/** DOCS_HOME relative to the site root, as the static page resolves it against the address it was served at. */
const DOCS_HOME_RELATIVE = DOCS_HOME.slice(1);
const REDIRECT_SCRIPT = `location.replace(${JSON.stringify(DOCS_HOME_RELATIVE)}+location.search+location.hash)`;

export default function Home(): ReactNode {
  // False while the static page is hydrated (a first load), true when the app navigated here itself.
  const isBrowser = useIsBrowser();
  const [reachedInApp] = useState(isBrowser);
  const {search, hash} = useLocation();
  const target = useBaseUrl(DOCS_HOME);
  const canonical = useBaseUrl(DOCS_HOME, {absolute: true});
  if (reachedInApp) return <Redirect to={{pathname: target, search, hash}} />;
  return (
    <>
      {/* First in the page, so the browser leaves before it parses the rest. Raw HTML: see the header. */}
      <script dangerouslySetInnerHTML={{__html: REDIRECT_SCRIPT}} />
      <noscript dangerouslySetInnerHTML={{__html: `<meta http-equiv="refresh" content="0; url=${DOCS_HOME_RELATIVE}">`}} />
      <Layout title="Lit Protocol developer documentation" description="Developer documentation for Lit Protocol.">
        <Head>
          <link rel="canonical" href={canonical} />
        </Head>
        <main className="container margin-vert--xl">
          <p>
            Opening the documentation… <Link to={DOCS_HOME}>Continue to the Lit developer docs</Link>.
          </p>
        </main>
      </Layout>
    </>
  );
}
