/**
 * Test-only page (noindex, out of the sitemap and search): /tests/crash?throw=once throws during its first render
 * so the browser tests can check the crash screen and that "Try again" re-renders. Without the parameter it
 * renders normally, so it is harmless if a reader lands here.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';

/** Counts mounts, so the crash happens on the first mount only and "Try again" (a remount) succeeds. */
let mounts = 0;

function MaybeThrow(): ReactNode {
  const {search} = useLocation();
  // The crash is decided after hydration and kept in state, so React's own retry of the render throws again
  // and the error reaches the crash screen (a module flag alone would let the retry succeed silently).
  const [shouldThrow, setShouldThrow] = useState(false);
  useEffect(() => {
    mounts += 1;
    if (mounts === 1 && new URLSearchParams(search).get('throw') === 'once') setShouldThrow(true);
  }, [search]);
  if (shouldThrow) throw new Error('Deliberate crash for the crash-page test');
  return <p>This page exists for the site's browser tests. It renders normally unless asked to crash.</p>;
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test page for the crash screen." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <MaybeThrow />
      </main>
    </Layout>
  );
}
