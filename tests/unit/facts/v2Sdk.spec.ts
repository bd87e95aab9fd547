/**
 * Facts that the v2 SDK pages (versioned_docs/version-2.0/sdk, startHere, concepts) state, checked by running the
 * packages that samples/v2 pins (@lit-protocol/* 2.2.61, contracts-sdk 2.2.35) offline. The Lit client is a real
 * LitNodeClientNodeJs marked ready with made-up node URLs, and `fetch` is replaced in every test that reaches the
 * nodes, so nothing leaves the machine. Each test's title is the fact in words; the pages' .claims.yml files cite them
 * by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {V2_NODES, captureConsole, connectedV2Client, stubFetch, withGlobals, withInstantTimers, withV2Bls, type NodeCall, type Params, samplesSet, standInAuthSig} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

const NODES = V2_NODES;
const authSig = standInAuthSig();
const onlyThisWallet = [
  {
    contractAddress: '',
    standardContractType: '',
    chain: 'ethereum',
    method: '',
    parameters: [':userAddress'],
    returnValueTest: {comparator: '=', value: authSig.address},
  },
];

/** 2.x throws plain objects (not Error instances) with message and errorCode: return what was thrown. */
async function thrown(run: () => Promise<unknown>): Promise<{message?: string; errorCode?: string; errorKind?: string}> {
  try {
    await run();
  } catch (error) {
    return error as {message?: string; errorCode?: string};
  }
  return {message: 'did not throw'};
}

test.describe('2.2.61 encryption (versioned_docs/version-2.0/sdk/explanation/encryption.md)', () => {
  test.skip(!installed, skipReason);

  test('encryptString works offline and returns the ciphertext as a Blob and a 32-byte symmetric key, which decryptString reverses', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {calls, restore} = stubFetch(() => new Response('{}'));
    try {
      const {encryptedString, symmetricKey} = await sdk.encryptString('The launch code is 0000');
      expect(encryptedString).toBeInstanceOf(Blob);
      expect(symmetricKey).toBeInstanceOf(Uint8Array);
      expect(symmetricKey.length).toBe(32);
      expect(await sdk.decryptString(encryptedString, symmetricKey)).toBe('The launch code is 0000');
      expect(calls).toHaveLength(0);
    } finally {
      restore();
    }
  });

  test('saveEncryptionKey sends each node the SHA-256 of the encrypted key and a hash of the conditions, and returns the encrypted key', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const encryptedSymmetricKey = new Uint8Array([1, 2, 3, 4]);
      const saved = await client.saveEncryptionKey({accessControlConditions: onlyThisWallet, encryptedSymmetricKey, authSig, chain: 'ethereum'});
      expect(saved).toBe(encryptedSymmetricKey);
      expect(calls.map((call) => call.url)).toEqual(NODES.map((node) => `${node}/web/encryption/store`));
      const keyHash = crypto.createHash('sha256').update(encryptedSymmetricKey).digest('hex');
      const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
      const conditionsHash = Buffer.from(await hashAccessControlConditions(onlyThisWallet)).toString('hex');
      for (const call of calls) expect(call.body).toMatchObject({key: keyHash, val: conditionsHash, permanant: 0, authSig});
    } finally {
      restore();
    }
  });

  test('saveEncryptionKey sends permanant 1 when permanent is true or 1, and 0 when only the misspelled permanant option is set', async () => {
    const client = connectedV2Client(requireFromSamples);
    const sent = async (extra: Params): Promise<unknown[]> => {
      const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
      try {
        await client.saveEncryptionKey({accessControlConditions: onlyThisWallet, encryptedSymmetricKey: new Uint8Array([1, 2, 3, 4]), authSig, chain: 'ethereum', ...extra});
        return calls.map((call) => (call.body as Params).permanant);
      } finally {
        restore();
      }
    };
    expect(new Set(await sent({permanent: true}))).toEqual(new Set([1]));
    expect(new Set(await sent({permanent: 1}))).toEqual(new Set([1]));
    expect(new Set(await sent({permanant: true}))).toEqual(new Set([0]));
    expect(new Set(await sent({}))).toEqual(new Set([0]));
  });

  test('saveSigningCondition, unlike saveEncryptionKey, honours the misspelled permanant option: it sends permanant 1 for permanent true or permanant true, and 0 when neither is set', async () => {
    const client = connectedV2Client(requireFromSamples);
    const resourceId = {baseUrl: 'localhost:8787', path: '/content/members', orgId: '', role: '', extraData: ''};
    const sent = async (extra: Params): Promise<unknown[]> => {
      const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
      try {
        expect(await client.saveSigningCondition({accessControlConditions: onlyThisWallet, authSig, chain: 'ethereum', resourceId, ...extra})).toBe(true);
        return calls.map((call) => (call.body as Params).permanant);
      } finally {
        restore();
      }
    };
    expect(new Set(await sent({permanent: true}))).toEqual(new Set([1]));
    expect(new Set(await sent({permanant: true}))).toEqual(new Set([1]));
    expect(new Set(await sent({}))).toEqual(new Set([0]));
  });

  test('a node refusal rejects getEncryptionKey with the message the nodes sent; "You are not authorized to access to this content" only when they send none; an old-style not_authorized without errorKind becomes NodeNotAuthorized', async () => {
    const client = connectedV2Client(requireFromSamples);
    const request = {accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig, chain: 'ethereum'};
    const refuse = (body: Params) => () => Response.json(body, {status: 401});
    let stub = stubFetch(refuse({errorCode: 'not_authorized', message: 'the message the nodes sent'}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({message: 'the message the nodes sent', errorCode: 'NodeNotAuthorized'});
    } finally {
      stub.restore();
    }
    stub = stubFetch(refuse({errorKind: 'Validation', errorCode: 'not_authorized', message: 'with a kind'}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({message: 'with a kind', errorCode: 'not_authorized', errorKind: 'Validation'});
    } finally {
      stub.restore();
    }
    stub = stubFetch(refuse({errorCode: 'NodeNotAuthorized'}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({
        message: 'You are not authorized to access to this content',
        errorCode: 'NodeNotAuthorized',
      });
    } finally {
      stub.restore();
    }
    stub = stubFetch(() => new Response('forbidden', {status: 403}));
    try {
      expect((await thrown(() => client.getEncryptionKey(request))).message).toBe('There was an error getting the signing shares from the nodes');
    } finally {
      stub.restore();
    }
    stub = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    try {
      expect((await thrown(() => client.getEncryptionKey(request))).message).toBe('There was an error getting the signing shares from the nodes');
    } finally {
      stub.restore();
    }
  });

  test('getEncryptionKey throws "You must provide either accessControlConditions or…" without a conditions field or without chain; saveEncryptionKey without conditions throws "…are blank"; an empty array reaches the nodes', async () => {
    const client = connectedV2Client(requireFromSamples);
    const provideEither = 'You must provide either accessControlConditions or evmContractConditions or solRpcConditions or unifiedAccessControlConditions';
    expect((await thrown(() => client.getEncryptionKey({toDecrypt: 'abcd', authSig, chain: 'ethereum'}))).message).toBe(provideEither);
    expect((await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig}))).message).toBe(provideEither);
    expect((await thrown(() => client.saveEncryptionKey({encryptedSymmetricKey: new Uint8Array(4), authSig, chain: 'ethereum'}))).message).toBe(
      'accessControlConditions and evmContractConditions and solRpcConditions and unifiedAccessControlConditions are blank',
    );
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      await thrown(() => client.getEncryptionKey({accessControlConditions: [], toDecrypt: 'abcd', authSig, chain: 'ethereum'}));
      await thrown(() => client.saveEncryptionKey({accessControlConditions: [], encryptedSymmetricKey: new Uint8Array(4), authSig, chain: 'ethereum'}));
      expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
        ...NODES.map(() => '/web/encryption/retrieve'),
        ...NODES.map(() => '/web/encryption/store'),
      ]);
    } finally {
      restore();
    }
  });

  test('getEncryptionKey and getSignedToken do not check the abilities of a session: one that asks only for lit-action-execution is sent to /web/encryption/retrieve and /web/signing/retrieve, each node its own entry, unchanged', async () => {
    const client = connectedV2Client(requireFromSamples);
    const signedMessage = JSON.stringify({
      sessionKey: 'ab'.repeat(32),
      resourceAbilityRequests: [{resource: {resource: '*', resourcePrefix: 'lit-litaction'}, ability: 'lit-action-execution'}],
      capabilities: [authSig],
      issuedAt: new Date().toISOString(),
      expiration: new Date(Date.now() + 60_000).toISOString(),
    });
    const sessionSigs = Object.fromEntries(
      NODES.map((url) => [url, {sig: 'cd'.repeat(64), derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'ab'.repeat(32), algo: 'ed25519'}]),
    );
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', chain: 'ethereum', sessionSigs}));
      const resourceId = {baseUrl: 'example.com', path: '/a', orgId: '', role: '', extraData: ''};
      await thrown(() => client.getSignedToken({accessControlConditions: onlyThisWallet, chain: 'ethereum', sessionSigs, resourceId}));
      expect(calls.map((call) => [new URL(call.url).pathname, call.body.authSig])).toEqual([
        ...NODES.map((url) => ['/web/encryption/retrieve', sessionSigs[url]]),
        ...NODES.map((url) => ['/web/signing/retrieve', sessionSigs[url]]),
      ]);
    } finally {
      restore();
    }
  });

  test('getSignedToken ignores the iat and exp its request type allows: every node is sent iat = now and exp = iat + 12 hours', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      const resourceId = {baseUrl: 'example.com', path: '/a', orgId: '', role: '', extraData: ''};
      await thrown(() => client.getSignedToken({accessControlConditions: onlyThisWallet, chain: 'ethereum', authSig, resourceId, iat: 1, exp: 2}));
      expect(calls).toHaveLength(NODES.length);
      for (const call of calls) {
        const body = call.body as {iat: number; exp: number};
        expect(new URL(call.url).pathname).toBe('/web/signing/retrieve');
        expect(Math.abs(body.iat - Date.now() / 1000)).toBeLessThan(5);
        expect(body.exp - body.iat).toBe(12 * 60 * 60);
      }
    } finally {
      restore();
    }
  });

  test('saveEncryptionKey, getEncryptionKey, encryptFileAndZipWithMetadata and decryptZipFileWithMetadata refuse an authSig and sessionSigs together', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {encryptFileAndZipWithMetadata, decryptZipFileWithMetadata} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const both = {authSig, sessionSigs: {}, chain: 'ethereum', accessControlConditions: onlyThisWallet};
    const onlyOne = 'You must pass only one authSig or sessionSigs';
    expect((await thrown(() => client.saveEncryptionKey({...both, symmetricKey: new Uint8Array(32)}))).message).toBe(onlyOne);
    expect((await thrown(() => client.getEncryptionKey({...both, toDecrypt: 'abcd'}))).message).toBe(onlyOne);
    const file = new File(['x'], 'x.txt');
    expect((await thrown(() => encryptFileAndZipWithMetadata({...both, file, litNodeClient: client}))).message).toBe(onlyOne);
    expect((await thrown(() => decryptZipFileWithMetadata({authSig, sessionSigs: {}, file, litNodeClient: client}))).message).toBe(onlyOne);
  });

  test('decryptString rejects a non-Blob ciphertext or a non-Uint8Array key with "Expecting … type for parameter named …" (not "Invalid params")', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {encryptedString, symmetricKey} = await sdk.encryptString('hello');
    const base64 = Buffer.from(await encryptedString.arrayBuffer()).toString('base64');
    expect((await thrown(() => sdk.decryptString(base64, symmetricKey))).message).toMatch(
      /^Expecting Blob or File type for parameter named encryptedStringBlob in Lit-JS-SDK function decryptString\(\), but received "String" type instead/,
    );
    expect((await thrown(() => sdk.decryptString(encryptedString, Buffer.from(symmetricKey).toString('hex')))).message).toMatch(
      /^Expecting Uint8Array type for parameter named symmKey in Lit-JS-SDK function decryptString\(\), but received "String" type instead/,
    );
    expect(await sdk.decryptString(new Blob([Buffer.from(base64, 'base64')]), symmetricKey)).toBe('hello');
  });

  test('decryptFile resolves to an ArrayBuffer (no subarray), although its declaration says Uint8Array', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {encryptedFile, symmetricKey} = await sdk.encryptFile({file: new Blob([new Uint8Array([7, 8, 9])])});
    expect(encryptedFile).toBeInstanceOf(Blob);
    const decrypted = await sdk.decryptFile({file: encryptedFile, symmetricKey});
    expect(decrypted).toBeInstanceOf(ArrayBuffer);
    expect((decrypted as {subarray?: unknown}).subarray).toBeUndefined();
    expect([...new Uint8Array(decrypted)]).toEqual([7, 8, 9]);
    const declaration = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/encryption/src/lib/encryption.d.ts'), 'utf8');
    expect(declaration).toMatch(/decryptFile: \(\{ file, symmetricKey, \}: DecryptFileProps\) => Promise<Uint8Array>/);
  });

  test('blobToBase64String and base64StringToBlob run in Node.js; the string is not standard base64 (only the first + and / are swapped, padding dropped) and base64StringToBlob reads it back', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0xfb, 0xef]);
    expect(Buffer.from(bytes).toString('base64')).toBe('+//+++8=');
    const encoded = await sdk.blobToBase64String(new Blob([bytes]));
    expect(encoded).toBe('-_/+++8');
    const back = sdk.base64StringToBlob(encoded);
    expect([...new Uint8Array(await back.arrayBuffer())]).toEqual([...bytes]);
  });

  test('zipAndEncryptString returns an encrypted zip Blob with its key, and decryptZip returns the JSZip entries (string.txt)', async () => {
    const sdk = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {encryptedZip, symmetricKey} = await sdk.zipAndEncryptString('zipped text');
    expect(encryptedZip).toBeInstanceOf(Blob);
    const entries = await sdk.decryptZip(encryptedZip, symmetricKey);
    expect(Object.keys(entries)).toEqual(['string.txt']);
    expect(await entries['string.txt'].async('string')).toBe('zipped text');
  });
});

test.describe('2.2.61 installation and client setup (versioned_docs/version-2.0/sdk/explanation/installation.md)', () => {
  test.skip(!installed, skipReason);

  test('the packages that use the global crypto set it from the Node.js webcrypto when they load; constants, types and auth-helpers neither set nor use it', () => {
    const setsCrypto = (name: string) =>
      execFileSync(process.execPath, ['-e', `delete globalThis.crypto; require('${name}'); process.stdout.write(String(!!globalThis.crypto?.subtle))`], {
        cwd: samples,
        encoding: 'utf8',
      }).endsWith('true');
    for (const name of ['lit-node-client', 'lit-node-client-nodejs', 'encryption', 'access-control-conditions', 'lit-auth-client', 'pkp-ethers', 'contracts-sdk']) {
      expect(setsCrypto(`@lit-protocol/${name}`), name).toBe(true);
    }
    for (const name of ['constants', 'types', 'auth-helpers']) {
      expect(setsCrypto(`@lit-protocol/${name}`), name).toBe(false);
      const dir = path.join(samples, 'node_modules/@lit-protocol', name, 'src');
      const code = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
      expect(code.some((text) => /\bcrypto\.(subtle|getRandomValues)/.test(text)), name).toBe(false);
    }
  });

  test('the 2.2.61 packages depend on each other at exact versions, on ethers ^5.7.1, and ship their own type declarations', () => {
    for (const name of ['lit-node-client', 'lit-node-client-nodejs', 'auth-helpers', 'constants', 'types', 'lit-auth-client', 'pkp-ethers', 'encryption', 'access-control-conditions', 'contracts-sdk']) {
      const manifest = requireFromSamples(`@lit-protocol/${name}/package.json`);
      expect(manifest.typings ?? manifest.types, name).toBe('./src/index.d.ts');
      expect(fs.existsSync(path.join(samples, 'node_modules/@lit-protocol', name, 'src/index.d.ts')), name).toBe(true);
      for (const [dep, range] of Object.entries<string>(manifest.dependencies ?? {})) {
        if (dep.startsWith('@lit-protocol/')) expect(range, `${name} → ${dep}`).toBe(manifest.version);
      }
    }
    for (const name of ['lit-node-client', 'lit-node-client-nodejs', 'pkp-ethers', 'contracts-sdk']) {
      expect(requireFromSamples(`@lit-protocol/${name}/package.json`).dependencies.ethers, name).toBe('^5.7.1');
    }
  });

  test('the packages export what the installation table lists', () => {
    const exportsOf = (name: string) => Object.keys(requireFromSamples(`@lit-protocol/${name}`));
    expect(exportsOf('lit-node-client')).toEqual(expect.arrayContaining(['LitNodeClient', 'LitNodeClientNodeJs', 'checkAndSignAuthMessage', 'ethConnect', 'disconnectWeb3', 'encryptString']));
    expect(exportsOf('lit-node-client-nodejs')).toEqual(expect.arrayContaining(['LitNodeClientNodeJs', 'encryptString', 'decryptString', 'encryptFile']));
    expect(exportsOf('lit-node-client-nodejs')).not.toContain('checkAndSignAuthMessage');
    expect(Object.keys(requireFromSamples('@lit-protocol/lit-node-client-nodejs/package.json').dependencies)).not.toContain('@lit-protocol/auth-browser');
    expect(exportsOf('auth-helpers')).toEqual(expect.arrayContaining(['LitAbility', 'LitAccessControlConditionResource', 'LitPKPResource', 'LitActionResource', 'newSessionCapabilityObject']));
    expect(exportsOf('constants')).toEqual(expect.arrayContaining(['LIT_NETWORKS', 'LIT_CHAINS', 'AuthMethodType', 'ProviderType', 'LIT_ERROR']));
    expect(exportsOf('lit-auth-client')).toEqual(expect.arrayContaining(['LitAuthClient', 'GoogleProvider', 'DiscordProvider', 'AppleProvider', 'WebAuthnProvider', 'OtpProvider']));
    expect(exportsOf('pkp-ethers')).toContain('PKPEthersWallet');
    expect(exportsOf('contracts-sdk')).toContain('LitContracts');
  });

  test('the constructor takes bootstrapUrls from LIT_NETWORKS unless litNetwork is custom, and refuses an unknown network name', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LIT_NETWORKS} = requireFromSamples('@lit-protocol/constants');
    const mine = ['https://mine.example'];
    expect(new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, bootstrapUrls: mine}).config.bootstrapUrls).toEqual(LIT_NETWORKS.serrano);
    expect(new LitNodeClientNodeJs({litNetwork: 'custom', debug: false, bootstrapUrls: mine}).config.bootstrapUrls).toEqual(mine);
    let message = 'did not throw';
    try {
      new LitNodeClientNodeJs({litNetwork: 'cayenne', debug: false});
    } catch (error) {
      message = (error as {message: string}).message;
    }
    expect(message).toBe('the litNetwork specified in the LitNodeClient config not found in LIT_NETWORKS');
  });

  test('LIT_NETWORKS has jalapeno, serrano, localhost and custom; the public nodes are litgateway.com ports 7370-7379, localhost 7470-7479', () => {
    const {LIT_NETWORKS} = requireFromSamples('@lit-protocol/constants');
    expect(Object.keys(LIT_NETWORKS)).toEqual(['jalapeno', 'serrano', 'localhost', 'custom']);
    const ports = (from: number) => Array.from({length: 10}, (_, i) => from + i);
    expect(LIT_NETWORKS.jalapeno).toEqual(ports(7370).map((port) => `https://node2.litgateway.com:${port}`));
    expect(LIT_NETWORKS.serrano).toEqual(ports(7370).map((port) => `https://serrano.litgateway.com:${port}`));
    expect(LIT_NETWORKS.localhost).toEqual(ports(7470).map((port) => `http://localhost:${port}`));
    expect(LIT_NETWORKS.custom).toEqual([]);
  });

  test('connect() resolves once minNodeCount nodes answer the handshake (the client has no disconnect), and otherwise rejects with a string "Error: Could not connect to enough nodes after timeout of …ms"', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const keys = {serverPublicKey: 'a', subnetPublicKey: 'b', networkPublicKey: 'c', networkPublicKeySet: 'd'};
    const answering = new Set(NODES.slice(0, 2));
    const {calls, restore} = stubFetch((call) => (answering.has(new URL(call.url).origin) ? Response.json(keys) : new Response('down', {status: 503})));
    try {
      const enough = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 2, debug: false});
      await enough.connect();
      expect(enough.ready).toBe(true);
      expect(enough.connectedNodes.size).toBe(2);
      expect('disconnect' in enough).toBe(false);
      expect(new Set(calls.map((call) => new URL(call.url).pathname))).toEqual(new Set(['/web/handshake']));
      const tooFew = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 3, connectTimeout: 600, debug: false});
      let rejection: unknown;
      await tooFew.connect().catch((reason: unknown) => (rejection = reason));
      expect(typeof rejection).toBe('string');
      expect(rejection).toMatch(/^Error: Could not connect to enough nodes after timeout of 600ms\. {2}Could only connect to 2 of 3 required nodes\./);
      expect(tooFew.ready).toBe(false);
    } finally {
      restore();
    }
  });

  test('a request before connect() fails with "<digit> LitNodeClient is not ready.  Please call await litNodeClient.connect() first."', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    const error = await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig, chain: 'ethereum'}));
    expect(error.message).toBe('5 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.');
  });

  test('pkpSign has no ready check: before connect() it sends nothing and rejects with a SyntaxError from JSON.parse (no errorCode); after a connect() that reached too few nodes it asks the nodes that answered and rejects with their error, or with that SyntaxError when they all succeed', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const pkp = {toSign: [1, 2, 3], pubKey: '0x04', authMethods: []};
    const keys = {serverPublicKey: 'a', subnetPublicKey: 'b', networkPublicKey: 'c', networkPublicKeySet: 'd'};
    const fresh = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    const before = stubFetch(() => Response.json({}));
    try {
      for (const params of [{...pkp, authSig}, {...pkp, sessionSigs: {}}, pkp]) {
        const error = await thrown(() => fresh.pkpSign(params));
        expect(error).toBeInstanceOf(SyntaxError);
        expect(error.errorCode).toBeUndefined();
        expect(error.message).not.toMatch(/not ready|authSig/);
      }
      expect(before.calls).toEqual([]);
    } finally {
      before.restore();
    }
    let signAnswer: () => Response = () => Response.json({});
    const {calls, restore} = stubFetch((call) => {
      if (call.url.endsWith('/web/handshake')) return call.url.startsWith(NODES[0]) ? Response.json(keys) : new Response('down', {status: 503});
      return signAnswer();
    });
    try {
      const failed = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 2, connectTimeout: 100, debug: false});
      expect(typeof (await thrown(() => failed.connect()))).toBe('string');
      expect(failed.ready).toBe(false);
      expect([...failed.connectedNodes]).toEqual([NODES[0]]);
      signAnswer = () => Response.json({errorCode: 'NodeNotAuthorized', message: 'refused'}, {status: 401});
      expect(await thrown(() => failed.pkpSign({...pkp, authSig}))).toMatchObject({errorCode: 'NodeNotAuthorized', message: 'refused'});
      signAnswer = () => Response.json({signedData: [1], signatureShare: {}});
      expect(await thrown(() => failed.pkpSign({...pkp, authSig}))).toBeInstanceOf(SyntaxError);
      expect(calls.filter((call) => call.url.endsWith('/web/pkp/sign')).map((call) => call.url)).toEqual([`${NODES[0]}/web/pkp/sign`, `${NODES[0]}/web/pkp/sign`]);
    } finally {
      restore();
    }
  });

  test('alertWhenUnauthorized only adds a debug log line before a not-authorized error is thrown; the error is the same with it off', async () => {
    const client = connectedV2Client(requireFromSamples);
    const request = {accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig, chain: 'ethereum'};
    const {restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    /** The refusal `getEncryptionKey` throws, and the lines it logged on the way. */
    const attempt = async () => {
      let error: {message?: string} = {};
      const printed = await captureConsole(['log'], async () => void (error = await thrown(() => client.getEncryptionKey(request))));
      return {error, lines: printed.map(([, ...args]) => args.join(' '))};
    };
    try {
      const litConfig = (globalThis as {litConfig?: {debug?: boolean}}).litConfig!;
      litConfig.debug = false;
      const quiet = await attempt();
      expect(quiet.lines.filter((line) => line.includes('[Alert originally]'))).toEqual([]);
      litConfig.debug = true;
      const loud = await attempt();
      expect(loud.lines.some((line) => line.includes('[Alert originally] You are not authorized to access to this content'))).toBe(true);
      client.config.alertWhenUnauthorized = false;
      const off = await attempt();
      expect([quiet.error.message, loud.error.message, off.error.message]).toEqual(['refused', 'refused', 'refused']);
    } finally {
      (globalThis as {litConfig?: {debug?: boolean}}).litConfig!.debug = false;
      restore();
    }
  });

  test('with alertWhenUnauthorized on, getSignedChainDataToken calls alert(), which in Node.js throws "alert is not defined"; with it off the SDK error "You are not authorized to recieve a signature on this item" comes through', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {restore} = stubFetch(() => Response.json({signatureShare: ''}));
    try {
      const withAlert = await thrown(() => client.getSignedChainDataToken({callRequests: [], chain: 'ethereum'}));
      expect(withAlert).toBeInstanceOf(ReferenceError);
      expect(withAlert.message).toBe('alert is not defined');
      client.config.alertWhenUnauthorized = false;
      expect(await thrown(() => client.getSignedChainDataToken({callRequests: [], chain: 'ethereum'}))).toMatchObject({
        message: 'You are not authorized to recieve a signature on this item',
      });
    } finally {
      restore();
    }
  });

  test('getSignedChainDataToken with alertWhenUnauthorized on does not reach alert() when a node request fails: the failed request rejects first', async () => {
    const client = connectedV2Client(requireFromSamples);
    let first = true;
    const {restore} = stubFetch(() => {
      const answer = first ? Response.json({errorCode: 'some_error', message: 'node failed'}, {status: 500}) : Response.json({signatureShare: ''});
      first = false;
      return answer;
    });
    try {
      expect(client.config.alertWhenUnauthorized).toBe(true);
      const error = await thrown(() => client.getSignedChainDataToken({callRequests: [], chain: 'ethereum'}));
      expect(error).not.toBeInstanceOf(ReferenceError);
      expect(error).toMatchObject({errorCode: 'some_error', message: 'node failed'});
    } finally {
      restore();
    }
  });

  test('LitNodeClientNodeJs.getSessionSigs without authNeededCallback fails with "No default auth callback provided"', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {LitAbility, LitAccessControlConditionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    const error = await thrown(() =>
      client.getSessionSigs({
        chain: 'ethereum',
        resourceAbilityRequests: [{resource: new LitAccessControlConditionResource('*'), ability: LitAbility.AccessControlConditionDecryption}],
      }),
    );
    expect(error.message).toBe('No default auth callback provided');
  });

  test('LitAuthClient creates a serrano LitNodeClient when it is given none', () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const authClient = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}});
    expect(authClient.litNodeClient.config.litNetwork).toBe('serrano');
  });
});

test.describe('2.2.61 errors and debugging (versioned_docs/version-2.0/sdk/explanation/tests.md)', () => {
  test.skip(!installed, skipReason);

  test('SDK errors are plain objects, not Error instances and without a stack, carrying message, errorCode (a LIT_ERROR name) and errorKind', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const notReady = await thrown(() => new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false}).getEncryptionKey({}));
    expect(notReady).not.toBeInstanceOf(Error);
    expect((notReady as {stack?: string}).stack).toBeUndefined();
    expect(notReady).toMatchObject({errorCode: 'LitNodeClientNotReadyError', errorKind: 'Unexpected'});
    const badNetwork = await thrown(async () => new LitNodeClientNodeJs({litNetwork: 'nonexistent', debug: false}));
    expect(badNetwork).toMatchObject({errorCode: 'LitNodeClientBadConfigError', errorKind: 'Config'});
    expect(badNetwork).not.toBeInstanceOf(Error);
  });

  test('LIT_ERROR entries each have a name, a snake_case code and a kind; LIT_ERROR_CODE.NODE_NOT_AUTHORIZED is NodeNotAuthorized; LitErrorKind has Validation, Config, Unexpected and Timeout', () => {
    const {LIT_ERROR, LIT_ERROR_CODE, LitErrorKind} = requireFromSamples('@lit-protocol/constants');
    for (const entry of Object.values<{name: string; code: string; kind: string}>(LIT_ERROR)) {
      expect(entry.name).toBeTruthy();
      expect(entry.code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(entry.kind).toBeTruthy();
    }
    expect(LIT_ERROR_CODE.NODE_NOT_AUTHORIZED).toBe('NodeNotAuthorized');
    expect(LitErrorKind).toMatchObject({Validation: 'Validation', Config: 'Config', Unexpected: 'Unexpected', Timeout: 'Timeout'});
  });

  test('a node error with errorKind keeps its status and details; one without errorKind keeps its name; an error with no code becomes unknown_error / UnknownError', async () => {
    const client = connectedV2Client(requireFromSamples);
    const request = {accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig, chain: 'ethereum'};
    let stub = stubFetch(() => Response.json({errorKind: 'Validation', errorCode: 'SomeNodeCode', message: 'm', status: 400, details: ['line']}, {status: 400}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({errorKind: 'Validation', errorCode: 'SomeNodeCode', message: 'm', status: 400, details: ['line']});
    } finally {
      stub.restore();
    }
    stub = stubFetch(() => Response.json({errorCode: 'storage_error', message: 'm', name: 'OldName'}, {status: 500}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({errorCode: 'NodeStorageError', message: 'm', name: 'OldName'});
    } finally {
      stub.restore();
    }
    stub = stubFetch(() => new Response('no json', {status: 500}));
    try {
      expect(await thrown(() => client.getEncryptionKey(request))).toMatchObject({errorCode: 'unknown_error', errorKind: 'UnknownError'});
    } finally {
      stub.restore();
    }
  });

  test('session signatures without an entry for a connected node fail with InvalidArgumentException "You passed sessionSigs but we could not find session sig for node …"', async () => {
    const client = connectedV2Client(requireFromSamples);
    const error = await thrown(() =>
      client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', sessionSigs: {'https://other-node.example': {}}, chain: 'ethereum'}),
    );
    expect(error).toMatchObject({errorCode: 'InvalidArgumentException', message: `You passed sessionSigs but we could not find session sig for node ${NODES[0]}`});
  });

  test('getEncryptionKey does not check the chain name (the request goes to the nodes); checkAndSignAuthMessage refuses an unknown chain with UnsupportedChainException', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', authSig, chain: 'no-such-chain'}));
      expect(calls).toHaveLength(NODES.length);
      expect(calls[0].body.chain).toBe('no-such-chain');
    } finally {
      restore();
    }
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(await thrown(async () => checkAndSignAuthMessage({chain: 'no-such-chain'}))).toMatchObject({errorCode: 'UnsupportedChainException'});
  });

  test('in Node.js checkAndSignAuthMessage returns an empty AuthSig, and getSessionSigs then throws a real Error "Invalid message" from the SIWE parser; WalletSignatureNotFoundError needs a parsable message with an empty field', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    const empty = await checkAndSignAuthMessage({chain: 'ethereum'});
    expect(empty).toEqual({sig: '', derivedVia: '', signedMessage: '', address: ''});
    const client = connectedV2Client(requireFromSamples);
    const requests = {chain: 'ethereum', resourceAbilityRequests: []};
    const invalid = await thrown(() => client.getSessionSigs({...requests, authNeededCallback: async () => empty}));
    expect(invalid).toBeInstanceOf(Error);
    expect(invalid.message).toMatch(/^Invalid message: /);
    const {SiweMessage} = requireFromSamples('siwe');
    const signedMessage = new SiweMessage({
      domain: 'localhost',
      address: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B',
      uri: 'https://localhost',
      version: '1',
      chainId: 1,
      nonce: 'abcdefgh1234',
      issuedAt: new Date().toISOString(),
    }).prepareMessage();
    const unsigned = await thrown(() =>
      client.getSessionSigs({...requests, authNeededCallback: async () => ({sig: '', derivedVia: 'web3.eth.personal.sign', signedMessage, address: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'})}),
    );
    expect(unsigned).toMatchObject({message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
  });

  test('LitAuthClient validates its options with ordinary Error objects', () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    expect(() => new LitAuthClient({})).toThrow(Error);
    expect(() => new LitAuthClient({})).toThrow('An API key is required to use the default Lit Relay server.');
  });

  test('executeJs returns the logs most nodes sent, and with debug true adds allNodeResponses, allNodeLogs and rawNodeHTTPResponses', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {restore} = stubFetch(() => Response.json({success: true, signedData: {}, decryptedData: {}, response: 'done', logs: 'hello from the action\n'}));
    try {
      const plain = await client.executeJs({code: 'console.log("hello from the action")', jsParams: {}, authSig});
      expect(plain.logs).toBe('hello from the action\n');
      expect(plain.debug).toBeUndefined();
      const debugged = await client.executeJs({code: 'console.log("hello from the action")', jsParams: {}, authSig, debug: true});
      expect(Object.keys(debugged.debug)).toEqual(['allNodeResponses', 'allNodeLogs', 'rawNodeHTTPResponses']);
      expect(debugged.debug.allNodeLogs).toEqual(NODES.map(() => 'hello from the action\n'));
    } finally {
      restore();
    }
  });

  test('humanizeAccessControlConditions, exported by both clients, resolves to a sentence', async () => {
    for (const name of ['lit-node-client', 'lit-node-client-nodejs']) {
      const {humanizeAccessControlConditions} = requireFromSamples(`@lit-protocol/${name}`);
      const pending = humanizeAccessControlConditions({accessControlConditions: onlyThisWallet});
      expect(pending).toBeInstanceOf(Promise);
      expect(await pending).toBe(`Controls wallet with address ${authSig.address}`);
    }
  });

  test('the log switch is the global litConfig, which each constructor replaces with its own config (the client created last wins)', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const loud = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: true});
    expect((globalThis as {litConfig?: unknown}).litConfig).toBe(loud.config);
    const quiet = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    expect((globalThis as {litConfig?: {debug: boolean}}).litConfig).toBe(quiet.config);
    expect((globalThis as {litConfig?: {debug: boolean}}).litConfig!.debug).toBe(false);
  });
});

test.describe('2.2.61 wallet signatures (versioned_docs/version-2.0/sdk/explanation/authentication/authSig.md)', () => {
  test.skip(!installed, skipReason);

  /** A SIWE message as checkAndSignAuthMessage writes it (lit-siwe), expiring at `expirationTime`. */
  const siweMessage = (expirationTime: string, resources?: string[], address = authSig.address) => {
    const {SiweMessage} = requireFromSamples('lit-siwe');
    return new SiweMessage({domain: 'localhost', address, version: '1', chainId: 1, uri: 'https://localhost/', expirationTime, ...(resources ? {resources} : {})}).prepareMessage();
  };

  test('a stored EVM signature is signed again only when it has expired and the resources differ or its address is not checksummed', () => {
    // getMustResign is the check checkAndSignEVMAuthMessage runs on a stored signature of the connected account.
    const {getMustResign} = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(getMustResign({signedMessage: siweMessage(future, ['litSessionKey:a'])}, ['litSessionKey:b'])).toBe(false);
    expect(getMustResign({signedMessage: siweMessage(past)}, undefined)).toBeFalsy();
    expect(getMustResign({signedMessage: siweMessage(past, ['litSessionKey:a'])}, ['litSessionKey:a'])).toBeFalsy();
    expect(getMustResign({signedMessage: siweMessage(past, ['litSessionKey:a'])}, ['litSessionKey:b'])).toBe(true);
    expect(getMustResign({signedMessage: siweMessage(past, undefined, authSig.address.toLowerCase())}, undefined)).toBe(true);
  });

  test('checkAndSignAuthMessage refuses a chain outside the SDK lists with "Unsupported chain selected", and its storage keys are lit-auth-signature, lit-auth-sol-signature, lit-auth-cosmos-signature and lit-wallet-sig', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/lit-node-client');
    const error = await thrown(async () => checkAndSignAuthMessage({chain: 'no-such-chain'}));
    expect(error.message).toMatch(/^Unsupported chain selected\./);
    const {LOCAL_STORAGE_KEYS, AUTH_SIGNATURE_BODY} = requireFromSamples('@lit-protocol/constants');
    expect(LOCAL_STORAGE_KEYS).toMatchObject({
      AUTH_SIGNATURE: 'lit-auth-signature',
      AUTH_SOL_SIGNATURE: 'lit-auth-sol-signature',
      AUTH_COSMOS_SIGNATURE: 'lit-auth-cosmos-signature',
      WALLET_SIGNATURE: 'lit-wallet-sig',
    });
    expect(AUTH_SIGNATURE_BODY).toBe('I am creating an account to use Lit Protocol at {{timestamp}}');
  });

  test('the siwe package fills in a nonce and the issue time, and refuses to parse a message whose address is not EIP-55 checksummed', () => {
    const {SiweMessage} = requireFromSamples('siwe');
    const text = new SiweMessage({domain: 'api.example.com', address: authSig.address, uri: 'https://api.example.com', version: '1', chainId: 1}).prepareMessage();
    expect(text).toMatch(/\nNonce: [A-Za-z0-9]{8,}\nIssued At: \d{4}-\d\d-\d\dT/);
    expect(() => new SiweMessage(text.replace(authSig.address, authSig.address.toLowerCase()))).toThrow('Address not conformant to EIP-55');
  });

  test('pkpSign sends each node its session signature when both are given and refuses neither; getSignedToken and saveSigningCondition send without any signature check', async () => {
    const client = connectedV2Client(requireFromSamples);
    const sessionSigs = Object.fromEntries(NODES.map((node) => [node, {sig: `session-${node}`}]));
    const pkp = {toSign: new Uint8Array(32), pubKey: '04aa'};
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      await thrown(() => client.pkpSign({...pkp, authSig, sessionSigs}));
      expect(calls.map((call) => (call.body.authSig as {sig: string}).sig)).toEqual(NODES.map((node) => `session-${node}`));
      expect((await thrown(() => client.pkpSign(pkp))).message).toBe('You must pass either authSig or sessionSigs');
      calls.length = 0;
      const conditions = {accessControlConditions: onlyThisWallet, chain: 'ethereum', resourceId: {baseUrl: 'a', path: '/b', orgId: '', role: '', extraData: ''}};
      await thrown(() => client.getSignedToken({...conditions, authSig, sessionSigs}));
      await thrown(() => client.getSignedToken(conditions));
      await thrown(() => client.saveSigningCondition(conditions));
      const sent = calls.map((call) => (call.body.authSig as {sig?: string} | undefined)?.sig);
      expect(sent).toEqual([...NODES.map((node) => `session-${node}`), ...NODES.map(() => undefined), ...NODES.map(() => undefined)]);
    } finally {
      restore();
    }
  });

  test('signSessionKey sends authSig, not sessionSigs, in its request body', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      await thrown(() => client.signSessionKey({authSig, sessionSigs: {x: {}}, pkpPublicKey: `0x04${'11'.repeat(64)}`, expiration: new Date(Date.now() + 60_000).toISOString(), resources: []}));
      expect(calls.length).toBe(NODES.length);
      expect(calls[0].body).toMatchObject({sessionKey: expect.stringMatching(/^lit:session:/), authSig});
      expect(JSON.stringify(calls[0].body)).not.toContain('sessionSigs');
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 getSessionSigs (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs)', () => {
  test.skip(!installed, skipReason);

  type CallbackParams = {uri: string; resources: string[]; statement: string; expiration: string; chain: string};
  /** A server-side auth callback as the page writes it (siwe + ethers), recording what it was given. */
  function walletCallback(tamper: (fields: Params) => Params = (fields) => fields) {
    const {ethers} = requireFromSamples('ethers');
    const {SiweMessage} = requireFromSamples('siwe');
    const wallet = new ethers.Wallet(`0x${'42'.repeat(32)}`);
    const seen: CallbackParams[] = [];
    const callback = async (params: CallbackParams) => {
      seen.push(params);
      const fields = tamper({
        domain: 'worker.example.com',
        address: wallet.address,
        statement: params.statement,
        uri: params.uri,
        version: '1',
        chainId: 1,
        expirationTime: params.expiration,
        resources: params.resources,
      });
      const signedMessage = new SiweMessage(fields).prepareMessage();
      return {sig: await wallet.signMessage(signedMessage), derivedVia: 'web3.eth.personal.sign', signedMessage, address: wallet.address};
    };
    return {callback, seen, wallet};
  }
  const decryptAll = () => {
    const {LitAbility, LitAccessControlConditionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    return [{resource: new LitAccessControlConditionResource('*'), ability: LitAbility.AccessControlConditionDecryption}];
  };

  test('getSessionSigs before connect() sends nothing and resolves to an empty map without an error; a connected client then refuses that map with "You passed sessionSigs but we could not find session sig for node"', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const fresh = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    const {callback, seen} = walletCallback();
    const {calls, restore} = stubFetch(() => Response.json({}));
    try {
      const sessionSigs = await fresh.getSessionSigs({chain: 'ethereum', sessionKey: fresh.getSessionKey(), resourceAbilityRequests: decryptAll(), authNeededCallback: callback});
      expect(seen).toHaveLength(1);
      expect(sessionSigs).toEqual({});
      expect(calls).toEqual([]);
      const client = connectedV2Client(requireFromSamples);
      const error = await thrown(() => client.executeJs({code: 'Lit.Actions.setResponse({response: "1"})', sessionSigs, jsParams: {}}));
      expect(error.message).toBe(`You passed sessionSigs but we could not find session sig for node ${NODES[0]}`);
      expect(calls).toEqual([]);
    } finally {
      restore();
    }
  });

  test('getSessionSigs passes uri, resources, statement and a 24-hour default expiration to the callback and returns one ed25519 session signature per connected node, valid five minutes', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {callback, seen, wallet} = walletCallback();
    const before = Date.now();
    const sessionSigs = await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: callback});
    expect(seen).toHaveLength(1);
    expect(seen[0].uri).toMatch(/^lit:session:[0-9a-f]{64}$/);
    expect(seen[0].resources).toHaveLength(1);
    expect(seen[0].resources[0]).toMatch(/^urn:recap:/);
    expect(typeof seen[0].statement).toBe('string');
    const expiresIn = new Date(seen[0].expiration).getTime() - before;
    expect(expiresIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(Object.keys(sessionSigs)).toEqual(NODES);
    const sessionPublicKey = seen[0].uri.slice('lit:session:'.length);
    for (const node of NODES) {
      const entry = sessionSigs[node];
      expect(entry).toMatchObject({derivedVia: 'litSessionSignViaNacl', address: sessionPublicKey, algo: 'ed25519'});
      const signed = JSON.parse(entry.signedMessage);
      expect(signed).toMatchObject({sessionKey: sessionPublicKey, nodeAddress: node});
      expect(signed.capabilities[0].address).toBe(wallet.address);
      // The SDK takes the expiration (now + 5 minutes) and issuedAt from two clock readings, a few ms apart on a busy
      // machine (ci43 saw 14 ms), so the span is five minutes less that gap.
      const lifetime = new Date(signed.expiration).getTime() - new Date(signed.issuedAt).getTime();
      expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
      expect(lifetime).toBeGreaterThan(5 * 60_000 - 5_000);
    }
  });

  test('connect() resolves once minNodeCount nodes have answered the handshake and adds slower nodes afterwards, so session signatures made right after connect() can lack a later node and fail with "could not find session sig for node"', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 2, debug: false});
    const keys = {serverPublicKey: 'aa', subnetPublicKey: 'bb', networkPublicKey: 'cc', networkPublicKeySet: 'dd'};
    const slowNode = NODES[2];
    // The slow node answers only once the test lets it, after the session signatures were made.
    let letSlowAnswer = (): void => undefined;
    const slowMayAnswer = new Promise<void>((resolve) => (letSlowAnswer = resolve));
    let slowAnswered = (): void => undefined;
    const slowDone = new Promise<void>((resolve) => (slowAnswered = resolve));
    const {restore} = stubFetch(async ({url}) => {
      if (url.startsWith(slowNode)) {
        await slowMayAnswer;
        setTimeout(slowAnswered, 0);
      }
      return Response.json(keys);
    });
    try {
      await client.connect();
      expect([...client.connectedNodes]).toEqual(NODES.slice(0, 2));
      const {callback} = walletCallback();
      const sessionSigs = await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: callback});
      expect(Object.keys(sessionSigs)).toEqual(NODES.slice(0, 2));
      letSlowAnswer();
      await slowDone;
      expect([...client.connectedNodes]).toEqual(NODES);
      const error = await thrown(() => client.getEncryptionKey({accessControlConditions: onlyThisWallet, toDecrypt: 'abcd', sessionSigs, chain: 'ethereum'}));
      expect(error).toMatchObject({message: `You passed sessionSigs but we could not find session sig for node ${slowNode}`});
    } finally {
      restore();
    }
  });

  test('without a global localStorage, getSessionKey and getSessionSigs print four "Not a problem" warnings with console.warn, even with debug false', async () => {
    expect((globalThis as Record<string, unknown>).localStorage).toBeUndefined();
    const client = connectedV2Client(requireFromSamples);
    const {callback} = walletCallback();
    const warned = await captureConsole(['warn'], async () => {
      const sessionKey = client.getSessionKey();
      expect(sessionKey.publicKey).toMatch(/^[0-9a-f]{64}$/);
      await client.getSessionSigs({chain: 'ethereum', sessionKey, resourceAbilityRequests: decryptAll(), authNeededCallback: callback});
    });
    expect(warned).toEqual([
      ['warn', 'Storage key "lit-session-key" is missing. Not a problem. Contiune...'],
      ['warn', 'Localstorage not available. Not a problem. Contiune...'],
      ['warn', 'Storage key "lit-wallet-sig" is missing. Not a problem. Continue...'],
      ['warn', 'Unable to store walletSig in local storage. Not a problem. Continue...'],
    ]);
  });

  test('the default capability object grants every ability on each requested resource', () => {
    const client = connectedV2Client(requireFromSamples);
    const {LitAbility, LitAccessControlConditionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    const resource = new LitAccessControlConditionResource('*');
    const capability = client.generateSessionCapabilityObjectWithWildcards([resource]);
    expect(capability.verifyCapabilitiesForResource(resource, LitAbility.AccessControlConditionDecryption)).toBe(true);
    expect(capability.verifyCapabilitiesForResource(resource, LitAbility.AccessControlConditionSigning)).toBe(true);
  });

  test('the SDK does not compare the statement or the exact expiration of the approval; a wrong uri makes it call the callback again and use the second answer unchecked', async () => {
    const client = connectedV2Client(requireFromSamples);
    const differentStatement = walletCallback((fields) => ({...fields, statement: 'something else', expirationTime: new Date(Date.now() + 3_600_000).toISOString()}));
    await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: differentStatement.callback});
    expect(differentStatement.seen).toHaveLength(1);
    const wrongUri = walletCallback((fields) => ({...fields, uri: 'lit:session:not-this-key'}));
    const sessionSigs = await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: wrongUri.callback});
    expect(wrongUri.seen).toHaveLength(2);
    const approval = JSON.parse(sessionSigs[NODES[0]].signedMessage).capabilities[0];
    expect(approval.signedMessage).toContain('URI: lit:session:not-this-key');
  });

  test('an approval that has already expired makes getSessionSigs call the callback a second time, like one whose signature does not verify', async () => {
    const client = connectedV2Client(requireFromSamples);
    let calls = 0;
    const expiredFirst = walletCallback((fields) => (++calls === 1 ? {...fields, expirationTime: new Date(Date.now() - 60_000).toISOString()} : fields));
    const sessionSigs = await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: expiredFirst.callback});
    expect(expiredFirst.seen).toHaveLength(2);
    expect(Object.keys(sessionSigs)).toHaveLength(NODES.length);
  });

  test('an approval whose first resource is not a capability object (recap URN) makes getSessionSigs throw "Invalid recap urn" instead of calling the callback again; a stored approval (lit-wallet-sig) keeps throwing', async () => {
    const client = connectedV2Client(requireFromSamples);
    const otherFirst = walletCallback((fields) => ({...fields, resources: ['https://example.com/not-a-capability', ...(fields.resources as string[])]}));
    let message = 'did not throw';
    try {
      await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: otherFirst.callback});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid recap urn');
    expect(otherFirst.seen).toHaveLength(1);
    // With a working localStorage (a browser), the approval is stored before the check, so the next call reads it and throws again.
    const store = new Map<string, string>();
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
    await withGlobals({localStorage}, async () => {
      const messages: string[] = [];
      for (let i = 0; i < 2; i++) {
        await client.getSessionSigs({chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: otherFirst.callback}).catch((error: Error) => messages.push(error.message));
      }
      expect(messages).toEqual(['Invalid recap urn', 'Invalid recap urn']);
      expect(otherFirst.seen).toHaveLength(2);
      expect(store.has('lit-wallet-sig')).toBe(true);
    });
  });

  test('in Node.js each getSessionSigs call without sessionKey uses a new session key and asks the callback again; a shared getSessionKey() keeps one', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {callback, seen} = walletCallback();
    const request = {chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: callback};
    await client.getSessionSigs(request);
    await client.getSessionSigs(request);
    expect(seen).toHaveLength(2);
    expect(seen[0].uri).not.toBe(seen[1].uri);
    const sessionKey = client.getSessionKey();
    await client.getSessionSigs({...request, sessionKey});
    await client.getSessionSigs({...request, sessionKey});
    expect(seen[2].uri).toBe(`lit:session:${sessionKey.publicKey}`);
    expect(seen[3].uri).toBe(seen[2].uri);
  });

  test('a global localStorage that the program defines in Node.js keeps the session key (lit-session-key) and the approval (lit-wallet-sig), so a second getSessionSigs reuses both without calling back; without one each getSessionKey() makes a new key', async () => {
    expect((globalThis as {localStorage?: unknown}).localStorage).toBeUndefined();
    const store = new Map<string, string>();
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
    const client = connectedV2Client(requireFromSamples);
    await withGlobals({localStorage}, async () => {
      expect(client.getSessionKey().publicKey).toBe(client.getSessionKey().publicKey);
      const {callback, seen} = walletCallback();
      const request = {chain: 'ethereum', resourceAbilityRequests: decryptAll(), authNeededCallback: callback};
      const first = await client.getSessionSigs(request);
      const second = await client.getSessionSigs(request);
      expect(seen).toHaveLength(1);
      expect(second[NODES[0]].address).toBe(first[NODES[0]].address);
      expect([...store.keys()].sort()).toEqual(['lit-session-key', 'lit-wallet-sig']);
      expect(JSON.parse(store.get('lit-session-key') ?? '{}').publicKey).toBe(first[NODES[0]].address);
    });
    // Without one (Node.js 20 defines none), each getSessionKey() call makes a new key.
    await withGlobals({localStorage: undefined}, async () => {
      expect(client.getSessionKey().publicKey).not.toBe(client.getSessionKey().publicKey);
    });
  });

  test('signSessionKey returns an authSig whose address is computed from the PKP public key the nodes return', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {ethers} = requireFromSamples('ethers');
    const pkpPublicKey = ethers.utils.computePublicKey(`0x${'33'.repeat(32)}`).slice(2);
    client.getSessionSignatures = () => ({sessionSig: {signature: '0xsig', siweMessage: 'message', publicKey: pkpPublicKey}});
    const {restore} = stubFetch(() => Response.json({signedData: {}}));
    try {
      const {authSig: pkpAuthSig} = await client.signSessionKey({authSig, authMethods: [], pkpPublicKey: `0x${pkpPublicKey}`, resources: []});
      expect(pkpAuthSig.address).toBe(ethers.utils.computeAddress(`0x${pkpPublicKey}`));
      expect(pkpAuthSig.derivedVia).toBe('web3.eth.personal.sign via Lit PKP');
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 resources, abilities and capability objects (auth-helpers; sessionSigs/resources-and-abilities.md, capability-objects.md)', () => {
  test.skip(!installed, skipReason);
  const helpers = () => requireFromSamples('@lit-protocol/auth-helpers');

  test('resource keys are prefix://identifier for the four resource classes, and parseLitResource reads them back', () => {
    const {LitAccessControlConditionResource, LitPKPResource, LitActionResource, LitRLIResource, parseLitResource} = helpers();
    expect(new LitAccessControlConditionResource('*').getResourceKey()).toBe('lit-accesscontrolcondition://*');
    expect(new LitPKPResource('*').getResourceKey()).toBe('lit-pkp://*');
    expect(new LitActionResource('QmCid').getResourceKey()).toBe('lit-litaction://QmCid');
    expect(new LitRLIResource('*').getResourceKey()).toBe('lit-ratelimitincrease://*');
    const parsed = parseLitResource('lit-pkp://*');
    expect([parsed.resourcePrefix, parsed.resource]).toEqual(['lit-pkp', '*']);
  });

  test('LitAbility values, the valid resource/ability pairs and the ReCap namespace/ability each is written as', () => {
    const {LitAbility, LitAccessControlConditionResource, LitPKPResource, LitActionResource, LitRLIResource, newSessionCapabilityObject} = helpers();
    expect({...LitAbility}).toEqual({
      AccessControlConditionDecryption: 'access-control-condition-decryption',
      AccessControlConditionSigning: 'access-control-condition-signing',
      PKPSigning: 'pkp-signing',
      RateLimitIncreaseAuth: 'rate-limit-increase-auth',
      LitActionExecution: 'lit-action-execution',
    });
    const resources = {
      acc: new LitAccessControlConditionResource('*'),
      pkp: new LitPKPResource('*'),
      action: new LitActionResource('*'),
      rli: new LitRLIResource('*'),
    };
    const valid = Object.fromEntries(
      Object.entries(resources).map(([name, resource]) => [name, Object.keys(LitAbility).filter((ability) => resource.isValidLitAbility(LitAbility[ability]))]),
    );
    expect(valid).toEqual({
      acc: ['AccessControlConditionDecryption', 'AccessControlConditionSigning'],
      pkp: ['PKPSigning'],
      action: ['LitActionExecution'],
      rli: ['RateLimitIncreaseAuth'],
    });
    const written = (resource: unknown, ability: string) => {
      const capability = newSessionCapabilityObject();
      capability.addCapabilityForResource(resource, ability);
      return Object.keys(Object.values<Record<string, unknown>>(capability.attenuations)[0]);
    };
    expect(written(resources.acc, LitAbility.AccessControlConditionDecryption)).toEqual(['Threshold/Decryption']);
    expect(written(resources.acc, LitAbility.AccessControlConditionSigning)).toEqual(['Threshold/Signing']);
    expect(written(resources.pkp, LitAbility.PKPSigning)).toEqual(['Threshold/Signing']);
    expect(written(resources.action, LitAbility.LitActionExecution)).toEqual(['Threshold/Execution']);
    expect(written(resources.rli, LitAbility.RateLimitIncreaseAuth)).toEqual(['Auth/Auth']);
  });

  test('an invalid pair makes addCapabilityForResource throw, and verifyCapabilitiesForResource is false for it even under */*', () => {
    const {LitAbility, LitActionResource, newSessionCapabilityObject} = helpers();
    const capability = newSessionCapabilityObject();
    expect(() => capability.addCapabilityForResource(new LitActionResource('*'), LitAbility.PKPSigning)).toThrow(
      'The specified Lit resource does not support the specified ability.',
    );
    capability.addAllCapabilitiesForResource(new LitActionResource('*'));
    expect(capability.verifyCapabilitiesForResource(new LitActionResource('QmCid'), LitAbility.PKPSigning)).toBe(false);
    expect(capability.verifyCapabilitiesForResource(new LitActionResource('QmCid'), LitAbility.LitActionExecution)).toBe(true);
  });

  test('a capability on the wildcard covers every specific key of its type, a specific one covers only itself', () => {
    const {LitAbility, LitPKPResource, newSessionCapabilityObject} = helpers();
    const wildcard = newSessionCapabilityObject();
    wildcard.addCapabilityForResource(new LitPKPResource('*'), LitAbility.PKPSigning);
    expect(wildcard.verifyCapabilitiesForResource(new LitPKPResource('123'), LitAbility.PKPSigning)).toBe(true);
    const specific = newSessionCapabilityObject();
    specific.addCapabilityForResource(new LitPKPResource('123'), LitAbility.PKPSigning);
    expect(specific.verifyCapabilitiesForResource(new LitPKPResource('123'), LitAbility.PKPSigning)).toBe(true);
    expect(specific.verifyCapabilitiesForResource(new LitPKPResource('456'), LitAbility.PKPSigning)).toBe(false);
  });

  test('the attenuations and the statement for decryption on any condition plus */* on any PKP are as the page shows', () => {
    const {LitAbility, LitAccessControlConditionResource, LitPKPResource, newSessionCapabilityObject} = helpers();
    const capability = newSessionCapabilityObject();
    capability.addCapabilityForResource(new LitAccessControlConditionResource('*'), LitAbility.AccessControlConditionDecryption);
    capability.addAllCapabilitiesForResource(new LitPKPResource('*'));
    expect(capability.attenuations).toEqual({
      'lit-accesscontrolcondition://*': {'Threshold/Decryption': [{}]},
      'lit-pkp://*': {'*/*': [{}]},
    });
    expect(capability.statement).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'Threshold': 'Decryption' for 'lit-accesscontrolcondition://*'. (2) '*': '*' for 'lit-pkp://*'.",
    );
  });

  test('encodeAsSiweResource gives a urn:recap: string that decode reads back, addToSiweMessage adds the statement and the resource, extract reads them from the message, and the default session capability has no proofs', () => {
    const {LitAbility, LitActionResource, newSessionCapabilityObject, decode, extract} = helpers();
    const capability = newSessionCapabilityObject();
    capability.addCapabilityForResource(new LitActionResource('QmCid'), LitAbility.LitActionExecution);
    const encoded = capability.encodeAsSiweResource();
    expect(encoded).toMatch(/^urn:recap:/);
    const decoded = decode(encoded);
    expect(decoded.verifyCapabilitiesForResource(new LitActionResource('QmCid'), LitAbility.LitActionExecution)).toBe(true);
    expect(decoded.verifyCapabilitiesForResource(new LitActionResource('QmCid'), LitAbility.PKPSigning)).toBe(false);
    const {SiweMessage} = requireFromSamples('siwe');
    const message = new SiweMessage({domain: 'localhost', address: authSig.address, statement: 'Hello.', uri: 'lit:session:abc', version: '1', chainId: 1});
    const withCapability = capability.addToSiweMessage(message);
    expect(withCapability.statement).toBe(`Hello. ${capability.statement}`);
    expect(withCapability.resources).toEqual([encoded]);
    expect(extract(withCapability).attenuations).toEqual(capability.attenuations);
    expect(connectedV2Client(requireFromSamples).generateSessionCapabilityObjectWithWildcards([new LitActionResource('*')]).proofs).toEqual([]);
  });
});

test.describe('2.2.61 using session signatures (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/usage.md)', () => {
  test.skip(!installed, skipReason);

  test('a session map missing a connected node fails executeJs with the missing-entry error, while getSignedToken sends that node no signature', async () => {
    const client = connectedV2Client(requireFromSamples);
    const partial = {[NODES[0]]: {sig: 'only-the-first'}};
    // The first node's request is already under way when the second lookup throws: answer it so nothing is left pending.
    const {calls, restore} = stubFetch((call) =>
      call.url.endsWith('/web/execute') ? Response.json({}) : Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}),
    );
    try {
      expect((await thrown(() => client.executeJs({code: 'x', jsParams: {}, sessionSigs: partial}))).message).toBe(
        `You passed sessionSigs but we could not find session sig for node ${NODES[1]}`,
      );
      calls.length = 0;
      await thrown(() =>
        client.getSignedToken({accessControlConditions: onlyThisWallet, chain: 'ethereum', resourceId: {baseUrl: 'a', path: '/b', orgId: '', role: '', extraData: ''}, sessionSigs: partial}),
      );
      expect(calls.map((call) => (call.body.authSig as {sig?: string} | undefined)?.sig)).toEqual(['only-the-first', undefined, undefined]);
    } finally {
      restore();
    }
  });

  test('PKPEthersWallet makes its own LitNodeClient on serrano unless litNetwork is given, uses the Chronicle RPC by default, and keeps controllerSessionSigs as a public property', () => {
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {ethers} = requireFromSamples('ethers');
    const pkpPubKey = ethers.utils.computePublicKey(`0x${'22'.repeat(32)}`).slice(2);
    const sessionSigs = {[NODES[0]]: {sig: 's'}};
    const wallet = new PKPEthersWallet({pkpPubKey, controllerSessionSigs: sessionSigs, debug: false});
    expect(wallet.litNodeClient).toBeInstanceOf(LitNodeClient);
    expect(wallet.litNodeClient.config.litNetwork).toBe('serrano');
    expect(new PKPEthersWallet({pkpPubKey, controllerSessionSigs: sessionSigs, litNetwork: 'jalapeno', debug: false}).litNodeClient.config.litNetwork).toBe('jalapeno');
    expect(wallet.getRpc()).toBe('https://chain-rpc.litprotocol.com/http');
    expect(wallet.controllerSessionSigs).toBe(sessionSigs);
  });

  test('when pkpSign fails, PKPEthersWallet.runSign logs the error with console.log and returns undefined, and signMessage then throws a TypeError', async () => {
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {ethers} = requireFromSamples('ethers');
    const pkpPubKey = ethers.utils.computePublicKey(`0x${'22'.repeat(32)}`).slice(2);
    const wallet = new PKPEthersWallet({pkpPubKey, controllerSessionSigs: {[NODES[0]]: {sig: 's'}}, debug: false});
    wallet.litNodeClientReady = true;
    const refusal = {message: 'refused by the nodes', errorCode: 'NodeNotAuthorized'};
    wallet.litNodeClient.pkpSign = async () => {
      throw refusal;
    };
    const logged = await captureConsole(['log'], async () => {
      expect(await wallet.runSign(new Uint8Array(32))).toBeUndefined();
      const error = await thrown(() => wallet.signMessage('Signed by my PKP'));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toMatch(/Cannot read properties of undefined/);
    });
    expect(logged).toContainEqual(['log', 'err: ', refusal]);
  });
});

test.describe('2.2.61 session use cases (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/use-cases.md)', () => {
  test.skip(!installed, skipReason);

  test('a capability for one Lit Action names its CID in the statement and does not cover another CID; a later request for a resource the first approval lacks is not covered', () => {
    const {LitAbility, LitActionResource, LitAccessControlConditionResource, LitPKPResource, newSessionCapabilityObject} = requireFromSamples('@lit-protocol/auth-helpers');
    const capability = newSessionCapabilityObject();
    capability.addCapabilityForResource(new LitActionResource('QmActionCid'), LitAbility.LitActionExecution);
    capability.addCapabilityForResource(new LitPKPResource('*'), LitAbility.PKPSigning);
    expect(capability.statement).toContain("'lit-litaction://QmActionCid'");
    expect(capability.verifyCapabilitiesForResource(new LitActionResource('QmOtherCid'), LitAbility.LitActionExecution)).toBe(false);
    const decryptOnly = connectedV2Client(requireFromSamples).generateSessionCapabilityObjectWithWildcards([new LitAccessControlConditionResource('*')]);
    expect(decryptOnly.verifyCapabilitiesForResource(new LitPKPResource('*'), LitAbility.PKPSigning)).toBe(false);
  });
});

test.describe('2.2.61 security facts (versioned_docs/version-2.0/sdk/explanation/authentication/security.md)', () => {
  test.skip(!installed, skipReason);

  test('getSignedToken asks the nodes for iat = now and exp = iat + 12 hours', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({errorCode: 'not_authorized', message: 'refused'}, {status: 401}));
    try {
      const before = Math.floor(Date.now() / 1000);
      await thrown(() =>
        client.getSignedToken({accessControlConditions: onlyThisWallet, chain: 'ethereum', resourceId: {baseUrl: 'a', path: '/b', orgId: '', role: '', extraData: ''}, authSig}),
      );
      const {iat, exp} = calls[0].body as {iat: number; exp: number};
      expect(iat).toBeGreaterThanOrEqual(before);
      expect(exp - iat).toBe(12 * 60 * 60);
    } finally {
      restore();
    }
  });

  test('verifyJwt returns the decoded payload with a verified flag, and an expired token is decoded rather than refused', async () => {
    const {verifyJwt} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // bls-sdk reports on the console why it cannot verify the made-up signature.
    await captureConsole(['error'], async () => {
      const result = verifyJwt({jwt: `${part({alg: 'BLS12-381', typ: 'JWT'})}.${part({iss: 'LIT', sub: '0xabc', exp: 1})}.${Buffer.alloc(96, 1).toString('base64url')}`});
      expect(result.verified).toBe(false);
      expect(result.payload).toEqual({iss: 'LIT', sub: '0xabc', exp: 1});
    });
  });

  test('verifyJwt checks a token against the NETWORK_PUB_KEY constant only, not against the network key of the connected client', async () => {
    const bls = requireFromSamples('@lit-protocol/bls-sdk');
    const u8 = requireFromSamples('@lit-protocol/uint8arrays');
    // The package index re-exports NETWORK_PUB_KEY through a getter that reads this module, where it can be replaced.
    const constants = requireFromSamples('@lit-protocol/constants/src/lib/constants/constants');
    const {LitNodeClientNodeJs, verifyJwt} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const hex = (bytes: Uint8Array | number[]) => Buffer.from(Uint8Array.from(bytes)).toString('hex');
    await withV2Bls(requireFromSamples, async () => {
      const H = bls.wasmBlsSdkHelpers;
      const W = (globalThis as Params).wasmExports as Params & Record<string, (...args: unknown[]) => unknown>;
      // A made-up one-share key: its only share is the master secret, so a share signature is a full signature.
      const poly = H.generate_poly(0);
      W.derive_master_key(poly.length);
      const madeUpKey = hex(H.get_mpk_bytes());
      W.derive_key_share(0, poly.length);
      const secret = Uint8Array.from(H.get_skshare());
      const part = (value: unknown) => u8.uint8arrayToString(new TextEncoder().encode(JSON.stringify(value)), 'base64url');
      const unsigned = `${part({alg: 'BLS12-381', typ: 'JWT'})}.${part({iss: 'LIT', sub: '0xabc'})}`;
      const jwt = `${unsigned}.${u8.uint8arrayToString(Uint8Array.from(H.sign_msg(secret, new TextEncoder().encode(unsigned))), 'base64url')}`;
      const client = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: [], debug: false});
      Object.assign(client, {ready: true, networkPubKey: madeUpKey});
      await withGlobals({litNodeClient: client}, async () => {
        const realKey = constants.NETWORK_PUB_KEY;
        try {
          await captureConsole(['error', 'log'], async () => {
            // The connected client's network key signed the token, but verifyJwt reads only the constant.
            expect(verifyJwt({jwt}).verified).toBe(false);
            constants.NETWORK_PUB_KEY = madeUpKey;
            expect(verifyJwt({jwt}).verified).toBe(true);
          });
        } finally {
          constants.NETWORK_PUB_KEY = realKey;
        }
      });
    });
  });
});

test.describe('2.2.61 SDK overview (versioned_docs/version-2.0/sdk/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('humanizeAccessControlConditions describes an eth_getBalance >= 1e18 condition as "Owns at least 1.0 ETH"', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const holdsSomeEth = [
      {
        contractAddress: '',
        standardContractType: '',
        chain: 'ethereum',
        method: 'eth_getBalance',
        parameters: [':userAddress', 'latest'],
        returnValueTest: {comparator: '>=', value: '1000000000000000000'},
      },
    ];
    expect(await humanizeAccessControlConditions({accessControlConditions: holdsSomeEth})).toBe('Owns at least 1.0 ETH');
  });

  test('lit-node-client builds on lit-node-client-nodejs, which builds on encryption, access-control-conditions, auth-helpers, core, crypto and misc; the client has the methods the overview lists', () => {
    const deps = (name: string) => Object.keys(requireFromSamples(`@lit-protocol/${name}/package.json`).dependencies);
    expect(deps('lit-node-client')).toContain('@lit-protocol/lit-node-client-nodejs');
    expect(deps('lit-node-client-nodejs')).toEqual(
      expect.arrayContaining(['@lit-protocol/encryption', '@lit-protocol/access-control-conditions', '@lit-protocol/auth-helpers', '@lit-protocol/core', '@lit-protocol/crypto', '@lit-protocol/misc']),
    );
    const encryption = Object.keys(requireFromSamples('@lit-protocol/encryption'));
    expect(encryption).toEqual(expect.arrayContaining(['encryptString', 'encryptFile', 'zipAndEncryptString', 'decryptZip', 'verifyJwt']));
    const client = connectedV2Client(requireFromSamples);
    for (const method of ['connect', 'saveEncryptionKey', 'getEncryptionKey', 'executeJs', 'pkpSign', 'getSessionSigs', 'signSessionKey', 'saveSigningCondition', 'getSignedToken', 'getSignedChainDataToken']) {
      expect(typeof client[method], method).toBe('function');
    }
  });
});

test.describe('2.2.61 LitAuthClient and auth method IDs (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/authMethods)', () => {
  test.skip(!installed, skipReason);
  const jwt = (payload: Params) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
  const keccak = (text: string) => {
    const {ethers} = requireFromSamples('ethers');
    return ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));
  };
  const authClient = () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    return new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}});
  };

  test('getAuthMethodId: Google and Apple hash sub:aud, OTP the first extraData field and the lower-cased orgId, Stytch sub and first aud lower-cased, WebAuthn rawId:rpName (default "lit"), EthWallet is the lower-cased address', async () => {
    const {ProviderType, AuthMethodType} = requireFromSamples('@lit-protocol/constants');
    const client = authClient();
    const idOf = (type: string, options: Params, authMethod: Params) => client.initProvider(type, options).getAuthMethodId(authMethod);
    expect(await idOf(ProviderType.Google, {redirectUri: 'https://app.example'}, {authMethodType: AuthMethodType.GoogleJwt, accessToken: jwt({sub: 'S', aud: 'A'})})).toBe(keccak('S:A'));
    expect(await idOf(ProviderType.Apple, {redirectUri: 'https://app.example'}, {authMethodType: AuthMethodType.AppleJwt, accessToken: jwt({sub: 'S', aud: 'A'})})).toBe(keccak('S:A'));
    expect(await idOf(ProviderType.Otp, {}, {authMethodType: AuthMethodType.OTP, accessToken: jwt({extraData: 'user@example.com|more', orgId: 'ORG'})})).toBe(
      keccak('user@example.com:org'),
    );
    // StytchOtpProvider prints the token body.
    await captureConsole(['log'], async () => {
      expect(await idOf(ProviderType.StytchOtp, {appId: 'project'}, {authMethodType: AuthMethodType.StytchOtp, accessToken: jwt({sub: 'User-1', aud: ['Project-X']})})).toBe(
        keccak('user-1:project-x'),
      );
    });
    expect(await idOf(ProviderType.WebAuthn, {}, {authMethodType: AuthMethodType.WebAuthn, accessToken: JSON.stringify({rawId: 'RAW'})})).toBe(keccak('RAW:lit'));
    expect(
      await idOf(ProviderType.EthWallet, {domain: 'app.example', origin: 'https://app.example'}, {authMethodType: AuthMethodType.EthWallet, accessToken: JSON.stringify({address: authSig.address})}),
    ).toBe(authSig.address.toLowerCase());
  });

  test('EthWalletProvider.authenticate with address and signMessage signs a SIWE message for the given domain and origin and returns an EthWallet auth method', async () => {
    const {ProviderType, AuthMethodType} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const wallet = new ethers.Wallet(`0x${'42'.repeat(32)}`);
    const provider = authClient().initProvider(ProviderType.EthWallet, {domain: 'app.example', origin: 'https://app.example'});
    const authMethod = await provider.authenticate({address: wallet.address, signMessage: (message: string) => wallet.signMessage(message)});
    expect(authMethod.authMethodType).toBe(AuthMethodType.EthWallet);
    const signed = JSON.parse(authMethod.accessToken);
    expect(signed.signedMessage).toMatch(/^app\.example wants you to sign in with your Ethereum account:/);
    expect(signed.signedMessage).toContain('URI: https://app.example');
    expect(ethers.utils.verifyMessage(signed.signedMessage, signed.sig)).toBe(wallet.address);
  });

  test('LitAuthClient keeps only a browser LitNodeClient (a LitNodeClientNodeJs is replaced by a new serrano client), uses the Chronicle RPC and the built-in relay URL by default, and ignores litOtpConfig with a customRelay', () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const browserClient = new LitNodeClient({litNetwork: 'jalapeno', debug: false});
    expect(new LitAuthClient({litRelayConfig: {relayApiKey: 'k'}, litNodeClient: browserClient}).litNodeClient).toBe(browserClient);
    const nodeClient = new LitNodeClientNodeJs({litNetwork: 'jalapeno', debug: false});
    const replaced = new LitAuthClient({litRelayConfig: {relayApiKey: 'k'}, litNodeClient: nodeClient});
    expect(replaced.litNodeClient).not.toBe(nodeClient);
    expect(replaced.litNodeClient.config.litNetwork).toBe('serrano');
    expect(replaced.rpcUrl).toBe('https://chain-rpc.litprotocol.com/http');
    expect(replaced.relay.relayUrl).toBe('https://relay-server-staging.herokuapp.com');
    const otp = {baseUrl: 'https://otp.example'};
    expect(new LitAuthClient({litRelayConfig: {relayApiKey: 'k'}, litOtpConfig: otp}).litOtpOptions).toBe(otp);
    expect(new LitAuthClient({customRelay: {}, litOtpConfig: otp}).litOtpOptions).toBeUndefined();
  });
});

test.describe('2.2.61 one-time codes (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/authMethods/email-sms.md)', () => {
  test.skip(!installed, skipReason);
  const otpProvider = (params: Params, litOtpConfig?: Params) => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    return new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}, ...(litOtpConfig ? {litOtpConfig} : {})}).initProvider(ProviderType.Otp, params);
  };

  test('sendOtpCode posts the userId, a request id and the email options to the Lit code service, and authenticate sends the same request id with the code and returns an OTP (7) auth method', async () => {
    const provider = otpProvider({userId: 'you@example.com', emailCustomizationOptions: {fromName: 'Example App'}, customName: 'My App'});
    const {calls, restore} = stubFetch((call) => (call.url.endsWith('/start') ? Response.json({callback: 'cb'}) : Response.json({token_jwt: 'the.jwt.token'})));
    try {
      await provider.sendOtpCode();
      const authMethod = await provider.authenticate({code: '123456'});
      expect(calls[0].url).toBe('https://auth-api.litgateway.com:443/api/otp/start');
      expect(calls[0].body).toMatchObject({otp: 'you@example.com', email_configuration: {from_name: 'Example App'}, custom_name: 'My App'});
      expect(typeof calls[0].body.request_id).toBe('string');
      expect(calls[1].url).toBe('https://auth-api.litgateway.com:443/api/otp/check');
      expect(calls[1].body).toEqual({otp: 'you@example.com', code: '123456', request_id: calls[0].body.request_id});
      expect(authMethod).toEqual({authMethodType: 7, accessToken: 'the.jwt.token'});
    } finally {
      restore();
    }
  });

  test('a second OtpProvider given the same requestId option sends an empty request_id from authenticate(): 2.2.61 reads the option only in sendOtpCode', async () => {
    const provider = otpProvider({userId: 'you@example.com', requestId: 'saved-123'});
    const {calls, restore} = stubFetch(() => Response.json({token_jwt: 'the.jwt.token'}));
    try {
      await provider.authenticate({code: '123456'});
      expect(calls).toHaveLength(1);
      expect(calls[0].body).toEqual({otp: 'you@example.com', code: '123456', request_id: ''});
    } finally {
      restore();
    }
  });

  test('OTP errors: a failed start throws "Unable to start otp verification" after console.warn of the body, a failed check "unsucessful otp check", no token "Invalid otp code, operation was aborted", no options "Must provide authentication options for OTP check"', async () => {
    const provider = otpProvider({userId: '+14155550123'}, {baseUrl: 'https://otp.example', port: '8443'});
    let stub = stubFetch(() => Response.json({error: 'bad number'}, {status: 400}));
    try {
      const warned = await captureConsole(['warn'], async () => {
        expect((await thrown(() => provider.sendOtpCode())).message).toBe('Unable to start otp verification');
        expect(stub.calls[0].url).toBe('https://otp.example:8443/api/otp/start');
        expect((await thrown(() => provider.authenticate({code: '1'}))).message).toBe('unsucessful otp check');
      });
      expect(warned[0]).toEqual(['warn', 'Something wrong with  OTP request', {error: 'bad number'}]);
    } finally {
      stub.restore();
    }
    stub = stubFetch(() => Response.json({}));
    try {
      expect((await thrown(() => provider.authenticate({code: '1'}))).message).toBe('Invalid otp code, operation was aborted');
      expect((await thrown(() => provider.authenticate())).message).toMatch(/^Must provide authentication options for OTP check/);
    } finally {
      stub.restore();
    }
  });

  test('OTP errors answered in plain text: sendOtpCode and the code check read the error body with response.json() to log it, so they reject with a SyntaxError instead of their own messages', async () => {
    const provider = otpProvider({userId: '+14155550123'}, {baseUrl: 'https://otp.example', port: '8443'});
    const stub = stubFetch(() => new Response('Too many requests', {status: 429}));
    try {
      const start = await thrown(() => provider.sendOtpCode());
      const check = await thrown(() => provider.authenticate({code: '1'}));
      for (const error of [start, check]) {
        expect(error).toBeInstanceOf(SyntaxError);
        expect(error.message).not.toMatch(/otp/);
      }
    } finally {
      stub.restore();
    }
  });

  test('StytchOtpProvider.authenticate prints the decoded token body with console.log, after "JWT body: " and again after "otpProvider: parsed token body"; getAuthMethodId prints it once more after "JWT body: "', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const stytch = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}}).initProvider(ProviderType.StytchOtp, {appId: 'project-1'});
    const body = {sub: 'user-1', aud: ['project-1'], 'https://stytch.com/session': {authentication_factors: [{type: 'otp', email_factor: {email_address: 'a@example.com'}}]}};
    const token = `e30.${Buffer.from(JSON.stringify(body)).toString('base64url')}.sig`;
    const printed = await captureConsole(['log'], async () => {
      const authMethod = await stytch.authenticate({accessToken: token, userId: 'user-1'});
      await stytch.getAuthMethodId(authMethod);
    });
    expect(printed).toEqual([
      ['log', 'JWT body: ', body],
      ['log', 'otpProvider: parsed token body', body],
      ['log', 'JWT body: ', body],
    ]);
  });

  test('StytchOtpProvider.authenticate accepts a token whose first aud is appId and whose sub is the user id, returning StytchOtp (9), and refuses another project with "Parsed application id does not match parameters"', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const stytch = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}}).initProvider(ProviderType.StytchOtp, {appId: 'project-1'});
    const token = (aud: string) =>
      `e30.${Buffer.from(JSON.stringify({sub: 'user-1', aud: [aud], 'https://stytch.com/session': {authentication_factors: [{type: 'otp'}]}})).toString('base64url')}.sig`;
    // The provider prints the token body.
    await captureConsole(['log'], async () => {
      expect(await stytch.authenticate({accessToken: token('project-1'), userId: 'user-1'})).toEqual({authMethodType: 9, accessToken: token('project-1')});
      expect((await thrown(() => stytch.authenticate({accessToken: token('project-2'), userId: 'user-1'}))).message).toBe('Parsed application id does not match parameters');
    });
  });
});

test.describe('2.2.61 social login (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/authMethods/socialLogin.md)', () => {
  test.skip(!installed, skipReason);

  /** Runs `run` with a minimal browser window at `href`, a session storage holding `state`, and records replaceState. */
  async function inFakeBrowser<T>(href: string, state: string | null, run: () => Promise<T>) {
    const url = new URL(href);
    const replaced: string[] = [];
    const storage = new Map<string, string>(state ? [['lit-state-param', state]] : []);
    const globals = globalThis as Record<string, unknown>;
    const saved = {window: globals.window, sessionStorage: globals.sessionStorage};
    globals.sessionStorage = {getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key)};
    globals.window = {
      location: {href: url.href, origin: url.origin, pathname: url.pathname, search: url.search},
      document: {title: 'Login', location: {search: url.search}},
      history: {replaceState: (_state: unknown, _title: string, path: string) => void replaced.push(path)},
      btoa,
      atob,
    };
    try {
      return {result: await thrown(run), replaced};
    } finally {
      globals.window = saved.window;
      globals.sessionStorage = saved.sessionStorage;
    }
  }

  test('GoogleProvider.authenticate checks the redirect URI first, then throws the error parameter, then checks the state from session storage, clears the query and returns a GoogleJwt (6) auth method', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const {encode} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/utils');
    const redirectUri = 'https://app.example/login';
    const google = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}}).initProvider(ProviderType.Google, {redirectUri});
    const state = encodeURIComponent(Buffer.from('abc123').toString('base64'));
    expect((globalThis as {window?: unknown}).window).toBeUndefined();
    expect(typeof encode).toBe('function'); // the SDK's encode is window.btoa, which the fake window provides
    const wrongPage = await inFakeBrowser('https://app.example/other?error=access_denied', 'abc123', () => google.authenticate());
    expect(wrongPage.result.message).toBe(`Current url "https://app.example/other?error=access_denied" does not match provided redirect uri "${redirectUri}"`);
    const refused = await inFakeBrowser(`${redirectUri}?error=access_denied&state=wrong`, 'abc123', () => google.authenticate());
    expect(refused.result.message).toBe('access_denied');
    const badState = await inFakeBrowser(`${redirectUri}?provider=google&id_token=T&state=d3Jvbmc%3D`, 'abc123', () => google.authenticate());
    expect(badState.result.message).toMatch(/^Invalid state parameter "d3Jvbmc=" passed in redirect callback URL/);
    const noStoredState = await inFakeBrowser(`${redirectUri}?provider=google&id_token=T&state=${state}`, null, () => google.authenticate());
    expect(noStoredState.result.message).toMatch(/^Invalid state parameter/);
    const noToken = await inFakeBrowser(`${redirectUri}?provider=google&state=${state}`, 'abc123', () => google.authenticate());
    expect(noToken.result.message).toMatch(/^Missing ID token in redirect callback URL for Google OAuth/);
    expect(noToken.replaced).toEqual(['/login']);
    let authMethod: unknown;
    await inFakeBrowser(`${redirectUri}?provider=google&id_token=the-id-token&state=${state}`, 'abc123', async () => {
      authMethod = await google.authenticate();
    });
    expect(authMethod).toEqual({authMethodType: 6, accessToken: 'the-id-token'});
  });

  test('signIn goes to login.litgateway.com; DiscordProvider uses client id 1052874239658692668 unless given one; generateAuthMethodForGoogleJWT wraps a token as GoogleJwt without checking it', async () => {
    const {prepareLoginUrl} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/utils');
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    let loginUrl = '';
    await inFakeBrowser('https://app.example/login', null, async () => {
      loginUrl = await prepareLoginUrl('google', 'https://app.example/login');
    });
    expect(new URL(loginUrl).origin).toBe('https://login.litgateway.com');
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}});
    expect(client.initProvider(ProviderType.Discord, {redirectUri: 'https://app.example/login'}).clientId).toBe('1052874239658692668');
    expect(client.initProvider(ProviderType.Discord, {redirectUri: 'https://app.example/login', clientId: 'mine'}).clientId).toBe('mine');
    expect(connectedV2Client(requireFromSamples).generateAuthMethodForGoogleJWT('not even a jwt')).toEqual({authMethodType: 6, accessToken: 'not even a jwt'});
  });

  test('AppleProvider.signIn throws the Error No login route available for the given provider "apple". before it saves a state or leaves the page', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const apple = new LitAuthClient({litRelayConfig: {relayApiKey: 'key'}}).initProvider(ProviderType.Apple, {redirectUri: 'https://app.example/login'});
    const assigned: string[] = [];
    const stored: string[] = [];
    const error = await withGlobals(
      {window: {location: {origin: 'https://app.example', assign: (url: string) => void assigned.push(url)}, btoa, atob}, sessionStorage: {setItem: (key: string) => void stored.push(key), getItem: () => null}},
      () => thrown(() => apple.signIn()),
    );
    expect(error.message).toBe('No login route available for the given provider "apple".');
    expect(assigned).toEqual([]);
    expect(stored).toEqual([]);
  });
});

test.describe('2.2.61 WebAuthn (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/authMethods/webAuthn.md)', () => {
  test.skip(!installed, skipReason);

  test('WebAuthnProvider rpName defaults to "lit", register() returns what the relay generateRegistrationOptions gives, mintPKPThroughRelayer refuses, and the relying party ID is the host name without the port', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const {getRPIdFromOrigin} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/utils');
    const asked: unknown[] = [];
    const relay = {generateRegistrationOptions: async (username?: string) => (asked.push(username), {challenge: 'from-the-relay'})};
    const webAuthn = new LitAuthClient({customRelay: relay}).initProvider(ProviderType.WebAuthn);
    expect(webAuthn.rpName).toBe('lit');
    expect(await webAuthn.register('alice')).toEqual({challenge: 'from-the-relay'});
    expect(asked).toEqual(['alice']);
    expect((await thrown(() => webAuthn.mintPKPThroughRelayer())).message).toBe('Use verifyAndMintPKPThroughRelayer for WebAuthnProvider instead.');
    expect(getRPIdFromOrigin('https://app.example:8443')).toBe('app.example');
    expect(getRPIdFromOrigin('http://localhost:3000')).toBe('localhost');
    expect((await thrown(() => webAuthn.getAuthMethodId({authMethodType: 3, accessToken: 'not json'}))).message).toMatch(
      /^Error when parsing auth method to generate auth method ID for WebAuthn/,
    );
  });

  test('verifyAndMintPKPThroughRelayer creates the passkey and asks the relay to mint a new PKP every time: type WebAuthn (3), the credential public key from the attestation, scope 0, sent to itself; it takes no existing PKP', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const cbor = requireFromSamples('cbor-web');
    // A stand-in authenticator: authData = rpIdHash, flags (user present, attested data), counter, AAGUID, credential id, COSE key.
    const credentialId = crypto.randomBytes(16);
    const coseKey = Buffer.from(cbor.encode(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, crypto.randomBytes(32)], [-3, crypto.randomBytes(32)]])));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([crypto.randomBytes(32), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, credentialId, coseKey]);
    const attestationObject = Buffer.from(cbor.encode({fmt: 'none', attStmt: {}, authData}));
    const arrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    const credential = {
      id: credentialId.toString('base64url'),
      rawId: arrayBuffer(credentialId),
      type: 'public-key',
      response: {attestationObject: arrayBuffer(attestationObject), clientDataJSON: arrayBuffer(Buffer.from('{}')), getTransports: () => ['internal']},
      getClientExtensionResults: () => ({}),
      authenticatorAttachment: 'platform',
    };
    const sent: Params[] = [];
    const relay = {mintPKP: async (body: string) => (sent.push(JSON.parse(body)), {requestId: `request-${sent.length}`})};
    const options = {
      challenge: Buffer.from('challenge').toString('base64url'),
      rp: {name: 'lit', id: 'localhost'},
      user: {id: 'user-1', name: 'user', displayName: 'user'},
      pubKeyCredParams: [{type: 'public-key', alg: -7}],
    };
    const requestIds = await withGlobals(
      {window: {PublicKeyCredential: function PublicKeyCredential() {}, location: {hostname: 'localhost'}}, navigator: {credentials: {create: async () => credential}}},
      async () => {
        const webAuthn = new LitAuthClient({customRelay: relay}).initProvider('webauthn', {});
        return [await webAuthn.verifyAndMintPKPThroughRelayer(options), await webAuthn.verifyAndMintPKPThroughRelayer(options)];
      },
    );
    expect(requestIds).toEqual(['request-1', 'request-2']);
    for (const body of sent) {
      expect(Object.keys(body).sort()).toEqual(
        ['addPkpEthAddressAsPermittedAddress', 'keyType', 'permittedAuthMethodIds', 'permittedAuthMethodPubkeys', 'permittedAuthMethodScopes', 'permittedAuthMethodTypes', 'sendPkpToItself'].sort(),
      );
      expect(body).toMatchObject({keyType: 2, permittedAuthMethodTypes: [3], permittedAuthMethodPubkeys: [`0x${coseKey.toString('hex')}`], addPkpEthAddressAsPermittedAddress: true, sendPkpToItself: true});
      expect(body.permittedAuthMethodScopes).toEqual([[{type: 'BigNumber', hex: '0x00'}]]);
    }
  });
});

test.describe('contracts-sdk 2.2.35 (versioned_docs/version-2.0/sdk/explanation/contracts.md)', () => {
  test.skip(!installed, skipReason);

  test('LitContracts only stores options until connect() - rpc defaults to the Chronicle RPC, rpcs to [rpc], randomPrivatekey and debug to false, and the helpers throw "Contracts are not connected. Please call connect() first"', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    expect(requireFromSamples('@lit-protocol/contracts-sdk/package.json').version).toBe('2.2.35');
    const contracts = new LitContracts();
    expect(contracts.rpc).toBe('https://chain-rpc.litprotocol.com/http');
    expect(contracts.rpcs).toEqual(['https://chain-rpc.litprotocol.com/http']);
    expect(contracts.randomPrivateKey).toBe(false);
    expect(contracts.debug).toBe(false);
    expect(contracts.connected).toBe(false);
    expect(contracts.pkpNftContract).toEqual({});
    for (const call of [
      () => contracts.pkpNftContractUtil.write.mint(),
      () => contracts.pkpNftContractUtil.read.getTokensByAddress('0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'),
      () => contracts.pkpPermissionsContractUtil.write.addPermittedAction('1', 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'),
    ]) {
      expect((await thrown(call)).message).toBe('Contracts are not connected. Please call connect() first');
    }
    expect(new LitContracts({rpc: 'https://rpc.example'}).rpcs).toEqual(['https://rpc.example']);
  });

  test('options.storeOrUseStorageKey needs a global localStorage: in Node.js without one connect() throws "localStorage is not defined"; with one the generated key is kept under lit-contracts-sdk-private-key and reused', async () => {
    expect((globalThis as {localStorage?: unknown}).localStorage).toBeUndefined();
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    // connect() warns about the stored key.
    await captureConsole(['warn'], async () => {
      const withoutStorage = new LitContracts({options: {storeOrUseStorageKey: true}});
      await expect(withoutStorage.connect()).rejects.toThrow(new ReferenceError('localStorage is not defined'));
      const store = new Map<string, string>();
      const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
      await withGlobals({localStorage}, async () => {
        const first = new LitContracts({options: {storeOrUseStorageKey: true}});
        await first.connect();
        const second = new LitContracts({options: {storeOrUseStorageKey: true}});
        await second.connect();
        expect([...store.keys()]).toEqual(['lit-contracts-sdk-private-key']);
        expect(await second.signer.getAddress()).toBe(await first.signer.getAddress());
      });
    });
  });

  test('the provider option of LitContracts is kept only in a browser alongside a signer that is not a PKP wallet: connect() replaces it in Node.js, in a browser without a signer, and with a PKP wallet as signer', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const mine = new ethers.providers.JsonRpcProvider('http://127.0.0.1:1');
    const node = new LitContracts({provider: mine});
    await node.connect();
    expect(node.provider).not.toBe(mine);
    // A PKPEthersWallet is recognised by its litNodeClient and rpcProvider properties.
    const pkpLike = Object.assign(new ethers.VoidSigner(ethers.constants.AddressZero, mine), {litNodeClient: {}, rpcProvider: new ethers.providers.JsonRpcProvider('http://127.0.0.1:2')});
    const withPkp = new LitContracts({provider: mine, signer: pkpLike});
    await captureConsole(['warn'], () => withPkp.connect());
    expect(withPkp.provider).toBe(pkpLike.rpcProvider);
    // A browser, as misc 2.2.61 isBrowser() sees it: no process.versions.node, an injected window.ethereum.
    const versions = Object.getOwnPropertyDescriptor(process, 'versions')!;
    Object.defineProperty(process, 'versions', {value: {}, configurable: true});
    try {
      await withGlobals({window: {ethereum: {send: async () => null, request: async () => []}}, alert: () => undefined}, async () => {
        const browserOnly = new LitContracts({provider: mine});
        await browserOnly.connect();
        expect(browserOnly.provider).not.toBe(mine);
        expect(browserOnly.provider.constructor.name).toBe('Web3Provider');
        const browserWithSigner = new LitContracts({provider: mine, signer: new ethers.VoidSigner(ethers.constants.AddressZero, mine)});
        await browserWithSigner.connect();
        expect(browserWithSigner.provider).toBe(mine);
      });
    } finally {
      Object.defineProperty(process, 'versions', versions);
    }
  });

  test('the bundled ABIs: PKPHelper mintNextAndAddAuthMethods takes keyType, the auth method types, ids, pubkeys and scopes and the two flags in that order; PKPPermissions addPermittedAuthMethod(tokenId, authMethod, scopes) and removePermittedAuthMethod(tokenId, authMethodType, id)', () => {
    type Abi = {name?: string; inputs?: {name: string}[]}[];
    const inputsOf = (abi: Abi, name: string) => abi.filter((entry) => entry.name === name).map((entry) => entry.inputs!.map((input) => input.name));
    const helper: Abi = requireFromSamples('@lit-protocol/contracts-sdk/src/abis/PKPHelper.data.js').pkpHelper.abi;
    const permissions: Abi = requireFromSamples('@lit-protocol/contracts-sdk/src/abis/PKPPermissions.data.js').pkpPermissions.abi;
    expect(inputsOf(helper, 'mintNextAndAddAuthMethods')).toEqual([
      ['keyType', 'permittedAuthMethodTypes', 'permittedAuthMethodIds', 'permittedAuthMethodPubkeys', 'permittedAuthMethodScopes', 'addPkpEthAddressAsPermittedAddress', 'sendPkpToItself'],
    ]);
    expect(inputsOf(permissions, 'addPermittedAuthMethod')).toEqual([['tokenId', 'authMethod', 'scopes']]);
    expect(inputsOf(permissions, 'removePermittedAuthMethod')).toEqual([['tokenId', 'authMethodType', 'id']]);
  });

  test('utils convert token IDs between hex and decimal and a CIDv0 to the 0x-prefixed bytes of its multihash', () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {utils} = new LitContracts();
    expect(utils.hexToDec('0xff')).toBe('255');
    expect(utils.decToHex('255')).toBe('0xff');
    const bytes = utils.getBytesFromMultihash('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG');
    expect(bytes).toMatch(/^0x1220[0-9a-f]{64}$/);
  });

  test('isPermittedAddress takes the token id in decimal: it runs it through decToHex, so the hex id mint() returns throws "invalid BigNumber value" before any RPC call, while isPermittedAction passes either form on', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({privateKey: '0x' + '11'.repeat(32), debug: false});
    await contracts.connect();
    const methods: string[] = [];
    contracts.provider.detectNetwork = async () => ({chainId: 175177, name: 'chronicle'});
    contracts.provider.perform = async (method: string) => (methods.push(method), '0x' + '00'.repeat(31) + '01');
    const hexId = '0x' + 'ab'.repeat(32);
    const decId = contracts.utils.hexToDec(hexId);
    const address = '0x' + '22'.repeat(20);
    const cid = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
    expect(contracts.utils.decToHex(hexId, null)).toBeNull();
    expect(await contracts.pkpPermissionsContractUtil.read.isPermittedAddress(decId, address)).toBe(true);
    expect(methods).toEqual(['call']);
    const error = await contracts.pkpPermissionsContractUtil.read.isPermittedAddress(hexId, address).then(() => undefined, (e: Error) => e);
    expect(error?.message).toMatch(/^invalid BigNumber value \(argument="value", value=null/);
    expect(methods).toEqual(['call']);
    expect(await contracts.pkpPermissionsContractUtil.read.isPermittedAction(hexId, cid)).toBe(true);
    expect(await contracts.pkpPermissionsContractUtil.read.isPermittedAction(decId, cid)).toBe(true);
  });

  test('getPermittedActions returns the stored multihash bytes as the contract gives them (getMultihashFromBytes turns one back into the CID), and like getPermittedAddresses asks five times, a second apart, before returning an empty list', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    // No provider: the helper only needs connected set and a permissions contract to read from.
    const contracts = new LitContracts();
    contracts.connected = true;
    const cid = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
    const stored = contracts.utils.getBytesFromMultihash(cid);
    // The helper waits with setTimeout(…, 1000) between tries: withInstantTimers skips and records those waits only.
    let asked = 0;
    contracts.pkpPermissionsContract = {read: {getPermittedActions: async () => (asked++, asked < 2 ? [] : [stored])}};
    const actions: string[] = await withInstantTimers(1000, () => contracts.pkpPermissionsContractUtil.read.getPermittedActions('1'));
    expect(actions).toEqual([stored]);
    expect(asked).toBe(2);
    expect(contracts.utils.getMultihashFromBytes(actions[0])).toBe(cid);
    asked = 0;
    contracts.pkpPermissionsContract = {read: {getPermittedActions: async () => (asked++, [])}};
    await withInstantTimers(1000, async (waits) => {
      expect(await contracts.pkpPermissionsContractUtil.read.getPermittedActions('1')).toEqual([]);
      expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
    });
    expect(asked).toBe(5);
    asked = 0;
    contracts.pkpPermissionsContract = {read: {getPermittedAddresses: async () => (asked++, [])}};
    await withInstantTimers(1000, async (waits) => {
      expect(await contracts.pkpPermissionsContractUtil.read.getPermittedAddresses('1')).toEqual([]);
      expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
    });
    expect(asked).toBe(5);
  });
});

test.describe('2.2.61 after lit-js-sdk 1.x (versioned_docs/version-2.0/sdk/explanation/migration.md)', () => {
  test.skip(!installed, skipReason);
  const exportsOf = (name: string) => Object.keys(requireFromSamples(`@lit-protocol/${name}`));

  test('the 1.x functions moved to ethConnect, access-control-conditions, crypto, misc-browser, misc and constants; the client packages keep the encryption and conversion helpers', () => {
    const {ethConnect} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(Object.keys(ethConnect)).toEqual(expect.arrayContaining(['signAndSaveAuthMessage', 'connectWeb3', 'encodeCallData', 'decodeCallResult', 'signMessageAsync']));
    expect(exportsOf('auth-browser')).toContain('ethConnect');
    expect(exportsOf('access-control-conditions')).toEqual(
      expect.arrayContaining(['hashAccessControlConditions', 'hashEVMContractConditions', 'hashUnifiedAccessControlConditions', 'hashResourceId', 'canonicalAccessControlConditionFormatter']),
    );
    expect(exportsOf('crypto')).toEqual(expect.arrayContaining(['encryptWithSymmetricKey', 'decryptWithSymmetricKey', 'generateSymmetricKey', 'importSymmetricKey', 'generateSessionKeyPair']));
    expect(exportsOf('misc-browser')).toEqual(expect.arrayContaining(['fileToDataUrl', 'downloadFile', 'injectViewerIFrame']));
    expect(exportsOf('misc')).toContain('decimalPlaces');
    expect(exportsOf('constants')).toEqual(expect.arrayContaining(['LIT_CHAINS', 'LIT_SVM_CHAINS', 'ALL_LIT_CHAINS', 'LIT_COSMOS_CHAINS', 'LIT_ERROR', 'LIT_ERROR_CODE']));
    const kept = ['encryptString', 'decryptString', 'encryptFile', 'decryptFile', 'zipAndEncryptString', 'zipAndEncryptFiles', 'encryptZip', 'decryptZip', 'encryptFileAndZipWithMetadata', 'decryptZipFileWithMetadata', 'verifyJwt', 'humanizeAccessControlConditions', 'hashResourceIdForSigning', 'uint8arrayFromString', 'uint8arrayToString', 'blobToBase64String', 'base64StringToBlob'];
    expect(exportsOf('lit-node-client-nodejs')).toEqual(expect.arrayContaining(kept));
    expect(exportsOf('lit-node-client')).toEqual(expect.arrayContaining([...kept, 'checkAndSignAuthMessage', 'disconnectWeb3']));
  });

  test('in a browser 2.2.61 disconnectWeb3 removes lit-auth-signature, the Solana and Cosmos signatures, lit-web3-provider and lit-wallet-sig, and keeps lit-session-key; in Node.js it removes nothing', async () => {
    const {disconnectWeb3} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LOCAL_STORAGE_KEYS} = requireFromSamples('@lit-protocol/constants');
    const keys: string[] = Object.values(LOCAL_STORAGE_KEYS);
    const store = new Map<string, string>(keys.map((key) => [key, 'x']));
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k)};
    await withGlobals({localStorage}, async () => {
      disconnectWeb3();
      expect(store.size).toBe(keys.length);
      // A browser, as misc 2.2.61 isNode()/isBrowser() see it: no process.versions.node.
      const versions = Object.getOwnPropertyDescriptor(process, 'versions')!;
      Object.defineProperty(process, 'versions', {value: {}, configurable: true});
      try {
        disconnectWeb3();
      } finally {
        Object.defineProperty(process, 'versions', versions);
      }
    });
    expect(keys).toEqual(expect.arrayContaining(['lit-session-key', 'lit-wallet-sig', 'lit-auth-signature', 'lit-auth-sol-signature', 'lit-auth-cosmos-signature', 'lit-web3-provider']));
    expect([...store.keys()].sort()).toEqual(keys.filter((key) => !['lit-auth-signature', 'lit-auth-sol-signature', 'lit-auth-cosmos-signature', 'lit-web3-provider', 'lit-wallet-sig'].includes(key)).sort());
    expect(store.has('lit-session-key')).toBe(true);
  });

  test('none of the removed 1.x functions exists in the 2.2.61 packages or on the client', () => {
    const removed = ['createHtmlLIT', 'toggleLock', 'unlockLitWithKey', 'mintLIT', 'findLITs', 'sendLIT', 'litJsSdkLoadedInALIT', 'lookupNameServiceAddress', 'encryptWithPubKey', 'decryptWithPrivKey', 'encryptWithBlsPubkey', 'hashEncryptionKey', 'getTokenList', 'signPKPTransaction', 'sendPKPTransaction'];
    const everything = new Set(
      ['lit-node-client', 'lit-node-client-nodejs', 'encryption', 'crypto', 'misc', 'misc-browser', 'auth-browser', 'access-control-conditions', 'constants', 'pkp-ethers', 'contracts-sdk', 'lit-auth-client', 'auth-helpers', 'bls-sdk', 'ecdsa-sdk', 'uint8arrays'].flatMap(exportsOf),
    );
    const client = connectedV2Client(requireFromSamples);
    expect(removed.filter((name) => everything.has(name) || name in client)).toEqual([]);
  });

  test('the other 1.3.4 exports: printError in misc, initWasmBlsSdk and wasmBlsSdkHelpers in bls-sdk, combine_signature with browser and Node.js initialisers in ecdsa-sdk, the version string in constants', () => {
    expect(exportsOf('misc')).toEqual(expect.arrayContaining(['printError', 'decimalPlaces']));
    expect(exportsOf('bls-sdk')).toEqual(expect.arrayContaining(['initWasmBlsSdk', 'wasmBlsSdkHelpers']));
    expect(exportsOf('ecdsa-sdk')).toEqual(expect.arrayContaining(['combine_signature', 'initWasmEcdsaSdkBrowser', 'initWasmEcdsaSdkNodejs']));
    expect(exportsOf('ecdsa-sdk')).not.toContain('initWasmEcdsaSdk');
    expect(requireFromSamples('@lit-protocol/constants').version).toBe('2.2.61');
  });
});

test.describe('2.2.61 validateAndSignEcdsa (docs/api-reference/v2-sdk.md)', () => {
  test.skip(!installed, skipReason);
  test('2.2.61 validateAndSignEcdsa never combines a signature: "Condition Failed", the first node\'s raw reply, or a rejection (the first node\'s error; with every node answering, a TypeError from wasmECDSA.initWasmEcdsaSdk)', async () => {
    const client = connectedV2Client(requireFromSamples);
    const params = {accessControlConditions: onlyThisWallet, chain: 'ethereum', auth_sig: authSig};
    const share = {result: 'success', local_x: '01', local_y: '02', public_key: '03', signature_share: '04'};
    const failing = (node: string) => (call: NodeCall) =>
      call.url.startsWith(node) ? Response.json({errorCode: 'x', message: `refused by ${node}`}, {status: 500}) : Response.json(share);
    // 2.2.61's crypto package sets the global wasmECDSA to the raw WASM exports (it has combine_signature, no initWasmEcdsaSdk).
    const wasmECDSA = await requireFromSamples('@lit-protocol/ecdsa-sdk').initWasmEcdsaSdkNodejs();
    expect(typeof wasmECDSA.combine_signature).toBe('function');
    expect(wasmECDSA.initWasmEcdsaSdk).toBeUndefined();
    await withGlobals({wasmECDSA}, async () => {
      const answers: Array<(call: NodeCall) => Response> = [
        (call) => Response.json(call.url.startsWith(NODES[0]) ? {result: 'failure'} : share),
        failing(NODES[1]),
        failing(NODES[0]),
        () => Response.json(share),
        (call) => (call.url.startsWith(NODES[0]) ? Response.json({result: 'failure'}) : failing(NODES[1])(call)),
      ];
      const outcomes: unknown[] = [];
      for (const answer of answers) {
        const {restore} = stubFetch(answer);
        try {
          outcomes.push(await client.validateAndSignEcdsa(params));
        } catch (error) {
          outcomes.push(error instanceof Error ? `${error.name}: ${error.message}` : error);
        } finally {
          restore();
        }
      }
      expect(outcomes).toEqual([
        'Condition Failed',
        share,
        {errorCode: 'x', message: `refused by ${NODES[0]}`},
        'TypeError: wasmECDSA.initWasmEcdsaSdk is not a function',
        {result: 'failure'},
      ]);
    });
    expect((await thrown(() => client.validateAndSignEcdsa({chain: 'ethereum', auth_sig: authSig}))).message).toBe(
      'You must provide either accessControlConditions or evmContractConditions or solRpcConditions',
    );
  });
});

test.describe('2.2.61 encryption helper results (docs/api-reference/v2-sdk.md)', () => {
  test.skip(!installed, skipReason);

  test('encryptString resolves to a Uint8Array symmetricKey and an encryptedString Blob (plus encryptedData), decryptString to the string, decryptFile to an ArrayBuffer, decryptZip to an object keyed by file name whose entries have async()', async () => {
    const {encryptString, decryptString, encryptFile, decryptFile, zipAndEncryptString, decryptZip} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const sealed = await encryptString('my secret');
    expect(Object.keys(sealed).sort()).toEqual(['encryptedData', 'encryptedString', 'symmetricKey']);
    expect(sealed.symmetricKey).toBeInstanceOf(Uint8Array);
    expect(sealed.encryptedString).toBeInstanceOf(Blob);
    expect(await decryptString(sealed.encryptedString, sealed.symmetricKey)).toBe('my secret');
    const file = await encryptFile({file: new Blob(['file body'])});
    const opened = await decryptFile({file: file.encryptedFile, symmetricKey: file.symmetricKey});
    expect(Object.prototype.toString.call(opened)).toBe('[object ArrayBuffer]');
    expect(Buffer.from(opened).toString()).toBe('file body');
    const zipped = await zipAndEncryptString('zipped');
    const files = await decryptZip(zipped.encryptedZip, zipped.symmetricKey);
    expect(Object.keys(files)).toEqual(['string.txt']);
    expect(await files['string.txt'].async('string')).toBe('zipped');
  });
});

test.describe('2.2.61 AuthSig in the browser (versioned_docs/version-2.0/sdk/explanation/authentication/authSig.md)', () => {
  test.skip(!installed, skipReason);

  test('the AuthSig that checkAndSignAuthMessage signs and stores in a browser has the address in lower case, while its SIWE message has the checksummed address', async () => {
    const miscLib = requireFromSamples('@lit-protocol/misc/src/lib/misc');
    const eth = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    const {ethers} = requireFromSamples('ethers');
    const wallet = new ethers.Wallet('0x' + '22'.repeat(32));
    const stored: Record<string, string> = {};
    const realIsNode = miscLib.isNode;
    miscLib.isNode = () => false; // the browser path; the wallet is an ethers Wallet standing in for the extension's signer
    try {
      const authSig = await withGlobals<{address: string; signedMessage: string}>(
        {
          location: {host: 'localhost', href: 'https://localhost/login'},
          localStorage: {setItem: (key: string, value: string) => void (stored[key] = value), getItem: (key: string) => stored[key] ?? null},
        },
        () => eth.signAndSaveAuthMessage({web3: {getSigner: () => wallet}, account: wallet.address.toLowerCase(), chainId: 1, expiration: new Date(Date.now() + 60_000).toISOString()}),
      );
      expect(authSig.address).toBe(wallet.address.toLowerCase());
      expect(authSig.address).not.toBe(wallet.address);
      expect(authSig.signedMessage.split('\n')[1]).toBe(wallet.address);
      expect(JSON.parse(stored['lit-auth-signature']).address).toBe(wallet.address.toLowerCase());
    } finally {
      miscLib.isNode = realIsNode;
    }
  });

  test('disconnectWeb3 in a browser removes lit-auth-signature, the Solana and Cosmos signatures, lit-web3-provider and lit-wallet-sig, and keeps lit-session-key', async () => {
    const miscLib = requireFromSamples('@lit-protocol/misc/src/lib/misc');
    const eth = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    const {LOCAL_STORAGE_KEYS} = requireFromSamples('@lit-protocol/constants');
    const stored: Record<string, string> = Object.fromEntries(Object.values(LOCAL_STORAGE_KEYS).map((key) => [key as string, 'x']));
    const realIsNode = miscLib.isNode;
    miscLib.isNode = () => false; // the browser path
    try {
      await withGlobals({localStorage: {removeItem: (key: string) => void delete stored[key]}}, async () => eth.disconnectWeb3());
    } finally {
      miscLib.isNode = realIsNode;
    }
    expect(Object.keys(stored).sort()).toEqual(['lit-comms-keypair', 'lit-session-key']);
  });
});

test.describe('contracts-sdk 2.2.35 LitContracts (docs/api-reference/v2-sdk.md)', () => {
  test.skip(!installed, skipReason);

  test('in Node.js connect() replaces the provider passed to LitContracts with a JsonRpcProvider on rpc; mint() returns tx, tokenId and res; routerContractUtil is empty', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    // A closed local port: the providers never reach a real chain.
    const url = 'http://127.0.0.1:9';
    const mine = new ethers.providers.StaticJsonRpcProvider(url, {chainId: 175177, name: 'stand-in'});
    const contracts = new LitContracts({signer: ethers.Wallet.createRandom().connect(mine), provider: mine, rpc: url});
    expect(contracts.provider).toBe(mine);
    await contracts.connect();
    expect(contracts.provider).not.toBe(mine);
    expect(contracts.provider.constructor.name).toBe('JsonRpcProvider');
    expect(contracts.provider.connection.url).toBe(url);
    expect(Object.keys(contracts.routerContractUtil.read)).toEqual([]);
    expect(Object.keys(contracts.routerContractUtil.write)).toEqual([]);
    expect(Object.keys(contracts.rateLimitNftContractUtil.read)).toEqual(['getCapacityByIndex', 'getTokenURIByIndex', 'getTokensByOwnerAddress', 'getTokens']);
    expect(Object.keys(contracts.rateLimitNftContractUtil.write)).toEqual(['mint', 'transfer']);
    const tokenId = ethers.utils.hexZeroPad('0x05', 32);
    contracts.pkpNftContract = {
      read: {mintCost: async () => ethers.BigNumber.from(1)},
      write: {mintNext: async () => ({hash: '0xabc', wait: async () => ({events: [{topics: []}, {topics: ['0x00', tokenId]}]})})},
    };
    const minted = await captureConsole(['warn'], async () => {
      const result = await contracts.pkpNftContractUtil.write.mint();
      expect(Object.keys(result)).toEqual(['tx', 'tokenId', 'res']);
      expect(result.tokenId).toBe(tokenId);
    });
    expect(minted.length).toBe(1);
  });
});

test.describe('2.2.61 saveEncryptionKey: what it sends (versioned_docs/version-2.0/intro/rollup.md)', () => {
  test.skip(!installed, skipReason);

  test('saveEncryptionKey sends each node the two hashes together with the auth signature, the chain and the permanant flag, and not the key', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const encryptedSymmetricKey = new Uint8Array([9, 8, 7, 6]);
      await client.saveEncryptionKey({accessControlConditions: onlyThisWallet, encryptedSymmetricKey, authSig, chain: 'ethereum'});
      expect(calls.length).toBe(NODES.length);
      for (const call of calls) {
        expect(Object.keys(call.body).sort()).toEqual(['authSig', 'chain', 'key', 'permanant', 'val']);
        expect(call.body).toMatchObject({authSig, chain: 'ethereum', permanant: 0});
        expect(JSON.stringify(call.body)).not.toContain('"9,8,7,6"');
      }
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 errorKind of the generic fallback (versioned_docs/version-2.0/sdk/explanation/tests.md)', () => {
  test.skip(!installed, skipReason);

  test('a node error without a code is thrown with errorKind UnknownError, a LIT_ERROR name that is not a LitErrorKind value (LitErrorKind.Unknown is "Unknown")', async () => {
    const {LitErrorKind, LIT_ERROR} = requireFromSamples('@lit-protocol/constants');
    const client = connectedV2Client(requireFromSamples);
    const stub = stubFetch(() => Response.json({success: false, error: 'boom'}, {status: 400}));
    let caught: {errorKind?: string; errorCode?: string; message?: string} = {};
    try {
      const signer = standInAuthSig();
      const conditions = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: signer.address}}];
      await client.getEncryptionKey({accessControlConditions: conditions, toDecrypt: 'abcd', authSig: signer, chain: 'ethereum'});
    } catch (error) {
      caught = error as typeof caught;
    } finally {
      stub.restore();
    }
    expect(caught).toMatchObject({message: 'There was an error getting the signing shares from the nodes', errorCode: 'unknown_error', errorKind: 'UnknownError'});
    expect(caught).not.toBeInstanceOf(Error);
    expect(Object.values(LitErrorKind)).not.toContain('UnknownError');
    expect(LitErrorKind.Unknown).toBe('Unknown');
    expect(LIT_ERROR.UNKNOWN_ERROR.name).toBe('UnknownError');
  });
});

test.describe('contracts-sdk 2.2.35 getTokensInfoByAddress in Node.js (versioned_docs/version-2.0/sdk/explanation/contracts.md)', () => {
  test.skip(!installed, skipReason);

  test('getTokensInfoByAddress in Node.js without a global localStorage writes one caught ReferenceError per PKP with console.error and still returns the right addresses of each PKP', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    expect(typeof (globalThis as {localStorage?: unknown}).localStorage).toBe('undefined');
    const contracts = new LitContracts({privateKey: '0x' + '11'.repeat(32), debug: false});
    await contracts.connect();
    // Two PKPs owned by the address; the stand-in contract answers as the chain would, and fails past the last index.
    const keys = [ethers.Wallet.createRandom(), ethers.Wallet.createRandom()];
    const ids = [ethers.BigNumber.from(7), ethers.BigNumber.from(9)];
    contracts.pkpNftContract = {
      read: {
        tokenOfOwnerByIndex: async (_owner: string, i: number) => {
          if (i >= ids.length) throw new Error('ERC721Enumerable: owner index out of bounds');
          return ids[i];
        },
        getPubkey: async (tokenId: string) => keys[['7', '9'].indexOf(tokenId)].publicKey,
      },
    };
    let infos: {tokenId: string; ethAddress: string}[] = [];
    const printed = await captureConsole(['error', 'warn', 'log'], async () => {
      infos = await contracts.pkpNftContractUtil.read.getTokensInfoByAddress('0x' + '22'.repeat(20));
    });
    expect(printed.map(([method, error]) => [method, String(error)])).toEqual([
      ['error', 'ReferenceError: localStorage is not defined'],
      ['error', 'ReferenceError: localStorage is not defined'],
    ]);
    expect(infos.map((info) => [info.tokenId, info.ethAddress])).toEqual([
      ['7', keys[0].address],
      ['9', keys[1].address],
    ]);
  });
});

test.describe('2.2.61 executeJs and decryption shares, in a Node.js process of its own (versioned_docs/version-2.0/sdk/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('when the nodes send decryption shares, executeJs returns decryptions undefined and the Node.js process then exits with code 1 on the unhandled rejection', () => {
    // A child process, so that the unhandled rejection meets Node.js's default handling and not the test runner's.
    const script = `
      const {LitNodeClientNodeJs} = require('@lit-protocol/lit-node-client-nodejs');
      const nodes = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
      const c = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: nodes, debug: false, minNodeCount: 2});
      Object.assign(c, {ready: true, connectedNodes: new Set(nodes), subnetPubKey: 'aa', networkPubKeySet: 'bb'});
      const share = {algorithmType: 'BLS', decryptionShare: '00', shareIndex: 0, publicKey: 'p', ciphertext: 'c'};
      globalThis.fetch = async () => new Response(JSON.stringify({success: true, signedData: {}, decryptedData: {dec1: share}, response: '{}', logs: ''}), {status: 200, headers: {'content-type': 'application/json'}});
      const authSig = {sig: '0x', derivedVia: 'web3.eth.personal.sign', signedMessage: 'x', address: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'};
      c.executeJs({code: 'x', authSig, jsParams: {}}).then((r) => {
        process.stdout.write('returned ' + String(r.decryptions) + '\\n');
        setTimeout(() => process.stdout.write('still running\\n'), 500);
      });
    `;
    let status = 0;
    let stdout = '';
    try {
      stdout = execFileSync(process.execPath, ['-e', script], {cwd: samples, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
    } catch (error) {
      const failed = error as {status: number; stdout: string};
      status = failed.status;
      stdout = failed.stdout;
    }
    expect(stdout).toContain('returned undefined');
    expect(stdout).not.toContain('still running');
    expect(status).toBe(1);
  });
});
