/**
 * An environment switch that changes the bundle always changes the build, even on a warm cache
 * (plugins/env-cache-key). `npm test` builds three times: cold with no services (build/), warm with Algolia and gtag
 * on (build-hosted/), then warm with them off again (build-rebuilt/, strict links like the first). The last must be
 * the first again, script for script, and the hosted one must differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const root = path.join(__dirname, '../..');
/**
 * The content-hashed chunks of a build: the files that add modules to the page's chunk list. Scripts that carry a
 * bundler runtime of their own are left out (runtime~main, and the playground's web worker, which is such a bundle):
 * the minifier names their variables differently on a warm build, and what runtime~main holds (each chunk's hash) is
 * checked through the chunks' own names.
 */
const scripts = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir, 'assets/js'))
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(root, dir, 'assets/js', name), 'utf8').replace(/^"use strict";/, '').startsWith('(self.webpackChunk'))
    .sort();
const mainScript = (dir: string) => scripts(dir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test('a warm build with Algolia switched back off is the cold build again; the hosted build differs', () => {
  const dirs = ['build', 'build-hosted', 'build-rebuilt'];
  const missing = dirs.filter((dir) => !fs.existsSync(path.join(root, dir, 'assets/js')));
  test.skip(missing.length > 0 && !process.env.CI, `run npm test (or npm run build:strict, build:hosted, build:rebuilt) first: ${missing.join(', ')} missing`);
  expect(missing, 'the three builds of npm test').toEqual([]);
  expect(mainScript('build-rebuilt'), 'main script of the rebuilt site').toBe(mainScript('build'));
  expect(scripts('build-rebuilt')).toEqual(scripts('build'));
  expect(mainScript('build-hosted'), 'main script with Algolia on').not.toBe(mainScript('build'));
  const hostedHtml = fs.readFileSync(path.join(root, 'build-hosted/v3/index.html'), 'utf8');
  const rebuiltHtml = fs.readFileSync(path.join(root, 'build-rebuilt/v3/index.html'), 'utf8');
  expect(hostedHtml).toContain('algolia');
  expect(rebuiltHtml).not.toMatch(/algolia/i);
});
