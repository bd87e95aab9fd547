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
