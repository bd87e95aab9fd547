/**
 * /tests/crash and the other pages in src/pages/tests exist only in the builds made for the tests (TEST_PAGES=true,
 * config/env.ts and config/pages.ts). The deploy build, `npm run build`, has none: checked on the pages the pages
 * plugin would find (the same glob library and options it uses) and on the package.json scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Globby} from '@docusaurus/utils';
import {pagesExclude} from '../../config/pages';

const root = path.join(__dirname, '../..');
/** The pages plugin's default `include` (the site does not change it). */
const PAGES_INCLUDE = ['**/*.{js,jsx,ts,tsx,md,mdx}'];
const pages = (testPages: boolean) => Globby(PAGES_INCLUDE, {cwd: path.join(root, 'src/pages'), ignore: pagesExclude(testPages)});

test('a build without TEST_PAGES has no page from src/pages/tests; one with it has them', async () => {
  const testPageFiles = fs.readdirSync(path.join(root, 'src/pages/tests')).map((name) => `tests/${name}`);
  expect(testPageFiles).toContain('tests/crash.tsx');
  const deployPages = await pages(false);
  expect(deployPages.filter((file) => file.startsWith('tests/'))).toEqual([]);
  expect(deployPages).toContain('index.tsx');
  expect(await pages(true)).toEqual(expect.arrayContaining(testPageFiles));
});

test('the test builds switch the test pages on, the deploy build does not', () => {
  const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
  for (const name of ['build:strict', 'build:rebuilt', 'build:hosted']) expect(scripts[name], name).toMatch(/\bTEST_PAGES=true docusaurus build\b/);
  expect(scripts.build).not.toContain('TEST_PAGES');
  expect(fs.readFileSync(path.join(root, 'scripts/preview.mjs'), 'utf8')).not.toContain('TEST_PAGES');
});
