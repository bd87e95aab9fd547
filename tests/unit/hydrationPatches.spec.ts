/**
 * The build-time rewrites behind the shorter hydration task (performance issue #7): plugins/theme-patches (small
 * patches to Docusaurus modules, each checked against the installed code) and plugins/page-chunk-scripts (the
 * server registry names chunks, so pages list their scripts), and plugins/translation-descriptions (no translator
 * notes in the browser bundle).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {sourcePatches} from '../../plugins/theme-patches/patches';

type PatchLoader = (this: {resourcePath: string; getOptions: () => {patches: {find: string; replace: string}[]}}, source: string) => string;
type Loader = (this: {resourcePath: string}, source: string) => string;
// The loaders are CommonJS (the bundler loads them with Node), so they are required rather than imported.
const patchLoader = require('../../plugins/theme-patches/patchLoader.cjs') as PatchLoader;
const serverRegistryLoader = require('../../plugins/page-chunk-scripts/serverRegistryLoader.cjs') as Loader;
const stripTranslationDescriptions = require('../../plugins/translation-descriptions/stripLoader.cjs') as (source: string) => string;

const withPatches = (patches: {find: string; replace: string}[]) => ({resourcePath: '/site/node_modules/x/index.js', getOptions: () => ({patches})});

test('every patch finds its text exactly once in the installed Docusaurus, and applies', () => {
  for (const patch of sourcePatches) {
    const file = path.join(__dirname, '../../node_modules', patch.module);
    const source = fs.readFileSync(file, 'utf8');
    const result = patchLoader.call({...withPatches([patch]), resourcePath: file}, source);
    expect(result, patch.module).toContain(patch.replace);
    expect(result.split(patch.find).length - 1, patch.module).toBe(0);
  }
});

test('a patch whose text is missing or repeated fails the build with the module named', () => {
  const patch = {find: 'localeCompare(b)', replace: 'compare(b)'};
  expect(() => patchLoader.call(withPatches([patch]), 'a.sort();')).toThrow(/found it 0 times[\s\S]*patches\.ts/);
  expect(() => patchLoader.call(withPatches([patch]), 'localeCompare(b); localeCompare(b);')).toThrow(/node_modules\/x\/index\.js, found it 2 times/);
});

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],\n`;
const context = {resourcePath: '/site/.docusaurus/registry.js'};

test('the server registry reports each route chunk by its name', () => {
  const source = `export default {\n${entry('2a80ed67', '@site/docs/sdk/installation.md')}${entry('17896441', '@theme/DocItem')}};\n`;
  const result = serverRegistryLoader.call(context, source);
  expect(result).toContain('import(/* webpackChunkName: "2a80ed67" */ "@site/docs/sdk/installation.md"), "2a80ed67", require.resolveWeak("@site/docs/sdk/installation.md")');
  expect(result).toContain('"@theme/DocItem"), "17896441", require.resolveWeak("@theme/DocItem")');
});

test('a server registry in a format the loader does not know fails the build with the file named', () => {
  expect(() => serverRegistryLoader.call(context, 'export default {\n  "a": [() => import("x"), {name: "x"}],\n};')).toThrow(/registry\.js has 1 entries, 0 of them/);
  expect(() => serverRegistryLoader.call(context, 'export default {};')).toThrow(/serverRegistryLoader\.cjs/);
});

test('translator notes leave translate() calls and <Translate> elements, and nothing else', () => {
  expect(stripTranslationDescriptions(`translate({\n  id: "a",\n  message: "M",\n  description:\n    "The long " + "note",\n})`)).toBe(
    'translate({\n  id: "a",\n  message: "M",\n  \n})',
  );
  expect(stripTranslationDescriptions(`translate({id: "h", message: "Direct link to {heading}", description: "Title"}, {heading})`)).toBe(
    'translate({id: "h", message: "Direct link to {heading}", }, {heading})',
  );
  expect(stripTranslationDescriptions('<Translate id="x" description="The title of the 404 page">Page</Translate>')).toBe('<Translate id="x">Page</Translate>');
  // Not a message: a class name, and a doc's own description, stay.
  const classNames = 'const c = {title: "t", description: "theme-doc-card-description"};';
  expect(stripTranslationDescriptions(classNames)).toBe(classNames);
  const metadata = '<DocCard description="What the page is about" />';
  expect(stripTranslationDescriptions(metadata)).toBe(metadata);
});
