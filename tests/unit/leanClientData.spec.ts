/**
 * The build-time rewrites that keep server-only data out of the browser bundle: plugins/lean-route-manifest
 * (module names in the route registry, the identity chunk-name map) and plugins/doc-card-descriptions (the docs
 * map in version metadata).
 */
import {test, expect} from '@playwright/test';
import {withoutIdentityEntries} from '../../plugins/lean-route-manifest/chunkAssetMap';

// The loaders are CommonJS (the bundler loads them with Node), so they are required rather than imported.
type Loader = (this: {resourcePath: string}, source: string) => string;
const registryLoader = require('../../plugins/lean-route-manifest/registryLoader.cjs') as Loader;
const versionMetadataLoader = require('../../plugins/doc-card-descriptions/versionMetadataLoader.cjs') as Loader;
const context = {resourcePath: '/site/.docusaurus/registry.js'};

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],\n`;

test('the browser registry keeps each loader and module id, and drops the module names', () => {
  const source = `export default {\n${entry('2a80ed67', '@site/docs/sdk/installation.md')}${entry('17896441', '@theme/DocItem')}};\n`;
  const result = registryLoader.call(context, source);
  expect(result).toContain('import(/* webpackChunkName: "2a80ed67" */ "@site/docs/sdk/installation.md"), 0, require.resolveWeak("@site/docs/sdk/installation.md")');
  expect(result).toContain('"@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")');
  expect(result.match(/, 0, /g)).toHaveLength(2);
});

test('a registry in a format the loader does not know fails the build with the file named', () => {
  expect(() => registryLoader.call(context, 'export default {\n  "a": [() => import("x"), {name: "x"}],\n};')).toThrow(/registry\.js has 1 entries, 0 of them/);
  expect(() => registryLoader.call(context, 'export default {};')).toThrow(/registryLoader\.cjs/);
});

test('the chunk-name map keeps only the names that differ from their id', () => {
  expect(withoutIdentityEntries({'17896441': '17896441', code: '4067'})).toEqual({code: '4067'});
});

test('version metadata loses its docs map; other docs data modules pass through unchanged', () => {
  const version = {pluginId: 'default', version: 'current', docsSidebars: {docs: []}, docs: {a: {id: 'a', title: 'A', description: 'About A', sidebar: 'docs'}}};
  const result = JSON.parse(versionMetadataLoader.call(context, JSON.stringify({version})));
  expect(result).toEqual({version: {...version, docs: {}}});
  const categoryIndex = JSON.stringify({categoryGeneratedIndex: {title: 'Guides', slug: '/category/guides'}});
  expect(versionMetadataLoader.call(context, categoryIndex)).toBe(categoryIndex);
});
