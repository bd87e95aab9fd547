#!/usr/bin/env node
/**
 * npm test: every check of the project, in order, on a fresh machine or a working copy.
 *
 *   1. installs dependencies (npm ci) and finds or installs Chromium
 *   2. typecheck            tsc --noEmit
 *   3. check:content        the content gate (words, placeholders, front matter, MDX)
 *   4. check:samples        code samples compile against the pinned SDKs
 *      check:spelling       cspell on every page, with the project word list (project-words.txt)
 *   5. build:strict         cold production build with broken links/anchors as errors
 *   6. check:copy           the built prose does not copy the previous Lit docs (../shared/integrity)
 *   7. build:hosted         a second build with Algolia and gtag switched on by dummy values (build-hosted/)
 *   8. build:rebuilt        a third build, switched back (no Algolia, no gtag) on the warm cache (build-rebuilt/): the
 *                           unit tests check it equals the cold build, so an environment switch always rebuilds
 *   9. tests                Playwright: unit tests, browser tests against build/ and build-hosted/ (services stubbed)
 * Stops at the first failing step and names it.
 */
import {ensureChromium, ensureDependencies, run} from './lib/setup.mjs';

const steps = [
  ['typecheck', 'npm run --silent typecheck'],
  ['check:content', 'npm run --silent check:content -- --gate'],
  ['check:samples', 'npm run --silent check:samples'],
  ['check:spelling', 'npm run --silent check:spelling'],
  ['build:strict', 'npm run --silent build:strict'],
  ['check:copy', 'npm run --silent check:copy'],
  ['build:hosted', 'npm run --silent build:hosted'],
  ['build:rebuilt', 'npm run --silent build:rebuilt'],
  ['tests', 'npx playwright test'],
];

try {
  ensureDependencies();
  process.env.CHROMIUM_PATH = ensureChromium();
  for (const [name, command] of steps) {
    console.log(`\n=== ${name}`);
    run(command);
  }
  console.log('\nAll checks passed.');
} catch (error) {
  console.error(`\nnpm test failed: ${error.message.split('\n')[0]}`);
  process.exit(1);
}
