/** plugins/remark-sdk-data turns the SDK data tags into text and tables from the pinned packages. */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import remarkSdkData from '../../plugins/remark-sdk-data';
import {constantsVersion, pinnedSdkVersion, chainRows} from '../../plugins/remark-sdk-data/sdkData';

type Node = {type: string; name?: string; value?: string; children?: Node[]; attributes?: unknown[]};
const jsx = (name: string, attrs: Record<string, string>, flow = true): Node => ({
  type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
  name,
  attributes: Object.entries(attrs).map(([k, v]) => ({type: 'mdxJsxAttribute', name: k, value: v})),
  children: [],
});
const run = (node: Node) => {
  const tree: Node = {type: 'root', children: [node]};
  remarkSdkData()(tree as never, {path: 'fixture.md'});
  return tree.children![0];
};

test('the site aliases of @lit-protocol/constants match the versions the samples pin', () => {
  expect(constantsVersion('v3')).toBe(pinnedSdkVersion('v3'));
  expect(constantsVersion('v2')).toBe(pinnedSdkVersion('v2'));
});

test('the pinned versions are what CONTRIBUTING.md states', () => {
  const guide = fs.readFileSync(path.resolve(__dirname, '../../CONTRIBUTING.md'), 'utf8');
  expect(guide).toContain(`**${pinnedSdkVersion('v3')}**`);
  expect(guide).toContain(`**${pinnedSdkVersion('v2')}**`);
});

test('<SdkVersion> becomes the pinned version', () => {
  const out = run(jsx('SdkVersion', {sdk: 'v3'}));
  expect(out).toEqual({type: 'paragraph', children: [{type: 'text', value: pinnedSdkVersion('v3')}]});
});

test('<SdkChainsTable> lists the EVM chains with chain ids', () => {
  const out = run(jsx('SdkChainsTable', {sdk: 'v3', family: 'evm'}));
  expect(out.type).toBe('table');
  expect(out.children!.length).toBe(chainRows('v3', 'evm').length + 1);
  expect(JSON.stringify(out)).toContain('"ethereum"');
});

test('<SdkConstantTable> drops the reverse entries of numeric enums', () => {
  const out = run(jsx('SdkConstantTable', {sdk: 'v3', name: 'AuthMethodType'}));
  const text = JSON.stringify(out);
  expect(text).toContain('EthWallet');
  expect(text).not.toContain('"value":"1"},{"type":"inlineCode","value":"EthWallet"');
});

test('an unknown constant fails with the file and line', () => {
  expect(() => run(jsx('SdkConstantTable', {sdk: 'v3', name: 'NO_SUCH_THING'}))).toThrow(/fixture\.md:\d+: .*NO_SUCH_THING/);
});
