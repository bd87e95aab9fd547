/**
 * Size budgets (bench/budgets.json): bytes are deterministic, so they are checked on every run; times are left
 * to the benchmark (npm run bench).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '../support/fixtures';
import {measureFirstLoad} from '../support/firstLoad.mjs';

const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  firstLoadBytes: Record<string, number>;
  searchIndexGzipBytes: number;
};

for (const [route, budget] of Object.entries(budgets.firstLoadBytes)) {
  test(`first-load JS + CSS of ${route} stays within ${Math.round(budget / 1024)} KB gzip`, async ({page, blockedRequests: _}) => {
    const load = await measureFirstLoad(page, route);
    const total = load.jsBytes + load.cssBytes;
    test.info().annotations.push({type: 'bytes', description: `${total} (js ${load.jsBytes}, css ${load.cssBytes})`});
    expect(total, `first-load bytes of ${route}`).toBeLessThanOrEqual(budget);
  });
}

test('the search index stays within its budget', () => {
  const file = path.resolve(__dirname, '../../build/search-index.json');
  test.skip(!fs.existsSync(file), 'no local search index in this build');
  expect(zlib.gzipSync(fs.readFileSync(file)).length).toBeLessThanOrEqual(budgets.searchIndexGzipBytes);
});

/**
 * The access control conditions playground (issue 19) and the SDK it runs load on its own page only: none of the
 * reference pages' first-load scripts is the SDK chunk or contains the playground's code.
 */
for (const route of Object.keys(budgets.firstLoadBytes)) {
  test(`${route} loads none of the playground's code`, async ({page, blockedRequests: _}) => {
    const scripts: Promise<{url: string; body: string}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({url: response.url(), body}), () => ({url: response.url(), body: ''})));
    });
    await measureFirstLoad(page, route);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((s) => /access-control-playground/.test(s.url) || /data-sdk-ready|validateUnifiedAccessControlConditionsSchema/.test(s.body)).map((s) => s.url)).toEqual([]);
  });
}

test('the playground page loads the SDK chunk (the check above would notice it elsewhere)', async ({page, blockedRequests: _}) => {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && urls.push(r.url()));
  const load = await measureFirstLoad(page, '/v3/sdk/access-control/playground');
  await expect(page.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  test.info().annotations.push({type: 'bytes', description: `playground page JS ${load.jsBytes} gzip (${load.jsRaw} raw)`});
  expect(urls.some((u) => /access-control-playground-sdk/.test(u))).toBe(true);
});
