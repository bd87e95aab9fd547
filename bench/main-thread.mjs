#!/usr/bin/env node
/**
 * Main-thread time of a page load, for comparing two builds of a mechanism (bench/MEASUREMENTS.md, issue 26):
 *
 *   node bench/main-thread.mjs [--runs 5] [--rate 4] URL...
 *
 * For each URL, `runs` times (the URLs interleaved, so two servers of two builds see the same machine load): a
 * fresh Chromium context, the CPU slowed `rate` times (CDP Emulation.setCPUThrottlingRate), a trace from navigation
 * until the page has hydrated and the network is idle. Prints the medians of the page's renderer main thread's
 * top-level tasks: wall time, and thread (CPU) time, which a busy machine inflates less.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {ensureChromium} from '../scripts/lib/setup.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {chromium} = createRequire(path.join(root, 'package.json'))('@playwright/test');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args.splice(args.indexOf(name), 2)[1]) : fallback);
const runs = option('--runs', 5);
const rate = option('--rate', 4);
const urls = args;
if (!urls.length) throw new Error('usage: node bench/main-thread.mjs [--runs 5] [--rate 4] URL...');

const browser = await chromium.launch({executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
/** @type {Record<string, {wall: number, cpu: number}[]>} */
const results = {};
for (let i = 0; i < runs; i++) {
  for (const url of urls) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel']});
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 120_000});
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    // The renderer main thread that did the most work is the page's.
    const totals = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((thread) => {
        const tasks = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X');
        return {wall: tasks.reduce((n, e) => n + (e.dur ?? 0), 0) / 1000, cpu: tasks.reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000};
      })
      .sort((a, b) => b.wall - a.wall);
    (results[url] ??= []).push(totals[0]);
    await context.close();
  }
}
await browser.close();
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Main thread until hydrated and network idle, CPU slowed ${rate}x, ${runs} runs (median; each run's figure in brackets)`);
for (const [url, list] of Object.entries(results)) {
  const wall = list.map((r) => Math.round(r.wall));
  const cpu = list.map((r) => Math.round(r.cpu));
  console.log(`  ${url}\n    wall ${median(wall)} ms [${wall.join(', ')}]\n    cpu  ${median(cpu)} ms [${cpu.join(', ')}]`);
}
