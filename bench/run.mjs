#!/usr/bin/env node
/**
 * npm run bench: the site's performance figures, printed and written to bench/results/<date>.json (not committed).
 *
 *   - cold production build: wall time and peak memory (docusaurus clear, then build, under /usr/bin/time)
 *   - HTML pages and build size
 *   - first-load JS and CSS (raw and over the wire, gzip) of the reference pages, after hydration, in Chromium
 *   - the time until a click made at DOMContentLoaded takes effect, CPU throttled 4x (median of 3)
 *   - the search index over the wire, and the time from its request to the first results for a query on the search
 *     page, CPU throttled 4x (median of 3)
 *   - Lighthouse (mobile and desktop, median of 3 by performance score) on the reference pages served with
 *     compression; the pinned Lighthouse is installed into bench/.tools on first use (skip it with --no-lighthouse)
 *
 * Uses build/ as the cold build leaves it and serves it with scripts/serve.mjs (gzip, like the deploy target).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {measureFirstClick, measureFirstLoad, throttleCpu} from '../tests/support/firstLoad.mjs';
import {workerScripts} from '../tests/support/workerScripts.mjs';
import {ensureChromium} from '../scripts/lib/setup.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(root, 'package.json'));
const PAGES = ['/v3/', '/v3/sdk/installation', '/v2/sdk/explanation/installation', '/learningLab/intro', '/blog'];
const PLAYGROUND = '/v3/sdk/access-control/playground';
/** The query the search timing asks, and the page that must be among its results (tests/unit/searchRelevance.spec.ts ranks it first). */
const SEARCH_QUERY = 'install sdk';
const SEARCH_ANSWER = '/v3/sdk/installation';
const PORT = Number(process.env.BENCH_PORT ?? 4390);
// Found or installed (Debian's chromium, as root) before the slow cold build, so a missing browser fails at once.
const CHROMIUM = ensureChromium();
const LIGHTHOUSE_VERSION = '12.8.2'; // the last line that runs on Node 20
const TOOLS = path.join(root, 'bench/.tools');

/** Path of the Lighthouse CLI, installing the pinned version into bench/.tools the first time. */
function lighthouseCli() {
  const cli = path.join(TOOLS, 'node_modules/lighthouse/cli/index.js');
  const installed = fs.existsSync(cli) && JSON.parse(fs.readFileSync(path.join(TOOLS, 'node_modules/lighthouse/package.json'), 'utf8')).version === LIGHTHOUSE_VERSION;
  if (!installed) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools (once)…`);
    fs.mkdirSync(TOOLS, {recursive: true});
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', TOOLS, `lighthouse@${LIGHTHOUSE_VERSION}`], {stdio: 'ignore'});
  }
  return cli;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = {date: new Date().toISOString(), build: {}, pages: {}, searchIndex: {}, lighthouse: {}};

// 1. Cold build.
execFileSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
const started = Date.now();
// GNU time (Debian package "time") reports the peak memory on stderr; without it, only the wall time is measured.
const hasTime = fs.existsSync('/usr/bin/time');
const built = spawnSync(hasTime ? '/usr/bin/time' : 'npx', [...(hasTime ? ['-v', 'npx'] : []), 'docusaurus', 'build'], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe']});
if (built.status !== 0) throw new Error(`the build failed:\n${built.stderr}`);
results.build.seconds = (Date.now() - started) / 1000;
const peakKB = /Maximum resident set size \(kbytes\): (\d+)/.exec(built.stderr)?.[1];
results.build.peakMemoryMB = peakKB ? Math.round(Number(peakKB) / 1024) : null;

// 2. Pages and size.
const files = [];
const walk = (d) => fs.readdirSync(d, {withFileTypes: true}).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name))));
walk(path.join(root, 'build'));
const html = files.filter((f) => f.endsWith('.html') && /id="?__docusaurus\b/.test(fs.readFileSync(f, 'utf8')));
results.build.htmlPages = html.length;
results.build.totalMB = +(files.reduce((n, f) => n + fs.statSync(f).size, 0) / 1048576).toFixed(1);

// 3. Search index over the wire.
const index = path.join(root, 'build/search-index.json');
if (fs.existsSync(index)) {
  const raw = fs.readFileSync(index);
  results.searchIndex = {rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw).length};
}

// 4. First load, in Chromium, against the compressed local server.
const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--dir', 'build'], {cwd: root, stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 800));
try {
  const {chromium} = require('@playwright/test');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const totals = await measureFirstLoad(tab, `http://127.0.0.1:${PORT}${page}`);
    results.pages[page] = totals;
    await context.close();
    const clicks = [];
    for (let i = 0; i < 3; i++) {
      const clickContext = await browser.newContext();
      clicks.push(await measureFirstClick(await clickContext.newPage(), `http://127.0.0.1:${PORT}${page}`));
      await clickContext.close();
    }
    results.pages[page].firstClickMs = clicks.sort((a, b) => a - b)[1];
  }
  // The access control conditions playground (issue 19): its page's JS on the main thread, and the SDK, which runs
  // in a Web Worker that no other page starts (tests/e2e/budgets.spec.ts checks that).
  {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const workers = [];
    tab.on('worker', (worker) => workers.push(worker));
    const totals = await measureFirstLoad(tab, `http://127.0.0.1:${PORT}${PLAYGROUND}`);
    await tab.waitForSelector('[data-sdk-ready="true"]');
    const inWorker = await workerScripts(tab, workers);
    results.playground = {
      ...totals,
      workerJsBytes: inWorker.reduce((n, s) => n + s.encodedBytes, 0),
      workerJsRaw: inWorker.reduce((n, s) => n + s.decodedBytes, 0),
    };
    await context.close();
  }
  // The search (issue 28): from the request for the index to the first results shown, on the search page with the CPU
  // throttled 4x: the index's download and parsing, the engine's indexing and the query, and the render.
  {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await throttleCpu(tab, 4);
      await tab.addInitScript((answer) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector(`main a[href^="${answer}"]`)) return;
          window.__benchFirstResults = performance.now();
          observer.disconnect();
        }).observe(document, {childList: true, subtree: true});
      }, SEARCH_ANSWER);
      await tab.goto(`http://127.0.0.1:${PORT}/search?q=${encodeURIComponent(SEARCH_QUERY)}`);
      await tab.waitForFunction(() => window.__benchFirstResults !== undefined, null, {timeout: 120_000});
      runs.push(
        await tab.evaluate(() => {
          const index = performance.getEntriesByType('resource').find((r) => r.name.includes('search-index.json'));
          return {ms: window.__benchFirstResults - index.startTime};
        }),
      );
      await context.close();
    }
    runs.sort((a, b) => a.ms - b.ms);
    results.searchIndex.firstResultsMs = Math.round(runs[1].ms);
    results.searchIndex.firstResultsRunsMs = runs.map((r) => Math.round(r.ms));
  }
  await browser.close();

  // 5. Lighthouse, installed on first use into bench/.tools (pinned; not a dependency of the site or its tests).
  let lighthouse;
  try {
    lighthouse = lighthouseCli();
  } catch (error) {
    results.lighthouse = {skipped: `could not install lighthouse@${LIGHTHOUSE_VERSION}: ${error.message.split('\n')[0]}`};
  }
  if (lighthouse && !process.argv.includes('--no-lighthouse')) {
    for (const preset of ['mobile', 'desktop']) {
      for (const page of PAGES) {
        const runs = [];
        for (let i = 0; i < 3; i++) {
          const out = execFileSync(
            'node',
            [lighthouse, `http://127.0.0.1:${PORT}${page}`, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices,seo',
              `--chrome-flags=--headless=new --no-sandbox --disable-gpu`, ...(preset === 'desktop' ? ['--preset=desktop'] : [])],
            {cwd: root, encoding: 'utf8', env: {...process.env, CHROME_PATH: CHROMIUM}, maxBuffer: 64 * 1024 * 1024},
          );
          const report = JSON.parse(out);
          runs.push(Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)])));
          const metric = (id) => report.audits[id].numericValue;
          Object.assign(runs.at(-1), {
            fcpMs: Math.round(metric('first-contentful-paint')),
            lcpMs: Math.round(metric('largest-contentful-paint')),
            tbtMs: Math.round(metric('total-blocking-time')),
            cls: metric('cumulative-layout-shift'),
            // Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster): scores
            // from runs on a machine of changing speed compare only with it beside them.
            benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
          });
        }
        runs.sort((a, b) => a.performance - b.performance);
        (results.lighthouse[preset] ??= {})[page] = runs[1];
      }
    }
  }
} finally {
  server.kill();
}

// Print and save.
console.log(`Cold build: ${results.build.seconds.toFixed(1)} s, peak memory ${results.build.peakMemoryMB ?? '(not measured: install GNU time)'} MB`);
console.log(`HTML pages: ${results.build.htmlPages}, build size ${results.build.totalMB} MB`);
if (results.searchIndex.gzipBytes) console.log(`Search index: ${kb(results.searchIndex.rawBytes)} raw, ${kb(results.searchIndex.gzipBytes)} gzip (loaded on first search)`);
if (results.searchIndex.firstResultsMs) {
  console.log(
    `Search: first results for "${SEARCH_QUERY}" ${results.searchIndex.firstResultsMs} ms after the index is requested, CPU 4x (/search, median of ${results.searchIndex.firstResultsRunsMs.join(', ')} ms)`,
  );
}
console.log('First load on the wire (before any interaction; prefetches excluded), and the first click at 4x CPU');
console.log('                                       JS gzip   CSS gzip   total gzip   (raw JS + CSS)   click takes effect');
for (const [page, t] of Object.entries(results.pages)) {
  console.log(`  ${page.padEnd(36)} ${kb(t.jsBytes).padStart(9)} ${kb(t.cssBytes).padStart(9)} ${kb(t.jsBytes + t.cssBytes).padStart(11)}   (${kb(t.jsRaw + t.cssRaw)})`.padEnd(90) + `${t.firstClickMs} ms`);
}
if (results.playground) {
  const p = results.playground;
  console.log(
    `Playground ${PLAYGROUND}: page JS ${kb(p.jsBytes)} gzip (${kb(p.jsRaw)} raw) + CSS ${kb(p.cssBytes)}; the SDK in its worker ${kb(p.workerJsBytes)} gzip (${kb(p.workerJsRaw)} raw). No other page loads either.`,
  );
}
if (results.lighthouse.skipped) console.log(`Lighthouse: ${results.lighthouse.skipped}`);
for (const preset of ['mobile', 'desktop']) {
  for (const [page, s] of Object.entries(results.lighthouse[preset] ?? {})) {
    console.log(
      `Lighthouse ${preset.padEnd(7)} ${page.padEnd(34)} performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls.toFixed(3)}; CPU benchmark index ${s.benchmarkIndex}`,
    );
  }
}
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
const out = path.join(root, 'bench/results', `${results.date.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`Written to ${path.relative(root, out)}`);
