/** plugins/remark-sdk-data turns the SDK data tags into text and tables from the pinned packages. */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import remarkSdkData from '../../plugins/remark-sdk-data';
import {
  ATTESTATION_ALWAYS_ON_V3,
  DEPRECATED_OPTIONS,
  NODE_REQUIREMENT,
  chainRows,
  constantsVersion,
  deprecatedOptionMarkdown,
  networkFacts,
  nodeRequirementMarkdown,
  pinnedNetworkNames,
  pinnedPackageVersion,
  pinnedSdkVersion,
  sdkPackage,
} from '../../plugins/remark-sdk-data/sdkData';

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

test('<SdkVersion package="…"> becomes the version the samples pin for that package', () => {
  const samples = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../samples/v3/package.json'), 'utf8'));
  const out = run(jsx('SdkVersion', {sdk: 'v3', package: 'wrapped-keys'}));
  expect(out).toEqual({type: 'paragraph', children: [{type: 'text', value: samples.dependencies['@lit-protocol/wrapped-keys']}]});
  expect(pinnedPackageVersion('v3', 'wrapped-keys')).toMatch(/^\d+\.\d+\.\d+$/);
});

test('install commands on the wrapped keys pages name the version the samples pin', () => {
  // Code blocks cannot hold <SdkVersion>, so the version typed in them is checked against the pin here.
  const folder = path.resolve(__dirname, '../../docs/sdk/wrapped-keys');
  const pinned = pinnedPackageVersion('v3', 'wrapped-keys');
  const typed = fs
    .readdirSync(folder)
    .flatMap((f) => [...fs.readFileSync(path.join(folder, f), 'utf8').matchAll(/@lit-protocol\/wrapped-keys@([\w.-]+)/g)])
    .map((m) => m[1]);
  expect(typed.length).toBeGreaterThan(0);
  expect(new Set(typed)).toEqual(new Set([pinned]));
  const guide = fs.readFileSync(path.resolve(__dirname, '../../CONTRIBUTING.md'), 'utf8');
  expect(guide, 'CONTRIBUTING.md states the wrapped-keys pin').toContain(`(${pinned}, the newest 6.x`);
});

test('<SdkVersion> of a package the samples do not pin fails with the file and line', () => {
  expect(() => run(jsx('SdkVersion', {sdk: 'v3', package: 'no-such-package'}))).toThrow(/fixture\.md:\d+: .*no-such-package/);
});

test('<SdkChainsTable> lists the EVM chains with chain ids', () => {
  const out = run(jsx('SdkChainsTable', {sdk: 'v3', family: 'evm'}));
  expect(out.type).toBe('table');
  expect(out.children!.length).toBe(chainRows('v3', 'evm').length + 1);
  expect(JSON.stringify(out)).toContain('"ethereum"');
});

test('<SdkChainSettings> renders one LIT_CHAINS entry: v2 chronicleTestnet is chain 175177 (0x2AC49) with its RPC URL', () => {
  const out = run(jsx('SdkChainSettings', {sdk: 'v2', chain: 'chronicleTestnet'}));
  expect(out.type).toBe('table');
  const text = JSON.stringify(out);
  expect(text).toContain('"175177"');
  expect(text).toContain('0x2AC49');
  expect(text).toContain('https://chain-rpc.litprotocol.com/http');
  expect(() => run(jsx('SdkChainSettings', {sdk: 'v2', chain: 'noSuchChain'}))).toThrow(/fixture\.md:\d+: .*noSuchChain/);
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

test('<SdkNodeRequirement> gives the same text in a sentence and on a line of its own', () => {
  const expected = [
    {type: 'text', value: `Node.js ${NODE_REQUIREMENT.v3.minimum} or later (the SDK needs the global Web Crypto object, `},
    {type: 'inlineCode', value: 'crypto'},
    {type: 'text', value: ', which older versions lack; to connect to '},
    {type: 'inlineCode', value: 'datil'},
    {type: 'text', value: ' or '},
    {type: 'inlineCode', value: 'datil-test'},
    {type: 'text', value: ' on Node.js 25, start it with '},
    {type: 'inlineCode', value: '--localstorage-file=<path>'},
    {type: 'text', value: ')'},
  ];
  const paragraph: Node = {type: 'paragraph', children: [{type: 'text', value: 'Run it on '}, jsx('SdkNodeRequirement', {sdk: 'v3'}, false)]};
  const tree: Node = {type: 'root', children: [paragraph]};
  remarkSdkData()(tree as never, {path: 'fixture.md'});
  expect(tree.children![0].children).toEqual([{type: 'text', value: 'Run it on '}, ...expected]);
  expect(run(jsx('SdkNodeRequirement', {sdk: 'v3'}))).toEqual({type: 'paragraph', children: expected});
  expect(nodeRequirementMarkdown('v2')).toBe(
    `Node.js ${NODE_REQUIREMENT.v2.minimum} or later (the SDK needs the global \`Blob\` class, which older versions lack)`,
  );
});

/** The published code behind NODE_REQUIREMENT, read from the samples packages that check:samples installs. */
const sdkFile = (sdk: 'v3' | 'v2', file: string) =>
  path.resolve(__dirname, '../../samples', sdk, 'node_modules/@lit-protocol', file);
const SETS_GLOBAL_CRYPTO = /globalThis\.crypto\s*=\s*require\(['"]crypto['"]\)\.webcrypto/;

test('the Node.js minimum of each SDK line matches what its published code needs', () => {
  test.skip(
    !fs.existsSync(sdkFile('v3', 'core')) || !fs.existsSync(sdkFile('v2', 'core')),
    'samples/v3 and samples/v2 are not installed (npm run check:samples installs them)',
  );
  const read = (sdk: 'v3' | 'v2', file: string) => fs.readFileSync(sdkFile(sdk, file), 'utf8');
  for (const sdk of ['v3', 'v2'] as const) {
    for (const pkg of fs.readdirSync(sdkFile(sdk, '.'))) {
      const manifest = path.join(sdkFile(sdk, pkg), 'package.json');
      if (fs.existsSync(manifest)) expect(JSON.parse(fs.readFileSync(manifest, 'utf8')).engines, `${sdk} ${pkg}`).toBeUndefined();
    }
  }
  // v3: calls the global crypto and never defines it, so Node.js 19 (global Web Crypto by default) is the floor.
  expect(read('v3', 'lit-node-client-nodejs/src/lib/lit-node-client-nodejs.js')).toContain("crypto.subtle.digest('SHA-256'");
  for (const entry of ['lit-node-client', 'lit-node-client-nodejs', 'encryption', 'uint8arrays']) {
    expect(read('v3', `${entry}/src/index.js`)).not.toMatch(SETS_GLOBAL_CRYPTO);
  }
  expect(NODE_REQUIREMENT.v3.minimum).toBe(19);
  // v2: the entry points define the global crypto themselves; the global Blob (Node.js 18) is what remains.
  for (const entry of ['lit-node-client', 'lit-node-client-nodejs', 'encryption', 'uint8arrays']) {
    expect(read('v2', `${entry}/src/index.js`)).toMatch(SETS_GLOBAL_CRYPTO);
  }
  expect(read('v2', 'crypto/src/lib/crypto.js')).toContain('new Blob(');
  expect(read('v2', 'crypto/src/index.js')).not.toMatch(/require\(['"]@lit-protocol\/misc['"]\)|isNode\s*[=,}]/);
  expect(NODE_REQUIREMENT.v2.minimum).toBe(18);
});

test('CONTRIBUTING.md documents <SdkNodeRequirement>', () => {
  const guide = fs.readFileSync(path.resolve(__dirname, '../../CONTRIBUTING.md'), 'utf8');
  expect(guide).toContain('<SdkNodeRequirement sdk="v3" />');
});

/* Networks and deprecated options: one typed place (sdkData.ts), checked against the pinned packages. */

const cellTexts = (tableNode: Node) =>
  tableNode.children!.map((r) => r.children!.map((c) => c.children!.map((n) => n.value ?? '').join('')));

test('every network the pinned constants accept is described, and nothing else', () => {
  for (const sdk of ['v3', 'v2'] as const) {
    expect(networkFacts(sdk).map((n) => n.name).sort()).toEqual([...pinnedNetworkNames(sdk)].sort());
  }
  expect(pinnedNetworkNames('v3')).toContain('datil-test');
  expect(pinnedNetworkNames('v2')).toContain('serrano');
});

test('<SdkNetworkTable> joins the typed facts with what the package says', () => {
  const rows = cellTexts(run(jsx('SdkNetworkTable', {sdk: 'v3', only: 'datil-dev,datil'})));
  expect(rows[0]).toEqual(['Network', 'For', 'Operated', 'Rollup', 'Requires payment', 'Keys', 'Node attestation', 'Build on it?']);
  expect(rows.map((r) => r[0])).toEqual(['Network', 'datil-dev', 'datil']);
  expect(rows[1].slice(2, 5)).toEqual(['centralized', 'Chronicle Yellowstone', 'no']);
  expect(rows[1][6]).toBe('only with checkNodeAttestation: true');
  expect(rows[2].slice(2, 5)).toEqual(['decentralized', 'Chronicle Yellowstone', 'yes, Capacity Credits']);
  expect(rows[2][6]).toBe('always verified');
  const all = cellTexts(run(jsx('SdkNetworkTable', {sdk: 'v3'})));
  expect(all.find((r) => r[0] === 'habanero')!.slice(2, 4)).toEqual(['decentralized', 'Chronicle']);
  const v2 = cellTexts(run(jsx('SdkNetworkTable', {sdk: 'v2'})));
  expect(v2.find((r) => r[0] === 'serrano')![3]).toBe('10');
  expect(() => run(jsx('SdkNetworkTable', {sdk: 'v3', only: 'serrano'}))).toThrow(/fixture\.md:\d+: .*no network "serrano"/);
});

test('the networks with forced attestation are those of the pinned core', () => {
  test.skip(!fs.existsSync(sdkFile('v3', 'core')), 'samples/v3 is not installed (npm run check:samples installs it)');
  const core = fs.readFileSync(sdkFile('v3', 'core/src/lib/lit-core.js'), 'utf8');
  const block = /const NETWORKS_REQUIRING_SEV = \[([^\]]*)\]/.exec(core)![1];
  const keys = [...block.matchAll(/LitNetwork\.(\w+)/g)].map((m) => m[1]);
  const litNetwork = sdkPackage('v3').LitNetwork as Record<string, string>;
  expect(keys.map((k) => litNetwork[k]).sort()).toEqual([...ATTESTATION_ALWAYS_ON_V3].sort());
  // The option is read only where the network is not in that list (the attestation branch of connect()).
  expect(core).toMatch(/this\.config\.checkNodeAttestation \|\|\s*NETWORKS_REQUIRING_SEV\.includes\(this\.config\.litNetwork\)/);
});

test('each deprecated option is still tagged in the package, and behaves as its entry says', () => {
  test.skip(!fs.existsSync(sdkFile('v3', 'types')), 'samples/v3 is not installed (npm run check:samples installs it)');
  for (const [name, entry] of Object.entries(DEPRECATED_OPTIONS.v3)) {
    const declared = fs.readFileSync(sdkFile('v3', entry.declaredIn.file), 'utf8');
    // The tag sits in the doc comment right above the property.
    expect(declared, name).toMatch(new RegExp(`${entry.declaredIn.tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^;]*?\\*/\\s*${name}\\?:`));
  }
  const client = fs.readFileSync(sdkFile('v3', 'lit-node-client-nodejs/src/lib/lit-node-client-nodejs.js'), 'utf8');
  expect(client).toMatch(/\.\.\.\(params\.capabilityAuthSigs \?\? \[\]\),\s*params\.capacityDelegationAuthSig,/);
  const base = fs.readFileSync(sdkFile('v3', 'pkp-base/src/lib/pkp-base.js'), 'utf8');
  const counted = /const providedAuthentications = \[([^\]]*)\]/.exec(base)![1];
  expect(counted).toContain('this.controllerAuthSig');
  expect(counted).not.toContain('controllerAuthMethods');
  const getSessionSigs = /async getSessionSigs\(\) \{([\s\S]*?)\n    \}/.exec(base)![1];
  expect(getSessionSigs).not.toContain('controllerAuthSig');
  expect(getSessionSigs).toContain("'Could not get sessionSigs'");
  expect(Object.keys(DEPRECATED_OPTIONS.v2)).toEqual([]);
});

test('<SdkDeprecatedOption> is inline text with the pinned version, and fails on an unknown name', () => {
  const out = run(jsx('SdkDeprecatedOption', {sdk: 'v3', name: 'capacityDelegationAuthSig'}));
  expect(out.type).toBe('paragraph');
  const text = out.children!.map((n) => n.value).join('');
  expect(text).toBe(deprecatedOptionMarkdown('v3', 'capacityDelegationAuthSig').replace(/`/g, ''));
  expect(text).toContain(`is deprecated in ${pinnedSdkVersion('v3')}: use the capabilityAuthSigs array`);
  expect(out.children![0]).toEqual({type: 'inlineCode', value: 'capacityDelegationAuthSig'});
  expect(() => run(jsx('SdkDeprecatedOption', {sdk: 'v2', name: 'capacityDelegationAuthSig'}))).toThrow(
    /fixture\.md:\d+: no deprecated option "capacityDelegationAuthSig" for v2/,
  );
});

test('CONTRIBUTING.md documents <SdkNetworkTable> and <SdkDeprecatedOption>', () => {
  const guide = fs.readFileSync(path.resolve(__dirname, '../../CONTRIBUTING.md'), 'utf8');
  expect(guide).toContain('<SdkNetworkTable sdk="v3"');
  expect(guide).toContain('<SdkDeprecatedOption sdk="v3" name="capacityDelegationAuthSig" />');
});
