/**
 * The site root leads to the current docs (/v3/). The static HTML carries a meta refresh, so the redirect works on
 * any static host with or without JavaScript; in the app it is a client-side replace. A link stays visible for the
 * instant before either happens. The meta refresh is relative ("v3/"): served under a wrong base URL (/docs/), the
 * root leads to /docs/v3/, where the wrong-base banner explains (plugins/base-url-banner), not out of the site.
 */
import React, {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

const DOCS_HOME = '/v3/';

export default function Home(): ReactNode {
  const history = useHistory();
  const target = useBaseUrl(DOCS_HOME);
  useEffect(() => {
    history.replace(DOCS_HOME + window.location.search + window.location.hash);
  }, [history]);
  return (
    <Layout title="Lit Protocol developer documentation" description="Developer documentation for Lit Protocol.">
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${DOCS_HOME.replace(/^\//, '')}`} />
        <link rel="canonical" href={target} />
      </Head>
      <main className="container margin-vert--xl">
        <p>
          Opening the documentation… <Link to={DOCS_HOME}>Continue to the Lit developer docs</Link>.
        </p>
      </main>
    </Layout>
  );
}
