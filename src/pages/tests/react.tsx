/**
 * Test-only page (noindex, out of the sitemap and search): says which renderer drew it and whether it is live in the
 * browser, through React's public API only (react-dom's `version` export, and an effect, which runs in the browser
 * only once React has taken the page over). tests/e2e/hydration.spec.ts reads what it shows.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {version} from 'react-dom';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

function RendererStatus(): ReactNode {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <p role="status">
      Rendered by react-dom {version}; {live ? 'live in the browser' : 'static HTML from the server'}.
    </p>
  );
}

export default function ReactTestPage(): ReactNode {
  return (
    <Layout title="React test" description="Test page: which renderer drew the page." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>React test</h1>
        <RendererStatus />
      </main>
    </Layout>
  );
}
