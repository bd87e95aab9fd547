/**
 * The access control conditions playground against the SDK it stands for: encryptString and decryptToString of
 * @lit-protocol/encryption 6.11.5 with a LitNodeClientNodeJs of 6.11.5, run here from samples/v3 with nothing sent
 * (the client is marked ready and stopped right after it hashes, before the encryption or any node request). For
 * every set below the playground's verdict, error text, sentence, canonical form and hash must be the SDK's.
 * The sets are written for this test; they include every failure of issue 27's trial.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {analyse} from '../../src/components/AccessControlPlayground/sdk';
import {precheck} from '../../src/components/AccessControlPlayground/encryptCheck';
import {parseConditions, MAX_CONDITIONS} from '../../src/components/AccessControlPlayground/input';
import {applyChain, familiesIn} from '../../src/components/AccessControlPlayground/conditions';
import {readDecimals, tokenListFor, type TokenDetails} from '../../src/components/AccessControlPlayground/tokens';
import {findBidiControls} from '../../src/components/AccessControlPlayground/hidden';
import {generateSample} from '../../src/components/AccessControlPlayground/sample';
import {TEMPLATES, type ConditionKind} from '../../src/components/AccessControlPlayground/templates';

const samples = path.resolve(__dirname, '../../samples/v3');
const installed = fs.existsSync(path.join(samples, 'node_modules/@lit-protocol/encryption/package.json'));
const requireFromSamples = createRequire(path.join(samples, 'package.json'));

// ---- Conditions written for this test (placeholder addresses in the docs' style) ----
const WALLET_A = '0x1111111111111111111111111111111111111111';
const TOKEN_6 = '0x2222222222222222222222222222222222222222';
const TOKEN_18 = '0x4444444444444444444444444444444444444444';
const wallet = (address: string, chain = 'ethereum') => ({
  contractAddress: '',
  standardContractType: '',
  chain,
  method: '',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '=', value: address},
});
const walletN = (n: number) => wallet(`0x${n.toString(16).padStart(40, '0')}`);
const erc20 = (address: string, value: string) => ({
  contractAddress: address,
  standardContractType: 'ERC20',
  chain: 'ethereum',
  method: 'balanceOf',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '>=', value},
});
const AND = {operator: 'and'};
const OR = {operator: 'or'};
const solBalance = {
  method: 'getBalance',
  params: [':userAddress'],
  pdaParams: [],
  pdaInterface: {offset: 0, fields: {}},
  pdaKey: '',
  chain: 'solana',
  returnValueTest: {key: '', comparator: '>=', value: '250000000'},
};
const cosmosBalance = {
  conditionType: 'cosmos',
  path: '/cosmos/bank/v1beta1/balances/:userAddress',
  chain: 'cosmos',
  returnValueTest: {key: '$.balances[0].amount', comparator: '>=', value: '2000000'},
};
const contractCall = {
  contractAddress: TOKEN_6,
  chain: 'base',
  functionName: 'isMember',
  functionParams: [':userAddress'],
  functionAbi: {name: 'isMember', stateMutability: 'view', inputs: [{name: 'who', type: 'address'}], outputs: [{name: '', type: 'bool'}]},
  returnValueTest: {key: '', comparator: '=', value: 'true'},
};
/** `levels` groups, each `[wallet, or, deeper group]`. */
const nested = (levels: number): unknown[] => (levels === 1 ? [walletN(levels)] : [walletN(levels), OR, nested(levels - 1)]);
const joined = (n: number, op: object): unknown[] => Array.from({length: n}, (_, i) => (i === 0 ? [walletN(i + 1)] : [op, walletN(i + 1)])).flat();

interface Case {
  name: string;
  kind: ConditionKind;
  value: unknown;
  tokens?: TokenDetails;
  /** What the SDK does, as a check that the case means what its name says. */
  accepted: boolean;
}

const CASES: Case[] = [
  {name: 'one wallet', kind: 'accessControlConditions', value: [wallet(WALLET_A)], accepted: true},
  {name: 'operator first: [and, cond]', kind: 'accessControlConditions', value: [AND, wallet(WALLET_A)], accepted: false},
  {name: 'two operators: [cond, and, or, cond]', kind: 'accessControlConditions', value: [wallet(WALLET_A), AND, OR, walletN(2)], accepted: false},
  {name: 'xor is no operator: [cond, xor, cond]', kind: 'accessControlConditions', value: [wallet(WALLET_A), {operator: 'xor'}, walletN(2)], accepted: false},
  {name: 'upper-case AND is no operator', kind: 'accessControlConditions', value: [wallet(WALLET_A), {operator: 'AND'}, walletN(2)], accepted: false},
  {name: 'implicit AND: [cond, cond]', kind: 'accessControlConditions', value: [wallet(WALLET_A), walletN(2)], accepted: false},
  {name: 'ends with an operator', kind: 'accessControlConditions', value: [wallet(WALLET_A), OR], accepted: false},
  {name: 'empty array', kind: 'accessControlConditions', value: [], accepted: false},
  {name: 'empty group', kind: 'accessControlConditions', value: [wallet(WALLET_A), AND, []], accepted: false},
  {name: 'operator-first group inside', kind: 'evmContractConditions', value: [contractCall, OR, [OR, contractCall]], accepted: false},
  {name: 'a lone xor object passes the operator check and the validator skips it', kind: 'accessControlConditions', value: [{operator: 'xor'}], accepted: true},
  {name: 'null item', kind: 'accessControlConditions', value: [null], accepted: false},
  {name: 'number item', kind: 'accessControlConditions', value: [1], accepted: false},
  {name: 'string item after an operator', kind: 'solRpcConditions', value: [solBalance, OR, 'x'], accepted: false},
  {name: 'an object with its own hasOwnProperty', kind: 'accessControlConditions', value: [{hasOwnProperty: 1}], accepted: false},
  {name: 'not an array', kind: 'accessControlConditions', value: wallet(WALLET_A), accepted: false},
  {name: 'a string, not an array', kind: 'unifiedAccessControlConditions', value: 'conditions', accepted: false},
  {name: 'zero', kind: 'evmContractConditions', value: 0, accepted: false},
  {name: 'null', kind: 'solRpcConditions', value: null, accepted: false},
  {name: 'unknown chain', kind: 'accessControlConditions', value: [wallet(WALLET_A), OR, wallet(WALLET_A, 'ethereumm')], accepted: false},
  {name: 'comparator =>', kind: 'accessControlConditions', value: [{...erc20(TOKEN_6, '5'), returnValueTest: {comparator: '=>', value: '5'}}], accepted: false},
  {name: 'an extra field', kind: 'accessControlConditions', value: [{...wallet(WALLET_A), note: 'x'}], accepted: false},
  {name: 'a missing field', kind: 'solRpcConditions', value: [{...solBalance, pdaKey: undefined}].map((c) => JSON.parse(JSON.stringify(c))), accepted: false},
  {name: 'unified item without conditionType', kind: 'unifiedAccessControlConditions', value: [{conditionType: 'solRpc', ...solBalance}, OR, wallet(WALLET_A)], accepted: false},
  {name: 'contract call', kind: 'evmContractConditions', value: [contractCall], accepted: true},
  {name: 'Solana balance and a group', kind: 'solRpcConditions', value: [solBalance, AND, [solBalance, OR, {...solBalance, chain: 'solanaDevnet'}]], accepted: true},
  {name: 'a Cosmos set holding an EVM condition', kind: 'unifiedAccessControlConditions', value: [cosmosBalance, OR, {conditionType: 'evmBasic', ...wallet(WALLET_A)}], accepted: true},
  {name: 'EVM or Solana', kind: 'unifiedAccessControlConditions', value: [{conditionType: 'evmBasic', ...erc20(TOKEN_18, '1000000000000000000')}, OR, {conditionType: 'solRpc', ...solBalance}], tokens: {[TOKEN_18]: {decimals: 18, symbol: 'WETH'}}, accepted: true},
  {name: '101 wallets joined by or', kind: 'accessControlConditions', value: joined(101, OR), accepted: true},
  {name: '300 conditions', kind: 'accessControlConditions', value: joined(300, AND), accepted: true},
  {name: '10 levels of groups', kind: 'accessControlConditions', value: nested(10), accepted: true},
  {
    name: 'two ERC-20s with their own decimals and symbols',
    kind: 'accessControlConditions',
    value: [erc20(TOKEN_6, '1000000000'), AND, erc20(TOKEN_18, '2500000000000000000')],
    tokens: {[TOKEN_6]: {decimals: 6, symbol: 'USDC'}, [TOKEN_18]: {decimals: 18, symbol: 'WETH'}},
    accepted: true,
  },
  {name: 'an ERC-20 without decimals reads in base units', kind: 'accessControlConditions', value: [erc20(TOKEN_6, '1000000000')], accepted: true},
  {name: 'a right-to-left override in a value', kind: 'accessControlConditions', value: [wallet(`0x1111\u202E1111111111111111111111111111111111`)], accepted: true},
];

type Sdk = {
  encryptString: (params: Record<string, unknown>, client: unknown) => Promise<unknown>;
  decryptToString: (params: Record<string, unknown>, client: unknown) => Promise<unknown>;
};
type Outcome = {ok: true; hash: string} | {ok: false; message: string; errorCode?: string};

test.describe('the playground says what encryptString and decryptToString say', () => {
  test.skip(!installed, 'samples/v3 is not installed (npm run check:samples installs it)');
  test.describe.configure({timeout: 120_000});

  let sdk: Sdk;
  let acc: Record<string, (...args: never[]) => unknown>;
  let client: {ready: boolean; subnetPubKey: string; getHashedAccessControlConditions: (p: unknown) => Promise<ArrayBuffer>};
  let lastHash: string | undefined;
  const STOP = 'stopped after hashing (test)';

  test.beforeAll(() => {
    sdk = requireFromSamples('@lit-protocol/encryption') as Sdk;
    acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    // connect() would reach the network: mark the client ready and stop it once it has hashed the conditions.
    client.ready = true;
    client.subnetPubKey = 'not used: the run stops before encrypting';
    const hashConditions = client.getHashedAccessControlConditions.bind(client);
    client.getHashedAccessControlConditions = async (params) => {
      lastHash = Buffer.from(await hashConditions(params)).toString('hex');
      throw new Error(STOP);
    };
  });

  const run = async (call: () => Promise<unknown>): Promise<Outcome> => {
    lastHash = undefined;
    try {
      await call();
      throw new Error('the stub should have stopped the call');
    } catch (error) {
      const e = error as {message: string; errorCode?: string};
      if (e.message === STOP) return {ok: true, hash: lastHash!};
      return {ok: false, message: e.message, errorCode: e.errorCode};
    }
  };
  const encrypt = (kind: ConditionKind, value: unknown) => run(() => sdk.encryptString({[kind]: value, dataToEncrypt: 'secret'}, client));
  const decrypt = (kind: ConditionKind, value: unknown) =>
    run(() => sdk.decryptToString({[kind]: value, ciphertext: 'c', dataToEncryptHash: 'h', chain: 'ethereum', sessionSigs: {'https://node.example': {}}}, client));
  const humanize = (kind: ConditionKind, value: unknown[], tokens: TokenDetails) =>
    (acc.humanizeAccessControlConditions as (p: Record<string, unknown>) => Promise<string>)({[kind]: value, tokenList: tokenListFor(value, tokens)});
  const FORMATTER: Record<ConditionKind, string> = {
    accessControlConditions: 'canonicalAccessControlConditionFormatter',
    evmContractConditions: 'canonicalEVMContractConditionFormatter',
    solRpcConditions: 'canonicalSolRpcConditionFormatter',
    unifiedAccessControlConditions: 'canonicalUnifiedAccessControlConditionFormatter',
  };

  for (const c of CASES) {
    test(`${c.name} (${c.kind})`, async () => {
      const tokens = c.tokens ?? {};
      const expected = await encrypt(c.kind, c.value);
      expect(expected.ok, 'the case means what its name says').toBe(c.accepted);
      const mine = await analyse(c.kind, c.value, tokens);
      if (expected.ok) {
        expect(mine.verdict).toEqual({ok: true});
        expect(mine.hash).toEqual({ok: true, value: expected.hash});
        const value = c.value as unknown[];
        const canonical = JSON.stringify(value.map((item) => (acc[FORMATTER[c.kind]] as (i: unknown) => unknown)(item)));
        expect(mine.canonical.ok && mine.canonical.value.text).toBe(canonical);
        expect(mine.humanized).toEqual({ok: true, value: await humanize(c.kind, value, tokens)});
      } else {
        expect(mine.verdict.ok).toBe(false);
        if (!mine.verdict.ok) {
          expect(mine.verdict.message).toBe(expected.message);
          expect(mine.verdict.errorCode).toBe(expected.errorCode);
        }
        expect(mine.humanized, 'no sentence for a set the SDK refuses').toBeUndefined();
      }
      const atDecrypt = await decrypt(c.kind, c.value);
      if (atDecrypt.ok) {
        expect(mine.decrypt).toEqual({ok: true});
        expect(mine.hash).toEqual({ok: true, value: atDecrypt.hash});
      } else {
        expect(mine.decrypt).toEqual({ok: false, message: atDecrypt.message});
      }
      // encryptString and decryptToString make the same array and operator check.
      const p = precheck(c.kind, c.value, 'decrypt');
      if (p) expect(atDecrypt).toMatchObject({ok: false, message: p.message});
    });
  }

  test('decryptToString hashes a set the schema refuses (it runs no validator), encryptString refuses it', async () => {
    const set = [wallet(WALLET_A, 'notAChain')];
    expect((await encrypt('accessControlConditions', set)).ok).toBe(false);
    const atDecrypt = await decrypt('accessControlConditions', set);
    expect(atDecrypt.ok).toBe(true);
    const mine = await analyse('accessControlConditions', set);
    expect(mine.verdict.ok).toBe(false);
    expect(mine.decrypt).toEqual({ok: true});
    expect(mine.hash).toEqual({ok: true, value: atDecrypt.ok ? atDecrypt.hash : ''});
  });

  test('every template is accepted by encryptString with the hash the playground shows', async () => {
    for (const t of TEMPLATES) {
      const expected = await encrypt(t.kind, t.conditions);
      const mine = await analyse(t.kind, t.conditions);
      expect(expected, t.id).toEqual({ok: true, hash: mine.hash.ok ? mine.hash.value : ''});
    }
  });
});

test.describe("the playground's own rules", () => {
  test('limits count conditions, not operators; 10 levels and 300 conditions are read', () => {
    const wallets = (n: number) => JSON.stringify(joined(n, OR), null, 2);
    const read = parseConditions(wallets(101));
    expect(read.ok && read.conditionCount).toBe(101);
    expect(parseConditions(JSON.stringify(joined(300, AND), null, 2))).toMatchObject({ok: true, conditionCount: 300});
    expect(parseConditions(JSON.stringify(nested(10), null, 2))).toMatchObject({ok: true, conditionCount: 10});
    const over = parseConditions(JSON.stringify(joined(MAX_CONDITIONS + 1, OR)));
    expect(over.ok).toBe(false);
    expect(!over.ok && over.problem).toContain(`${(MAX_CONDITIONS + 1).toLocaleString('en-US')} conditions`);
  });

  test('sizes are given in one unit', () => {
    const big = parseConditions(`[${'"x",'.repeat(200_000)}"x"]`);
    expect(!big.ok && big.problem).toMatch(/^The input is \d+ KB; the playground reads at most \d+ KB\./);
  });

  test('a JSON syntax error gives its line and column', () => {
    const read = parseConditions('[\n  {"chain": "ethereum",}\n]');
    // The trailing comma is the error: line 2, column 23.
    expect(read).toMatchObject({ok: false, line: 2, column: 23});
    expect(!read.ok && read.problem).toContain('line 2, column 23): A comma after the last property');
  });

  test('decimals are whole numbers from 0 to 255: 2.5 and -3 are refused, not replaced', () => {
    expect(readDecimals('6')).toEqual({ok: true, value: 6});
    expect(readDecimals('')).toEqual({ok: true, value: undefined});
    expect(readDecimals('2.5')).toMatchObject({ok: false});
    expect(readDecimals('-3')).toMatchObject({ok: false, problem: 'Decimals cannot be negative.'});
    expect(readDecimals('256')).toMatchObject({ok: false});
  });

  test('"use this chain in every condition" changes only the conditions of that chain family', () => {
    const set = [{conditionType: 'evmBasic', ...wallet(WALLET_A)}, OR, [{conditionType: 'solRpc', ...solBalance}, AND, cosmosBalance]];
    const toSolana = applyChain('unifiedAccessControlConditions', set, 'solanaDevnet', 'solana');
    expect(toSolana).toMatchObject({changed: 1, skipped: 2});
    expect(JSON.stringify(toSolana.set)).toBe(JSON.stringify(set).replace('"chain":"solana"', '"chain":"solanaDevnet"'));
    const toPolygon = applyChain('unifiedAccessControlConditions', set, 'polygon', 'evm');
    expect((toPolygon.set as {chain: string}[])[0]!.chain).toBe('polygon');
    expect(JSON.stringify(toPolygon.set)).toContain('"chain":"solana"');
  });

  test('the sample of an EVM-or-Solana set collects a signature for each chain family', () => {
    const set = [{conditionType: 'evmBasic', ...wallet(WALLET_A)}, OR, {conditionType: 'solRpc', ...solBalance}];
    expect(familiesIn('unifiedAccessControlConditions', set)).toEqual(['evm', 'solana']);
    const sample = generateSample({kind: 'unifiedAccessControlConditions', conditions: set});
    expect(sample).toContain("ethereum: await checkAndSignAuthMessage({ chain: 'ethereum', nonce })");
    expect(sample).toContain("solana: await checkAndSignAuthMessage({ chain: 'solana', nonce })");
    expect(sample).toContain('authSig: signatures as unknown as AuthSig');
  });

  test('bidirectional controls are found, and the sample writes them as escapes', () => {
    const text = JSON.stringify([wallet(`0x11\u202E11\u2066`)]);
    expect(findBidiControls(text).map((h) => h.codePoint)).toEqual(['U+202E', 'U+2066']);
    const sample = generateSample({kind: 'accessControlConditions', conditions: JSON.parse(text), humanized: 'Controls wallet with address 0x11\u202E11'});
    expect(findBidiControls(sample)).toEqual([]);
    expect(sample).toContain('0x11\\u202e11\\u2066');
    expect(sample).toContain('// Reads as: Controls wallet with address 0x11\\u202e11');
  });
});
