/**
 * The facts the wrapped keys pages (docs/sdk/wrapped-keys) state about @lit-protocol/wrapped-keys, checked by running
 * the pinned package from samples/v3 with `fetch` and `executeJs` stubbed: nothing leaves the machine. If an upgrade of
 * the pin changes one of these, the test names the fact and the pages need the same change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';

const samples = path.resolve(__dirname, '../../samples/v3');
const installed = fs.existsSync(path.join(samples, 'node_modules/@lit-protocol/wrapped-keys/package.json'));
const requireFromSamples = createRequire(path.join(samples, 'package.json'));

const PKP = `0x${'11'.repeat(20)}`;
const sessionSigs = (capabilities: unknown[]) => ({
  'https://node.example': {
    sig: 'sig',
    derivedVia: 'litSessionSignViaNacl',
    address: 'session-key',
    algo: 'ed25519',
    signedMessage: JSON.stringify({capabilities}),
  },
});
const pkpSessionSigs = sessionSigs([{algo: 'LIT_BLS', address: PKP}]);

type Call = {url: string; init: RequestInit};
type Api = Record<string, (params: Record<string, unknown>) => Promise<unknown>>;

test.describe('@lit-protocol/wrapped-keys as the pages describe it', () => {
  test.skip(!installed, 'samples/v3 is not installed (npm run check:samples installs it)');

  const calls: Call[] = [];
  const realFetch = globalThis.fetch;
  let api: Api;
  test.beforeAll(() => {
    api = requireFromSamples('@lit-protocol/wrapped-keys').api as Api;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({url, init});
      if (url.endsWith('/missing')) return new Response(JSON.stringify({message: 'not found'}), {status: 404});
      return new Response(JSON.stringify({pkpAddress: PKP, id: 'key-id', ciphertext: 'c', dataToEncryptHash: 'h', ids: []}));
    }) as typeof fetch;
  });
  test.afterAll(() => {
    globalThis.fetch = realFetch;
  });
  const client = (litNetwork: string, response?: string) => ({
    config: {litNetwork},
    executeJs: async (params: Record<string, unknown>) => ({success: true, response, logs: '', params}),
  });

  test('the service URLs per network, the batch endpoint and the request headers', async () => {
    calls.length = 0;
    await api.listEncryptedKeyMetadata({litNodeClient: client('datil-dev'), pkpSessionSigs});
    await api.listEncryptedKeyMetadata({litNodeClient: client('datil'), pkpSessionSigs});
    await api.storeEncryptedKeyBatch({litNodeClient: client('datil-test'), pkpSessionSigs, keyBatch: []});
    expect(calls.map((c) => c.url)).toEqual([
      `https://test.wrapped.litprotocol.com/encrypted/${PKP}`,
      `https://wrapped.litprotocol.com/encrypted/${PKP}`,
      'https://test.wrapped.litprotocol.com/encrypted_batch',
    ]);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(['Authorization', 'Content-Type', 'Lit-Network', 'x-correlation-id']);
    expect(headers.Authorization).toMatch(/^LitSessionSig:/);
    expect(headers['Lit-Network']).toBe('datil-dev');
  });

  test('the errors the pages quote', async () => {
    const rejects = (fn: string, params: Record<string, unknown>) => expect(api[fn](params)).rejects;
    await rejects('listEncryptedKeyMetadata', {litNodeClient: client('custom'), pkpSessionSigs}).toThrow(/^Unsupported LitNetwork!/);
    await rejects('listEncryptedKeyMetadata', {litNodeClient: client('datil'), pkpSessionSigs: sessionSigs([{algo: 'ed25519', address: PKP}])}).toThrow(
      'SessionSig is not from a PKP; no LIT_BLS capabilities found',
    );
    await rejects('listEncryptedKeyMetadata', {litNodeClient: client('datil'), pkpSessionSigs: {}}).toThrow('Invalid pkpSessionSigs, length zero: {}');
    await rejects('generatePrivateKey', {litNodeClient: client('habanero'), pkpSessionSigs, network: 'evm', memo: 'm'}).toThrow(
      /^generatePrivateKey is not available for `habanero`; /,
    );
    await rejects('getEncryptedKey', {litNodeClient: client('datil'), pkpSessionSigs, id: 'missing'}).toThrow(
      /^Request\(\w+\) for wrapped key failed\. Error: HTTP\(404\): not found$/,
    );
    await rejects('signMessageWithEncryptedKey', {litNodeClient: client('datil'), pkpSessionSigs, network: 'cosmos', id: 'k', messageToSign: 'x'}).toThrow(
      'Invalid network: cosmos. Must be one of evm, solana.',
    );
    await rejects('exportPrivateKey', {litNodeClient: client('datil', 'Error: boom'), pkpSessionSigs, network: 'evm', id: 'k'}).toThrow(
      'Error executing the Signing Lit Action: Error: boom',
    );
    await rejects('exportPrivateKey', {litNodeClient: client('datil', ''), pkpSessionSigs, network: 'evm', id: 'k'}).toThrow(
      /^Expected "response" in Lit Action result: /,
    );
  });

  test('generating runs on one node; signing and exporting on every node; the export action is shared', async () => {
    const seen: Record<string, unknown>[] = [];
    const recording = (response: string) => ({
      config: {litNetwork: 'datil-dev'},
      executeJs: async (params: Record<string, unknown>) => (seen.push(params), {success: true, response, logs: ''}),
    });
    const generated = JSON.stringify({ciphertext: 'c', dataToEncryptHash: 'h', publicKey: 'pub'});
    await api.generatePrivateKey({litNodeClient: recording(generated), pkpSessionSigs, network: 'solana', memo: 'm'});
    await api.signMessageWithEncryptedKey({litNodeClient: recording('sig'), pkpSessionSigs, network: 'evm', id: 'k', messageToSign: 'x'});
    await api.exportPrivateKey({litNodeClient: recording('key'), pkpSessionSigs, network: 'evm', id: 'k'});
    await api.exportPrivateKey({litNodeClient: recording('key'), pkpSessionSigs, network: 'solana', id: 'k'});
    expect(seen.map((p) => p.useSingleNode)).toEqual([true, undefined, undefined, undefined]);
    expect(seen[2].ipfsId).toBe(seen[3].ipfsId);
    // Every key is encrypted under one condition: only the PKP's address, on `ethereum`.
    expect((seen[0].jsParams as {accessControlConditions: unknown}).accessControlConditions).toEqual([
      {
        contractAddress: '',
        standardContractType: '',
        chain: 'ethereum',
        method: '',
        parameters: [':userAddress'],
        returnValueTest: {comparator: '=', value: PKP},
      },
    ]);
  });

  test('the batch limit the pages quote is the one in the package', () => {
    const client = fs.readFileSync(
      path.join(samples, 'node_modules/@lit-protocol/wrapped-keys/src/lib/service-client/client.js'),
      'utf8',
    );
    expect(client).toContain('Stores a batch of up to 25 private key metadata');
  });
});
