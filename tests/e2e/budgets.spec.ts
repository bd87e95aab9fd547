/**
 * Size budgets (bench/budgets.json): bytes are deterministic, so they are checked on every run; times are left
 * to the benchmark (npm run bench).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '../support/fixtures';
import type {Worker} from '@playwright/test';
import {measureFirstLoad} from '../support/firstLoad.mjs';
import {workerScripts} from '../support/workerScripts.mjs';

const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  firstLoadBytes: Record<string, number>;
  searchIndexGzipBytes: number;
};

for (const [route, budget] of Object.entries(budgets.firstLoadBytes)) {
  test(`first-load JS + CSS of ${route} stays within ${Math.round(budget / 1024)} KB gzip`, async ({page}) => {
    const load = await measureFirstLoad(page, route);
    const total = load.jsBytes + load.cssBytes;
    test.info().annotations.push({type: 'bytes', description: `${total} (js ${load.jsBytes}, css ${load.cssBytes})`});
    expect(total, `first-load bytes of ${route}`).toBeLessThanOrEqual(budget);
  });
}

const PLAYGROUND = '/v3/sdk/access-control/playground';
/** Strings of the SDK's validator, of the playground component and of its editor (CodeMirror's class name), which minification keeps. */
const SDK_OR_PLAYGROUND = /data-sdk-ready|validateUnifiedAccessControlConditionsSchema|cm-editor/;

test('the search index stays within its budget', () => {
  const file = path.resolve(__dirname, '../../build/search-index.json');
  test.skip(!fs.existsSync(file), 'no local search index in this build');
  expect(zlib.gzipSync(fs.readFileSync(file)).length).toBeLessThanOrEqual(budgets.searchIndexGzipBytes);
});

/**
 * The access control conditions playground (issue 19) loads on its own page only: none of the reference pages'
 * first-load scripts contains the playground's code or the SDK, and none starts a worker (the SDK runs in one).
 */
for (const route of Object.keys(budgets.firstLoadBytes)) {
  test(`${route} loads none of the playground's code`, async ({page}) => {
    const scripts: Promise<{url: string; body: string}>[] = [];
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({url: response.url(), body}), () => ({url: response.url(), body: ''})));
    });
    await measureFirstLoad(page, route);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((s) => /access-control-playground/.test(s.url) || SDK_OR_PLAYGROUND.test(s.body)).map((s) => s.url)).toEqual([]);
    expect(workers).toEqual([]);
  });
}

test('the playground page runs the SDK in a worker (what the check above looks for elsewhere)', async ({page, request}) => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  const load = await measureFirstLoad(page, PLAYGROUND);
  await expect(page.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  const inWorker = await workerScripts(page, workers);
  const bodies = await Promise.all(inWorker.map(async (s) => (await request.get(s.url)).text()));
  expect(bodies.some((body) => SDK_OR_PLAYGROUND.test(body)), 'the SDK is in the worker').toBe(true);
  const workerBytes = inWorker.reduce((n, s) => n + s.encodedBytes, 0);
  test.info().annotations.push({type: 'bytes', description: `playground page: main thread JS ${load.jsBytes} gzip, worker JS ${workerBytes} gzip`});
});
