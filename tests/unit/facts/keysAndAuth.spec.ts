/**
 * Facts that the wrapped keys pages (docs/sdk/wrapped-keys), the authentication pages (docs/sdk/authentication),
 * capacity-credits.md, installation.md and tests.md state, checked by running the pinned packages from samples/v3
 * offline. `fetch` is stubbed in every test that could reach a network, and the Lit client is a real
 * LitNodeClientNodeJs whose node requests are replaced (`executeJsNodeRequest`), so nothing leaves the machine.
 * Each test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import os from 'node:os';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {captureConsole, withGlobals, samplesSet, thrownBy} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/wrapped-keys');

type Params = Record<string, unknown>;
type Api = Record<string, (params: Params) => Promise<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = {url: string; method: string; headers: Record<string, string>; body: any}; // eslint-disable-line @typescript-eslint/no-explicit-any

const PKP = '0xd1Af1AAC50aC837C873200D17b78664aFCde597C';
const NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

/** A session signature map shaped as getPkpSessionSigs makes it: one entry per node, the PKP's LIT_BLS capability. */
function sessionSigsWith(capabilities: Params[], nodes = NODES) {
  const expiration = inTenMinutes();
  const signedMessage = JSON.stringify({
    sessionKey: 'session-key',
    resourceAbilityRequests: [],
    capabilities,
    issuedAt: new Date().toISOString(),
    expiration,
  });
  return Object.fromEntries(
    nodes.map((node) => [node, {sig: `sig-for-${node}`, derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'session-key', algo: 'ed25519'}]),
  );
}
const capability = (address: string, algo?: string) => ({
  sig: 'capability-sig',
  derivedVia: algo === 'LIT_BLS' ? 'lit.bls' : 'web3.eth.personal.sign',
  signedMessage: `example.com wants you to sign in with your Ethereum account:\n${address}\n\nExpiration Time: ${inTenMinutes()}`,
  address,
  ...(algo ? {algo} : {}),
});
const pkpSessionSigs = sessionSigsWith([capability(PKP, 'LIT_BLS')]);
const walletSessionSigs = sessionSigsWith([capability('0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B')]);

/** Replaces `fetch` for one test; `answer` decides each response. Returns the recorded calls. */
function stubFetch(answer: (url: string, call: Call) => Response | Promise<Response> = () => Response.json({pkpAddress: PKP, id: 'key-1', ids: []})) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const call = {
      url: String(url),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(String(url), call);
  }) as typeof fetch;
  return {calls, restore: () => void (globalThis.fetch = real)};
}

/** What the wrapped keys service returns for one stored key. */
const storedKey = (over: Params = {}) => ({
  id: 'key-1',
  pkpAddress: PKP,
  publicKey: '0xpub',
  keyType: 'K256',
  memo: 'memo',
  litNetwork: 'datil-dev',
  ciphertext: 'ciphertext',
  dataToEncryptHash: 'hash',
  ...over,
});

/**
 * A real LitNodeClientNodeJs that behaves as if connected: `ready`, a node set, the network's BLS key (so encryption
 * runs locally, as it does after connect()), and node requests answered by `respond` instead of the network.
 */
async function offlineClient(litNetwork = 'datil-dev', respond: (url: string, params: Params) => Params = () => ({response: 'ok'})) {
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const {NETWORK_PUB_KEY} = requireFromSamples('@lit-protocol/constants');
  const bls = requireFromSamples('@lit-protocol/bls-sdk');
  if (!(globalThis as Params).wasmExports) (globalThis as Params).wasmExports = await bls.initWasmBlsSdk();
  const client = new LitNodeClientNodeJs({litNetwork, debug: false});
  const requests: {url: string; params: Params}[] = [];
  client.ready = true;
  client.subnetPubKey = NETWORK_PUB_KEY;
  client.connectedNodes = new Set(NODES);
  client.executeJsNodeRequest = async (url: string, params: Params) => {
    requests.push({url, params: JSON.parse(JSON.stringify(params))});
    return {success: true, signedData: {}, claimData: {}, logs: '', ...respond(url, params)};
  };
  return {client, requests};
}

/** A stand-in client with only what the service-only functions read, and an executeJs that records its calls. */
function recordingClient(litNetwork = 'datil-dev', response: string | ((params: Params) => string) = 'ok') {
  const executed: Params[] = [];
  return {
    executed,
    config: {litNetwork},
    executeJs: async (params: Params) => {
      executed.push(params);
      return {success: true, logs: '', response: typeof response === 'function' ? response(params) : response};
    },
  };
}

test.describe('@lit-protocol/wrapped-keys 6.11.0 (docs/sdk/wrapped-keys)', () => {
  test.skip(!installed, skipReason);
  let api: Api;
  let wrappedKeys: {api: Api; config: Record<string, (repo: Params) => void>; constants: Record<string, string>};
  test.beforeAll(() => {
    wrappedKeys = requireFromSamples('@lit-protocol/wrapped-keys');
    api = wrappedKeys.api;
  });

  test('the package exports ten functions, none of which deletes, updates or renames a key', () => {
    expect(Object.keys(api).sort()).toEqual([
      'batchGeneratePrivateKeys',
      'exportPrivateKey',
      'generatePrivateKey',
      'getEncryptedKey',
      'importPrivateKey',
      'listEncryptedKeyMetadata',
      'signMessageWithEncryptedKey',
      'signTransactionWithEncryptedKey',
      'storeEncryptedKey',
      'storeEncryptedKeyBatch',
    ]);
    expect(Object.keys(wrappedKeys.config).sort()).toEqual(['setLitActionsCode', 'setLitActionsCodeCommon']);
  });

  test('every network the package knows maps to the test or the production service; others are refused', async () => {
    const fetchStub = stubFetch(() => Response.json([]));
    try {
      for (const network of ['datil-dev', 'datil-test', 'cayenne', 'manzano', 'datil', 'habanero']) {
        await api.listEncryptedKeyMetadata({litNodeClient: recordingClient(network), pkpSessionSigs});
      }
      expect(fetchStub.calls.map((c) => c.url)).toEqual([
        ...Array(4).fill(`https://test.wrapped.litprotocol.com/encrypted/${PKP}`),
        ...Array(2).fill(`https://wrapped.litprotocol.com/encrypted/${PKP}`),
      ]);
      for (const network of ['custom', 'localhost']) {
        await expect(api.listEncryptedKeyMetadata({litNodeClient: recordingClient(network), pkpSessionSigs})).rejects.toThrow(
          'Unsupported LitNetwork! (cayenne|manzano|habanero|datil-dev|datil-test|datil) are supported.',
        );
      }
    } finally {
      fetchStub.restore();
    }
  });

  test('listing, fetching and storing need only the client’s network name, not a connected client', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const notConnected = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect(notConnected.ready).toBe(false);
    const fetchStub = stubFetch((url) => (url.endsWith(PKP) ? Response.json([]) : Response.json(storedKey())));
    try {
      await api.listEncryptedKeyMetadata({litNodeClient: notConnected, pkpSessionSigs});
      await api.getEncryptedKey({litNodeClient: notConnected, pkpSessionSigs, id: 'key-1'});
      await api.storeEncryptedKey({litNodeClient: notConnected, pkpSessionSigs, ...storedKey()});
      await api.storeEncryptedKeyBatch({litNodeClient: notConnected, pkpSessionSigs, keyBatch: [storedKey()]});
      expect(fetchStub.calls).toHaveLength(4);
      // Generating and importing use the client itself, which must be connected.
      // (The SDK throws these as plain objects with a message, not as Error instances.)
      await expect(api.importPrivateKey({litNodeClient: notConnected, pkpSessionSigs, privateKey: '0x01', publicKey: 'p', keyType: 'K256', memo: 'm'})).rejects.toMatchObject({
        message: expect.stringContaining('LitNodeClient is not ready.  Please call await litNodeClient.connect() first.'),
      });
      await expect(api.generatePrivateKey({litNodeClient: notConnected, pkpSessionSigs, network: 'evm', memo: 'm'})).rejects.toMatchObject({
        message: expect.stringContaining('[executeJs] LitNodeClient is not ready.'),
      });
      expect(fetchStub.calls).toHaveLength(4);
    } finally {
      fetchStub.restore();
    }
  });

  test('every request carries a request id, the network name and the first session signature, base64, as LitSessionSig', async () => {
    const fetchStub = stubFetch(() => Response.json({message: 'nope'}, {status: 400}));
    try {
      const error: Error = await api.listEncryptedKeyMetadata({litNodeClient: recordingClient('datil-test'), pkpSessionSigs}).catch((e) => e);
      const [{headers}] = fetchStub.calls;
      expect(Object.keys(headers).sort()).toEqual(['Authorization', 'Content-Type', 'Lit-Network', 'x-correlation-id']);
      expect(headers['Lit-Network']).toBe('datil-test');
      expect(error.message).toBe(`Request(${headers['x-correlation-id']}) for wrapped key failed. Error: HTTP(400): nope`);
      const [prefix, encoded] = headers.Authorization.split(':');
      expect(prefix).toBe('LitSessionSig');
      expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(Object.values(pkpSessionSigs)[0]);
    } finally {
      fetchStub.restore();
    }
  });

  test('reading puts the PKP address in the URL; only storeEncryptedKeyBatch puts it in the body it stores', async () => {
    const fetchStub = stubFetch((url) =>
      url.endsWith('_batch') ? Response.json({pkpAddress: PKP, ids: ['a', 'b']}) : url.endsWith(PKP) ? Response.json([]) : Response.json(storedKey()),
    );
    const {client} = await offlineClient('datil-dev');
    try {
      await api.listEncryptedKeyMetadata({litNodeClient: client, pkpSessionSigs});
      await api.getEncryptedKey({litNodeClient: client, pkpSessionSigs, id: 'key-1'});
      expect(fetchStub.calls.map((c) => [c.method, c.url])).toEqual([
        ['GET', `https://test.wrapped.litprotocol.com/encrypted/${PKP}`],
        ['GET', `https://test.wrapped.litprotocol.com/encrypted/${PKP}/key-1`],
      ]);
      fetchStub.calls.length = 0;
      const fields = {publicKey: '0xpub', keyType: 'K256', memo: 'memo', ciphertext: 'c', dataToEncryptHash: 'h'};
      await api.storeEncryptedKey({litNodeClient: client, pkpSessionSigs, ...fields});
      await api.importPrivateKey({litNodeClient: client, pkpSessionSigs, privateKey: '0x01', publicKey: '0xpub', keyType: 'K256', memo: 'memo'});
      await api.storeEncryptedKeyBatch({litNodeClient: client, pkpSessionSigs, keyBatch: [fields, fields]});
      const [single, imported, batch] = fetchStub.calls;
      expect([single.method, single.url]).toEqual(['POST', 'https://test.wrapped.litprotocol.com/encrypted']);
      expect(Object.keys(single.body).sort()).toEqual(['ciphertext', 'dataToEncryptHash', 'keyType', 'memo', 'publicKey']);
      expect(Object.keys(imported.body).sort()).toEqual(['ciphertext', 'dataToEncryptHash', 'keyType', 'memo', 'publicKey']);
      expect([batch.method, batch.url]).toEqual(['POST', 'https://test.wrapped.litprotocol.com/encrypted_batch']);
      expect(batch.body.keyParamsBatch).toEqual([
        {pkpAddress: PKP, ...fields},
        {pkpAddress: PKP, ...fields},
      ]);
    } finally {
      fetchStub.restore();
    }
  });

  test('generating posts the ciphertext, hash, public key, memo and key type, without a PKP address', async () => {
    const fetchStub = stubFetch();
    try {
      const generated = JSON.stringify({ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'pub'});
      const result = await api.generatePrivateKey({litNodeClient: recordingClient('datil-dev', generated), pkpSessionSigs, network: 'solana', memo: 'm'});
      expect(result).toEqual({pkpAddress: PKP, id: 'key-1', generatedPublicKey: 'pub'});
      expect(fetchStub.calls[0].body).toEqual({ciphertext: 'c', publicKey: 'pub', keyType: 'ed25519', dataToEncryptHash: 'h', memo: 'm'});
      await api.generatePrivateKey({litNodeClient: recordingClient('datil-dev', generated), pkpSessionSigs, network: 'evm', memo: 'm'});
      expect(fetchStub.calls[1].body.keyType).toBe('K256');
    } finally {
      fetchStub.restore();
    }
  });

  test('importing encrypts lit_ + the key in the caller’s process; the stored hash is the SHA-256 of that text, in hex', async () => {
    const fetchStub = stubFetch();
    const {client, requests} = await offlineClient('datil-dev');
    const conditions: unknown[] = [];
    const encrypt = client.encrypt;
    client.encrypt = (params: Params) => (conditions.push(params.accessControlConditions), encrypt(params));
    try {
      const privateKey = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
      const result = await api.importPrivateKey({litNodeClient: client, pkpSessionSigs, privateKey, publicKey: 'not-checked', keyType: 'K256', memo: 'm'});
      expect(result).toEqual({pkpAddress: PKP, id: 'key-1'});
      expect(requests).toHaveLength(0); // no node is asked anything
      const {body} = fetchStub.calls[0];
      expect(body.dataToEncryptHash).toBe(crypto.createHash('sha256').update(`lit_${privateKey}`).digest('hex'));
      expect(body.publicKey).toBe('not-checked'); // stored as given: the package does not compare it with the key
      expect(Buffer.from(body.ciphertext, 'base64').toString('base64')).toBe(body.ciphertext);
      expect(body.ciphertext).not.toContain(privateKey.slice(2, 12));
      expect(conditions).toEqual([[onlyThePkp(PKP)]]);
      // The same key gives the same hash every time (the ciphertext differs).
      await api.importPrivateKey({litNodeClient: client, pkpSessionSigs, privateKey, publicKey: 'not-checked', keyType: 'K256', memo: 'm'});
      expect(fetchStub.calls[1].body.dataToEncryptHash).toBe(body.dataToEncryptHash);
      expect(fetchStub.calls[1].body.ciphertext).not.toBe(body.ciphertext);
    } finally {
      fetchStub.restore();
    }
  });

  test('generate, batch generate and import encrypt under one condition: the PKP address as :userAddress on ethereum', async () => {
    const fetchStub = stubFetch((url) => Response.json(url.endsWith('_batch') ? {pkpAddress: PKP, ids: ['a']} : {pkpAddress: PKP, id: 'a'}));
    try {
      const single = recordingClient('datil-dev', JSON.stringify({ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'p'}));
      await api.generatePrivateKey({litNodeClient: single, pkpSessionSigs, network: 'evm', memo: 'm'});
      const batch = recordingClient(
        'datil-dev',
        JSON.stringify([{network: 'evm', generateEncryptedPrivateKey: {ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'p', memo: 'm'}}]),
      );
      await api.batchGeneratePrivateKeys({litNodeClient: batch, pkpSessionSigs, actions: [{network: 'evm', generateKeyParams: {memo: 'm'}}]});
      for (const executed of [single.executed[0], batch.executed[0]]) {
        expect((executed.jsParams as Params).accessControlConditions).toEqual([onlyThePkp(PKP)]);
      }
    } finally {
      fetchStub.restore();
    }
  });

  test('generating runs one Lit Action on a single node; batch generation runs one for the whole batch', async () => {
    const fetchStub = stubFetch((url) => Response.json(url.endsWith('_batch') ? {pkpAddress: PKP, ids: ['a', 'b']} : {pkpAddress: PKP, id: 'a'}));
    const generated = {ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'p'};
    const {client, requests} = await offlineClient('datil-dev', (url, params) => ({
      response: JSON.stringify(
        (params.jsParams as Params).actions
          ? [
              {network: 'evm', generateEncryptedPrivateKey: {...generated, memo: 'first'}},
              {network: 'solana', generateEncryptedPrivateKey: {...generated, memo: 'second'}, signMessage: {signature: 'sig'}},
            ]
          : generated,
      ),
    }));
    try {
      await api.generatePrivateKey({litNodeClient: client, pkpSessionSigs, network: 'evm', memo: 'm'});
      expect(requests).toHaveLength(1);
      const result = await api.batchGeneratePrivateKeys({
        litNodeClient: client,
        pkpSessionSigs,
        actions: [
          {network: 'evm', generateKeyParams: {memo: 'first'}},
          {network: 'solana', generateKeyParams: {memo: 'second'}, signMessageParams: {messageToSign: 'hi'}},
        ],
      });
      expect(requests).toHaveLength(2);
      expect(fetchStub.calls.map((c) => c.url)).toEqual(['https://test.wrapped.litprotocol.com/encrypted', 'https://test.wrapped.litprotocol.com/encrypted_batch']);
      // The batch resolves to { pkpAddress, results }; each result's ids are inside generateEncryptedPrivateKey, in the order of actions.
      expect(result).toEqual({
        pkpAddress: PKP,
        results: [
          {generateEncryptedPrivateKey: {memo: 'first', id: 'a', generatedPublicKey: 'p', pkpAddress: PKP}},
          {signMessage: {signature: 'sig'}, generateEncryptedPrivateKey: {memo: 'second', id: 'b', generatedPublicKey: 'p', pkpAddress: PKP}},
        ],
      });
    } finally {
      fetchStub.restore();
    }
  });

  test('signing and exporting fetch the key first, then run one Lit Action on every connected node', async () => {
    const fetchStub = stubFetch(() => Response.json(storedKey()));
    const {client, requests} = await offlineClient('datil-dev', (url) => ({response: url === NODES[1] ? 'the-result' : ''}));
    try {
      const signature = await api.signMessageWithEncryptedKey({litNodeClient: client, pkpSessionSigs, network: 'evm', id: 'key-1', messageToSign: 'hello'});
      expect(fetchStub.calls.map((c) => [c.method, c.url])).toEqual([['GET', `https://test.wrapped.litprotocol.com/encrypted/${PKP}/key-1`]]);
      expect(requests.map((r) => r.url)).toEqual(NODES);
      // Only one node answers (the one that decrypted); the client returns that answer.
      expect(signature).toBe('the-result');
      requests.length = 0;
      await api.signTransactionWithEncryptedKey({
        litNodeClient: client,
        pkpSessionSigs,
        network: 'evm',
        id: 'key-1',
        broadcast: false,
        unsignedTransaction: {chain: 'yellowstone', chainId: 175188, toAddress: PKP, value: '0.1'},
      });
      expect(requests.map((r) => r.url)).toEqual(NODES);
      requests.length = 0;
      const exported = await api.exportPrivateKey({litNodeClient: client, pkpSessionSigs, network: 'evm', id: 'key-1'});
      expect(requests.map((r) => r.url)).toEqual(NODES);
      // The export returns the key with the stored metadata, but not the ciphertext or its hash.
      expect(exported).toEqual({decryptedPrivateKey: 'the-result', pkpAddress: PKP, id: 'key-1', publicKey: '0xpub', keyType: 'K256', memo: 'memo', litNetwork: 'datil-dev'});
    } finally {
      fetchStub.restore();
    }
  });

  test('the Lit Actions are named by IPFS CID; setLitActionsCode sends code instead, with every request', async () => {
    const fetchStub = stubFetch(() => Response.json(storedKey()));
    const {client, requests} = await offlineClient('datil-dev', () => ({response: 'r'}));
    try {
      await api.signMessageWithEncryptedKey({litNodeClient: client, pkpSessionSigs, network: 'solana', id: 'key-1', messageToSign: 'x'});
      expect(requests[0].params.ipfsId).toBe('QmcEJGVqRYtVukjm2prCPT7Fs66GpaqZwmZoxEHMHor6Jz');
      expect(requests[0].params.code).toBeUndefined();
      wrappedKeys.config.setLitActionsCode({signMessage: {solana: 'console.log("own code")'}});
      requests.length = 0;
      await api.signMessageWithEncryptedKey({litNodeClient: client, pkpSessionSigs, network: 'solana', id: 'key-1', messageToSign: 'x'});
      expect(requests.map((r) => Buffer.from(String(r.params.code), 'base64').toString())).toEqual(Array(NODES.length).fill('console.log("own code")'));
      expect(requests[0].params.ipfsId).toBeUndefined();
    } finally {
      wrappedKeys.config.setLitActionsCode({signMessage: {solana: ''}});
      fetchStub.restore();
    }
  });

  test('on habanero the client downloads the action from the fallback IPFS gateways and sends the code', async () => {
    const {FALLBACK_IPFS_GATEWAYS} = requireFromSamples('@lit-protocol/constants');
    const fetchStub = stubFetch((url) => (url.startsWith(FALLBACK_IPFS_GATEWAYS[0]) ? new Response('// action code') : Response.json(storedKey({litNetwork: 'habanero'}))));
    const {client, requests} = await offlineClient('habanero', () => ({response: 'r'}));
    try {
      await api.exportPrivateKey({litNodeClient: client, pkpSessionSigs, network: 'evm', id: 'key-1'});
      expect(fetchStub.calls.map((c) => c.url)).toEqual([
        `https://wrapped.litprotocol.com/encrypted/${PKP}/key-1`,
        `${FALLBACK_IPFS_GATEWAYS[0]}QmUJ74pTUqeeHzDGdfwCph1vJVNJ1rRzJdvMiTjS1BMwYj`,
      ]);
      expect(Buffer.from(String(requests[0].params.code), 'base64').toString()).toBe('// action code');
      expect(requests[0].params.ipfsId).toBeUndefined();
    } finally {
      fetchStub.restore();
    }
  });

  test('network picks the action only: one export action serves both, and the stored key type is not compared', async () => {
    const fetchStub = stubFetch(() => Response.json(storedKey({keyType: 'ed25519'})));
    try {
      const client = recordingClient('datil-dev', 'r');
      await api.exportPrivateKey({litNodeClient: client, pkpSessionSigs, network: 'evm', id: 'key-1'});
      await api.exportPrivateKey({litNodeClient: client, pkpSessionSigs, network: 'solana', id: 'key-1'});
      await api.signMessageWithEncryptedKey({litNodeClient: client, pkpSessionSigs, network: 'evm', id: 'key-1', messageToSign: 'x'});
      const [exportEvm, exportSolana, signEvm] = client.executed;
      expect(exportEvm.ipfsId).toBe(exportSolana.ipfsId);
      expect(signEvm.ipfsId).toBe('QmXi9iqJvXrHoUGSo5WREonrruDhzQ7cFr7Cry3wX2hmue'); // the EVM action, for an ed25519 key
      await expect(api.exportPrivateKey({litNodeClient: client, pkpSessionSigs, network: 'cosmos', id: 'key-1'})).rejects.toThrow(
        'Invalid network: cosmos. Must be one of evm, solana.',
      );
    } finally {
      fetchStub.restore();
    }
  });

  test('signing and exporting rebuild the condition from the PKP address the service returns, and refuse a malformed one', async () => {
    const fetchStub = stubFetch(() => Response.json(storedKey({pkpAddress: 'not-an-address'})));
    try {
      await expect(api.signMessageWithEncryptedKey({litNodeClient: recordingClient(), pkpSessionSigs, network: 'evm', id: 'key-1', messageToSign: 'x'})).rejects.toThrow(
        'pkpAddress is not a valid Ethereum Address: not-an-address',
      );
    } finally {
      fetchStub.restore();
    }
  });

  test('a wallet-signed session is refused with "SessionSig is not from a PKP" by every function but storeEncryptedKey', async () => {
    const fetchStub = stubFetch((url) => Response.json(url.endsWith('_batch') ? {pkpAddress: PKP, ids: []} : storedKey()));
    const {client, requests} = await offlineClient('datil-dev');
    try {
      const key = {publicKey: 'p', keyType: 'K256', memo: 'm', ciphertext: 'c', dataToEncryptHash: 'h'};
      const calls: [string, Params][] = [
        ['listEncryptedKeyMetadata', {}],
        ['getEncryptedKey', {id: 'k'}],
        ['storeEncryptedKeyBatch', {keyBatch: [key]}],
        ['generatePrivateKey', {network: 'evm', memo: 'm'}],
        ['batchGeneratePrivateKeys', {actions: [{network: 'evm', generateKeyParams: {memo: 'm'}}]}],
        ['importPrivateKey', {privateKey: '0x01', publicKey: 'p', keyType: 'K256', memo: 'm'}],
        ['signMessageWithEncryptedKey', {network: 'evm', id: 'k', messageToSign: 'x'}],
        ['signTransactionWithEncryptedKey', {network: 'evm', id: 'k', broadcast: false, unsignedTransaction: {}}],
        ['exportPrivateKey', {network: 'evm', id: 'k'}],
      ];
      for (const [fn, params] of calls) {
        await expect(api[fn]({litNodeClient: client, pkpSessionSigs: walletSessionSigs, ...params}), fn).rejects.toThrow(
          'SessionSig is not from a PKP; no LIT_BLS capabilities found',
        );
      }
      expect(fetchStub.calls).toHaveLength(0);
      expect(requests).toHaveLength(0);
      // storeEncryptedKey never reads the PKP address: the request goes out with the wallet's session.
      await api.storeEncryptedKey({litNodeClient: client, pkpSessionSigs: walletSessionSigs, ...key});
      expect(fetchStub.calls).toHaveLength(1);
      // The same gap for a session without capabilities: storeEncryptedKey sends it, the others stop.
      const noCapabilities = sessionSigsWith([]);
      await expect(api.listEncryptedKeyMetadata({litNodeClient: client, pkpSessionSigs: noCapabilities})).rejects.toThrow(
        "Capabilities in the session's signedMessage is empty, but required.",
      );
      await api.storeEncryptedKey({litNodeClient: client, pkpSessionSigs: noCapabilities, ...key});
      expect(fetchStub.calls).toHaveLength(2);
    } finally {
      fetchStub.restore();
    }
  });

  test('on a network without a service, generate runs its Lit Action before the store is refused', async () => {
    const fetchStub = stubFetch();
    try {
      const client = recordingClient('custom', JSON.stringify({ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'p'}));
      await expect(api.generatePrivateKey({litNodeClient: client, pkpSessionSigs, network: 'evm', memo: 'm'})).rejects.toThrow(/^Unsupported LitNetwork!/);
      expect(client.executed).toHaveLength(1);
      const batch = recordingClient('custom', JSON.stringify([{network: 'evm', generateEncryptedPrivateKey: {ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'p', memo: 'm'}}]));
      await expect(api.batchGeneratePrivateKeys({litNodeClient: batch, pkpSessionSigs, actions: [{network: 'evm', generateKeyParams: {memo: 'm'}}]})).rejects.toThrow(
        /^Unsupported LitNetwork!/,
      );
      expect(batch.executed).toHaveLength(1);
      // Signing and exporting ask the service first, so they stop before any Lit Action.
      const signer = recordingClient('custom');
      await expect(api.exportPrivateKey({litNodeClient: signer, pkpSessionSigs, network: 'evm', id: 'k'})).rejects.toThrow(/^Unsupported LitNetwork!/);
      expect(signer.executed).toHaveLength(0);
      expect(fetchStub.calls).toHaveLength(0);
      // habanero: generatePrivateKey refuses before anything runs; batchGeneratePrivateKeys has no such check.
      const habanero = recordingClient('habanero');
      await expect(api.generatePrivateKey({litNodeClient: habanero, pkpSessionSigs, network: 'evm', memo: 'm'})).rejects.toThrow(
        'generatePrivateKey is not available for `habanero`; this feature is still in beta and should not be used for production data yet.',
      );
      expect(habanero.executed).toHaveLength(0);
    } finally {
      fetchStub.restore();
    }
  });

  test('the service errors: its message after an error status; a body that is not JSON cannot be read; an unreachable service', async () => {
    let answer = () => new Response('<html>gateway</html>', {status: 502});
    const fetchStub = stubFetch(() => answer());
    try {
      const client = recordingClient();
      // The package reads the body as JSON, then tries to read it again as text, which fetch does not allow.
      await expect(api.getEncryptedKey({litNodeClient: client, pkpSessionSigs, id: 'k'})).rejects.toThrow(
        /^Request\(\w+\) for wrapped key failed\. Error: Body is unusable/,
      );
      answer = () => new Response('<html>gateway</html>', {status: 200});
      await expect(api.getEncryptedKey({litNodeClient: client, pkpSessionSigs, id: 'k'})).rejects.toThrow(
        /^Request\(\w+\) for wrapped key failed\. Error: Body is unusable/,
      );
      answer = () => Response.json({message: 'not found'}, {status: 404});
      await expect(api.getEncryptedKey({litNodeClient: client, pkpSessionSigs, id: 'k'})).rejects.toThrow(
        /^Request\(\w+\) for wrapped key failed\. Error: HTTP\(404\): not found$/,
      );
      answer = () => {
        throw new TypeError('fetch failed', {cause: new Error('getaddrinfo ENOTFOUND test.wrapped.litprotocol.com')});
      };
      await expect(api.getEncryptedKey({litNodeClient: client, pkpSessionSigs, id: 'k'})).rejects.toThrow(
        /^Request\(\w+\) for wrapped key failed\. Error: fetch failed - Error: getaddrinfo ENOTFOUND/,
      );
      await expect(api.listEncryptedKeyMetadata({litNodeClient: client, pkpSessionSigs: {}})).rejects.toThrow('Invalid pkpSessionSigs, length zero: {}');
    } finally {
      fetchStub.restore();
    }
  });

  test('a Lit Action response that starts with "Error:" or is empty becomes the package’s error, with the whole result', async () => {
    const fetchStub = stubFetch(() => Response.json(storedKey()));
    try {
      const failing = recordingClient('datil-dev', 'Error: Invalid unsignedTransaction - Missing required field: toAddress');
      await expect(
        api.signTransactionWithEncryptedKey({litNodeClient: failing, pkpSessionSigs, network: 'evm', id: 'k', broadcast: false, unsignedTransaction: {}}),
      ).rejects.toThrow('Error executing the Signing Lit Action: Error: Invalid unsignedTransaction - Missing required field: toAddress');
      await expect(api.exportPrivateKey({litNodeClient: recordingClient('datil-dev', 'Error: boom'), pkpSessionSigs, network: 'evm', id: 'k'})).rejects.toThrow(
        'Error executing the Signing Lit Action: Error: boom',
      );
      const silent = {config: {litNetwork: 'datil-dev'}, executeJs: async () => ({success: true, response: '', logs: 'the action’s console output'})};
      await expect(api.exportPrivateKey({litNodeClient: silent, pkpSessionSigs, network: 'evm', id: 'k'})).rejects.toThrow(
        'Expected "response" in Lit Action result: {"success":true,"response":"","logs":"the action’s console output"}',
      );
    } finally {
      fetchStub.restore();
    }
  });

  test('storeEncryptedKeyBatch sends any number of keys in one request: the client checks no batch size', async () => {
    const fetchStub = stubFetch(() => Response.json({pkpAddress: PKP, ids: []}));
    try {
      const key = {publicKey: 'p', keyType: 'K256', memo: 'm', ciphertext: 'c', dataToEncryptHash: 'h'};
      await api.storeEncryptedKeyBatch({litNodeClient: recordingClient(), pkpSessionSigs, keyBatch: Array(26).fill(key)});
      expect(fetchStub.calls).toHaveLength(1);
      expect(fetchStub.calls[0].body.keyParamsBatch).toHaveLength(26);
      const clientSource = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/wrapped-keys/src/lib/service-client/client.js'), 'utf8');
      expect(clientSource).toContain('Stores a batch of up to 25 private key metadata');
    } finally {
      fetchStub.restore();
    }
  });

  test('the condition hash depends on the letter case of the PKP address', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (conditions: unknown) => Buffer.from(await hashAccessControlConditions(conditions)).toString('hex');
    expect(await hex([onlyThePkp(PKP)])).not.toBe(await hex([onlyThePkp(PKP.toLowerCase())]));
    // The sample's way of reading the address (the LIT_BLS capability of the first session signature) is the package's.
    const first = Object.values(pkpSessionSigs)[0];
    const read = (JSON.parse(first.signedMessage).capabilities as {algo?: string; address: string}[]).find((c) => c.algo === 'LIT_BLS')?.address;
    expect(read).toBe(PKP);
  });

  test('a Uint8Array message reaches the action as an array of numbers at the top level, and as an object when nested', async () => {
    const fetchStub = stubFetch((url) => Response.json(url.endsWith('_batch') ? {pkpAddress: PKP, ids: ['a']} : storedKey()));
    const {client, requests} = await offlineClient('datil-dev', (url, params) => ({response: (params.jsParams as Params).actions ? '[]' : 'sig'}));
    try {
      await api.signMessageWithEncryptedKey({litNodeClient: client, pkpSessionSigs, network: 'solana', id: 'k', messageToSign: new Uint8Array([104, 105])});
      expect((requests[0].params.jsParams as Params).messageToSign).toEqual([104, 105]);
      requests.length = 0;
      await api
        .batchGeneratePrivateKeys({
          litNodeClient: client,
          pkpSessionSigs,
          actions: [{network: 'solana', generateKeyParams: {memo: 'm'}, signMessageParams: {messageToSign: new Uint8Array([104, 105])}}],
        })
        .catch(() => undefined);
      const [action] = (requests[0].params.jsParams as {actions: {signMessageParams: {messageToSign: unknown}}[]}).actions;
      expect(action.signMessageParams.messageToSign).toEqual({0: 104, 1: 105});
      // What the Solana action then does with an array (source: signMessage.js at the 6.11.0 release): it signs the
      // UTF-8 of its text form but verifies against the raw bytes, so the two never agree.
      const message = [104, 105];
      expect(Buffer.from(new TextEncoder().encode(message as unknown as string)).toString()).toBe('104,105');
      expect(Buffer.from(message).toString()).toBe('hi');
      // The EVM action hands the array to ethers, which signs it as bytes, the same as the Uint8Array.
      const {ethers} = requireFromSamples('ethers');
      const wallet = new ethers.Wallet(`0x${'11'.repeat(32)}`);
      expect(await wallet.signMessage(message)).toBe(await wallet.signMessage(new Uint8Array(message)));
      // Inside a batch the nested object reaches the actions as {0: …, 1: …}: ethers cannot sign it, and the Solana
      // action's Buffer.from cannot read it.
      await expect(wallet.signMessage({0: 104, 1: 105})).rejects.toThrow(/invalid arrayify value/);
      expect(() => Buffer.from({0: 104, 1: 105} as unknown as string)).toThrow(TypeError);
    } finally {
      fetchStub.restore();
    }
  });

  test('ethers: computeAddress of a wallet’s public key is its address; a key always gives the same public key; signMessage is EIP-191', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    expect(ethers.utils.computeAddress(wallet.publicKey)).toBe(wallet.address);
    expect(new ethers.Wallet(wallet.privateKey).publicKey).toBe(wallet.publicKey);
    const signature = await wallet.signMessage('hello');
    expect(ethers.utils.verifyMessage('hello', signature)).toBe(wallet.address);
    const eip191 = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('\x19Ethereum Signed Message:\n5hello'));
    expect(ethers.utils.recoverAddress(eip191, signature)).toBe(wallet.address);
  });
});

/** The condition every wrapped key is encrypted under (security.md shows it). */
function onlyThePkp(address: string) {
  return {
    contractAddress: '',
    standardContractType: '',
    chain: 'ethereum',
    method: '',
    parameters: [':userAddress'],
    returnValueTest: {comparator: '=', value: address},
  };
}

/** A blockhash answer from Lit's block indexer, which getLatestBlockhash reads. */
const BLOCKHASH = `0x${'ab'.repeat(32)}`;
const blockIndexer = () => Response.json({blockhash: BLOCKHASH, timestamp: String(Math.floor(Date.now() / 1000))});

test.describe('@lit-protocol/* 6.11.5 sessions and auth (docs/sdk/authentication, capacity-credits.md)', () => {
  test.skip(!installed, skipReason);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let helpers: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let ethers: any;
  test.beforeAll(() => {
    helpers = requireFromSamples('@lit-protocol/auth-helpers');
    ethers = requireFromSamples('ethers').ethers;
  });
  const executionRequest = () => [{resource: new helpers.LitActionResource('*'), ability: helpers.LitAbility.LitActionExecution}];
  /** An authNeededCallback that signs what the SDK asks for with `wallet`, recording each call. */
  const walletCallback = (wallet: {address: string}, client: unknown, calls: Params[] = []) => async (params: Params) => {
    calls.push(params);
    const toSign = await helpers.createSiweMessageWithRecaps({
      uri: params.uri,
      expiration: params.expiration,
      resources: params.resourceAbilityRequests,
      walletAddress: wallet.address,
      nonce: params.nonce,
      litNodeClient: client,
    });
    return helpers.generateAuthSig({signer: wallet, toSign});
  };

  test("the SDK's default session expiration is 24 hours", () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const before = Date.now();
    const expiration = Date.parse(LitNodeClientNodeJs.getExpiration());
    expect(expiration - before).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(expiration - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  test('getLatestBlockhash reads Lit’s block indexer (an Ethereum block hash) and needs no connect()', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      expect(client.ready).toBe(false);
      expect(await client.getLatestBlockhash()).toBe(BLOCKHASH);
      expect(fetchStub.calls.map((c) => c.url)).toEqual(['https://block-indexer.litgateway.com/get_most_recent_valid_block']);
    } finally {
      fetchStub.restore();
    }
  });

  test('getSessionSigs: the callback gets uri, expiration, nonce and requests; one signature per node names that node', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const calls: Params[] = [];
      const started = Date.now();
      const sessionSigs = await client.getSessionSigs({
        chain: 'ethereum',
        resourceAbilityRequests: executionRequest(),
        authNeededCallback: walletCallback(wallet, client, calls),
      });
      expect(calls).toHaveLength(1);
      const [params] = calls;
      expect(params.nonce).toBe(BLOCKHASH);
      expect(String(params.uri)).toMatch(/^lit:session:[0-9a-f]{64}$/);
      expect(params.resourceAbilityRequests).toHaveLength(1);
      expect(Object.keys(sessionSigs)).toEqual(NODES);
      for (const [node, sessionSig] of Object.entries(sessionSigs) as [string, Record<string, string>][]) {
        expect(sessionSig.derivedVia).toBe('litSessionSignViaNacl');
        expect(sessionSig.algo).toBe('ed25519');
        expect(params.uri).toBe(`lit:session:${sessionSig.address}`);
        const signed = JSON.parse(sessionSig.signedMessage);
        expect(Object.keys(signed)).toEqual(['sessionKey', 'resourceAbilityRequests', 'capabilities', 'issuedAt', 'expiration', 'nodeAddress']);
        expect(signed.nodeAddress).toBe(node);
        expect(signed.sessionKey).toBe(sessionSig.address);
        // The inner AuthSig (the wallet's SIWE message, with the ReCap) is the last capability.
        const inner = signed.capabilities.at(-1);
        expect(inner.derivedVia).toBe('web3.eth.personal.sign');
        expect(inner.signedMessage).toContain(`URI: ${params.uri}`);
        expect(inner.signedMessage).toMatch(/\nResources:\n- urn:recap:/);
        // Expiration: 24 hours when none is given, the same for the session and the callback.
        expect(signed.expiration).toBe(params.expiration);
        expect(Date.parse(signed.expiration) - started).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
      }
    } finally {
      fetchStub.restore();
    }
  });

  test('capabilityAuthSigs (and the deprecated capacityDelegationAuthSig) go before the wallet’s AuthSig in the capabilities', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const delegation = {sig: 'd', derivedVia: 'web3.eth.personal.sign', signedMessage: 'delegation', address: '0x1'};
      const old = {...delegation, signedMessage: 'old'};
      const sessionSigs = await client.getSessionSigs({
        resourceAbilityRequests: executionRequest(),
        capabilityAuthSigs: [delegation],
        capacityDelegationAuthSig: old,
        authNeededCallback: walletCallback(wallet, client),
      });
      const {capabilities} = JSON.parse((Object.values(sessionSigs)[0] as {signedMessage: string}).signedMessage);
      expect(capabilities.map((c: {signedMessage: string}) => c.signedMessage.slice(0, 10))).toEqual(['delegation', 'old', expect.stringContaining('localhost')]);
    } finally {
      fetchStub.restore();
    }
  });

  test('a signature for another session key or without the abilities is asked for once more, then used as it is', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const calls: Params[] = [];
      const wrongKey = async (params: Params) => walletCallback(wallet, client, calls)({...params, uri: `lit:session:${'00'.repeat(32)}`});
      const sessionSigs = await client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: wrongKey});
      expect(calls).toHaveLength(2);
      expect(Object.keys(sessionSigs)).toEqual(NODES); // the nodes, not the SDK, would refuse it
      // A ReCap that does not cover the request: asked for again once.
      calls.length = 0;
      const narrow = async (params: Params) =>
        walletCallback(wallet, client, calls)({...params, resourceAbilityRequests: [{resource: new helpers.LitPKPResource('*'), ability: helpers.LitAbility.PKPSigning}]});
      await client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: narrow});
      expect(calls).toHaveLength(2);
    } finally {
      fetchStub.restore();
    }
  });

  test('the SDK reads only the first Resources entry as the ReCap: "Invalid recap urn" when it is anything else', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const {SiweMessage} = requireFromSamples('siwe');
      const otherResourceFirst = async (params: Params) => {
        const message = new SiweMessage({
          domain: 'localhost',
          address: wallet.address,
          uri: params.uri,
          version: '1',
          chainId: 1,
          nonce: params.nonce,
          expirationTime: params.expiration,
          resources: ['https://example.com/item', ...(params.resources as string[])],
        });
        return helpers.generateAuthSig({signer: wallet, toSign: message.prepareMessage()});
      };
      await expect(client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: otherResourceFirst})).rejects.toThrow('Invalid recap urn');
    } finally {
      fetchStub.restore();
    }
  });

  test('"No wallet signature found" for an AuthSig with an empty sig or address; an empty signedMessage fails in the SIWE parser first', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const emptySig = async (params: Params) => ({...(await walletCallback(wallet, client)(params)), sig: '', address: ''});
      await expect(client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: emptySig})).rejects.toMatchObject({
        message: 'No wallet signature found',
      });
      const empty = async () => ({sig: '', derivedVia: '', signedMessage: '', address: ''});
      await expect(client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: empty})).rejects.toThrow(/^Invalid message: /);
      // A browser LitNodeClient without a callback, in Node.js: its default (checkAndSignAuthMessage) returns an empty AuthSig.
      const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
      const browserClient = new LitNodeClient({litNetwork: 'datil-dev', debug: false});
      Object.assign(browserClient, {ready: true, connectedNodes: new Set(NODES)});
      await expect(browserClient.getSessionSigs({resourceAbilityRequests: executionRequest()})).rejects.toThrow(/^Invalid message: /);
    } finally {
      fetchStub.restore();
    }
  });

  test('getSessionSigs, one field emptied at a time: sig (after a second callback), address or derivedVia give "No wallet signature found"; signedMessage gives "Invalid message" first', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-dev');
      const wallet = ethers.Wallet.createRandom();
      const outcome = async (field: string) => {
        const calls: Params[] = [];
        const emptied = async (params: Params) => ({...(await walletCallback(wallet, client, calls)(params)), [field]: ''});
        const error = await client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: emptied}).then(
          () => undefined,
          (e: unknown) => e as {message?: string},
        );
        return {calls: calls.length, message: error?.message?.replace(/^(Invalid message): .*$/s, '$1')};
      };
      expect(await outcome('sig')).toEqual({calls: 2, message: 'No wallet signature found'});
      expect(await outcome('address')).toEqual({calls: 1, message: 'No wallet signature found'});
      expect(await outcome('derivedVia')).toEqual({calls: 1, message: 'No wallet signature found'});
      expect(await outcome('signedMessage')).toEqual({calls: 1, message: 'Invalid message'});
    } finally {
      fetchStub.restore();
    }
  });

  type SessionClient = {getSessionSigs: (p: Params) => Promise<Record<string, {address: string}>>};
  /** The session key of one getSessionSigs call for an execution request, signed for by `wallet` (recorded in `calls`). */
  const sessionKeyFor = async (client: SessionClient, wallet: {address: string}, calls: Params[]) =>
    Object.values(await client.getSessionSigs({resourceAbilityRequests: executionRequest(), authNeededCallback: walletCallback(wallet, client, calls)}))[0].address;

  test('in Node.js each getSessionSigs call makes a new session key unless a storageProvider keeps it', async () => {
    const fetchStub = stubFetch(blockIndexer);
    const hadLocalStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    try {
      const {LOCAL_STORAGE_KEYS} = requireFromSamples('@lit-protocol/constants');
      expect([LOCAL_STORAGE_KEYS.SESSION_KEY, LOCAL_STORAGE_KEYS.WALLET_SIGNATURE, LOCAL_STORAGE_KEYS.AUTH_SIGNATURE]).toEqual([
        'lit-session-key',
        'lit-wallet-sig',
        'lit-auth-signature',
      ]);
      const wallet = ethers.Wallet.createRandom();
      const sessionKeyOf = (client: SessionClient, calls: Params[]) => sessionKeyFor(client, wallet, calls);
      if (!hadLocalStorage) {
        const {client} = await offlineClient('datil-dev');
        const calls: Params[] = [];
        expect(await sessionKeyOf(client, calls)).not.toBe(await sessionKeyOf(client, calls));
        expect(calls).toHaveLength(2); // and the wallet is asked every time
      }
      // A storage provider (any Web Storage object) keeps the session key and the wallet signature. The client
      // installs it as globalThis.localStorage; a configurable placeholder lets the test remove it afterwards.
      if (!hadLocalStorage) Object.defineProperty(globalThis, 'localStorage', {value: undefined, configurable: true, writable: true});
      const store = new Map<string, string>();
      const provider = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
      const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
      const persistent = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false, storageProvider: {provider}});
      Object.assign(persistent, {ready: true, connectedNodes: new Set(NODES)});
      const calls: Params[] = [];
      const first = await sessionKeyOf(persistent, calls);
      expect(await sessionKeyOf(persistent, calls)).toBe(first);
      expect(calls).toHaveLength(1); // the stored wallet signature still covers the request
      expect([...store.keys()].sort()).toEqual(['lit-session-key', 'lit-wallet-sig']);
    } finally {
      if (hadLocalStorage) Object.defineProperty(globalThis, 'localStorage', hadLocalStorage);
      else delete (globalThis as Params).localStorage;
      fetchStub.restore();
    }
  });

  test('in Node.js without localStorage, getSessionSigs with debug off writes three console.warn lines about local storage', async () => {
    test.skip(Object.getOwnPropertyDescriptor(globalThis, 'localStorage') !== undefined, 'this Node.js defines localStorage');
    const fetchStub = stubFetch(blockIndexer);
    let printed: unknown[][];
    try {
      printed = await captureConsole(['warn'], async () => {
        const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
        const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
        Object.assign(client, {ready: true, connectedNodes: new Set(NODES)}); // as after connect(); no node is asked
        await sessionKeyFor(client, ethers.Wallet.createRandom(), []);
      });
    } finally {
      fetchStub.restore();
    }
    expect(printed).toEqual([
      ['warn', 'Storage key "lit-session-key" is missing. Not a problem. Contiune...'],
      ['warn', 'Storage key "lit-wallet-sig" is missing. Not a problem. Continue...'],
      ['warn', 'Unable to store walletSig in local storage. Not a problem. Continue...'],
    ]);
  });

  test('in Node.js a global localStorage that the program defines keeps the session key and the wallet signature, with no storageProvider', async () => {
    const fetchStub = stubFetch(blockIndexer);
    // Any Web Storage object the program (or a newer Node.js) puts on globalThis: the SDK reads and writes it directly.
    const store = new Map<string, string>();
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
    try {
      await withGlobals({localStorage}, async () => {
        const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
        const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
        expect(client.config.storageProvider).toBeUndefined();
        Object.assign(client, {ready: true, connectedNodes: new Set(NODES)});
        const wallet = ethers.Wallet.createRandom();
        const calls: Params[] = [];
        const first = await sessionKeyFor(client, wallet, calls);
        expect(await sessionKeyFor(client, wallet, calls)).toBe(first);
        expect(calls).toHaveLength(1); // the stored wallet signature covers the second request
        expect([...store.keys()].sort()).toEqual(['lit-session-key', 'lit-wallet-sig']);
      });
    } finally {
      fetchStub.restore();
    }
  });

  test('getLitActionSessionSigs needs litActionCode or litActionIpfsId, and jsParams', async () => {
    const {client} = await offlineClient('datil-dev');
    await expect(client.getLitActionSessionSigs({pkpPublicKey: '0x04', authMethods: [], resourceAbilityRequests: [], jsParams: {}})).rejects.toThrow(
      "Either 'litActionCode' or 'litActionIpfsId' must be provided.",
    );
    await expect(client.getLitActionSessionSigs({pkpPublicKey: '0x04', authMethods: [], resourceAbilityRequests: [], litActionCode: 'x'})).rejects.toThrow(
      "'jsParams' is required.",
    );
  });

  test('pkpSign needs sessionSigs: without either it names both; with authMethods alone it fails validating the absent map', async () => {
    const {client} = await offlineClient('datil-dev');
    const toSign = new Uint8Array(32).fill(1);
    await expect(client.pkpSign({pubKey: '0x04', toSign})).rejects.toMatchObject({message: 'Either sessionSigs or authMethods (length > 0) must be present.'});
    await expect(client.pkpSign({pubKey: '0x04', toSign, authMethods: [{authMethodType: 1, accessToken: '{}'}]})).rejects.toThrow(TypeError);
  });

  test('executeJs and pkpSign refuse an expired session with "Invalid sessionSigs … Expired"', async () => {
    const {client} = await offlineClient('datil-dev');
    const past = new Date(Date.now() - 60_000).toISOString();
    const expired = Object.fromEntries(
      NODES.map((node) => [
        node,
        {
          sig: 's',
          derivedVia: 'litSessionSignViaNacl',
          address: 'k',
          algo: 'ed25519',
          signedMessage: JSON.stringify({capabilities: [capability(PKP)], expiration: past, nodeAddress: node}),
        },
      ]),
    );
    await expect(client.executeJs({sessionSigs: expired, code: 'x', jsParams: {}})).rejects.toMatchObject({
      message: expect.stringMatching(/^Invalid sessionSigs\. Errors: Session Sig '[^']+': Expired main signedMessage/),
    });
    await expect(client.pkpSign({pubKey: '0x04', toSign: new Uint8Array(32), sessionSigs: expired})).rejects.toMatchObject({
      message: expect.stringContaining('Expired main signedMessage'),
    });
  });

  test('the client picks each node’s entry from the map; a connected node without one fails the call', async () => {
    const {client} = await offlineClient('datil-dev');
    const sent: {url: string; authSig: unknown}[] = [];
    client.generatePromise = async (url: string, body: {authSig: unknown}) => {
      sent.push({url, authSig: body.authSig});
      return {signatureShare: {}};
    };
    const twoNodes = sessionSigsWith([capability(PKP, 'LIT_BLS')], NODES.slice(0, 2));
    await expect(client.pkpSign({pubKey: '0x04', toSign: new Uint8Array(32), sessionSigs: twoNodes})).rejects.toMatchObject({
      message: `You passed sessionSigs but we could not find session sig for node ${NODES[2]}`,
    });
  });

  test('with a session map that lacks a connected node, decrypt rejects with "authSig is required" (the nodes before it in the set have been sent the request), while getSignedToken sends that node no signature', async () => {
    const {client} = await offlineClient('datil-dev');
    client.networkPubKeySet = 'network-key-set';
    const sent: {url: string; authSig: unknown}[] = [];
    client.generatePromise = async (url: string, body: {authSig: unknown}) => {
      sent.push({url, authSig: body.authSig});
      return {signatureShare: {}};
    };
    const twoNodes = sessionSigsWith([capability(PKP, 'LIT_BLS')], NODES.slice(0, 2));
    const conditions = {accessControlConditions: [onlyThePkp(PKP)], chain: 'ethereum'};
    const thrown = await thrownBy(() => client.decrypt({...conditions, ciphertext: 'c', dataToEncryptHash: '00', sessionSigs: twoNodes}));
    expect(thrown).toMatchObject({message: 'authSig is required', errorCode: 'InvalidArgumentException'});
    expect(sent.map((s) => new URL(s.url).origin)).toEqual(NODES.slice(0, 2));
    sent.length = 0;
    await client.getSignedToken({...conditions, sessionSigs: twoNodes}).catch(() => undefined);
    expect(sent.map((s) => new URL(s.url).origin)).toEqual(NODES);
    expect(sent[2].authSig).toBeUndefined();
  });

  test('on a client that never connected, executeJs rejects with "LitNodeClient is not ready" but pkpSign makes no such check and its promise does not settle', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    await expect(client.executeJs({sessionSigs: pkpSessionSigs, code: 'x', jsParams: {}})).rejects.toMatchObject({
      message: '[executeJs] LitNodeClient is not ready.  Please call await litNodeClient.connect() first.',
    });
    // pkpSign goes straight on to wait for the nodes' answers: with no connected node it hands handleNodePromises an
    // empty list (and a threshold of 0), whose wait resolves only from the promises' own callbacks, so it never settles.
    const handed: {promises: unknown[]; threshold: number}[] = [];
    const handleNodePromises = client.handleNodePromises;
    client.handleNodePromises = (promises: unknown[], requestId: string, threshold: number) => {
      handed.push({promises, threshold});
      return handleNodePromises(promises, requestId, threshold);
    };
    void client.pkpSign({pubKey: '0x04', toSign: new Uint8Array(32), sessionSigs: pkpSessionSigs}).catch(() => undefined);
    await expect.poll(() => handed).toEqual([{promises: [], threshold: 0}]);
    expect(client.connectedNodes.size).toBe(0);
  });

  test('executeJs returns the response string as the nodes sent it when the action signed nothing', async () => {
    const {client} = await offlineClient('datil-dev', () => ({response: '{"greeting":"hello, Lit"}'}));
    const result = await client.executeJs({sessionSigs: pkpSessionSigs, code: 'x', jsParams: {name: 'Lit'}});
    expect(result.response).toBe('{"greeting":"hello, Lit"}');
  });

  test('a node catalogue error reaches the caller of executeJs, pkpSign and getPkpSessionSigs as the node sent it: its message is the catalogue description, and the node\'s own text is in details', async () => {
    // The body a Datil node (commit c3d3905) answers with: lit-core's PublicError, whose message is the code's
    // description and whose details carry the text of the failed check.
    const publicError = (errorCode: string, status: number, message: string, detail: string) =>
      Response.json({errorKind: 'Validation', errorCode, status, message, correlationId: 'lit_1', details: [detail]}, {status});
    const scope = ['NodeAuthSigScopeTooLimited', 401, 'auth_sig scope that is passed does not support the requested operation', 'None of the AuthMethods, AuthSig or Lit Actions meet the requires scope [2].'] as const;
    const capability = ['NodeSIWECapabilityInvalid', 400, 'Invalid Capability object in SIWE resource ReCap', 'Resource id not found in auth_sig capabilities'] as const;
    const fetchStub = stubFetch((url) => {
      if (url.includes('/web/sign_session_key')) return publicError(...scope);
      if (url.includes('/web/execute') || url.includes('/web/pkp/sign')) return publicError(...capability);
      return blockIndexer();
    });
    try {
      const {client} = await offlineClient('datil-dev');
      delete client.executeJsNodeRequest; // the real request, through fetch
      client.latestBlockhash = BLOCKHASH;
      const expected = ([errorCode, status, message, detail]: readonly [string, number, string, string]) =>
        ({message, errorCode, errorKind: 'Validation', status, details: [detail], requestId: expect.any(String)});
      const fromExecuteJs = await thrownBy(() => client.executeJs({sessionSigs: pkpSessionSigs, code: 'x'}));
      expect(fromExecuteJs).toEqual(expected(capability));
      expect(fromExecuteJs instanceof Error).toBe(false);
      const fromPkpSign = await thrownBy(() => client.pkpSign({sessionSigs: pkpSessionSigs, pubKey: `04${'ab'.repeat(64)}`, toSign: [1, 2, 3]}));
      expect(fromPkpSign).toEqual(expected(capability));
      let fromSessionSigs: unknown;
      await captureConsole(['warn'], async () => {
        fromSessionSigs = await thrownBy(() => client.getPkpSessionSigs({
          pkpPublicKey: `04${'ab'.repeat(64)}`,
          authMethods: [{authMethodType: 1, accessToken: '{}'}],
          resourceAbilityRequests: executionRequest(),
        }));
      });
      expect(fromSessionSigs).toEqual(expected(scope));
    } finally {
      fetchStub.restore();
    }
  });

  test('decrypt sends each node its own session signature, or the same bare AuthSig to every node; node errors pass through', async () => {
    const {client} = await offlineClient('datil-dev');
    const sent: {url: string; authSig: unknown}[] = [];
    const nodeError = {message: 'not authorized', errorCode: 'NodeNotAuthorized', errorKind: 'Validation', status: 401, details: ['condition failed']};
    client.generatePromise = async (url: string, body: {authSig: unknown}) => {
      sent.push({url, authSig: body.authSig});
      throw nodeError;
    };
    const request = {accessControlConditions: [onlyThePkp(PKP)], chain: 'ethereum', ciphertext: 'c', dataToEncryptHash: '00'};
    const authSig = {sig: 's', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: PKP};
    const thrown = await thrownBy(() => client.decrypt({...request, authSig}));
    expect(sent.map((s) => s.authSig)).toEqual(NODES.map(() => authSig));
    expect(thrown).toMatchObject({errorCode: 'NodeNotAuthorized', status: 401, details: ['condition failed'], requestId: expect.any(String)});
    expect(thrown instanceof Error).toBe(false);
    expect(String(thrown)).toBe('[object Object]');
    sent.length = 0;
    await client.decrypt({...request, sessionSigs: pkpSessionSigs}).catch(() => undefined);
    expect(sent.map((s) => s.authSig)).toEqual(NODES.map((node) => pkpSessionSigs[node]));
  });

  test('generateAuthSig: the signature, web3.eth.personal.sign, the message and the checksummed address; it needs signMessage', async () => {
    const wallet = ethers.Wallet.createRandom();
    const authSig = await helpers.generateAuthSig({signer: wallet, toSign: 'hello'});
    expect(Object.keys(authSig)).toEqual(['sig', 'derivedVia', 'signedMessage', 'address']);
    expect(authSig.derivedVia).toBe('web3.eth.personal.sign');
    expect(authSig.address).toBe(ethers.utils.getAddress(wallet.address.toLowerCase()));
    expect(ethers.utils.verifyMessage(authSig.signedMessage, authSig.sig)).toBe(authSig.address);
    expect(ethers.utils.arrayify(authSig.sig)).toHaveLength(65);
    // Any object with signMessage (and an address) will do.
    const minimal = {signMessage: (m: string) => wallet.signMessage(m), getAddress: async () => wallet.address.toLowerCase()};
    expect((await helpers.generateAuthSig({signer: minimal, toSign: 'x'})).address).toBe(wallet.address);
    await expect(helpers.generateAuthSig({signer: {address: wallet.address}, toSign: 'x'})).rejects.toThrow('signer does not have a signMessage method');
  });

  test('createSiweMessage needs walletAddress only; it defaults the domain, URI, chain id, statement and a one-week expiration, and a random nonce', async () => {
    const wallet = ethers.Wallet.createRandom();
    await expect(helpers.createSiweMessage({})).rejects.toThrow('walletAddress is required');
    const before = Date.now();
    const message = await helpers.createSiweMessage({walletAddress: wallet.address});
    expect(message.startsWith(`localhost wants you to sign in with your Ethereum account:\n${wallet.address}\n\nThis is a test statement.  You can put anything you want here.\n`)).toBe(true);
    expect(message).toContain('\nURI: https://localhost/login\nVersion: 1\nChain ID: 1\nNonce: ');
    const nonce = /\nNonce: (\S+)\n/.exec(message)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    const expiration = Date.parse(/\nExpiration Time: (\S+)/.exec(message)?.[1] ?? '');
    expect(expiration - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
    expect(expiration - before).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
  });

  test('createSiweMessageWithRecaps writes the ReCap through a client, which need not be connected, and throws without one', async () => {
    const wallet = ethers.Wallet.createRandom();
    const base = {uri: 'lit:session:abc', expiration: new Date(Date.now() + 60_000).toISOString(), walletAddress: wallet.address, nonce: BLOCKHASH};
    await expect(helpers.createSiweMessageWithRecaps({...base, resources: executionRequest()})).rejects.toThrow('litNodeClient is required');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const notConnected = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const message = await helpers.createSiweMessageWithRecaps({...base, resources: executionRequest(), litNodeClient: notConnected});
    expect(message).toContain("I further authorize the stated URI to perform the following actions on my behalf: (1) 'Threshold': 'Execution' for 'lit-litaction://*'.");
    expect(message).toMatch(/\nResources:\n- urn:recap:\S+$/);
  });

  test('checkAndSignAuthMessage’s last check runs the session validator on an AuthSig, which always fails, so it signs again', async () => {
    const {validateSessionSig} = requireFromSamples('@lit-protocol/misc');
    const wallet = ethers.Wallet.createRandom();
    const toSign = await helpers.createSiweMessage({walletAddress: wallet.address, nonce: BLOCKHASH});
    const authSig = await helpers.generateAuthSig({signer: wallet, toSign});
    expect(validateSessionSig(authSig)).toEqual({isValid: false, errors: ['Main signedMessage is not valid JSON.']});
    const eth = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/auth-browser/src/lib/chains/eth.js'), 'utf8');
    expect(eth).toContain('if (isSignedMessageExpired(authSig.signedMessage) || !checkAuthSig.isValid) {');
  });

  test('a capability object: statement, wildcard coverage, no PKP signing, and the urn:recap: round trip', () => {
    const {LitAbility, LitAccessControlConditionResource, LitActionResource, LitPKPResource, decode, newSessionCapabilityObject} = helpers;
    const capabilities = newSessionCapabilityObject();
    capabilities.addCapabilityForResource(new LitAccessControlConditionResource('*'), LitAbility.AccessControlConditionDecryption);
    capabilities.addCapabilityForResource(new LitActionResource('QmSomeAction'), LitAbility.LitActionExecution);
    expect(capabilities.attenuations).toEqual({
      'lit-accesscontrolcondition://*': {'Threshold/Decryption': [{}]},
      'lit-litaction://QmSomeAction': {'Threshold/Execution': [{}]},
    });
    expect(capabilities.proofs).toEqual([]);
    expect(capabilities.statement).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'Threshold': 'Decryption' for 'lit-accesscontrolcondition://*'. (2) 'Threshold': 'Execution' for 'lit-litaction://QmSomeAction'.",
    );
    expect(capabilities.verifyCapabilitiesForResource(new LitAccessControlConditionResource('abc123'), LitAbility.AccessControlConditionDecryption)).toBe(true);
    expect(capabilities.verifyCapabilitiesForResource(new LitPKPResource('*'), LitAbility.PKPSigning)).toBe(false);
    expect(capabilities.verifyCapabilitiesForResource(new LitActionResource('QmOther'), LitAbility.LitActionExecution)).toBe(false);
    const encoded = capabilities.encodeAsSiweResource();
    expect(encoded.startsWith('urn:recap:')).toBe(true);
    // ERC-5573: the JSON object, base64url-encoded.
    expect(encoded.slice('urn:recap:'.length)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded.slice('urn:recap:'.length), 'base64url').toString())).toEqual({att: capabilities.attenuations, prf: []});
    expect(Object.keys(decode(encoded).attenuations)).toEqual(['lit-accesscontrolcondition://*', 'lit-litaction://QmSomeAction']);
    // addToSiweMessage puts the statement and the URI into a SiweMessage.
    const {SiweMessage} = requireFromSamples('siwe');
    const message = capabilities.addToSiweMessage(new SiweMessage({domain: 'localhost', address: PKP, uri: 'lit:session:abc', version: '1', chainId: 1, nonce: 'abcdefgh12'}));
    expect(message.resources).toEqual([encoded]);
    expect(message.statement).toContain("(1) 'Threshold': 'Decryption'");
    // Every ability: */*; a pair the resource does not accept is refused.
    const all = newSessionCapabilityObject();
    all.addAllCapabilitiesForResource(new LitPKPResource('*'));
    expect(all.attenuations).toEqual({'lit-pkp://*': {'*/*': [{}]}});
    expect(() => all.addCapabilityForResource(new LitPKPResource('*'), LitAbility.LitActionExecution)).toThrow(
      'The specified Lit resource does not support the specified ability.',
    );
  });

  test('resource key prefixes, the abilities each resource accepts, and each ability’s ReCap namespace', () => {
    const {LitAbility, LitAccessControlConditionResource, LitActionResource, LitPKPResource, LitRLIResource, newSessionCapabilityObject} = helpers;
    const resources = {
      acc: new LitAccessControlConditionResource('*'),
      pkp: new LitPKPResource('*'),
      action: new LitActionResource('*'),
      rli: new LitRLIResource('*'),
    };
    expect(Object.values(resources).map((r) => r.getResourceKey())).toEqual([
      'lit-accesscontrolcondition://*',
      'lit-pkp://*',
      'lit-litaction://*',
      'lit-ratelimitincrease://*',
    ]);
    const accepted = Object.fromEntries(
      Object.entries(resources).map(([name, resource]) => [name, Object.values(LitAbility).filter((ability) => resource.isValidLitAbility(ability))]),
    );
    expect(accepted).toEqual({
      acc: [LitAbility.AccessControlConditionDecryption, LitAbility.AccessControlConditionSigning],
      pkp: [LitAbility.PKPSigning],
      action: [LitAbility.LitActionExecution],
      rli: [LitAbility.RateLimitIncreaseAuth],
    });
    const namespaceOf = (resource: unknown, ability: string) => {
      const capabilities = newSessionCapabilityObject();
      capabilities.addCapabilityForResource(resource, ability);
      return Object.keys(Object.values(capabilities.attenuations)[0] as object)[0];
    };
    expect({
      decryption: namespaceOf(resources.acc, LitAbility.AccessControlConditionDecryption),
      accSigning: namespaceOf(resources.acc, LitAbility.AccessControlConditionSigning),
      pkpSigning: namespaceOf(resources.pkp, LitAbility.PKPSigning),
      execution: namespaceOf(resources.action, LitAbility.LitActionExecution),
      rateLimit: namespaceOf(resources.rli, LitAbility.RateLimitIncreaseAuth),
    }).toEqual({
      decryption: 'Threshold/Decryption',
      accSigning: 'Threshold/Signing',
      pkpSigning: 'Threshold/Signing',
      execution: 'Threshold/Execution',
      rateLimit: 'Auth/Auth',
    });
  });

  test('LitPKPResource drops 0x and left-pads to 64 hex characters; a decimal token id of 78 digits is too long', () => {
    const {LitPKPResource} = helpers;
    expect(new LitPKPResource('0x1a').getResourceKey()).toBe(`lit-pkp://${'0'.repeat(62)}1a`);
    expect(new LitPKPResource('1a').getResourceKey()).toBe(new LitPKPResource('0x1a').getResourceKey());
    const decimal = ethers.BigNumber.from(`0x${'f'.repeat(64)}`).toString();
    expect(decimal).toHaveLength(78);
    expect(() => new LitPKPResource(decimal)).toThrow('Resource ID exceeds 64 characters (32 bytes) in length.');
    expect(new LitPKPResource(ethers.BigNumber.from(decimal).toHexString()).getResourceKey()).toBe(`lit-pkp://${'f'.repeat(64)}`);
  });

  test('ethers.BigNumber.from(id).toHexString() takes a decimal or 0x-hex token ID and gives the same 0x hex; hex without 0x is refused', () => {
    const decimal = '12345678901234567890';
    expect(ethers.BigNumber.from(decimal).toHexString()).toBe('0xab54a98ceb1f0ad2');
    expect(ethers.BigNumber.from('0xab54a98ceb1f0ad2').toHexString()).toBe('0xab54a98ceb1f0ad2');
    expect(() => ethers.BigNumber.from('ab54a98ceb1f0ad2')).toThrow();
  });

  test('auth-helpers and types export LitAbility enums with the same members; the 6.11.5 constants have no LIT_ABILITY', () => {
    expect(helpers.LitAbility).toEqual(requireFromSamples('@lit-protocol/types').LitAbility);
    expect(requireFromSamples('@lit-protocol/constants').LIT_ABILITY).toBeUndefined();
  });

  test('generateResourceString is the hex hash of the conditions, a slash, and the dataToEncryptHash', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const conditions = [onlyThePkp(PKP)];
    const resource = await helpers.LitAccessControlConditionResource.generateResourceString(conditions, 'cafe');
    expect(resource).toBe(`${Buffer.from(await hashAccessControlConditions(conditions)).toString('hex')}/cafe`);
  });

  test('without a global crypto (Node.js before 19) generateResourceString rejects with "ReferenceError: crypto is not defined"', async () => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    delete (globalThis as Record<string, unknown>).crypto;
    try {
      const error = await helpers.LitAccessControlConditionResource.generateResourceString([onlyThePkp(PKP)], 'cafe').then(
        () => new Error('expected a rejection'),
        (e: Error) => e,
      );
      expect(`${error.name}: ${error.message}`).toBe('ReferenceError: crypto is not defined');
    } finally {
      if (saved) Object.defineProperty(globalThis, 'crypto', saved);
    }
    expect(typeof globalThis.crypto?.subtle).toBe('object');
  });

  test('createCapacityDelegationAuthSig: URI lit:capability:delegation, Auth/Auth on the credit, delegatees without 0x, uses as a string, one week by default', async () => {
    const fetchStub = stubFetch(blockIndexer);
    try {
      const {client} = await offlineClient('datil-test');
      const owner = ethers.Wallet.createRandom();
      const delegatee = ethers.Wallet.createRandom().address;
      await expect(client.createCapacityDelegationAuthSig({})).rejects.toThrow('dAppOwnerWallet must exist');
      const before = Date.now();
      const {capacityDelegationAuthSig} = await client.createCapacityDelegationAuthSig({
        dAppOwnerWallet: owner,
        capacityTokenId: '1234',
        delegateeAddresses: [delegatee],
        uses: '10',
      });
      const message: string = capacityDelegationAuthSig.signedMessage;
      expect(message).toContain('\nURI: lit:capability:delegation\n');
      expect(capacityDelegationAuthSig.address).toBe(owner.address);
      const expiration = Date.parse(/\nExpiration Time: (\S+)/.exec(message)?.[1] ?? '');
      expect(expiration - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
      const recap = helpers.decode(/- (urn:recap:\S+)/.exec(message)?.[1]);
      expect(recap.attenuations).toEqual({
        'lit-ratelimitincrease://1234': {'Auth/Auth': [{nft_id: ['1234'], delegate_to: [delegatee.slice(2)], uses: '10'}]},
      });
      // Without capacityTokenId the grant is on lit-ratelimitincrease://* and names no credit.
      const any = await client.createCapacityDelegationAuthSig({dAppOwnerWallet: owner});
      expect(Object.keys(helpers.decode(/- (urn:recap:\S+)/.exec(any.capacityDelegationAuthSig.signedMessage)?.[1]).attenuations)).toEqual([
        'lit-ratelimitincrease://*',
      ]);
    } finally {
      fetchStub.restore();
    }
  });

  test('mintCapacityCreditsNFT: requestsPerDay before requestsPerSecond before requestsPerKilosecond, rounded; expiry at 00:00 UTC', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({signer: ethers.Wallet.createRandom(), network: 'datil-test'});
    const asked: [number, number][] = [];
    contracts.rateLimitNftContract = {
      read: {
        calculateCost: async (perKilosecond: number, expiresAt: number) => {
          asked.push([perKilosecond, expiresAt]);
          throw new Error('stop before the transaction');
        },
      },
    };
    const mint = (params: Params) => contracts.mintCapacityCreditsNFT({daysUntilUTCMidnightExpiration: 2, ...params});
    await expect(mint({})).rejects.toThrow('At least one of requestsPerDay, requestsPerSecond, or requestsPerKilosecond is required and must be more than 0');
    await expect(mint({requestsPerDay: 43})).rejects.toThrow('Effective requests per kilosecond is required and must be more than 0');
    for (const params of [{requestsPerDay: 44}, {requestsPerSecond: 1}, {requestsPerKilosecond: 7}, {requestsPerDay: 86_400, requestsPerSecond: 5, requestsPerKilosecond: 3}]) {
      await expect(mint(params)).rejects.toThrow('stop before the transaction');
    }
    expect(asked.map(([perKilosecond]) => perKilosecond)).toEqual([1, 1000, 7, 1000]);
    const today = new Date();
    const inTwoDays = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2) / 1000;
    expect(asked.every(([, expiresAt]) => expiresAt === inTwoDays)).toBe(true);
  });

  test('mintCapacityCreditsNFT: requestsPerSecond below 0.0005, or a zero requestsPerDay or requestsPerSecond beside requestsPerKilosecond, also ends in the effective-requests error', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({signer: ethers.Wallet.createRandom(), network: 'datil-test'});
    const asked: number[] = [];
    contracts.rateLimitNftContract = {
      read: {
        calculateCost: async (perKilosecond: number) => {
          asked.push(perKilosecond);
          throw new Error('stop before the transaction');
        },
      },
    };
    const mint = (params: Params) => contracts.mintCapacityCreditsNFT({daysUntilUTCMidnightExpiration: 2, ...params});
    const effective = 'Effective requests per kilosecond is required and must be more than 0';
    await expect(mint({requestsPerSecond: 0.0004})).rejects.toThrow(effective);
    await expect(mint({requestsPerDay: 0, requestsPerKilosecond: 10})).rejects.toThrow(effective);
    await expect(mint({requestsPerSecond: 0, requestsPerKilosecond: 10})).rejects.toThrow(effective);
    // 43.2 requests a day is 0.5 per kilosecond, which Math.round takes up to 1.
    await expect(mint({requestsPerSecond: 0.0005})).rejects.toThrow('stop before the transaction');
    await expect(mint({requestsPerDay: 43.2})).rejects.toThrow('stop before the transaction');
    expect(asked).toEqual([1, 1]);
  });

  test('LitAuthClient needs a relay API key; the providers and ProviderType values of the walletless page', () => {
    const authClient = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const litNodeClient = {config: {litNetwork: 'datil-dev'}};
    expect(() => new authClient.LitAuthClient({litNodeClient})).toThrow(
      '2 An API key is required to use the default Lit Relay server. Please provide either an API key or a custom relay server.',
    );
    expect(() => new authClient.LitAuthClient({litNodeClient, litRelayConfig: {relayUrl: 'https://relay.example'}})).toThrow(/An API key is required/);
    for (const name of ['GoogleProvider', 'DiscordProvider', 'WebAuthnProvider', 'StytchOtpProvider', 'StytchAuthFactorOtpProvider', 'EthWalletProvider']) {
      expect(typeof authClient[name], name).toBe('function');
    }
    expect(typeof authClient.isSignInRedirect).toBe('function');
    expect([ProviderType.Google, ProviderType.Discord, ProviderType.WebAuthn, ProviderType.StytchOtp, ProviderType.StytchEmailFactorOtp, ProviderType.StytchSmsFactorOtp, ProviderType.EthWallet]).toEqual([
      'google',
      'discord',
      'webauthn',
      'stytchOtp',
      'stytchEmailFactorOtp',
      'stytchSmsFactorOtp',
      'ethwallet',
    ]);
  });

  test('executeJs and pkpSign refuse a session whose delegation capability has expired, with "Invalid sessionSigs" and "Expired capability 0", before any request', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true; // executeJs checks readiness first; nothing below reaches a node
    const expiredDelegation = {
      sig: 'delegation-sig',
      derivedVia: 'web3.eth.personal.sign',
      signedMessage: `example.com wants you to sign in with your Ethereum account:\n${PKP}\n\nURI: lit:capability:delegation\nExpiration Time: 2020-01-01T00:00:00.000Z`,
      address: PKP,
    };
    const sessionSigs = sessionSigsWith([expiredDelegation, capability('0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B')]);
    const calls: unknown[] = [];
    const fetchStandIn = async (url: string) => {
      calls.push(url);
      throw new Error('no network in this test');
    };
    await withGlobals({fetch: fetchStandIn}, async () => {
      for (const run of [
        () => client.executeJs({sessionSigs, code: 'Lit.Actions.setResponse({response: "x"})', jsParams: {}}),
        () => client.pkpSign({toSign: new Uint8Array(32), pubKey: '0x04' + '11'.repeat(64), sessionSigs}),
      ]) {
        const error = await thrownBy(run);
        expect(String(error?.message)).toContain('Invalid sessionSigs. Errors: ');
        expect(String(error?.message)).toContain('Expired capability 0. Expiration Time: 2020-01-01T00:00:00.000Z');
      }
    });
    expect(calls).toHaveLength(0);
  });
});

test.describe('@lit-protocol/* 6.11.5 clients and errors (installation.md, tests.md)', () => {
  test.skip(!installed, skipReason);

  test('the two client packages export the same encryption helpers; only lit-node-client adds the browser wallet helpers', () => {
    const browser = Object.keys(requireFromSamples('@lit-protocol/lit-node-client'));
    const node = Object.keys(requireFromSamples('@lit-protocol/lit-node-client-nodejs'));
    expect(node).toEqual(expect.arrayContaining(['LitNodeClientNodeJs', 'encryptString', 'decryptToString', 'encryptFile', 'decryptToFile']));
    expect(node).not.toContain('checkAndSignAuthMessage');
    expect(browser).toEqual(expect.arrayContaining([...node, 'LitNodeClient', 'checkAndSignAuthMessage', 'disconnectWeb3', 'ethConnect']));
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    expect(new LitNodeClient({litNetwork: 'datil-dev', debug: false})).toBeInstanceOf(LitNodeClientNodeJs);
  });

  test('misc throwError: a value with no errorCode becomes {message, errorKind: "UnknownError", errorCode: "unknown_error", requestId}; one with an errorCode and no errorKind becomes {message, name, errorCode}', async () => {
    const {throwError} = requireFromSamples('@lit-protocol/misc');
    const generic = await thrownBy(() => throwError({message: 'wrapped'}));
    expect(generic).toEqual({message: 'wrapped', errorKind: 'UnknownError', errorCode: 'unknown_error', requestId: 'No request ID found'});
    expect(generic).not.toBeInstanceOf(Error);
    const older = await thrownBy(() => throwError({message: 'old shape', name: 'SomeError', errorCode: 'some_code'}));
    expect(older).toEqual({message: 'old shape', name: 'SomeError', errorCode: 'some_code'});
  });

  test('client defaults: debug on, 20 s connect timeout, no attestation check unless asked, no unauthorized alert, no retry option', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LitNetwork} = requireFromSamples('@lit-protocol/constants');
    expect(LitNetwork.DatilDev).toBe('datil-dev');
    for (const litNetwork of ['datil-dev', 'datil-test', 'datil']) {
      const {config} = new LitNodeClientNodeJs({litNetwork});
      expect(config, litNetwork).toMatchObject({debug: true, connectTimeout: 20000, checkNodeAttestation: false, alertWhenUnauthorized: false, litNetwork});
      expect(config).not.toHaveProperty('retryTolerance');
    }
  });

  test('connect() reads the staking contract through ethers: an unreachable RPC rejects with an ethers NETWORK_ERROR Error', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    // A closed port on this machine stands for an unreachable Lit chain RPC.
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false, rpcUrl: 'http://127.0.0.1:9'});
    const err = await thrownBy(() => client.connect());
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({code: 'NETWORK_ERROR'});
    expect((err as Error).message).toBe('could not detect network (event="noNetwork", code=NETWORK_ERROR, version=providers/5.7.2)');
    await client.disconnect();
  });

  test('Node.js fetch rejects an unreachable address with a TypeError whose message is "fetch failed" (what with-retry.ts matches)', async () => {
    // A closed port on this machine stands for a node or service that cannot be reached.
    const err = await thrownBy(() => fetch('http://127.0.0.1:9'));
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toBe('fetch failed');
  });

  test('an unknown litNetwork is refused by the constructor with errorCode invalid_param_type (the entry’s code)', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    let thrown: unknown;
    try {
      new LitNodeClientNodeJs({litNetwork: 'datil-devv'});
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({errorCode: 'invalid_param_type', errorKind: 'Validation', message: expect.stringContaining('Unsupported network has been provided')});
    // litNetwork is the one option without a usable default.
    expect(() => new LitNodeClientNodeJs({})).toThrow();
  });

  test('the inspect-error program prints what tests.md shows', async () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LIT_ERROR, LitErrorKind, LitNetwork} = requireFromSamples('@lit-protocol/constants');
    const client = new LitNodeClient({litNetwork: LitNetwork.DatilDev, debug: false});
    const err = await thrownBy(() => client.executeJs({sessionSigs: {}, code: 'void 0;', jsParams: {}}));
    expect(err instanceof Error).toBe(false);
    expect(err).toMatchObject({errorKind: 'Unexpected', errorCode: LIT_ERROR.LIT_NODE_CLIENT_NOT_READY_ERROR.name});
    expect(`${err.errorKind}/${err.errorCode}: ${err.message}`).toBe(
      'Unexpected/LitNodeClientNotReadyError: [executeJs] LitNodeClient is not ready.  Please call await litNodeClient.connect() first.',
    );
    expect(err.status).toBeUndefined();
    expect(err.requestId).toBeUndefined();
    expect(err.stack).toBeUndefined();
    expect(err.errorKind).not.toBe(LitErrorKind.Validation);
  });

  test('createSiweMessageWithRecaps rejects a lower-case address with siwe’s SiweError: a plain object with type, expected and received, and no message', async () => {
    const {createSiweMessageWithRecaps} = requireFromSamples('@lit-protocol/auth-helpers');
    const lower = '0x' + 'ab'.repeat(20);
    const err = await thrownBy(() =>
      createSiweMessageWithRecaps({
        uri: 'lit:session:abc',
        expiration: inTenMinutes(),
        resources: [],
        walletAddress: lower,
        nonce: '0x1234567890abcdef1234',
        litNodeClient: {},
      }),
    );
    expect(err instanceof Error).toBe(false);
    expect(err).toEqual({type: 'Invalid address.', expected: '0xABaBaBaBABabABabAbAbABAbABabababaBaBABaB', received: lower});
    expect(err).not.toHaveProperty('message');
    expect(err).not.toHaveProperty('errorCode');
  });

  test('getLatestBlockhash throws a plain Error when neither the block indexer nor an Ethereum RPC answers', async () => {
    const fetchStub = stubFetch(() => new Response('down', {status: 503}));
    try {
      const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      client._getProviderWithFallback = async () => null; // every fallback RPC failed
      const err = await thrownBy(() => client.getLatestBlockhash());
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toBe('latestBlockhash is not available. Received: "null"');
      expect(err).not.toHaveProperty('errorCode');
    } finally {
      fetchStub.restore();
    }
  });

  test('the price.test.ts sample of tests.md runs its five tests green', () => {
    const ts = requireFromSamples('typescript');
    const page = fs.readFileSync(path.resolve(__dirname, '../../../docs/sdk/tests.md'), 'utf8');
    const source = /```ts title="price\.test\.ts"\n([\s\S]*?)\n```/.exec(page)?.[1];
    expect(source, 'the price.test.ts fence').toBeTruthy();
    const js = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}}).outputText;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-test-'));
    try {
      const file = path.join(dir, 'price.test.mjs');
      fs.writeFileSync(file, js);
      const output = execFileSync(process.execPath, ['--test', '--test-reporter=tap', file], {encoding: 'utf8'});
      expect(output).toMatch(/# tests 5\n# suites 0\n# pass 5\n/);
      expect(output).toContain('# fail 0');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('LIT_ERROR of @lit-protocol/constants 6.11.5 has 31 entries, so the eight in the tests.md table are a selection', () => {
    const {LIT_ERROR} = requireFromSamples('@lit-protocol/constants');
    expect(Object.keys(LIT_ERROR)).toHaveLength(31);
  });

  test('a condition without returnValueTest: encryptString’s schema check throws InvalidParamType, generateResourceString’s canonical formatter InvalidAccessControlConditions', async () => {
    const {encryptString} = requireFromSamples('@lit-protocol/encryption');
    const {LitAccessControlConditionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    const bad = {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress']};
    const {client} = await offlineClient(); // looks connected, so encrypt() reaches its condition checks without a network
    const schemaError = await thrownBy(() => encryptString({accessControlConditions: [bad], dataToEncrypt: 'x'}, client));
    expect(schemaError).toMatchObject({errorCode: 'InvalidParamType', errorKind: 'Validation', message: expect.stringContaining('FAILED schema validation')});
    const canonicalError = await thrownBy(() => LitAccessControlConditionResource.generateResourceString([bad], 'ab'));
    expect(canonicalError).toMatchObject({errorCode: 'InvalidAccessControlConditions', errorKind: 'Validation', message: expect.stringContaining('You passed an invalid access control condition')});
  });

  test('the LIT_ERROR entries, LitErrorKind values and LIT_ERROR_CODE.NODE_NOT_AUTHORIZED that tests.md lists', () => {
    const {LIT_ERROR, LitErrorKind, LIT_ERROR_CODE} = requireFromSamples('@lit-protocol/constants');
    expect(Object.values(LitErrorKind)).toEqual(['Unknown', 'Unexpected', 'Generic', 'Config', 'Validation', 'Conversion', 'Parser', 'Serializer', 'Timeout']);
    expect(LIT_ERROR_CODE.NODE_NOT_AUTHORIZED).toBe('NodeNotAuthorized');
    const listed = {
      LIT_NODE_CLIENT_NOT_READY_ERROR: ['LitNodeClientNotReadyError', 'Unexpected'],
      INVALID_PARAM_TYPE: ['InvalidParamType', 'Validation'],
      INVALID_ARGUMENT_EXCEPTION: ['InvalidArgumentException', 'Validation'],
      INVALID_ACCESS_CONTROL_CONDITIONS: ['InvalidAccessControlConditions', 'Validation'],
      INIT_ERROR: ['InitError', 'Unexpected'],
      NO_VALID_SHARES: ['NoValidShares', 'Unexpected'],
      INVALID_ETH_BLOCKHASH: ['InvalidEthBlockhash', 'Unexpected'],
      UNKNOWN_ERROR: ['UnknownError', 'Unknown'],
    };
    for (const [entry, [name, kind]] of Object.entries(listed)) {
      expect(LIT_ERROR[entry], entry).toMatchObject({name, kind, code: expect.stringMatching(/^[a-z_]+$/)});
    }
    // Every entry: a PascalCase name, a snake_case code and a LitErrorKind.
    for (const [entry, value] of Object.entries(LIT_ERROR) as [string, {name: string; code: string; kind: string}][]) {
      expect(value.name, entry).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(value.code, entry).toMatch(/^[a-z0-9_]+$/);
      expect(Object.values(LitErrorKind), entry).toContain(value.kind);
    }
  });
});

test.describe('createSiweMessage and the capacity delegation fields (docs/sdk/authentication/auth-sig.md)', () => {
  test.skip(!installed, skipReason);

  test('createSiweMessage also needs a litNodeClient when it is given uses, capacityTokenId, delegateeAddresses or dAppOwnerWallet, from which it builds a resource itself', async () => {
    const helpers = requireFromSamples('@lit-protocol/auth-helpers');
    const walletAddress = '0x1111111111111111111111111111111111111111';
    await expect(helpers.createSiweMessage({walletAddress})).resolves.toContain('Expiration Time: ');
    for (const extra of [{uses: '1'}, {capacityTokenId: '5'}, {delegateeAddresses: []}, {dAppOwnerWallet: undefined}]) {
      await expect(helpers.createSiweMessage({walletAddress, ...extra}), JSON.stringify(Object.keys(extra))).rejects.toThrow('litNodeClient is required');
    }
  });
});

test.describe('@lit-protocol/* 6.11.5 executeJs with a session map short of a node (session-sigs/usage.md)', () => {
  test.skip(!installed, skipReason);

  test('executeJs with a session map that lacks a connected node rejects with "You passed sessionSigs but we could not find session sig for node …" after sending the request to the other nodes; with useSingleNode only the picked node’s entry is read', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    Object.assign(client, {ready: true, connectedNodes: new Set(NODES)}); // as after connect(); no node is asked
    const sent: string[] = [];
    client.generatePromise = async (url: string) => {
      sent.push(new URL(url).origin);
      return {success: true, signedData: {}, claimData: {}, logs: '', response: 'ok'};
    };
    const twoNodes = sessionSigsWith([capability(PKP, 'LIT_BLS')], NODES.slice(0, 2));
    const thrown = await thrownBy(() => client.executeJs({sessionSigs: twoNodes, code: 'x', jsParams: {}}));
    expect(thrown).toMatchObject({
      message: `You passed sessionSigs but we could not find session sig for node ${NODES[2]}`,
      errorCode: 'InvalidArgumentException',
    });
    expect(sent).toEqual(NODES.slice(0, 2));
    // With useSingleNode the client picks one connected node at random and reads only that node's entry.
    const random = Math.random;
    try {
      Math.random = () => 0; // picks NODES[0], which has an entry
      sent.length = 0;
      const result = await client.executeJs({sessionSigs: twoNodes, code: 'x', jsParams: {}, useSingleNode: true});
      expect(result.response).toBe('ok');
      expect(sent).toEqual([NODES[0]]);
    } finally {
      Math.random = random;
    }
  });
});
