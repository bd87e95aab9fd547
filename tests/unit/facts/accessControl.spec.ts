/**
 * The facts the access control pages (docs/sdk/access-control, docs/resources) state about the pinned 6.11.5
 * packages, checked by running them from samples/v3 with `fetch`, `window` and `localStorage` stubbed: nothing
 * leaves the machine. A "ready" client is a LitNodeClientNodeJs marked ready with the BLS public key of the SDK's own
 * crypto test (packages/crypto/src/lib/crypto.spec.ts at the 6.11.5 commit) and two made-up node URLs, so encryption
 * runs for real and decryption goes as far as the requests it would send. If an upgrade of the pin changes one of
 * these, the test names the fact and the page that states it needs the same change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {withGlobals, samplesSet, thrownBy} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/encryption');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */

/** A Map-backed stand-in for the browser's localStorage. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => (m.has(k) ? m.get(k)! : null),
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    keys: () => [...m.keys()],
  };
}

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
const errorOf = async (run: () => unknown): Promise<any> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};
/**
 * The SDK throws plain objects with a `message` (misc's throwError), not Error instances, which `rejects.toThrow`
 * does not see: this checks the message of whatever `run` throws or rejects with.
 */
async function rejectsWith(run: () => unknown, expected: string | RegExp): Promise<void> {
  const error = await errorOf(run);
  if (typeof expected === 'string') expect(error.message).toContain(expected);
  else expect(error.message).toMatch(expected);
}

/** BLS public key from the SDK's own crypto test at the 6.11.5 commit: any valid G1 key encrypts. */
const TEST_BLS_PUBLIC_KEY =
  '8e29447d7b0666fe41c357dbbdbdac0ac8ac973f88439a07f85fa31fa6fa3cea87c2eaa8b367e1c97764800fb5636892';
const NODES = ['https://node-a.example', 'https://node-b.example'];

const WALLET = '0x1111111111111111111111111111111111111111';
const wallet = (value: string, chain = 'ethereum') => ({
  contractAddress: '',
  standardContractType: '',
  chain,
  method: '',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '=', value},
});
const nft = (contractAddress: string) => ({
  contractAddress,
  standardContractType: 'ERC721',
  chain: 'ethereum',
  method: 'balanceOf',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '>', value: '0'},
});
const timestamp = (value: string) => ({
  contractAddress: '',
  standardContractType: 'timestamp',
  chain: 'ethereum',
  method: 'eth_getBlockByNumber',
  parameters: ['latest'],
  returnValueTest: {comparator: '>=', value},
});
const solBalance = (chain = 'solana') => ({
  method: 'getBalance',
  params: [':userAddress'],
  pdaParams: [],
  pdaInterface: {offset: 0, fields: {}},
  pdaKey: '',
  chain,
  returnValueTest: {key: '', comparator: '>=', value: '1000000000'},
});
const allowlistCall = {
  contractAddress: '0x2222222222222222222222222222222222222222',
  chain: 'polygon',
  functionName: 'isAllowed',
  functionParams: [':userAddress'],
  functionAbi: {
    name: 'isAllowed',
    type: 'function',
    stateMutability: 'view',
    inputs: [{name: 'user', type: 'address'}],
    outputs: [{name: '', type: 'bool'}],
  },
  returnValueTest: {key: '', comparator: '=', value: 'true'},
};
const cosmosBalance = {
  conditionType: 'cosmos',
  path: '/cosmos/bank/v1beta1/balances/:userAddress',
  chain: 'cosmos',
  returnValueTest: {key: '$.balances[0].amount', comparator: '>=', value: '1000000'},
};
const AND = {operator: 'and'};
const OR = {operator: 'or'};

test.describe('access control at @lit-protocol 6.11.5, as the pages describe it', () => {
  test.skip(!installed, skipReason);

  let acc: any;
  let enc: any;
  let constants: any;
  let authHelpers: any;
  let ethers: any;
  let LitNodeClientNodeJs: any;
  test.beforeAll(async () => {
    acc = requireFromSamples('@lit-protocol/access-control-conditions');
    enc = requireFromSamples('@lit-protocol/encryption');
    constants = requireFromSamples('@lit-protocol/constants');
    authHelpers = requireFromSamples('@lit-protocol/auth-helpers');
    ethers = requireFromSamples('ethers').ethers;
    LitNodeClientNodeJs = requireFromSamples('@lit-protocol/lit-node-client-nodejs').LitNodeClientNodeJs;
    // connect() loads the BLS WebAssembly; a client that is only marked ready needs it loaded here.
    await requireFromSamples('@lit-protocol/bls-sdk').initWasmBlsSdk();
  });

  /** A client that has "connected": ready, with a network key and two node URLs, and no handshake made. */
  const readyClient = () => {
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true;
    client.subnetPubKey = TEST_BLS_PUBLIC_KEY;
    client.networkPubKey = TEST_BLS_PUBLIC_KEY;
    client.networkPubKeySet = TEST_BLS_PUBLIC_KEY;
    client.connectedNodes = new Set(NODES);
    client.config.minNodeCount = NODES.length;
    return client;
  };

  /** Runs `body` with `fetch` answering every node request with `answer`, and returns the requests it saw. */
  const recordingFetch = async (answer: () => Response, body: () => Promise<unknown>) => {
    const requests: {url: string; body: any}[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      requests.push({url: String(url).replace(/\/$/, ''), body: JSON.parse(String(init!.body))});
      return answer();
    };
    const error = await withGlobals({fetch}, async () => {
      try {
        await body();
        return undefined;
      } catch (e) {
        return e as any;
      }
    });
    return {requests, error};
  };
  const nodeRefusal = () =>
    new Response(
      JSON.stringify({
        errorKind: 'Validation',
        errorCode: 'NodeAccessControlConditionsReturnedNotAuthorized',
        message: 'The access control condition check returned that you are not permitted to access this content.',
      }),
      {status: 401, headers: {'content-type': 'application/json'}},
    );

  // ---------- intro.md, quick-start.md, encryption.md: encryption ----------

  test('encryptString runs offline: no request, a base64 ciphertext that differs each run, and the hex SHA-256 of the plaintext', async () => {
    const client = readyClient();
    const plaintext = 'The meeting moved to Thursday, 10:00.';
    const accessControlConditions = [wallet(WALLET)];
    const {requests, error} = await recordingFetch(
      () => new Response('{}'),
      async () => {
        const a = await enc.encryptString({accessControlConditions, dataToEncrypt: plaintext}, client);
        const b = await enc.encryptString({accessControlConditions, dataToEncrypt: plaintext}, client);
        expect(a.ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/);
        expect(a.ciphertext).not.toBe(b.ciphertext);
        expect(a.dataToEncryptHash).toBe(createHash('sha256').update(plaintext).digest('hex'));
        expect(a.dataToEncryptHash).toMatch(/^[0-9a-f]{64}$/);
        expect(b.dataToEncryptHash).toBe(a.dataToEncryptHash);
      },
    );
    expect(error).toBeUndefined();
    expect(requests).toEqual([]);
  });

  test('the encryption identity is lit-accesscontrolcondition://<hex hash of the conditions>/<dataToEncryptHash>', async () => {
    const client = readyClient();
    const accessControlConditions = [wallet(WALLET)];
    const conditionsHash = hex(await acc.hashAccessControlConditions(accessControlConditions));
    expect(hex(await client.getHashedAccessControlConditions({accessControlConditions}))).toBe(conditionsHash);
    expect(client._getIdentityParamForEncryption(conditionsHash, 'ab'.repeat(32))).toBe(
      `lit-accesscontrolcondition://${conditionsHash}/${'ab'.repeat(32)}`,
    );
  });

  test('field order inside a condition does not change the hash; letter case, values and item order do', async () => {
    const item = wallet('0xAbCd000000000000000000000000000000000001');
    const reordered = {
      returnValueTest: {value: item.returnValueTest.value, comparator: '='},
      parameters: [':userAddress'],
      method: '',
      chain: 'ethereum',
      standardContractType: '',
      contractAddress: '',
    };
    const lowerCase = wallet(item.returnValueTest.value.toLowerCase());
    const base = hex(await acc.hashAccessControlConditions([item]));
    expect(hex(await acc.hashAccessControlConditions([reordered]))).toBe(base);
    expect(hex(await acc.hashAccessControlConditions([lowerCase]))).not.toBe(base);
    expect(hex(await acc.hashAccessControlConditions([wallet(WALLET)]))).not.toBe(base);
    const other = wallet(WALLET, 'polygon');
    expect(hex(await acc.hashAccessControlConditions([item, OR, other]))).not.toBe(
      hex(await acc.hashAccessControlConditions([other, OR, item])),
    );
    // The same holds for the unified form.
    const unified = {conditionType: 'evmBasic', ...item};
    const unifiedReordered = {...reordered, conditionType: 'evmBasic'};
    const unifiedBase = hex(await acc.hashUnifiedAccessControlConditions([unified]));
    expect(hex(await acc.hashUnifiedAccessControlConditions([unifiedReordered]))).toBe(unifiedBase);
    expect(hex(await acc.hashUnifiedAccessControlConditions([{conditionType: 'evmBasic', ...lowerCase}]))).not.toBe(unifiedBase);
  });

  test('fields outside the canonical form, and conditionType, are left out of the hash and of what is sent', async () => {
    const item = wallet(WALLET);
    const base = hex(await acc.hashAccessControlConditions([item]));
    expect(hex(await acc.hashAccessControlConditions([{...item, note: 'ignored'}]))).toBe(base);
    expect(acc.canonicalAccessControlConditionFormatter({...item, note: 'ignored'})).toEqual(item);
    // A converted array hashes like the original: conditionType is not part of the canonical form.
    expect(hex(await acc.hashUnifiedAccessControlConditions([{conditionType: 'evmBasic', ...item}]))).toBe(base);
    expect(hex(await acc.hashUnifiedAccessControlConditions([{conditionType: 'evmContract', ...allowlistCall}]))).toBe(
      hex(await acc.hashEVMContractConditions([allowlistCall])),
    );
    expect(hex(await acc.hashUnifiedAccessControlConditions([{conditionType: 'solRpc', ...solBalance()}]))).toBe(
      hex(await acc.hashSolRpcConditions([solBalance()])),
    );
  });

  test('decrypt sends each node the canonical conditions, dataToEncryptHash, chain and its auth material, never the ciphertext', async () => {
    const client = readyClient();
    const accessControlConditions = [{...wallet(WALLET), note: 'not sent'}];
    const sessionSigs = Object.fromEntries(NODES.map((url) => [url, {sig: `sig for ${url}`, signedMessage: '{}', address: 'k', derivedVia: 'litSessionSignViaNacl', algo: 'ed25519'}]));
    const {requests} = await recordingFetch(nodeRefusal, () =>
      client.decrypt({accessControlConditions, chain: 'ethereum', ciphertext: 'Y2lwaGVy', dataToEncryptHash: 'ab'.repeat(32), sessionSigs}),
    );
    expect(requests.map((r) => r.url).sort()).toEqual(NODES.map((u) => `${u}/web/encryption/sign`).sort());
    for (const {url, body} of requests) {
      expect(Object.keys(body).sort()).toEqual(['accessControlConditions', 'authSig', 'chain', 'dataToEncryptHash', 'epoch']);
      expect(body.accessControlConditions).toEqual([wallet(WALLET)]);
      expect(body.authSig).toEqual(sessionSigs[url.replace('/web/encryption/sign', '')]);
      expect(JSON.stringify(body)).not.toContain('Y2lwaGVy');
    }
  });

  test('given several condition parameters, decrypt hashes and sends only the first of accessControlConditions, evmContractConditions, solRpcConditions, unifiedAccessControlConditions', async () => {
    const client = readyClient();
    const params = {accessControlConditions: [wallet(WALLET)], evmContractConditions: [allowlistCall]};
    expect(hex(await client.getHashedAccessControlConditions(params))).toBe(hex(await acc.hashAccessControlConditions([wallet(WALLET)])));
    const {requests} = await recordingFetch(nodeRefusal, () =>
      client.decrypt({...params, chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'ab'.repeat(32), authSig: {sig: 's'}}),
    );
    for (const {body} of requests) {
      expect(body.accessControlConditions).toEqual([wallet(WALLET)]);
      expect(body).not.toHaveProperty('evmContractConditions');
    }
  });

  test('a bare AuthSig passed to decrypt is sent to every node unchanged', async () => {
    const client = readyClient();
    const authSig = {sig: '0xsig', derivedVia: 'web3.eth.personal.sign', signedMessage: 'a SIWE message', address: WALLET};
    const {requests} = await recordingFetch(nodeRefusal, () =>
      client.decrypt({accessControlConditions: [wallet(WALLET)], chain: 'polygon', ciphertext: 'x', dataToEncryptHash: 'ab'.repeat(32), authSig}),
    );
    expect(requests).toHaveLength(NODES.length);
    for (const {body} of requests) {
      expect(body.authSig).toEqual(authSig);
      expect(body.chain).toBe('polygon');
    }
  });

  test('with no sessionSigs, getSignedToken sends a bare AuthSig to every node unchanged, as decrypt does', async () => {
    const client = readyClient();
    const authSig = {sig: '0xsig', derivedVia: 'web3.eth.personal.sign', signedMessage: 'a SIWE message', address: WALLET};
    const {requests} = await recordingFetch(nodeRefusal, () =>
      client.getSignedToken({accessControlConditions: [nft(WALLET)], chain: 'ethereum', authSig} as never),
    );
    expect(requests.map((r) => r.url).sort()).toEqual(NODES.map((u) => `${u}/web/signing/access_control_condition`).sort());
    for (const {body} of requests) {
      expect(body.authSig).toEqual(authSig);
    }
  });

  test("a node's refusal reaches the caller with the node's errorCode and message", async () => {
    const client = readyClient();
    const {error} = await recordingFetch(nodeRefusal, () =>
      enc.decryptToString(
        {accessControlConditions: [wallet(WALLET)], chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'ab'.repeat(32), authSig: {sig: 's', derivedVia: 'd', signedMessage: 'm', address: WALLET}},
        client,
      ),
    );
    expect(error.errorCode).toBe('NodeAccessControlConditionsReturnedNotAuthorized');
    expect(error.message).toContain('not permitted to access this content');
  });

  test('before connect() the client refuses to encrypt, decrypt or sign a token, with a prefixed not-ready message', async () => {
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect(client.ready).toBe(false);
    expect(client.networkPubKey).toBeFalsy();
    const accessControlConditions = [wallet(WALLET)];
    const encryptError = await errorOf(() => enc.encryptString({accessControlConditions, dataToEncrypt: 'x'}, client));
    expect(encryptError.message).toBe('6 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.');
    const decryptError = await errorOf(() =>
      client.decrypt({accessControlConditions, chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'y', sessionSigs: {}}),
    );
    expect(decryptError.message).toBe('6 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.');
    const tokenError = await errorOf(() => client.getSignedToken({accessControlConditions, chain: 'ethereum', sessionSigs: {}}));
    expect(tokenError.message).toBe('3 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.');
  });

  test('the SDK throws plain objects with message and errorCode, not Error instances', async () => {
    const error = await errorOf(() => enc.encryptString({dataToEncrypt: 'x'}, readyClient()));
    expect(error).not.toBeInstanceOf(Error);
    expect(typeof error.message).toBe('string');
    expect(error.errorCode).toBe('InvalidParamType');
  });

  test('the helpers check their parameters, then hand Uint8Array data to litNodeClient.encrypt and decrypt', async () => {
    const calls: {method: string; params: any}[] = [];
    const spy = {
      encrypt: async (params: any) => (calls.push({method: 'encrypt', params}), {ciphertext: 'c', dataToEncryptHash: 'h'}),
      decrypt: async (params: any) => (calls.push({method: 'decrypt', params}), {decryptedData: new TextEncoder().encode('plain')}),
    };
    const accessControlConditions = [wallet(WALLET)];
    const decryptParams = {accessControlConditions, chain: 'ethereum', ciphertext: 'c', dataToEncryptHash: 'h', sessionSigs: {}};
    expect(await enc.encryptString({accessControlConditions, dataToEncrypt: 'hi'}, spy)).toEqual({ciphertext: 'c', dataToEncryptHash: 'h'});
    await enc.encryptFile({accessControlConditions, chain: 'ethereum', file: new Blob([new Uint8Array([1, 2, 3])])}, spy);
    expect(await enc.decryptToString(decryptParams, spy)).toBe('plain');
    const bytes = await enc.decryptToFile(decryptParams, spy);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(calls.map((c) => c.method)).toEqual(['encrypt', 'encrypt', 'decrypt', 'decrypt']);
    expect(calls[0].params.dataToEncrypt).toEqual(new TextEncoder().encode('hi'));
    expect(calls[1].params.dataToEncrypt).toEqual(new Uint8Array([1, 2, 3]));
    // What goes to encrypt is the bytes and the conditions: a file's name and type are not kept.
    const file = new File([new Uint8Array([9])], 'notes.txt', {type: 'text/plain'});
    calls.length = 0;
    await enc.encryptFile({accessControlConditions, chain: 'ethereum', file}, spy);
    expect(calls[0].params.dataToEncrypt).toEqual(new Uint8Array([9]));
  });

  test('encryptToJson bundles ciphertext, hash, conditions, chain and dataType; decryptFromJson passes only sessionSigs on', async () => {
    const calls: any[] = [];
    const spy = {
      encrypt: async () => ({ciphertext: 'c', dataToEncryptHash: 'h'}),
      decrypt: async (params: any) => (calls.push(params), {decryptedData: new TextEncoder().encode('plain')}),
    };
    const accessControlConditions = [wallet(WALLET)];
    const bundle = JSON.parse(await enc.encryptToJson({string: 'hi', chain: 'ethereum', accessControlConditions, litNodeClient: spy}));
    expect(bundle).toEqual({ciphertext: 'c', dataToEncryptHash: 'h', accessControlConditions, chain: 'ethereum', dataType: 'string'});
    const fileBundle = JSON.parse(
      await enc.encryptToJson({file: new Blob([new Uint8Array([1])]), chain: 'ethereum', accessControlConditions, litNodeClient: spy}),
    );
    expect(fileBundle.dataType).toBe('file');
    expect(await enc.decryptFromJson({litNodeClient: spy, parsedJsonData: bundle, sessionSigs: {a: 1}})).toBe('plain');
    expect(await enc.decryptFromJson({litNodeClient: spy, parsedJsonData: fileBundle, sessionSigs: {a: 1}})).toBeInstanceOf(Uint8Array);
    expect(calls[0].sessionSigs).toEqual({a: 1});
    expect('authSig' in calls[0]).toBe(false);
    // Without sessionSigs, decryptFromJson stops: an AuthSig is not a way in.
    const error = await errorOf(() => enc.decryptFromJson({litNodeClient: spy, parsedJsonData: bundle, authSig: {sig: 's'}}));
    expect(error.message).toBe('Invalid params: You must pass either authSig or sessionSigs');
  });

  test('decryptToString, decryptToFile and decryptToZip hand a bare authSig on to decrypt; decryptZipFileWithMetadata refuses one', async () => {
    const calls: any[] = [];
    const JSZip = requireFromSamples('jszip');
    const empty = await new JSZip().generateAsync({type: 'uint8array'});
    const spy = {decrypt: async (params: any) => (calls.push(params), {decryptedData: empty})};
    const authSig = {sig: '0x5e', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: WALLET};
    const params = {accessControlConditions: [wallet(WALLET)], chain: 'ethereum', ciphertext: 'c', dataToEncryptHash: 'h', authSig};
    await enc.decryptToString(params, spy);
    await enc.decryptToFile(params, spy);
    await enc.decryptToZip(params, spy);
    expect(calls.map((c) => c.authSig)).toEqual([authSig, authSig, authSig]);
    // The metadata archive checks only sessionSigs, so an authSig alone stops before any decryption.
    const zip = new JSZip();
    zip.file('lit_protocol_metadata.json', JSON.stringify({name: 'a.txt', accessControlConditions: [wallet(WALLET)], chain: 'ethereum', dataToEncryptHash: 'h'}));
    zip.folder('encryptedAssets').file('a.txt', new Uint8Array([1]));
    const file = new Blob([await zip.generateAsync({type: 'uint8array'})]);
    const error = await errorOf(() => enc.decryptZipFileWithMetadata({file, litNodeClient: spy, authSig}));
    expect(error.message).toBe('Invalid params: You must pass either authSig or sessionSigs');
    expect(calls).toHaveLength(3);
  });

  test('without a condition parameter the helpers and the client stop with their own messages', async () => {
    const client = readyClient();
    expect((await errorOf(() => enc.encryptString({dataToEncrypt: 'x'}, client))).message).toBe(
      'Invalid params: You must pass either accessControlConditions, evmContractConditions, solRpcConditions or unifiedAccessControlConditions',
    );
    expect((await errorOf(() => client.encrypt({dataToEncrypt: new Uint8Array([1])}))).message).toBe(
      'You must provide either accessControlConditions or evmContractConditions or solRpcConditions or unifiedAccessControlConditions',
    );
    expect(
      (await errorOf(() => client.decrypt({chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'y', sessionSigs: {}}))).message,
    ).toBe('You must provide either accessControlConditions or evmContractConditions or solRpcConditions or unifiedAccessControlConditions');
  });

  test('generateResourceString is the accessControlConditions hash and the data hash, joined by a slash', async () => {
    const accessControlConditions = [wallet(WALLET)];
    const resource = await authHelpers.LitAccessControlConditionResource.generateResourceString(accessControlConditions, 'ab'.repeat(32));
    expect(resource).toBe(`${hex(await acc.hashAccessControlConditions(accessControlConditions))}/${'ab'.repeat(32)}`);
    expect(new authHelpers.LitAccessControlConditionResource(resource).getResourceKey()).toBe(`lit-accesscontrolcondition://${resource}`);
  });

  // ---------- schemas: intro.md, basic-examples.md, custom-contract-calls.md, supported-chains.md ----------

  test('the schemas accept the comparators =, >, >=, <, <= and contains, and nothing else', async () => {
    for (const comparator of ['=', '>', '>=', '<', '<=', 'contains']) {
      expect(await acc.validateAccessControlConditionsSchema([{...wallet(WALLET), returnValueTest: {comparator, value: '1'}}])).toBe(true);
    }
    for (const comparator of ['!=', '==', 'gt']) {
      await rejectsWith(() => acc.validateAccessControlConditionsSchema([{...wallet(WALLET), returnValueTest: {comparator, value: '1'}}]), /FAILED schema validation for parameter named accessControlConditions/);
    }
    // The value is a string: a number or a boolean fails.
    await rejectsWith(() => acc.validateAccessControlConditionsSchema([{...wallet(WALLET), returnValueTest: {comparator: '=', value: true}}]), /FAILED schema validation/);
  });

  test('a chain is a name from the list: "1" and "Ethereum" fail the schema, and the schema lists the same names as the constants', async () => {
    for (const chain of ['1', 'Ethereum']) {
      await rejectsWith(() => acc.validateAccessControlConditionsSchema([wallet(WALLET, chain)]), /FAILED schema validation/);
    }
    const evm = requireFromSamples('@lit-protocol/accs-schemas/schemas/LPACC_EVM_BASIC');
    const contract = requireFromSamples('@lit-protocol/accs-schemas/schemas/LPACC_EVM_CONTRACT');
    const sol = requireFromSamples('@lit-protocol/accs-schemas/schemas/LPACC_SOL');
    const atom = requireFromSamples('@lit-protocol/accs-schemas/schemas/LPACC_ATOM');
    expect([...evm.properties.chain.enum].sort()).toEqual(Object.keys(constants.LIT_CHAINS).sort());
    expect(contract.properties.chain.enum).toEqual(evm.properties.chain.enum);
    expect(sol.properties.chain.enum).toEqual(Object.keys(constants.LIT_SVM_CHAINS));
    expect(atom.properties.chain.enum).toEqual(Object.keys(constants.LIT_COSMOS_CHAINS));
    expect(atom.properties.chain.enum).toEqual(['cosmos', 'kyve', 'evmosCosmos', 'evmosCosmosTestnet', 'cheqdMainnet', 'cheqdTestnet', 'juno']);
    expect(sol.properties.chain.enum).toEqual(['solana', 'solanaDevnet', 'solanaTestnet']);
  });

  test('the chain constants: ALL_LIT_CHAINS joins the three families, each entry with a vmType of EVM, SVM or CVM', () => {
    const all = constants.ALL_LIT_CHAINS;
    expect(Object.keys(all).sort()).toEqual(
      [...Object.keys(constants.LIT_CHAINS), ...Object.keys(constants.LIT_SVM_CHAINS), ...Object.keys(constants.LIT_COSMOS_CHAINS)].sort(),
    );
    for (const [family, vmType] of [
      ['LIT_CHAINS', 'EVM'],
      ['LIT_SVM_CHAINS', 'SVM'],
      ['LIT_COSMOS_CHAINS', 'CVM'],
    ]) {
      for (const chain of Object.values(constants[family]) as any[]) {
        expect(chain.vmType).toBe(vmType);
        expect(typeof chain.name).toBe('string');
        expect(typeof chain.symbol).toBe('string');
        expect(Array.isArray(chain.rpcUrls)).toBe(true);
        expect(Array.isArray(chain.blockExplorerUrls)).toBe(true);
      }
    }
    expect(constants.LIT_CHAINS.yellowstone).toMatchObject({chainId: 175188, symbol: 'tstLPX', name: 'Chronicle Yellowstone - Lit Protocol Testnet'});
    expect(constants.LIT_CHAINS.yellowstone.blockExplorerUrls).toEqual(['https://yellowstone-explorer.litprotocol.com/']);
  });

  test('standardContractType takes one of 14 values', () => {
    const evm = requireFromSamples('@lit-protocol/accs-schemas/schemas/LPACC_EVM_BASIC');
    expect(evm.properties.standardContractType.enum).toEqual([
      '',
      'ERC20',
      'ERC721',
      'ERC721MetadataName',
      'ERC1155',
      'CASK',
      'Creaton',
      'POAP',
      'timestamp',
      'MolochDAOv2.1',
      'ProofOfHumanity',
      'SIWE',
      'PKPPermissions',
      'LitAction',
    ]);
  });

  test('every JSON example of the EVM pages passes its schema', async () => {
    const poap = (chain: string, method: string, comparator: string, value: string) => ({
      contractAddress: '0x22C1f6050E56d2876009903609a2cC3fEf83B415',
      standardContractType: 'POAP',
      chain,
      method,
      parameters: [],
      returnValueTest: {comparator, value},
    });
    const examples = [
      wallet(WALLET),
      {...wallet(''), chain: 'base', method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '10000000000000000'}},
      {...nft(WALLET), standardContractType: 'ERC20', returnValueTest: {comparator: '>=', value: '100000000'}},
      nft(WALLET),
      {...nft(WALLET), method: 'ownerOf', parameters: ['42'], returnValueTest: {comparator: '=', value: ':userAddress'}},
      {...nft(WALLET), standardContractType: 'ERC1155', chain: 'polygon', parameters: [':userAddress', '7'], returnValueTest: {comparator: '>=', value: '1'}},
      {...nft(WALLET), standardContractType: 'MolochDAOv2.1', method: 'members', returnValueTest: {comparator: '=', value: 'true'}},
      timestamp('1767225600'),
      poap('xdai', 'eventId', '=', '123456'),
      poap('xdai', 'tokenURI', 'contains', 'Berlin Builders Night'),
      {...nft('0x22C1f6050E56d2876009903609a2cC3fEf83B415'), chain: 'xdai'},
      {...wallet('app.example.com'), standardContractType: 'SIWE', parameters: [':domain']},
      {...wallet('ipfs://bafy'), standardContractType: 'SIWE', parameters: [':resources'], returnValueTest: {comparator: 'contains', value: 'ipfs://bafy'}},
      {contractAddress: 'ipfs://QmCid', standardContractType: 'LitAction', chain: 'ethereum', method: 'hasCombinedBalance', parameters: [':userAddress', '10000000000000000'], returnValueTest: {comparator: '=', value: 'true'}},
    ];
    for (const example of examples) expect(await acc.validateAccessControlConditionsSchema([example])).toBe(true);
  });

  test('the contract-condition schema: returnValueTest.key is required, and only the listed ABI keys are accepted', async () => {
    expect(await acc.validateEVMContractConditionsSchema([allowlistCall])).toBe(true);
    const withConstant = {...allowlistCall, functionAbi: {...allowlistCall.functionAbi, constant: true, inputs: [{name: 'user', type: 'address', internalType: 'address'}]}};
    expect(await acc.validateEVMContractConditionsSchema([withConstant])).toBe(true);
    const bad = [
      {...allowlistCall, returnValueTest: {comparator: '=', value: 'true'}},
      {...allowlistCall, functionAbi: {...allowlistCall.functionAbi, payable: false}},
      {...allowlistCall, functionAbi: {...allowlistCall.functionAbi, gas: 30000}},
      {...allowlistCall, functionAbi: {...allowlistCall.functionAbi, outputs: [{name: '', type: 'tuple', components: []}]}},
      {...allowlistCall, functionAbi: {name: 'isAllowed', inputs: [], outputs: []}},
      wallet(WALLET),
    ];
    for (const item of bad) {
      await rejectsWith(() => acc.validateEVMContractConditionsSchema([item]), /FAILED schema validation for parameter named evmContractConditions in Lit-JS-SDK function validateEVMContractConditionsSchema\(\)/);
    }
    // encrypt runs the same check before anything else happens
    await rejectsWith(() => enc.encryptString({evmContractConditions: [bad[0]], dataToEncrypt: 'x'}, readyClient()), /FAILED schema validation/);
  });

  test('an evmContractConditions array takes contract conditions, operators and nested arrays of them, but no basic condition', async () => {
    const nested = [allowlistCall, {operator: 'and'}, [allowlistCall, {operator: 'or'}, allowlistCall]];
    expect(await acc.validateEVMContractConditionsSchema(nested)).toBe(true);
    await rejectsWith(() => acc.validateEVMContractConditionsSchema([allowlistCall, {operator: 'or'}, wallet(WALLET)]), /FAILED schema validation for parameter named evmContractConditions/);
  });

  test('an ABI entry built from a human-readable signature with ethers v5, keeping name and type, passes the schema', async () => {
    const fragment = ethers.utils.Fragment.from('function positions(address owner) view returns (uint256 amount, uint64 unlockTime)');
    const toParam = (p: any) => ({name: p.name ?? '', type: p.type});
    const functionAbi = {
      name: fragment.name,
      type: 'function',
      stateMutability: fragment.stateMutability,
      inputs: fragment.inputs.map(toParam),
      outputs: (fragment.outputs ?? []).map(toParam),
    };
    expect(functionAbi.stateMutability).toBe('view');
    expect(functionAbi.outputs).toEqual([
      {name: 'amount', type: 'uint256'},
      {name: 'unlockTime', type: 'uint64'},
    ]);
    const condition = {...allowlistCall, functionName: 'positions', functionAbi, returnValueTest: {key: 'amount', comparator: '>=', value: '1000000000000000000000'}};
    expect(await acc.validateEVMContractConditionsSchema([condition])).toBe(true);
    // A full JSON ABI entry (here ethers' own JSON format) carries keys the schema refuses, such as payable.
    const full = JSON.parse(new ethers.utils.Interface([fragment]).format(ethers.utils.FormatTypes.json))[0];
    expect(full).toHaveProperty('payable');
    await rejectsWith(() => acc.validateEVMContractConditionsSchema([{...condition, functionAbi: full}]), /additionalProperty":"payable"/);
  });

  test('the example amounts are in smallest units: 0.01 ETH, 100 six-decimal tokens, 1000 eighteen-decimal tokens, 1 SOL, 1 and 10 ATOM', () => {
    expect(ethers.utils.parseEther('0.01').toString()).toBe('10000000000000000');
    expect(ethers.utils.parseUnits('100', 6).toString()).toBe('100000000');
    expect(ethers.utils.parseUnits('1000', 18).toString()).toBe('1000000000000000000000');
    expect(ethers.utils.parseUnits('1', 9).toString()).toBe('1000000000');
    expect(ethers.utils.parseUnits('0.1', 9).toString()).toBe('100000000');
    expect(ethers.utils.parseUnits('1', 6).toString()).toBe('1000000');
    expect(ethers.utils.parseUnits('10', 6).toString()).toBe('10000000');
    expect(ethers.utils.parseUnits('1', 18).div(ethers.utils.parseUnits('1', 6)).toString()).toBe('1000000000000');
  });

  test('ethers.utils.getAddress checksums an address and rejects malformed input', () => {
    expect(ethers.utils.getAddress('0x22c1f6050e56d2876009903609a2cc3fef83b415')).toBe('0x22C1f6050E56d2876009903609a2cC3fEf83B415');
    expect(() => ethers.utils.getAddress('0x1234')).toThrow(/invalid address/);
  });

  // ---------- boolean-logic.md ----------

  test('the encryption helpers accept alternating conditions and operators, nested groups, and lower-case and/or only; litNodeClient.encrypt does not check', async () => {
    const client = readyClient();
    const ok = [[wallet(WALLET)], [wallet(WALLET), OR, nft(WALLET)], [[wallet(WALLET), AND, nft(WALLET)], OR, timestamp('1')], [wallet(WALLET), AND, [nft(WALLET), OR, timestamp('1')]]];
    for (const accessControlConditions of ok) {
      await expect(enc.encryptString({accessControlConditions, dataToEncrypt: 'x'}, client)).resolves.toHaveProperty('ciphertext');
    }
    const invalid = [
      [wallet(WALLET), nft(WALLET)],
      [AND, wallet(WALLET)],
      [wallet(WALLET), AND, OR, nft(WALLET)],
      [wallet(WALLET), OR],
      [wallet(WALLET), {operator: 'AND'}, nft(WALLET)],
      [wallet(WALLET), {operator: 'xor'}, nft(WALLET)],
    ];
    for (const accessControlConditions of invalid) {
      await rejectsWith(() => enc.encryptString({accessControlConditions, dataToEncrypt: 'x'}, client), 'Invalid params: Invalid boolean Access Control Conditions');
      await rejectsWith(
        () => enc.decryptToString({accessControlConditions, chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'y', sessionSigs: {}}, client),
        'Invalid params: Invalid boolean Access Control Conditions',
      );
    }
    await rejectsWith(() => enc.encryptString({evmContractConditions: [allowlistCall, allowlistCall], dataToEncrypt: 'x'}, client), 'Invalid params: Invalid boolean EVM Access Control Conditions');
    // litNodeClient.encrypt does not run this check: two conditions side by side encrypt.
    await expect(client.encrypt({accessControlConditions: [wallet(WALLET), nft(WALLET)], dataToEncrypt: new Uint8Array([1])})).resolves.toHaveProperty('ciphertext');
  });

  test('the operators and groups are part of the hash', async () => {
    const or = hex(await acc.hashAccessControlConditions([wallet(WALLET), OR, nft(WALLET)]));
    const and = hex(await acc.hashAccessControlConditions([wallet(WALLET), AND, nft(WALLET)]));
    const grouped = hex(await acc.hashAccessControlConditions([[wallet(WALLET), OR, nft(WALLET)]]));
    expect(new Set([or, and, grouped]).size).toBe(3);
  });

  test('the humanizer reads the nested example as the page prints it', async () => {
    const conditions = [[nft('0xNFT'), AND, timestamp('1767225600')], OR, wallet('0xADMIN')];
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: conditions})).toBe(
      '( Owns more than 0 of 0xNFT tokens and Latest mined block must be past the unix timestamp 1767225600 ) or Controls wallet with address 0xADMIN',
    );
    expect(Math.floor(Date.UTC(2026, 0, 1) / 1000).toString()).toBe('1767225600');
  });

  test('1767225600 is 1 January 2026 00:00 UTC in seconds; the same instant in milliseconds lies over 50,000 years ahead', () => {
    expect(new Date(1767225600 * 1000).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const years = (1767225600 * 1000 - 1767225600) / (365.25 * 24 * 3600);
    expect(years).toBeGreaterThan(50_000);
    expect(years).toBeLessThan(60_000);
  });

  test('the Solana or-example passes the Solana schema', async () => {
    expect(await acc.validateSolRpcConditionsSchema([solBalance('solana'), OR, solBalance('solanaDevnet')])).toBe(true);
  });

  // ---------- unified-access-control-conditions.md ----------

  test('each conditionType is checked against its own schema; an item without one is refused on encrypt and on decrypt', async () => {
    const unified = [
      {conditionType: 'evmBasic', ...nft(WALLET)},
      OR,
      {conditionType: 'evmContract', ...allowlistCall},
      OR,
      {conditionType: 'solRpc', ...solBalance()},
      OR,
      cosmosBalance,
    ];
    expect(await acc.validateUnifiedAccessControlConditionsSchema(unified)).toBe(true);
    const client = readyClient();
    for (const [item, shown] of [
      [nft(WALLET), 'undefined'],
      [{conditionType: 'evm', ...nft(WALLET)}, 'evm'],
    ] as const) {
      await rejectsWith(() => enc.encryptString({unifiedAccessControlConditions: [item], dataToEncrypt: 'x'}, client), `Missing schema to validate condition type ${shown}`);
      const decryptError = await errorOf(() =>
        client.decrypt({unifiedAccessControlConditions: [item], chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'y', sessionSigs: {}}),
      );
      expect(decryptError.message).toBe(
        `You passed an invalid access control condition that is missing or has a wrong "conditionType": ${JSON.stringify(item)}`,
      );
    }
  });

  test('Solana items: pdaInterface and pdaKey are required, pdaParams is optional and, when left out, is not sent', async () => {
    const {pdaParams: _drop, ...withoutPdaParams} = solBalance();
    expect(await acc.validateSolRpcConditionsSchema([withoutPdaParams])).toBe(true);
    expect(await acc.validateUnifiedAccessControlConditionsSchema([{conditionType: 'solRpc', ...withoutPdaParams}])).toBe(true);
    // solRpcConditions: an item without pdaParams is read as the older format, without pdaInterface and pdaKey
    expect(acc.canonicalSolRpcConditionFormatter(withoutPdaParams)).toEqual({
      method: 'getBalance',
      params: [':userAddress'],
      chain: 'solana',
      returnValueTest: {key: '', comparator: '>=', value: '1000000000'},
    });
    // unified: kept, with pdaParams undefined (so JSON leaves it out)
    const unified = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'solRpc', ...withoutPdaParams});
    expect(JSON.parse(JSON.stringify(unified))).toEqual({
      method: 'getBalance',
      params: [':userAddress'],
      pdaInterface: {offset: 0, fields: {}},
      pdaKey: '',
      chain: 'solana',
      returnValueTest: {key: '', comparator: '>=', value: '1000000000'},
    });
    expect(hex(await acc.hashSolRpcConditions([withoutPdaParams]))).not.toBe(hex(await acc.hashSolRpcConditions([solBalance()])));
    for (const missing of ['pdaInterface', 'pdaKey']) {
      const item: any = {...solBalance()};
      delete item[missing];
      await rejectsWith(() => acc.validateSolRpcConditionsSchema([item]), new RegExp(`FAILED schema validation for parameter named solRpcConditions in Lit-JS-SDK function validateSolRpcConditionsSchema\\(\\)[\\s\\S]*must have required property '${missing}'`));
      await rejectsWith(() => acc.validateUnifiedAccessControlConditionsSchema([{conditionType: 'solRpc', ...item}]), /FAILED schema validation for parameter named accessControlConditions in Lit-JS-SDK function validateUnifiedAccessControlConditionsSchema\(\)/);
      // decrypt has no schema step: the hashing step names the problem
      const message =
        'Solana RPC Conditions have changed and there are some new fields you must include in your condition.  Check the docs here: https://developer.litprotocol.com/AccessControlConditions/solRpcConditions';
      const client = readyClient();
      expect(
        (await errorOf(() => client.decrypt({solRpcConditions: [item], chain: 'solana', ciphertext: 'x', dataToEncryptHash: 'y', authSig: {sig: 's'}}))).message,
      ).toBe(message);
      expect(
        (
          await errorOf(() =>
            client.decrypt({unifiedAccessControlConditions: [{conditionType: 'solRpc', ...item}], chain: 'solana', ciphertext: 'x', dataToEncryptHash: 'y', authSig: {sig: 's'}}),
          )
        ).message,
      ).toBe(message);
    }
  });

  test('the unified humanizer prints the NFT-or-SOL example; SOL amounts have 9 decimals and ATOM 6', async () => {
    const unified = [{conditionType: 'evmBasic', ...nft('0xNFT')}, OR, {conditionType: 'solRpc', ...solBalance()}];
    expect(await acc.humanizeAccessControlConditions({unifiedAccessControlConditions: unified})).toBe('Owns more than 0 of 0xNFT tokens or Owns at least 1.0 SOL');
    expect(acc.formatSol('1000000000')).toBe('1.0');
    expect(acc.formatAtom('1000000')).toBe('1.0');
    expect(constants.LIT_SVM_CHAINS.solana.decimals).toBe(9);
    expect(constants.LIT_COSMOS_CHAINS.cosmos.decimals).toBe(6);
    expect(await acc.humanizeAccessControlConditions({unifiedAccessControlConditions: [cosmosBalance]})).toBe('Owns at least 1.0 ATOM');
  });

  test('the unified NFT-or-allowlist example passes its schemas and reads as the page prints it', async () => {
    const unified = [{conditionType: 'evmBasic', ...nft('0xNFT')}, OR, {conditionType: 'evmContract', ...allowlistCall, contractAddress: '0xLIST', chain: 'ethereum'}];
    expect(await acc.validateUnifiedAccessControlConditionsSchema(unified)).toBe(true);
    expect(await acc.humanizeAccessControlConditions({unifiedAccessControlConditions: unified})).toBe(
      'Owns more than 0 of 0xNFT tokens or isAllowed(:userAddress) on contract address 0xLIST should have a result of exactly true',
    );
  });

  test('a decrypt request carries one proof: the helpers refuse sessionSigs and authSig together', async () => {
    await rejectsWith(
      () =>
        enc.decryptToString(
          {unifiedAccessControlConditions: [{conditionType: 'evmBasic', ...wallet(WALLET)}], chain: 'ethereum', ciphertext: 'x', dataToEncryptHash: 'y', sessionSigs: {}, authSig: {sig: 's'}},
          readyClient(),
        ),
      'Invalid params: You cannot have both authSig and sessionSigs',
    );
  });

  test('a Cosmos item passed as accessControlConditions fails the EVM schema', async () => {
    const {conditionType: _c, ...cosmosItem} = cosmosBalance;
    await rejectsWith(() => enc.encryptString({accessControlConditions: [cosmosItem], dataToEncrypt: 'x'}, readyClient()), 'FAILED schema validation for parameter named accessControlConditions in Lit-JS-SDK function validateAccessControlConditionsSchema()');
  });

  // ---------- poap.md ----------

  test('the humanizer knows the POAP contract: a balance check on it reads "Owns any POAP"', async () => {
    const anyPoap = {...nft('0x22C1f6050E56d2876009903609a2cC3fEf83B415'), chain: 'xdai'};
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: [anyPoap]})).toBe('Owns any POAP');
    const byId = {...anyPoap, standardContractType: 'POAP', method: 'eventId', parameters: [], returnValueTest: {comparator: '=', value: '123456'}};
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: [byId]})).toBe('Owner of a POAP from event ID 123456 on xdai');
  });

  test('reordering the items of an or-list gives a different condition hash', async () => {
    const event = (id: string) => ({...nft('0x22C1f6050E56d2876009903609a2cC3fEf83B415'), standardContractType: 'POAP', method: 'eventId', parameters: [], returnValueTest: {comparator: '=', value: id}});
    expect(hex(await acc.hashAccessControlConditions([event('1'), OR, event('2')]))).not.toBe(
      hex(await acc.hashAccessControlConditions([event('2'), OR, event('1')])),
    );
  });

  // ---------- siwe.md ----------

  test('createSiweMessageWithRecaps signs for localhost unless told otherwise, and appends the ReCap after existing resources', async () => {
    const client = readyClient();
    const resources = [{resource: new authHelpers.LitAccessControlConditionResource('*'), ability: constants.LitAbility?.AccessControlConditionDecryption ?? 'access-control-condition-decryption'}];
    const base = {uri: 'lit:session:abc', expiration: new Date(Date.now() + 600_000).toISOString(), walletAddress: WALLET, nonce: 'abcdefgh12345', litNodeClient: client, resources};
    const plain = await authHelpers.createSiweMessageWithRecaps(base);
    expect(plain).toMatch(/^localhost wants you to sign in with your Ethereum account:/);
    const withDomain = await authHelpers.createSiweMessageWithRecaps({...base, domain: 'app.example.com'});
    expect(withDomain).toMatch(/^app\.example\.com wants you to sign in/);
    const {SiweMessage} = requireFromSamples('siwe');
    const own = new SiweMessage({domain: 'localhost', address: WALLET, uri: 'lit:session:abc', version: '1', chainId: 1, nonce: 'abcdefgh12345', resources: ['litParam:tokenId:Nw']});
    const withRecap = await authHelpers.addRecapToSiweMessage({siweMessage: own, resources, litNodeClient: client});
    expect(withRecap.resources[0]).toBe('litParam:tokenId:Nw');
    expect(withRecap.resources[1]).toMatch(/^urn:recap:/);
  });

  test('getSessionSigs re-sign check decodes the first resource as the ReCap and throws Invalid recap urn otherwise', async () => {
    const client = readyClient();
    const signer = ethers.Wallet.createRandom();
    const sessionKeyUri = 'lit:session:abc';
    const resources = [{resource: new authHelpers.LitAccessControlConditionResource('*'), ability: 'access-control-condition-decryption'}];
    const {SiweMessage} = requireFromSamples('siwe');
    const message = new SiweMessage({
      domain: 'localhost',
      address: signer.address,
      uri: sessionKeyUri,
      version: '1',
      chainId: 1,
      nonce: 'abcdefgh12345',
      expirationTime: new Date(Date.now() + 600_000).toISOString(),
      resources: ['litParam:tokenId:Nw'],
    });
    const signed = (await authHelpers.addRecapToSiweMessage({siweMessage: message, resources, litNodeClient: client})).prepareMessage();
    const authSig = await authHelpers.generateAuthSig({signer, toSign: signed});
    await rejectsWith(() => client.checkNeedToResignSessionKey({authSig, sessionKeyUri, resourceAbilityRequests: resources}), 'Invalid recap urn');
  });

  test('addRecapToSiweMessage refuses an empty resource list and an ability that does not belong to the resource', async () => {
    const client = readyClient();
    const base = {uri: 'lit:session:abc', walletAddress: WALLET, nonce: 'abcdefgh12345', litNodeClient: client};
    await rejectsWith(() => authHelpers.createSiweMessageWithRecaps({...base, resources: []}), 'resources is required');
    await rejectsWith(() => authHelpers.createSiweMessageWithRecaps({...base, resources: [{resource: new authHelpers.LitAccessControlConditionResource('*'), ability: 'pkp-signing'}]}), 'The specified Lit resource does not support the specified ability.');
  });

  test('base64url, as Buffer writes it, carries no padding, colons or spaces', () => {
    const encoded = Buffer.from('id: 7 ', 'utf8').toString('base64url');
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe('id: 7 ');
  });

  // ---------- jwt-auth.md ----------

  test('getSignedToken asks for a 12-hour token: exp is iat + 43200 seconds', () => {
    const {iat, exp} = readyClient().getJWTParams();
    expect(exp - iat).toBe(12 * 60 * 60);
    expect(Math.abs(iat - Date.now() / 1000)).toBeLessThan(5);
  });

  test('getSignedToken sends the conditions, chain, iat and exp to the signing endpoint of every node', async () => {
    const client = readyClient();
    const sessionSigs = Object.fromEntries(NODES.map((url) => [url, {sig: url}]));
    const {requests} = await recordingFetch(nodeRefusal, () => client.getSignedToken({accessControlConditions: [nft(WALLET)], chain: 'ethereum', sessionSigs}));
    expect(requests.map((r) => r.url).sort()).toEqual(NODES.map((u) => `${u}/web/signing/access_control_condition`).sort());
    for (const {body} of requests) {
      expect(body.accessControlConditions).toEqual([nft(WALLET)]);
      expect(body.chain).toBe('ethereum');
      expect(body.exp - body.iat).toBe(43200);
    }
  });

  test('verifyJwt checks the BLS signature against the given key and throws for a token it did not sign', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const fake = `${b64({alg: 'BLS12-381', typ: 'JWT'})}.${b64({iss: 'LIT', sub: WALLET, iat: 1, exp: 2})}.${Buffer.alloc(96, 1).toString('base64url')}`;
    expect(() => enc.verifyJwt({publicKey: TEST_BLS_PUBLIC_KEY, jwt: fake})).toThrow();
    expect(() => enc.verifyJwt({publicKey: TEST_BLS_PUBLIC_KEY, jwt: 42})).toThrow(/Expecting String type for parameter named jwt/);
  });

  // ---------- lit-action-conditions.md ----------

  test('a Lit Action condition is an accessControlConditions item whose value must be the string "true", not true', async () => {
    const condition = {contractAddress: 'ipfs://QmCid', standardContractType: 'LitAction', chain: 'ethereum', method: 'go', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: 'true'}};
    expect(await acc.validateAccessControlConditionsSchema([condition])).toBe(true);
    await rejectsWith(() => acc.validateAccessControlConditionsSchema([{...condition, returnValueTest: {comparator: '=', value: true}}]), /FAILED schema validation/);
    await rejectsWith(() => acc.validateAccessControlConditionsSchema([{...condition, chain: undefined}]), /FAILED schema validation/);
  });

  // ---------- sol-rpc-conditions.md, cosmos-conditions.md: wallets in the browser ----------

  test('checkAndSignAuthMessage for Solana signs once, keeps the AuthSig in lit-auth-sol-signature, and after an account switch signs again but throws once', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    const storage = memoryStorage();
    let account = 'SoLAccount1111111111111111111111111111111111';
    let signed = 0;
    const solana = {
      isConnected: true,
      get publicKey() {
        return {toBase58: () => account};
      },
      signMessage: async (data: Uint8Array) => {
        signed++;
        expect(new TextDecoder().decode(data)).toMatch(/^I am creating an account to use Lit Protocol at \d{4}-/);
        return {signature: new Uint8Array([1, 2, 3])};
      },
    };
    await withGlobals({window: {solana}, localStorage: storage}, async () => {
      const first = await checkAndSignAuthMessage({chain: 'solana', nonce: 'unused'});
      expect(first).toMatchObject({address: account, derivedVia: 'solana.signMessage', sig: '010203'});
      expect(storage.keys()).toEqual(['lit-auth-sol-signature']);
      await checkAndSignAuthMessage({chain: 'solana', nonce: 'unused'});
      expect(signed).toBe(1);
      // After an account switch 6.11.5 signs and stores the new AuthSig, then fails to read it back (it parses the
      // storage helper's result object as JSON); the next call returns the stored signature.
      account = 'SoLAccount2222222222222222222222222222222222';
      await rejectsWith(() => checkAndSignAuthMessage({chain: 'solana', nonce: 'unused'}), '"[object Object]" is not valid JSON');
      expect(signed).toBe(2);
      expect(JSON.parse(storage.getItem('lit-auth-sol-signature')!).address).toBe(account);
      const second = await checkAndSignAuthMessage({chain: 'solana', nonce: 'unused'});
      expect(signed).toBe(2);
      expect(second.address).toBe(account);
    });
    await withGlobals({window: {}, localStorage: memoryStorage()}, async () => {
      await rejectsWith(() => checkAndSignAuthMessage({chain: 'solana', nonce: 'n'}), 'No web3 wallet was found that works with Solana');
    });
  });

  test('checkAndSignAuthMessage for Cosmos uses Keplr unless told leap, and its AuthSig carries only a SHA-256 digest as signedMessage', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    const used: string[] = [];
    const wallet = (name: string) => ({
      enable: async () => used.push(name),
      getOfflineSigner: () => ({getAccounts: async () => [{address: 'cosmos1testaddress'}]}),
      signArbitrary: async () => ({signature: 'c2ln'}),
    });
    for (const [cosmosWalletType, expected] of [
      [undefined, 'keplr'],
      ['leap', 'leap'],
    ] as const) {
      const storage = memoryStorage();
      await withGlobals({window: {keplr: wallet('keplr'), leap: wallet('leap')}, localStorage: storage}, async () => {
        const authSig = await checkAndSignAuthMessage({chain: 'cosmos', cosmosWalletType, nonce: 'unused'});
        expect(used.at(-1)).toBe(expected);
        expect(authSig).toMatchObject({address: 'cosmos1testaddress', derivedVia: 'cosmos.signArbitrary', sig: 'c2ln'});
        expect(authSig.signedMessage).toMatch(/^[0-9a-f]{64}$/);
      });
    }
    await withGlobals({window: {}, localStorage: memoryStorage()}, async () => {
      await rejectsWith(() => checkAndSignAuthMessage({chain: 'cosmos', nonce: 'n'}), 'No web3 wallet was found that works with Cosmos');
    });
  });

  // ---------- contracts.md ----------

  test('@lit-protocol/contracts 0.0.63: one deployment per network on chain 175188, with the contracts the page lists', () => {
    const fromConstants = createRequire(requireFromSamples.resolve('@lit-protocol/constants'));
    const contracts = fromConstants('@lit-protocol/contracts');
    const contractsDir = path.dirname(path.dirname(fromConstants.resolve('@lit-protocol/contracts')));
    expect(JSON.parse(fs.readFileSync(path.join(contractsDir, 'package.json'), 'utf8')).version).toBe('0.0.63');
    expect(JSON.parse(fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/constants/package.json'), 'utf8')).dependencies['@lit-protocol/contracts']).toBe('^0.0.63');
    for (const [name, network] of [
      ['datilDev', 'datil-dev'],
      ['datilTest', 'datil-test'],
      ['datil', 'datil'],
    ]) {
      const deployment = contracts[name];
      expect(deployment.config).toMatchObject({chainId: '175188', rpcUrl: 'https://yellowstone-rpc.litprotocol.com', chainName: 'yellowstone'});
      expect(deployment).toEqual(fromConstants(`@lit-protocol/contracts/prod/${network}.json`));
      expect(deployment).toEqual(constants.NETWORK_CONTEXT_BY_NETWORK[network]);
      const names = deployment.data.map((c: any) => c.name);
      for (const contract of ['PKPNFT', 'PKPPermissions', 'PKPHelper', 'PKPNFTMetadata', 'PubkeyRouter', 'RateLimitNFT', 'PaymentDelegation', 'Staking', 'StakingBalances', 'LITToken', 'Allowlist', 'Multisender']) {
        expect(names).toContain(contract);
      }
      for (const entry of deployment.data) {
        expect(entry.contracts[0]).toMatchObject({network, address_hash: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)});
        expect(Array.isArray(entry.contracts[0].ABI)).toBe(true);
      }
    }
    expect(Object.keys(contracts).sort()).toEqual(
      ['_cayenne', '_datil', '_datilDev', '_datilTest', '_habanero', '_internalDev', '_manzano', 'cayenne', 'datil', 'datilDev', 'datilTest', 'habanero', 'internalDev', 'manzano'].sort(),
    );
    const abi = (contract: string) => contracts.datil.data.find((c: any) => c.name === contract).contracts[0].ABI.map((f: any) => f.name);
    expect(abi('PKPHelper')).toContain('mintNextAndAddAuthMethods');
    expect(abi('RateLimitNFT')).toContain('calculateCost');
    expect(abi('PKPNFTMetadata')).toContain('tokenURI');
    // PKPs and capacity credits are ERC-721 tokens, so a balanceOf condition on Yellowstone can check them.
    expect(abi('PKPNFT')).toContain('balanceOf');
    expect(abi('RateLimitNFT')).toContain('balanceOf');
    expect(String(constants.LIT_CHAINS.yellowstone.chainId)).toBe(contracts.datil.config.chainId);
    // Each network has its own deployment: the same contract has another address on each.
    const pkpNft = (n: string) => contracts[n].data.find((c: any) => c.name === 'PKPNFT').contracts[0].address_hash;
    expect(new Set(['datilDev', 'datilTest', 'datil'].map(pkpNft)).size).toBe(3);
    expect(constants.METAMASK_CHAIN_INFO_BY_NETWORK.datil.chainId).toBe(175188);
  });
});

test.describe('pkpSign credentials at @lit-protocol 6.11.5', () => {
  test.skip(!installed, skipReason);

  test('pkpSign names authMethods as an alternative to sessionSigs, but without sessionSigs it throws a TypeError before sending anything', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const requests: string[] = [];
    const fetchStub = async (url: string) => {
      requests.push(String(url));
      throw new Error('no network in this test');
    };
    const authMethods = [{authMethodType: 1, accessToken: '{}'}];
    // Neither credential: the SDK's own message.
    const neither: any = await withGlobals({fetch: fetchStub}, () => thrownBy(() => client.pkpSign({toSign: [1, 2, 3], pubKey: '0x04ab'})));
    expect(neither.message).toBe('Either sessionSigs or authMethods (length > 0) must be present.');
    // authMethods alone passes that check, then validateSessionSigs(undefined) fails on Object.entries.
    const onlyAuthMethods: any = await withGlobals({fetch: fetchStub}, () =>
      thrownBy(() => client.pkpSign({toSign: [1, 2, 3], pubKey: '0x04ab', authMethods})),
    );
    expect(onlyAuthMethods).toBeInstanceOf(TypeError);
    expect(onlyAuthMethods.message).toBe('Cannot convert undefined or null to object');
    expect(requests).toEqual([]);
  });
});

test.describe('several condition parameters at @lit-protocol 6.11.5', () => {
  test.skip(!installed, skipReason);

  test('given several condition parameters, each must be an array, but only the first is checked against its schema', async () => {
    const encryption = requireFromSamples('@lit-protocol/encryption');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const accessControlConditions = [
      {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x8ba1f109551bD432803012645Ac136ddd64DBA72'}},
    ];
    // A second parameter that is not an array is refused by the helper's own parameter check.
    const notArray: any = await thrownBy(() => encryption.encryptString({accessControlConditions, evmContractConditions: {oops: 1}, dataToEncrypt: 'x'}, client));
    expect(String(notArray.message)).toContain('Expecting "Array" type for parameter named evmContractConditions');
    // A second parameter that is an array of invalid items passes that check and is never schema-validated:
    // the call goes on to the client, which here stops only because it is not connected.
    const invalidItems: any = await thrownBy(() => encryption.encryptString({accessControlConditions, evmContractConditions: [{bad: 1}], dataToEncrypt: 'x'}, client));
    expect(String(invalidItems.message)).toContain('LitNodeClient is not ready');
    // The client checks schemas for the first given parameter only.
    const core = requireFromSamples('@lit-protocol/core');
    const lit = new core.LitCore({litNetwork: 'datil-dev', debug: false});
    await expect(lit.validateAccessControlConditionsSchema({accessControlConditions, evmContractConditions: [{bad: 1}]})).resolves.toBe(true);
  });
});

test.describe('a Lit Action condition in unified conditions (docs/sdk/access-control/lit-action-conditions.md)', () => {
  test.skip(!installed, skipReason);

  test('a Lit Action condition with conditionType evmBasic passes the unified schema, and the hash of conditions changes with the CID', async () => {
    const accs = requireFromSamples('@lit-protocol/access-control-conditions');
    const condition = {contractAddress: 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', standardContractType: 'LitAction', chain: 'ethereum', method: 'go', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: 'true'}};
    expect(await accs.validateUnifiedAccessControlConditionsSchema([{conditionType: 'evmBasic', ...condition}])).toBe(true);
    const hex = async (c: typeof condition) => Buffer.from(await accs.hashAccessControlConditions([c])).toString('hex');
    expect(await hex(condition)).not.toBe(await hex({...condition, contractAddress: 'ipfs://QmcniBv7UQ4gGPQQW2BwbD4ZZHzN3o3tPuNLZCbBchd1zh'}));
  });
});

test.describe('the 6.11.5 JWT signature part (docs/sdk/access-control/jwt-auth.md)', () => {
  test.skip(!installed, skipReason);

  test("getSignedToken's base64urlpad encoding turns only the first + and the first / into - and _, so a signature part can hold + and /; verifyJwt's decoder turns them back and accepts it", () => {
    const {uint8arrayToString, uint8arrayFromString} = requireFromSamples('@lit-protocol/uint8arrays');
    // 96 bytes, the size of a BLS12-381 signature, whose standard base64 holds several + and several /.
    const bytes = new Uint8Array(96).map((_, i) => (i % 3 === 0 ? 0xfb : i % 3 === 1 ? 0xef : 0xbf));
    const standard = Buffer.from(bytes).toString('base64');
    expect(standard.split('+').length - 1).toBeGreaterThan(1);
    expect(standard.split('/').length - 1).toBeGreaterThan(1);
    const part = uint8arrayToString(bytes, 'base64urlpad');
    // The first of each is replaced, the others stay: not the strict base64url alphabet of RFC 7515.
    expect(part).toBe(standard.replace('+', '-').replace('/', '_').replace(/=+$/, ''));
    expect(part).toMatch(/[+/]/);
    expect(part).not.toBe(Buffer.from(bytes).toString('base64url'));
    // The SDK's own decoder (what verifyJwt uses for the signature part) reads it back.
    expect(Buffer.from(uint8arrayFromString(part, 'base64url'))).toEqual(Buffer.from(bytes));
    // combineSharesAndGetJWT writes the signature with that encoding.
    const source = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/lit-node-client-nodejs/src/lib/lit-node-client-nodejs.js'), 'utf8');
    expect(source).toContain("const finalJwt = `${unsignedJwt}.${(0, uint8arrays_1.uint8arrayToString)((0, uint8arrays_1.uint8arrayFromString)(signature, 'base16'), 'base64urlpad')}`;");
  });
});
