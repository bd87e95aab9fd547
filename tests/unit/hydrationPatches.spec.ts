/**
 * The build-time rewrites behind the shorter hydration task (performance issue #7): plugins/theme-patches (small
 * patches to Docusaurus modules, each checked against the installed code) and plugins/page-chunk-scripts (the
 * server registry names chunks, so pages list their scripts), and plugins/translation-descriptions (no translator
 * notes in the browser bundle), plugins/browser-site-config (no page template in the browser bundle), and the page
 * template itself (config/ssrTemplate.ts, rewritten from core's).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {sourcePatches} from '../../plugins/theme-patches/patches';
import {ssrTemplate} from '../../config/ssrTemplate';

type PatchLoader = (this: {resourcePath: string; getOptions: () => {patches: {find: string; replace: string}[]}}, source: string) => string;
type Loader = (this: {resourcePath: string}, source: string) => string;
// The loaders are CommonJS (the bundler loads them with Node), so they are required rather than imported.
const patchLoader = require('../../plugins/theme-patches/patchLoader.cjs') as PatchLoader;
const serverRegistryLoader = require('../../plugins/page-chunk-scripts/serverRegistryLoader.cjs') as Loader;
const stripTranslationDescriptions = require('../../plugins/translation-descriptions/stripLoader.cjs') as (source: string) => string;
type ConfigLoader = (this: {resourcePath: string; getOptions: () => {template: string}}, source: string) => string;
const configLoader = require('../../plugins/browser-site-config/configLoader.cjs') as ConfigLoader;

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

test('the page template is core\'s, with the scripts listed for the loader instead of deferred', () => {
  expect(ssrTemplate).toContain('<div id="__docusaurus"><%~ it.appHtml %></div>');
  expect(ssrTemplate).not.toContain('defer></script>');
  expect(ssrTemplate).toMatch(/<%~ it\.postBodyTags %>\n\s*<script type="application\/json" id="__page-scripts">[^\n]*<\/script>\n\s*<script>\(function\(\)/);
});

test('the browser\'s site config leaves out the page template, and a config without it fails the build', () => {
  const template = '<html>\n  <body>"x"</body>\n</html>\n';
  const loader = {resourcePath: '/site/.docusaurus/docusaurus.config.mjs', getOptions: () => ({template})};
  const config = `export default {\n  "title": "Lit",\n  "ssrTemplate": ${JSON.stringify(template)},\n  "i18n": {}\n};\n`;
  expect(configLoader.call(loader, config)).toBe('export default {\n  "title": "Lit",\n  "i18n": {}\n};\n');
  expect(() => configLoader.call(loader, 'export default {\n  "title": "Lit"\n};\n')).toThrow(/docusaurus\.config\.mjs, found it 0 times[\s\S]*configLoader\.cjs/);
});
