#!/usr/bin/env node
/**
 * npm test: every check of the project, in order, on a fresh machine or a working copy.
 *
 *   1. installs dependencies (npm ci) and finds or installs Chromium
 *   2. side by side (each prints its output when it ends), as most of them use one core and the builds use more:
 *        typecheck          tsc --noEmit
 *        check:content      the content gate (words, placeholders, front matter, MDX)
 *        check:samples      code samples compile against the pinned SDKs, then
 *          check:claims     every page's claims file is current and its evidence holds (CONTRIBUTING, "Claims and
 *                           evidence"); it reads the SDKs check:samples installs
 *        check:spelling     cspell on every page, with the project word list (project-words.txt)
 *        the three builds, one after another:
 *          build:strict     cold production build with broken links/anchors as errors
 *          build:hosted     a second build with Algolia and gtag switched on by dummy values (build-hosted/)
 *          build:rebuilt    a third build, switched back (no Algolia, no gtag) on the warm cache (build-rebuilt/): the
 *                           unit tests check it equals the cold build, so an environment switch always rebuilds
 *          check:copy       the built prose (build/) does not copy the previous Lit docs (../shared/integrity)
 *   3. tests                Playwright: unit tests, browser tests against build/ and build-hosted/ (services stubbed)
 * Stops after the first group with a failing step and names it; prints the time of every step at the end.
 */
import {spawn} from 'node:child_process';
import {ensureChromium, ensureDependencies, root, run} from './lib/setup.mjs';

/** Lanes run side by side; the steps of a lane run one after another. */
const sideBySide = [
  [['typecheck', 'npm run --silent typecheck']],
  [['check:content', 'npm run --silent check:content -- --gate']],
  [
    ['check:samples', 'npm run --silent check:samples'],
    // check:samples installs samples/v3 and samples/v2: the claims' package evidence is read from them.
    ['check:claims', 'npm run --silent check:claims'],
  ],
  [['check:spelling', 'npm run --silent check:spelling']],
  [
    ['build:strict', 'npm run --silent build:strict'],
    ['build:hosted', 'npm run --silent build:hosted'],
    ['build:rebuilt', 'npm run --silent build:rebuilt'],
    ['check:copy', 'npm run --silent check:copy'],
  ],
];
const steps = [['tests', 'npx playwright test']];

/** @type {[string, number][]} */
const timings = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function printTimings() {
  console.log('\nTime per step:');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(22)} ${seconds(ms).padStart(6)}`);
  console.log(`  ${'total'.padEnd(22)} ${seconds(Date.now() - started).padStart(6)}`);
}

/** Runs a command with its output captured; resolves with the output and whether it passed. */
function runCaptured(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {cwd: root, shell: true, env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({output, ok: code === 0}));
  });
}

/** Runs the lanes side by side; a lane stops at its first failing step. Throws naming every failed step. */
async function runSideBySide() {
  const names = sideBySide.map((lane) => lane.map(([name]) => name).join(' → '));
  console.log(`\n=== side by side: ${names.join(', ')}`);
  const failed = [];
  await Promise.all(
    sideBySide.map(async (lane) => {
      for (const [name, command] of lane) {
        const t = Date.now();
        const result = await runCaptured(command);
        timings.push([name, Date.now() - t]);
        console.log(`\n--- ${name}: ${result.ok ? 'passed' : 'FAILED'}\n$ ${command}${result.output.trim() ? `\n${result.output.trimEnd()}` : ''}`);
        if (!result.ok) {
          failed.push(name);
          return;
        }
      }
    }),
  );
  if (failed.length) throw new Error(`${failed.join(', ')} failed (output above)`);
}

try {
  let t = Date.now();
  ensureDependencies();
  process.env.CHROMIUM_PATH = ensureChromium();
  timings.push(['set-up', Date.now() - t]);
  await runSideBySide();
  for (const [name, command] of steps) {
    console.log(`\n=== ${name}`);
    t = Date.now();
    try {
      run(command);
    } catch {
      timings.push([name, Date.now() - t]);
      throw new Error(`${name} failed`);
    }
    timings.push([name, Date.now() - t]);
  }
  printTimings();
  console.log('\nAll checks passed.');
} catch (error) {
  printTimings();
  console.error(`\nnpm test failed: ${error.message.split('\n')[0]}`);
  process.exit(1);
}
