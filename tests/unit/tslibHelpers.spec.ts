/**
 * plugins/tslib-helpers gives the browser bundle only the tslib helpers in its helpers.ts. Every Docusaurus
 * package the browser loads that requires tslib must use no other helper.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as helpers from '../../plugins/tslib-helpers/helpers';

const root = path.resolve(__dirname, '../..');
/** The browser-side Docusaurus code that requires tslib (the rest of what requires it runs in Node). */
const BROWSER_PACKAGES_USING_TSLIB = ['@docusaurus/utils-common'];

test('the browser bundle uses only the tslib helpers plugins/tslib-helpers provides', () => {
  const used = new Set<string>();
  for (const pkg of BROWSER_PACKAGES_USING_TSLIB) {
    const lib = path.join(root, 'node_modules', pkg, 'lib');
    for (const file of fs.readdirSync(lib).filter((f) => f.endsWith('.js'))) {
      for (const m of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)) used.add(m[1]!);
    }
  }
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((name) => !(name in helpers))).toEqual([]);
});

test('__importDefault wraps CommonJS modules and passes ES modules through', () => {
  const esm = {__esModule: true, default: 1};
  expect(helpers.__importDefault(esm)).toBe(esm);
  expect(helpers.__importDefault(2)).toEqual({default: 2});
});
