/**
 * Test-only page (noindex, out of the sitemap and search): a link to the site root, so the browser tests can follow
 * one inside the app (no page of the site links to `/`; the navbar's logo goes to /v3/).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function RootLinkTestPage(): ReactNode {
  return (
    <Layout title="Root link test" description="Test page with a link to the site root." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Root link test</h1>
        <p>
          This page exists for the site&apos;s browser tests. <Link to="/">The site root</Link>
        </p>
      </main>
    </Layout>
  );
}
