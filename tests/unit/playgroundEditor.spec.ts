/**
 * The playground's own helpers, which the SDK does not provide: JSON positions, "did you mean", address
 * checksums (against ethers' getAddress from samples/v3), the structural diff and share links.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {nodeAt, parseJsonText} from '../../src/components/AccessControlPlayground/jsonText';
import {didYouMean} from '../../src/components/AccessControlPlayground/suggest';
import {checkCosmosAddress, checkEvmAddress, checkSolanaAddress, toChecksumAddress} from '../../src/components/AccessControlPlayground/addresses';
import {diffConditions} from '../../src/components/AccessControlPlayground/diff';
import {decodeFragment, encodeState} from '../../src/components/AccessControlPlayground/share';
import {fromTokens, toTokens} from '../../src/components/AccessControlPlayground/builderModel';

const samples = path.resolve(__dirname, '../../samples/v3');
const requireFromSamples = createRequire(path.join(samples, 'package.json'));
const hasEthers = fs.existsSync(path.join(samples, 'node_modules/ethers/package.json'));

test('JSON positions: values come from JSON.parse, errors say where', () => {
  const valid = ['[]', '[1, -2.5e3, "a\\u00e9\\n", true, null, {"k": [{}]}]', '{"a":1,"a":2}', ' [ "\\"" ] '];
  for (const text of valid) {
    const read = parseJsonText(text);
    expect(read.ok, text).toBe(true);
    if (read.ok) expect(read.value).toEqual(JSON.parse(text));
  }
  const invalid = ['[1,]', '{"a" 1}', "['x']", '[01]', '["\n"]', '[1] 2', '[', '{"a":1,}', '[-]', '["\\x"]'];
  for (const text of invalid) {
    expect(() => JSON.parse(text), text).toThrow();
    expect(parseJsonText(text).ok, text).toBe(false);
  }
  const text = '[\n  {"chain": "ethereum", "returnValueTest": {"value": "5"}}\n]';
  const read = parseJsonText(text);
  if (!read.ok) throw new Error('should parse');
  const at = nodeAt(read.tree, [0, 'returnValueTest', 'value'])!;
  expect(text.slice(at.node.from, at.node.to)).toBe('"5"');
  expect(read.ok && parseJsonText('{"a":1,"a":2}')).toMatchObject({duplicates: [{path: ['a']}]});
});

test('"did you mean" finds near misses and reversed comparators', () => {
  const chains = ['ethereum', 'polygon', 'solana', 'solanaDevnet'];
  expect(didYouMean('ethereumm', chains)).toBe('ethereum');
  expect(didYouMean('Polygon', chains)).toBe('polygon');
  expect(didYouMean('bitcoin', chains)).toBeUndefined();
  const comparators = ['contains', '=', '>', '>=', '<', '<='];
  expect(didYouMean('=>', comparators, 'comparator')).toBe('>=');
  expect(didYouMean('==', comparators, 'comparator')).toBe('=');
  expect(didYouMean('AND', ['and', 'or'])).toBe('and');
});

test('EIP-55 checksums match ethers getAddress; Solana and Cosmos formats are checked', () => {
  test.skip(!hasEthers, 'samples/v3 is not installed');
  const {utils} = requireFromSamples('ethers') as {utils: {getAddress(a: string): string; hexlify(b: Uint8Array): string; randomBytes(n: number): Uint8Array}};
  for (let i = 0; i < 200; i++) {
    const lower = utils.hexlify(utils.randomBytes(20));
    const expected = utils.getAddress(lower);
    expect(toChecksumAddress(lower)).toBe(expected);
    expect(checkEvmAddress(expected)).toEqual({ok: true});
  }
  const good = utils.getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
  const flipped = good.replace(/[a-fA-F]/, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
  expect(checkEvmAddress(good)).toEqual({ok: true});
  expect(checkEvmAddress(good.toLowerCase())).toEqual({ok: true});
  expect(checkEvmAddress(flipped)).toMatchObject({ok: false, suggestion: good});
  expect(checkEvmAddress('0x1234')).toMatchObject({ok: false});
  expect(checkSolanaAddress('11111111111111111111111111111111')).toEqual({ok: true}); // the 32 zero bytes
  expect(checkSolanaAddress('0OIl')).toMatchObject({ok: false});
  expect(checkCosmosAddress('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')).toEqual({ok: true});
  expect(checkCosmosAddress('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8b')).toMatchObject({ok: false});
});

test('the diff aligns by structure', () => {
  const a = {contractAddress: '', chain: 'ethereum', returnValueTest: {comparator: '=', value: '0x1'}};
  const b = {...a, returnValueTest: {comparator: '=', value: '0x2'}};
  const c = {...a, returnValueTest: {comparator: '=', value: '0x3'}};
  const or = {operator: 'or'};
  expect(diffConditions([a, or, b], [a, or, b])).toEqual([]);
  // An added branch is one row, the rest stays matched.
  expect(diffConditions([a, or, b], [a, or, c, or, b])).toEqual([{change: 'added', path: '[2]', decryption: `or ${JSON.stringify(c)}`}]);
  // A wrapped set is the same conditions.
  expect(diffConditions([a, or, b], [[a, or, b]])[0]).toMatchObject({change: 'regrouped', path: '(the whole set)'});
  // A run wrapped in a group inside the set.
  expect(diffConditions([a, or, b, {operator: 'and'}, c], [[a, or, b], {operator: 'and'}, c])).toEqual([expect.objectContaining({change: 'regrouped', path: '[0]'})]);
  // A changed field is named.
  expect(diffConditions([a, or, b], [a, or, c])).toEqual([{change: 'changed', path: '[2].returnValueTest.value', encryption: '"0x2"', decryption: '"0x3"'}]);
  expect(diffConditions([a, or, b], [a, {operator: 'and'}, b])).toEqual([{change: 'operator', path: '[1]', encryption: '{"operator":"or"}', decryption: '{"operator":"and"}'}]);
});

test('share links round-trip compressed, a link of the first format still opens, and a broken one says why', async () => {
  const state = {kind: 'solRpcConditions' as const, conditions: '[{"é": "\u202E"}]', compareWith: '[]', tokens: {'0xab': {decimals: 6, symbol: 'USDC'}}};
  const fragment = await encodeState(state);
  expect(fragment).toMatch(/^kind=solRpcConditions&z=[A-Za-z0-9_-]+$/);
  expect(await decodeFragment(`#${fragment}`)).toEqual({state: 'ok', shared: state});
  // What the page wrote before compression (c, vs, tokens: base64url UTF-8 each).
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const firstFormat = `#kind=solRpcConditions&c=${b64(state.conditions)}&vs=${b64('[]')}&tokens=${b64(JSON.stringify(state.tokens))}`;
  expect(await decodeFragment(firstFormat)).toEqual({state: 'ok', shared: state});
  expect(await decodeFragment('#compare')).toEqual({state: 'none'});
  expect(await decodeFragment('#kind=solRpcConditions&c=%%%')).toMatchObject({state: 'broken'});
  expect(await decodeFragment('#kind=nope&c=W10')).toMatchObject({state: 'broken', problem: 'it names an unknown kind, "nope"'});
  // Bytes that are not UTF-8 (a link cut inside a character).
  expect(await decodeFragment(`#kind=solRpcConditions&c=${Buffer.from([0x5b, 0xc3]).toString('base64url')}`)).toMatchObject({state: 'broken'});
  // A compressed link cut short, and one whose payload is not the playground's.
  expect(await decodeFragment(`#${fragment.slice(0, -6)}`)).toMatchObject({state: 'broken', problem: expect.stringContaining('cut short')});
  const notOurs = `#kind=solRpcConditions&z=${Buffer.from(zlib.deflateRawSync('{"x":1}')).toString('base64url')}`;
  expect(await decodeFragment(notOurs)).toEqual({state: 'broken', problem: 'it holds no conditions'});
});

test('a compressed link of a 300-address allowlist is a tenth of the uncompressed one', async () => {
  const wallet = (n: number) => ({contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: `0x${crypto.createHash('sha256').update(String(n)).digest('hex').slice(0, 40)}`}});
  const set = Array.from({length: 300}, (_, i) => (i === 0 ? [wallet(i)] : [{operator: 'or'}, wallet(i)])).flat();
  const conditions = JSON.stringify(set, null, 2);
  const fragment = await encodeState({kind: 'accessControlConditions', conditions});
  expect(fragment.length).toBeLessThan(Buffer.from(conditions).toString('base64url').length / 10);
  expect(await decodeFragment(fragment)).toEqual({state: 'ok', shared: {kind: 'accessControlConditions', conditions}});
});

test('whole-token amounts convert exactly', () => {
  expect(toTokens('1500000', 6)).toBe('1.5');
  expect(toTokens('2500000000000000000', 18)).toBe('2.5');
  expect(toTokens('5', 0)).toBe('5');
  expect(fromTokens('1.5', 6)).toEqual({ok: true, raw: '1500000'});
  expect(fromTokens('0.0000001', 6)).toMatchObject({ok: false});
  expect(fromTokens('abc', 6)).toMatchObject({ok: false});
});
