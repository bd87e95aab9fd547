/**
 * Facts that the v2 integration pages (versioned_docs/version-2.0/ToolsAndExamples/Integrations: Ceramic, Bundlr x
 * Arweave, Additional Integrations) and the v2 Solana conditions page (accessControl/otherChains/solRpcConditions.md)
 * state about the pinned 2.2.61 packages, checked by running them from samples/v2 offline: the Lit client is the
 * harness's "connected" client or a stand-in object, `fetch` and `window` are replaced, nothing leaves the machine.
 * The third-party packages these pages name (lit-ceramic-sdk, @bundlr-network/client) are not installed here; their
 * claims cite the published files instead. Each test's title is the fact in words; the pages' .claims.yml cite them.
 */
import crypto from 'node:crypto';
import vm from 'node:vm';
import {test, expect} from '@playwright/test';
import {V2_NODES, connectedV2Client, stubFetch, withGlobals, samplesSet, standInAuthSig} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */

/** 2.x throws plain objects (not Error instances) with a message: return what was thrown. */
async function thrown(run: () => unknown): Promise<any> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return {message: 'did not throw'};
}

const evmAuthSig = standInAuthSig();
const onlyThisWallet = [
  {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: evmAuthSig.address}},
];

const noPda = {pdaParams: [], pdaInterface: {offset: 0, fields: {}}, pdaKey: ''};
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

test.describe('2.2.61 Solana conditions (versioned_docs/version-2.0/accessControl/otherChains/solRpcConditions.md)', () => {
  test.skip(!installed, skipReason);

  test('the example script prints "Owns at least 0.25 SOL" and the balanceOfToken sentence; 0.25 SOL is 250000000 lamports (LIT_SVM_CHAINS decimals 9)', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LIT_SVM_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    expect(Object.keys(LIT_SVM_CHAINS)).toEqual(['solana', 'solanaDevnet', 'solanaTestnet']);
    expect(LIT_SVM_CHAINS.solana.decimals).toBe(9);
    const lamports = ethers.utils.parseUnits('0.25', LIT_SVM_CHAINS.solana.decimals).toString();
    expect(lamports).toBe('250000000');
    const quarterSol = [{method: 'getBalance', params: [':userAddress'], ...noPda, chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: lamports}}];
    const usdcHolder = [{method: 'balanceOfToken', params: [USDC_MINT], ...noPda, chain: 'solana', returnValueTest: {key: '$.amount', comparator: '>', value: '0'}}];
    expect(await humanizeAccessControlConditions({solRpcConditions: quarterSol})).toBe('Owns at least 0.25 SOL');
    expect(await humanizeAccessControlConditions({solRpcConditions: usdcHolder})).toBe(
      `Solana RPC method balanceOfToken(${USDC_MINT}) should have a result of more than 0 for key $.amount`,
    );
  });

  test('with pdaParams the formatter sends all seven fields and throws "Solana RPC Conditions have changed…" when pdaInterface, its offset or fields, or pdaKey is missing; without pdaParams it sends only method, params, chain and returnValueTest', () => {
    const {canonicalSolRpcConditionFormatter} = requireFromSamples('@lit-protocol/access-control-conditions');
    const base = {method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: '1'}};
    expect(Object.keys(canonicalSolRpcConditionFormatter({...base, ...noPda}))).toEqual(['method', 'params', 'pdaParams', 'pdaInterface', 'pdaKey', 'chain', 'returnValueTest']);
    for (const broken of [
      {...base, pdaParams: [], pdaInterface: {offset: 0, fields: {}}},
      {...base, pdaParams: [], pdaKey: ''},
      {...base, pdaParams: [], pdaInterface: {fields: {}}, pdaKey: ''},
      {...base, pdaParams: [], pdaInterface: {offset: 0}, pdaKey: ''},
    ]) {
      let message = '';
      try {
        canonicalSolRpcConditionFormatter(broken);
      } catch (error: any) {
        message = error.message;
      }
      expect(message).toMatch(/^Solana RPC Conditions have changed and there are some new fields you must include/);
    }
    const old = canonicalSolRpcConditionFormatter({...base, pdaInterface: {offset: 8, fields: {owner_wallet: 32}}, pdaKey: 'owner_wallet'});
    expect(old).toEqual({method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: '1'}});
  });

  test('the humanizer reads the PDA condition as "Solana RPC method getBalance(getPDA)() should have a result of at least 100000000", ignoring the PDA fields', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const derived = {
      method: 'getBalance(getPDA)',
      params: [],
      pdaParams: ['Prog1111111111111111111111111111111111111111', 'delegate-wallet', 'pubkey:Wa11et111111111111111111111111111111111111'],
      pdaInterface: {offset: 8, fields: {owner_wallet: 32}},
      pdaKey: 'owner_wallet',
      chain: 'solana',
      returnValueTest: {key: '', comparator: '>=', value: '100000000'},
    };
    expect(await humanizeAccessControlConditions({solRpcConditions: [derived]})).toBe('Solana RPC method getBalance(getPDA)() should have a result of at least 100000000');
  });

  test('saveEncryptionKey with solRpcConditions and permanent: true sends each node the hash of the formatted Solana conditions and permanant: 1', async () => {
    const client = connectedV2Client(requireFromSamples);
    const solRpcConditions = [{method: 'getBalance', params: [':userAddress'], ...noPda, chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: '250000000'}}];
    const solAuthSig = {sig: '01', derivedVia: 'solana.signMessage', signedMessage: 'I am creating an account to use Lit Protocol at 2023-01-01T00:00:00.000Z', address: 'So1Address'};
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const encryptedSymmetricKey = new Uint8Array([9, 9, 9]);
      await client.saveEncryptionKey({solRpcConditions, encryptedSymmetricKey, authSig: solAuthSig, chain: 'solana', permanent: true});
      const {hashSolRpcConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
      const conditionsHash = Buffer.from(await hashSolRpcConditions(solRpcConditions)).toString('hex');
      expect(calls.map((call) => call.url)).toEqual(V2_NODES.map((node) => `${node}/web/encryption/store`));
      for (const call of calls) expect(call.body).toMatchObject({val: conditionsHash, permanant: 1, chain: 'solana', authSig: solAuthSig});
    } finally {
      restore();
    }
  });

  test('for chain solana checkAndSignAuthMessage looks for window.solana or window.backpack and otherwise throws "No web3 wallet was found that works with Solana.  Install a Solana wallet or choose another chain"', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    const error = await withGlobals({window: {}}, () => thrown(() => checkAndSignAuthMessage({chain: 'solana'})));
    expect(error.message).toBe('No web3 wallet was found that works with Solana.  Install a Solana wallet or choose another chain');
    const connected: string[] = [];
    const wallet = (name: string) => ({
      isConnected: false,
      connect: async () => void connected.push(name),
      publicKey: {toBase58: () => 'So1Address'},
      signMessage: async () => ({signature: new Uint8Array([1])}),
    });
    const storage = new Map<string, string>();
    const localStorage = {getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k)};
    await withGlobals({window: {backpack: wallet('backpack')}, localStorage}, () => thrown(() => checkAndSignAuthMessage({chain: 'solana'})));
    expect(connected).toEqual(['backpack']);
  });
});

test.describe('2.2.61 calls of the Ceramic and storage integration pages (versioned_docs/version-2.0/ToolsAndExamples/Integrations)', () => {
  test.skip(!installed, skipReason);

  test('a lit-ceramic-sdk style record opens again: zipAndEncryptString puts the text in string.txt, the symKey goes base64 → hex toDecrypt, and decryptZip with the key returns the text', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client');
    const {encryptedZip, symmetricKey} = await sdk.zipAndEncryptString('Minutes of the members call');
    const encryptedKey = new Uint8Array(crypto.randomBytes(184));
    const record = {
      encryptedZip: sdk.uint8arrayToString(new Uint8Array(await encryptedZip.arrayBuffer()), 'base64'),
      symKey: sdk.uint8arrayToString(encryptedKey, 'base64'),
    };
    const toDecrypt = sdk.uint8arrayToString(sdk.uint8arrayFromString(record.symKey, 'base64'), 'base16');
    expect(toDecrypt).toBe(Buffer.from(encryptedKey).toString('hex'));
    const zipBytes = new Uint8Array(sdk.uint8arrayFromString(record.encryptedZip, 'base64'));
    const files = await sdk.decryptZip(new Blob([zipBytes]), symmetricKey);
    expect(Object.keys(files)).toContain('string.txt');
    expect(await files['string.txt'].async('text')).toBe('Minutes of the members call');
  });

  test('code calling Buffer.from where no Buffer global exists fails with "Buffer is not defined"', () => {
    // A fresh JavaScript context has the language's globals (Uint8Array, JSON) but not Node's Buffer, as a browser page.
    expect(() => vm.runInNewContext('Buffer.from(new Uint8Array([1])).toString("base64")', {})).toThrow('Buffer is not defined');
    expect(vm.runInNewContext('typeof Uint8Array', {})).toBe('function');
  });

  test('the envelope module round-trips: encryptString, a hex encryptedSymmetricKey that getEncryptionKey receives as toDecrypt, base64 ciphertext, decryptString', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    let saved: Uint8Array | undefined;
    const encryptedKey = new Uint8Array([0xab, 0xcd, 0xef]);
    const client = {
      saveEncryptionKey: async ({symmetricKey}: {symmetricKey: Uint8Array}) => ((saved = symmetricKey), encryptedKey),
      getEncryptionKey: async ({toDecrypt}: {toDecrypt: string}) => {
        expect(toDecrypt).toBe('abcdef');
        return saved;
      },
    };
    const {encryptedString, symmetricKey} = await sdk.encryptString('envelope text');
    const stored = await client.saveEncryptionKey({symmetricKey});
    const envelope = {
      ciphertext: sdk.uint8arrayToString(new Uint8Array(await encryptedString.arrayBuffer()), 'base64'),
      encryptedSymmetricKey: sdk.uint8arrayToString(stored, 'base16'),
    };
    const key = await client.getEncryptionKey({toDecrypt: envelope.encryptedSymmetricKey});
    const bytes = new Uint8Array(sdk.uint8arrayFromString(envelope.ciphertext, 'base64'));
    expect(await sdk.decryptString(new Blob([bytes]), key)).toBe('envelope text');
  });

  test('the 2.2.61 client packages export the calls of both patterns: encryptString, encryptFile, decryptString, decryptFile, encryptToIpfs, decryptFromIpfs, verifyJwt, and the client methods saveEncryptionKey, getEncryptionKey, saveSigningCondition, getSignedToken', () => {
    for (const pkg of ['@lit-protocol/lit-node-client', '@lit-protocol/lit-node-client-nodejs']) {
      const sdk = requireFromSamples(pkg);
      for (const name of ['encryptString', 'encryptFile', 'decryptString', 'decryptFile', 'encryptToIpfs', 'decryptFromIpfs', 'verifyJwt']) expect(typeof sdk[name]).toBe('function');
    }
    const client = connectedV2Client(requireFromSamples);
    for (const name of ['saveEncryptionKey', 'getEncryptionKey', 'saveSigningCondition', 'getSignedToken']) expect(typeof client[name]).toBe('function');
  });

  test('encryptToIpfs refuses to start without infuraId and infuraSecretKey; decryptFromIpfs reads the JSON from https://gateway.pinata.cloud/ipfs/<cid>', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    let saved = 0;
    const litNodeClient = {saveEncryptionKey: async () => (saved++, new Uint8Array([1]))};
    const error = await thrown(() => sdk.encryptToIpfs({authSig: evmAuthSig, accessControlConditions: onlyThisWallet, chain: 'ethereum', string: 'x', litNodeClient}));
    expect(error.message).toBe('Please provide your Infura Project Id and Infura API Key Secret to add the encrypted metadata on IPFS');
    expect(saved).toBe(0);
    const {calls, restore} = stubFetch(() => new Response('not json'));
    try {
      const failed = await thrown(() => sdk.decryptFromIpfs({authSig: evmAuthSig, ipfsCid: 'QmTestCid', litNodeClient}));
      expect(calls.map((call) => call.url)).toEqual(['https://gateway.pinata.cloud/ipfs/QmTestCid']);
      expect(failed.message).toBe('Invalid ipfsCid');
    } finally {
      restore();
    }
  });

  test('encryptFile does not zip: its Blob is a 16-byte IV plus the padded bytes, and decryptFile gives back the same bytes', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const bytes = new Uint8Array(crypto.randomBytes(1000));
    const {encryptedFile, symmetricKey} = await sdk.encryptFile({file: new Blob([bytes])});
    expect(encryptedFile.size).toBe(16 + 1008);
    const plain = new Uint8Array(await sdk.decryptFile({file: encryptedFile, symmetricKey}));
    expect(Buffer.from(plain).equals(Buffer.from(bytes))).toBe(true);
    // base64 text takes four characters for every three bytes
    expect(sdk.uint8arrayToString(bytes, 'base64').length).toBe(4 * Math.ceil(1000 / 3));
  });

  test('a call before connect() fails with "… LitNodeClient is not ready.  Please call await litNodeClient.connect() first."; alertWhenUnauthorized is a client option', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, alertWhenUnauthorized: false});
    expect(client.config.alertWhenUnauthorized).toBe(false);
    const error = await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'ab', chain: 'ethereum', authSig: evmAuthSig}));
    expect(error.message).toMatch(/LitNodeClient is not ready\. {2}Please call await litNodeClient\.connect\(\) first\.$/);
  });
});

test.describe('V8 messages that several pages quote (Node.js runs the engine of Chromium, and of the nodes’ Deno runtime)', () => {
  test('reading a global that does not exist throws ReferenceError "<name> is not defined": Buffer, crypto, Blob, localStorage, publicKey', () => {
    // A fresh context has only the language's own globals: none of these names, as in a page or an action without them.
    for (const name of ['Buffer', 'crypto', 'Blob', 'localStorage', 'publicKey']) {
      let error: unknown;
      try {
        vm.runInNewContext(`${name}.x`, {});
      } catch (e) {
        error = e;
      }
      expect(String(error)).toBe(`ReferenceError: ${name} is not defined`);
    }
    // typeof on such a name gives "undefined" instead of throwing.
    expect(vm.runInNewContext('typeof publicKey', {})).toBe('undefined');
  });
});
