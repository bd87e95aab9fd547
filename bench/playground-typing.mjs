/**
 * How long a keystroke takes in the access control conditions playground with a large set, on a slow CPU: a
 * measurement, not a test (it prints figures and asserts nothing). Run after a build:
 *
 *   node bench/playground-typing.mjs [--conditions 300] [--port 4399]
 *
 * It serves build/ (scripts/serve.mjs), opens the playground in Chromium, pastes a set of N wallet conditions
 * joined by "or" (pretty-printed, as a reader would paste it), slows the CPU 4x (CDP
 * Emulation.setCPUThrottlingRate, as Chrome DevTools does), and types 40 characters into the last condition's
 * address, 150 ms apart. For each key it reads the Event Timing API's duration of the keydown and input events
 * (the time from the key to the next frame, as Interaction to Next Paint counts it) and prints the median and the
 * worst, then the main-thread long tasks while the set is re-checked after typing stops. The machine's other load
 * lengthens every figure: run it on an idle machine, and print `uptime` beside it.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {walletAllowlist} from '../tests/support/allowlist.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONDITIONS = arg('conditions', 300);
const PORT = arg('port', 4399);
const DIR = process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'build';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTE = '/v3/sdk/access-control/playground';

const set = walletAllowlist(CONDITIONS);
const text = JSON.stringify(set, null, 2);

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--dir', DIR], {cwd: root, stdio: 'ignore'});
const {chromium} = require('@playwright/test');
const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage']});
browser.on('disconnected', () => console.error('the browser disconnected'));
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  page.on('crash', () => console.error('the page crashed'));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  for (let i = 0; ; i++) {
    try {
      await page.goto(`http://127.0.0.1:${PORT}${ROUTE}`);
      break;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.locator('[data-testid="acc-playground"][data-sdk-ready="true"]').waitFor();
  await page.locator('[data-editor="codemirror"]').waitFor();
  const editor = page.getByRole('textbox', {name: 'Conditions (JSON)'});
  await editor.click();
  await page.keyboard.press('Control+a');
  // A paste, as a reader would (one edit; typing the text with insertText would make one edit per line).
  await editor.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
  await page.getByTestId('status').filter({hasText: 'Valid'}).waitFor({timeout: 60_000});
  // Put the cursor inside the last condition's address string, so the JSON stays valid while typing and every
  // pause runs the whole check (parse, SDK, builder), as it would for a reader fixing an address.
  await editor.click();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.evaluate(() => {
    const w = window;
    w.__keyDurations = [];
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (['keydown', 'input'].includes(e.name)) w.__keyDurations.push({name: e.name, duration: e.duration});
    }).observe({type: 'event', durationThreshold: 16, buffered: false});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({type: 'longtask'});
  });
  // Events shorter than the threshold (16 ms, the smallest the API reports) are not listed: count them as under it.
  const KEYS = 40;
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await new Promise((r) => setTimeout(r, 150));
  }
  const typingTasks = await page.evaluate(() => window.__longTasks.splice(0));
  await page.getByTestId('status').filter({hasText: 'Invalid'}).or(page.getByTestId('status').filter({hasText: 'Valid'})).waitFor({timeout: 60_000});
  await new Promise((r) => setTimeout(r, 3000));
  const {keys, settleTasks} = await page.evaluate(() => ({keys: window.__keyDurations, settleTasks: window.__longTasks}));
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});

  // The same typing unthrottled, traced: the CPU time (thread time) of the main thread's tasks that handle each key
  // and of the re-check after typing stops. Thread time does not grow with the machine's other load as the
  // durations above do; times 4 it estimates the slow CPU.
  await page.keyboard.press('Backspace');
  await page.getByTestId('status').filter({hasText: 'Valid'}).or(page.getByTestId('status').filter({hasText: 'Invalid'})).waitFor({timeout: 60_000});
  await new Promise((r) => setTimeout(r, 1000));
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel']});
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await new Promise((r) => setTimeout(r, 150));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  if (process.env.TRACE_DEBUG) console.log([...new Set(trace.filter((e) => e.ph === 'X').map((e) => e.name))].slice(0, 40).join(', '), trace.filter((e) => e.name === 'thread_name').map((e) => e.args.name).join(','));
  const mains = trace.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const tasksOf = (thread) => trace.filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread && e.tdur !== undefined);
  const main = mains.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  const tasks = tasksOf(main);
  const keyEvents = trace.filter((e) => `${e.pid}:${e.tid}` === main && e.name === 'EventDispatch' && ['keydown', 'keypress', 'input', 'beforeinput', 'textInput', 'keyup'].includes(e.args?.data?.type));
  const handlesKey = (t) => keyEvents.some((k) => k.ts >= t.ts && k.ts <= t.ts + t.dur);
  const keyCpu = tasks.filter(handlesKey).map((t) => t.tdur / 1000);
  const otherCpu = tasks.filter((t) => !handlesKey(t)).map((t) => t.tdur / 1000);
  const sorted = [...keyCpu].sort((a, b) => a - b);
  const total = (list) => list.reduce((n, x) => n + x, 0);
  const perKeyCpu = total(keyCpu) / KEYS;

  const perKey = keys.map((k) => k.duration).sort((a, b) => a - b);
  const median = perKey.length ? perKey[Math.floor(perKey.length / 2)] : 0;
  console.log(`Playground typing, ${CONDITIONS} conditions (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB of JSON), CPU slowed 4x, ${KEYS} keys 150 ms apart:`);
  console.log(`  key events over 16 ms: ${perKey.length} of ${KEYS * 2} (keydown and input of each key)`);
  console.log(`  their durations (key to next frame): ${perKey.length ? `median ${median} ms, worst ${perKey.at(-1)} ms` : 'none'}`);
  console.log(`  main-thread long tasks (>50 ms) while typing: ${typingTasks.length ? typingTasks.map((d) => Math.round(d)).join(', ') + ' ms' : 'none'}`);
  console.log(`  long tasks while the set is re-checked after typing: ${settleTasks.length ? settleTasks.map((d) => Math.round(d)).join(', ') + ' ms' : 'none'}`);
  console.log(`Main-thread CPU time (thread time, unthrottled, from a trace), times 4 for the slow CPU:`);
  console.log(`  per key (the tasks that handle its events): mean ${(perKeyCpu * 4).toFixed(1)} ms; per task median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) * 4).toFixed(1)} ms, worst ${((sorted.at(-1) ?? 0) * 4).toFixed(1)} ms`);
  console.log(`  everything else while typing and re-checking (parse, builder, results, per task): worst ${(Math.max(0, ...otherCpu) * 4).toFixed(1)} ms, total ${(total(otherCpu) * 4).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
