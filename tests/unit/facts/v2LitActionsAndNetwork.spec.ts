/**
 * Facts that the v2 Lit Actions, intro, support and resources pages (versioned_docs/version-2.0/{LitActions,intro,
 * support,resources}) state, checked by running the packages that samples/v2 pins (@lit-protocol/* 2.2.61,
 * contracts-sdk 2.2.35, ethers 5.7.2) offline. `fetch` is replaced in every test that would reach a Lit node; the two
 * tests about connection errors connect to a closed port on 127.0.0.1, so nothing leaves the machine. Each test's
 * title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {captureConsole, stubFetch, samplesSet, standInAuthSig, withGlobals} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

const NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
const KEYS = {serverPublicKey: 'server', subnetPublicKey: 'subnet', networkPublicKey: 'network', networkPublicKeySet: 'set'};

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {status, headers: {'content-type': 'application/json'}});

/** A 2.2.61 Node.js client on a custom node list (not yet connected). */
function client(config: Record<string, unknown>): any { // eslint-disable-line @typescript-eslint/no-explicit-any
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  return new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, debug: false, ...config});
}

/** A TCP port on 127.0.0.1 that nobody listens on (bound, read, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.describe('2.2.61 connecting (versioned_docs/version-2.0/support/stateOfNetwork.md)', () => {
  test.skip(!installed, skipReason);

  test('handshakeWithSgx, which connect() calls for every bootstrap URL, POSTs {clientPublicKey: "test"} to <url>/web/handshake and returns the node keys', async () => {
    const c = client({minNodeCount: 2});
    const {calls, restore} = stubFetch(() => json(KEYS));
    try {
      const keys = await c.handshakeWithSgx({url: NODES[0]}, c.getRequestId());
      expect(keys).toEqual(KEYS);
      expect(calls).toEqual([{url: `${NODES[0]}/web/handshake`, body: {clientPublicKey: 'test'}}]);
      calls.length = 0;
      await c.connect();
      expect(calls.map((call) => call.url).sort()).toEqual(NODES.map((n) => `${n}/web/handshake`));
    } finally {
      restore();
    }
  });

  test('connect() rejects with "Error: Could not connect to enough nodes after timeout of <connectTimeout>ms" when fewer than minNodeCount nodes answer', async () => {
    const c = client({minNodeCount: 3, connectTimeout: 600});
    const {restore} = stubFetch(({url}) => (url.startsWith(NODES[0]) ? json(KEYS) : json({error: 'down'}, 500)));
    try {
      const reason = await c.connect().then(() => 'connected', (e: unknown) => e);
      expect(String(reason)).toContain('Error: Could not connect to enough nodes after timeout of 600ms.');
      expect(String(reason)).toContain('Could only connect to 1 of 3 required nodes.');
      expect(c.ready).toBe(false);
    } finally {
      restore();
    }
  });

  test('a node whose keys are "ERR" is logged with Detected "ERR" in keys, still counted, and outvoted by the most common key of the others', async () => {
    const c = client({minNodeCount: 3, debug: true});
    const bad = {serverPublicKey: 'ERR', subnetPublicKey: 'ERR', networkPublicKey: 'ERR', networkPublicKeySet: 'ERR'};
    const {restore} = stubFetch(({url}) => json(url.startsWith(NODES[2]) ? bad : KEYS));
    try {
      const logged = await captureConsole(['log'], () => c.connect());
      expect(c.ready).toBe(true);
      expect(Object.keys(c.serverKeys)).toHaveLength(3);
      expect(c.subnetPubKey).toBe('subnet');
      expect(c.networkPubKeySet).toBe('set');
      expect(logged.some((line) => line.map(String).join(' ').includes('Detected "ERR" in keys'))).toBe(true);
    } finally {
      restore();
    }
  });

  test('in Node.js, loading lit-node-client installs node-fetch as fetch, so an unreachable node fails with a FetchError "request to … failed"', async () => {
    const realFetch = globalThis.fetch;
    try {
      const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
      expect(globalThis.fetch).toBe(requireFromSamples('node-fetch'));
      const port = await closedPort();
      const c = new LitNodeClient({litNetwork: 'custom', bootstrapUrls: [`http://127.0.0.1:${port}`], debug: false});
      const error = await c.handshakeWithSgx({url: `http://127.0.0.1:${port}`}, c.getRequestId()).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.name).toBe('FetchError');
      expect(error?.message).toMatch(new RegExp(`^request to http://127\\.0\\.0\\.1:${port}/web/handshake failed, reason: .*ECONNREFUSED`));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  test('the FetchError of an unreachable node does not reach the caller of connect() or getEncryptionKey: connect() rejects with its timeout string, getEncryptionKey with "There was an error getting the signing shares from the nodes"', async () => {
    const realFetch = globalThis.fetch;
    try {
      const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
      const port = await closedPort();
      const url = `http://127.0.0.1:${port}`;
      const c = new LitNodeClient({litNetwork: 'custom', bootstrapUrls: [url], minNodeCount: 1, connectTimeout: 600, debug: false});
      const connectError = await c.connect().then(() => undefined, (e: unknown) => e);
      expect(typeof connectError).toBe('string');
      expect(String(connectError)).toMatch(/^Error: Could not connect to enough nodes after timeout of 600ms/);
      Object.assign(c, {ready: true, connectedNodes: new Set([url]), networkPubKeySet: 'bb', subnetPubKey: 'aa'});
      const conditions = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x1'}}];
      const keyError = await c
        .getEncryptionKey({accessControlConditions: conditions, toDecrypt: 'aa', chain: 'ethereum', authSig: standInAuthSig()})
        .then(() => undefined, (e: unknown) => e);
      expect(keyError).toMatchObject({message: 'There was an error getting the signing shares from the nodes', errorCode: 'unknown_error'});
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  test('after a connect() that failed because no node could be reached, getEncryptionKey throws "5 LitNodeClient is not ready.  Please call await litNodeClient.connect() first." and sends nothing', async () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const c = new LitNodeClient({litNetwork: 'custom', bootstrapUrls: ['https://node-1.example', 'https://node-2.example'], minNodeCount: 1, connectTimeout: 100, debug: false});
    const {calls, restore} = stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    try {
      const connectError = await c.connect().then(() => undefined, (e: unknown) => e);
      expect(String(connectError)).toMatch(/^Error: Could not connect to enough nodes after timeout of 100ms/);
      const handshakes = calls.length;
      expect(handshakes).toBe(2);
      const conditions = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x1'}}];
      const keyError = await c
        .getEncryptionKey({accessControlConditions: conditions, toDecrypt: 'aa', chain: 'ethereum', authSig: standInAuthSig()})
        .then(() => undefined, (e: unknown) => e);
      expect(keyError).toMatchObject({message: '5 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.', errorCode: 'LitNodeClientNotReadyError'});
      expect(calls).toHaveLength(handshakes);
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 Chronicle (versioned_docs/version-2.0/intro/rollup.md)', () => {
  test.skip(!installed, skipReason);

  test('LIT_CHAINS.chronicleTestnet is chain 175177 (0x2AC49), "Chronicle - Lit Protocol Testnet", LIT with 18 decimals, one RPC URL and one explorer', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const chronicle = LIT_CHAINS.chronicleTestnet;
    expect(chronicle).toMatchObject({
      chainId: 175177,
      name: 'Chronicle - Lit Protocol Testnet',
      symbol: 'LIT',
      decimals: 18,
      rpcUrls: ['https://chain-rpc.litprotocol.com/http'],
      blockExplorerUrls: ['https://chain.litprotocol.com/'],
      vmType: 'EVM',
    });
    expect(`0x${chronicle.chainId.toString(16).toUpperCase()}`).toBe('0x2AC49');
  });

  test('ethers 5.7.2 rejects getNetwork() with could not detect network (event="noNetwork") when the RPC endpoint does not answer', async () => {
    const {ethers} = requireFromSamples('ethers');
    expect(ethers.version).toBe('ethers/5.7.2');
    const port = await closedPort();
    const provider = new ethers.providers.JsonRpcProvider(`http://127.0.0.1:${port}`);
    const error = await provider.getNetwork().then(() => undefined, (e: Error) => e);
    expect(error?.message).toContain('could not detect network (event="noNetwork"');
  });
});

test.describe('2.2.61 chain lists (versioned_docs/version-2.0/resources/supportedChains.md)', () => {
  test.skip(!installed, skipReason);

  test('ALL_LIT_CHAINS merges LIT_CHAINS, LIT_SVM_CHAINS and LIT_COSMOS_CHAINS, each entry with vmType EVM, SVM or CVM; an unknown name such as polygn is not in it', () => {
    const c = requireFromSamples('@lit-protocol/constants');
    const families = [c.LIT_CHAINS, c.LIT_SVM_CHAINS, c.LIT_COSMOS_CHAINS];
    expect(Object.keys(c.ALL_LIT_CHAINS).sort()).toEqual(families.flatMap((f) => Object.keys(f)).sort());
    expect(c.VMTYPE).toEqual({EVM: 'EVM', SVM: 'SVM', CVM: 'CVM'});
    expect(new Set(Object.values(c.LIT_CHAINS).map((e: any) => e.vmType))).toEqual(new Set(['EVM'])); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(new Set(Object.values(c.LIT_SVM_CHAINS).map((e: any) => e.vmType))).toEqual(new Set(['SVM'])); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(new Set(Object.values(c.LIT_COSMOS_CHAINS).map((e: any) => e.vmType))).toEqual(new Set(['CVM'])); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect([c.ALL_LIT_CHAINS.polygon.vmType, c.ALL_LIT_CHAINS.solana.vmType, c.ALL_LIT_CHAINS.cosmos.vmType]).toEqual(['EVM', 'SVM', 'CVM']);
    expect(c.ALL_LIT_CHAINS.polygn).toBeUndefined();
  });

  test('LIT_CHAINS still lists the test networks goerli and mumbai, and some entries carry a contractAddress of type ERC1155', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.goerli).toBeDefined();
    expect(LIT_CHAINS.mumbai).toBeDefined();
    const withToken = Object.values(LIT_CHAINS).filter((e: any) => e.contractAddress); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.every((e: any) => e.type === 'ERC1155')).toBe(true); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  test('checkAndSignAuthMessage refuses a chain outside ALL_LIT_CHAINS with "Unsupported chain selected"', async () => {
    const {checkAndSignAuthMessage} = requireFromSamples('@lit-protocol/auth-browser');
    let error: {message?: string} | undefined;
    try {
      await checkAndSignAuthMessage({chain: 'polygn'});
    } catch (e) {
      error = e as {message?: string};
    }
    expect(error?.message).toMatch(/^Unsupported chain selected\.  Please select one of: /);
  });

  test('the 2.2.61 client does not check chain names: getSignedToken sends chain "polygn" to every node as given', async () => {
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const conditions = [
      {contractAddress: '', standardContractType: '', chain: 'polygn', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: authSig.address}},
    ];
    const {calls, restore} = stubFetch(() => json({}));
    try {
      const resourceId = {baseUrl: 'example.com', path: '/a', orgId: '', role: '', extraData: ''};
      // The made-up node answers cannot be combined into a token, so the call fails after the requests were sent.
      await c.getSignedToken({accessControlConditions: conditions, chain: 'polygn', authSig, resourceId}).catch(() => undefined);
      expect(calls.map((call) => [call.url, call.body.chain])).toEqual(
        NODES.slice(0, 2).map((n) => [`${n}/web/signing/retrieve`, 'polygn']),
      );
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 networks and features (versioned_docs/version-2.0/resources/networkMatrix.md)', () => {
  test.skip(!installed, skipReason);

  test('check-sdk.ts prints 2.2.61, jalapeno as the default network, ten bootstrap URLs for jalapeno, serrano and localhost and none for custom', () => {
    const {version, LIT_NETWORKS, defaultLitnodeClientConfig} = requireFromSamples('@lit-protocol/constants');
    expect(version).toBe('2.2.61');
    expect(defaultLitnodeClientConfig.litNetwork).toBe('jalapeno');
    expect(Object.fromEntries(Object.entries(LIT_NETWORKS).map(([k, v]) => [k, (v as string[]).length]))).toEqual({
      jalapeno: 10,
      serrano: 10,
      localhost: 10,
      custom: 0,
    });
  });

  test('the client does not refuse executeJs on jalapeno: it sends the action to every connected node', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const c = new LitNodeClientNodeJs({litNetwork: 'jalapeno', debug: false, minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.subnetPubKey = 'aa';
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const {calls, restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: 'ok', logs: ''}));
    try {
      await c.executeJs({code: 'LitActions.setResponse({response: "ok"})', authSig, jsParams: {}}).catch(() => undefined);
      expect(calls.map((call) => call.url)).toEqual(NODES.slice(0, 2).map((n) => `${n}/web/execute`));
    } finally {
      restore();
    }
  });

  test('auth-helpers 2.2.61 has LitRLIResource for Rate Limit Increase tokens (prefix lit-ratelimitincrease)', () => {
    const {LitRLIResource, LitAbility} = requireFromSamples('@lit-protocol/auth-helpers');
    expect(new LitRLIResource('42').getResourceKey()).toBe('lit-ratelimitincrease://42');
    expect(LitAbility.RateLimitIncreaseAuth).toBe('rate-limit-increase-auth');
  });
});

test.describe('2.2.61 executeJs results (versioned_docs/version-2.0/LitActions/workingWithActions/logAndReturn.md)', () => {
  test.skip(!installed, skipReason);

  const authSig = standInAuthSig();
  function readyClient(): any { // eslint-disable-line @typescript-eslint/no-explicit-any
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES);
    c.subnetPubKey = 'aa';
    c.networkPubKeySet = 'bb';
    return c;
  }
  const reply = (response: string, logs: string) => ({success: true, signedData: {}, decryptedData: {}, response, logs});

  test('executeJs keeps the most common response string and parses it as JSON, keeps the most common logs, and with debug lists the raw response and log strings of every node', async () => {
    const c = readyClient();
    const answers: Record<string, unknown> = {
      [NODES[0]]: reply('{"ok":true,"count":3}', 'a\n'),
      [NODES[1]]: reply('{"ok":true,"count":3}', 'a\n'),
      [NODES[2]]: reply('{"ok":false}', 'b\n'),
    };
    const {restore} = stubFetch(({url}) => json(answers[url.replace('/web/execute', '')]));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}, debug: true});
      expect(result.response).toEqual({ok: true, count: 3});
      expect(result.logs).toBe('a\n');
      expect([...result.debug.allNodeResponses].sort()).toEqual(['{"ok":false}', '{"ok":true,"count":3}', '{"ok":true,"count":3}']);
      expect([...result.debug.allNodeLogs].sort()).toEqual(['a\n', 'a\n', 'b\n']);
      expect(result.debug.rawNodeHTTPResponses[0]).toHaveProperty('signedData');
      expect(result.debug.rawNodeHTTPResponses[0]).toHaveProperty('decryptedData');
    } finally {
      restore();
    }
  });

  test('a response that is not valid JSON (such as ok) comes back as undefined, and without debug there is no debug field', async () => {
    const c = readyClient();
    const {restore} = stubFetch(() => json(reply('ok', '')));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}});
      expect(result.response).toBeUndefined();
      expect(result).not.toHaveProperty('debug');
    } finally {
      restore();
    }
  });

  test('decryptions is undefined in every executeJs result, even when the nodes send decryption shares (getDecryptions fills it in callbacks it does not await)', async () => {
    const c = readyClient();
    const share = {algorithmType: 'BLS', decryptionShare: '00', shareIndex: 0, publicKey: 'p', ciphertext: 'c'};
    const withShare = {...reply('{}', ''), decryptedData: {dec1: share}};
    const rejections: unknown[] = [];
    // The callbacks getDecryptions starts reject after executeJs has returned; hold those rejections for the test.
    const runnerListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    const swallow = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', swallow);
    try {
      const plain = stubFetch(() => json(reply('{}', '')));
      const none = await c.executeJs({code: 'x', authSig, jsParams: {}}).finally(plain.restore);
      expect(none).toHaveProperty('decryptions');
      expect(none.decryptions).toBeUndefined();
      const shares = stubFetch(() => json(withShare));
      const some = await c.executeJs({code: 'x', authSig, jsParams: {}}).finally(shares.restore);
      expect(some.decryptions).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toHaveLength(1); // the callback for dec1 failed, and nothing reached the result
    } finally {
      process.off('unhandledRejection', swallow);
      for (const listener of runnerListeners) process.on('unhandledRejection', listener);
    }
  });

  test('when fewer than minNodeCount nodes succeed, executeJs throws the most common node error with its message and errorCode', async () => {
    const c = readyClient();
    const nodeError = {errorKind: 'Validation', errorCode: 'some_node_error', message: 'the action failed'};
    const {restore} = stubFetch(({url}) => (url.startsWith(NODES[0]) ? json(reply('{}', '')) : json(nodeError, 500)));
    try {
      let error: {message?: string; errorCode?: string} | undefined;
      try {
        await c.executeJs({code: 'x', authSig, jsParams: {}});
      } catch (e) {
        error = e as typeof error;
      }
      expect(error?.message).toBe('the action failed');
      expect(error?.errorCode).toBe('some_node_error');
    } finally {
      restore();
    }
  });

  test('statsAction.js, run with numbers [3, 5, "x", 10], logs two lines and sets the response {"ok":true,"count":3,"sum":18,"mean":6}', async () => {
    const page = fs.readFileSync(path.resolve(__dirname, '../../../versioned_docs/version-2.0/LitActions/workingWithActions/logAndReturn.md'), 'utf8');
    const source = /```js lit-action[^\n]*title="statsAction\.js"\n([\s\S]*?)```/.exec(page)?.[1];
    expect(source, 'the page has the statsAction.js fence').toBeTruthy();
    const lines: string[] = [];
    let response: string | undefined;
    const Lit = {Actions: {setResponse: ({response: r}: {response: string}) => void (response = r)}};
    const fakeConsole = {log: (...args: unknown[]) => void lines.push(args.map(String).join(' '))};
    // The action's top-level go() returns a promise it does not await; run it and wait for the microtasks to settle.
    new Function('Lit', 'numbers', 'console', source!)(Lit, [3, 5, 'x', 10], fakeConsole);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['received 4 numbers', 'computed {"ok":true,"count":3,"sum":18,"mean":6}']);
    expect(JSON.parse(response!)).toEqual({ok: true, count: 3, sum: 18, mean: 6});
  });
});

test.describe('2.2.61 running an action (versioned_docs/version-2.0/LitActions/helloWorld.md)', () => {
  test.skip(!installed, skipReason);

  const authSig = standInAuthSig();
  function readyClient(): any { // eslint-disable-line @typescript-eslint/no-explicit-any
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.subnetPubKey = 'aa';
    c.networkPubKeySet = 'bb';
    return c;
  }

  test('executeJs sends the code base64-encoded with the jsParams and the AuthSig to every node, or the ipfsId instead of code', async () => {
    const c = readyClient();
    const {calls, restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''}));
    try {
      const code = 'Lit.Actions.setResponse({response: "{}"})';
      await c.executeJs({code, authSig, jsParams: {sigName: 'helloSig'}});
      expect(calls).toHaveLength(2);
      for (const call of calls) {
        expect(call.url).toMatch(/\/web\/execute$/);
        expect(Buffer.from(String(call.body.code), 'base64').toString('utf8')).toBe(code);
        expect(call.body.jsParams).toEqual({sigName: 'helloSig'});
        expect(call.body.authSig).toEqual(authSig);
        expect(call.body).not.toHaveProperty('ipfsId');
      }
      calls.length = 0;
      await c.executeJs({ipfsId: 'QmExampleCid', authSig, jsParams: {}});
      expect(calls.map((call) => [call.body.ipfsId, 'code' in call.body])).toEqual([
        ['QmExampleCid', false],
        ['QmExampleCid', false],
      ]);
    } finally {
      restore();
    }
  });

  test('when no node attached a signature share, result.signatures is an empty object (so signatures.helloSig is undefined)', async () => {
    const c = readyClient();
    const {restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''}));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}});
      expect(result.signatures).toEqual({});
    } finally {
      restore();
    }
  });

  test("without a share, hello.ts stops at sig.signature with TypeError: Cannot read properties of undefined (reading 'signature')", async () => {
    const c = readyClient();
    const {restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''}));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}});
      const sig = result.signatures.helloSig;
      let error: unknown;
      try {
        void sig.signature; // the page's next line: ethers.utils.recoverAddress(messageHash, sig.signature)
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe("Cannot read properties of undefined (reading 'signature')");
    } finally {
      restore();
    }
  });

  test('executeJs before connect() throws "LitNodeClient is not ready.  Please call await litNodeClient.connect() first."', async () => {
    const c = client({});
    let error: {message?: string} | undefined;
    try {
      await c.executeJs({code: 'x', authSig, jsParams: {}});
    } catch (e) {
      error = e as typeof error;
    }
    expect(error?.message).toBe('1 LitNodeClient is not ready.  Please call await litNodeClient.connect() first.');
  });

  test('connectTimeout defaults to 20000 ms, and connect() rejects with a bare string rather than an Error', async () => {
    expect(client({}).config.connectTimeout).toBe(20000);
    const c = client({minNodeCount: 3, connectTimeout: 600});
    const {restore} = stubFetch(() => json({error: 'down'}, 500));
    try {
      const reason = await c.connect().then(() => 'connected', (e: unknown) => e);
      expect(typeof reason).toBe('string');
      expect(reason).toMatch(/^Error: Could not connect to enough nodes after timeout of 600ms\./);
    } finally {
      restore();
    }
  });
});

/** Runs a `lit-action` fence of a v2 page with stand-ins for the node's globals; returns what it set and called. */
async function runActionFence(page: string, title: string, globals: Record<string, unknown>, actions: Record<string, unknown>, auth: Record<string, unknown> = {}) {
  const text = fs.readFileSync(path.resolve(__dirname, '../../../versioned_docs/version-2.0', page), 'utf8');
  const source = new RegExp('```js lit-action[^\\n]*title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```').exec(text)?.[1];
  if (!source) throw new Error(`${page} has no lit-action fence titled ${title}`);
  let response: string | undefined;
  const calls: {name: string; args: unknown}[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(actions).map(([name, fn]) => [name, (args: unknown) => (calls.push({name, args}), (fn as (a: unknown) => unknown)(args))]),
  );
  const Lit = {Actions: {...wrapped, setResponse: ({response: r}: {response: string}) => void (response = r)}, Auth: auth};
  const names = Object.keys(globals);
  new Function('Lit', ...names, source)(Lit, ...names.map((n) => globals[n]));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return {response, calls};
}

test.describe('checking PKP permissions (versioned_docs/version-2.0/LitActions/workingWithActions/permissions.md)', () => {
  test.skip(!installed, skipReason);

  test('permittedCallersOnly.js signs only when Lit.Auth.authSigAddress is a permitted address of the PKP; with no address or an unpermitted one it sets {signed: false, caller} without calling signEcdsa', async () => {
    const page = 'LitActions/workingWithActions/permissions.md';
    const params = {toSign: [1, 2], publicKey: '0x04aa', sigName: 'sig1'};
    const actions = (permitted: string[]) => ({
      pubkeyToTokenId: async () => '42',
      isPermittedAddress: async ({address}: {address: string}) => permitted.includes(address),
      signEcdsa: async () => 'success',
    });
    const none = await runActionFence(page, 'permittedCallersOnly.js', params, actions(['0xA']), {authSigAddress: null});
    expect(JSON.parse(none.response!)).toEqual({signed: false, caller: null});
    expect(none.calls.map((c) => c.name)).toEqual(['pubkeyToTokenId']);
    const other = await runActionFence(page, 'permittedCallersOnly.js', params, actions(['0xA']), {authSigAddress: '0xB'});
    expect(JSON.parse(other.response!)).toEqual({signed: false, caller: '0xB'});
    expect(other.calls.map((c) => c.name)).toEqual(['pubkeyToTokenId', 'isPermittedAddress']);
    const ok = await runActionFence(page, 'permittedCallersOnly.js', params, actions(['0xA']), {authSigAddress: '0xA'});
    expect(JSON.parse(ok.response!)).toEqual({signed: true, caller: '0xA'});
    expect(ok.calls.map((c) => c.name)).toEqual(['pubkeyToTokenId', 'isPermittedAddress', 'signEcdsa']);
    expect(ok.calls[1].args).toEqual({tokenId: '42', address: '0xA'});
    expect(ok.calls[2].args).toEqual(params);
  });
});

test.describe('conditional signing (versioned_docs/version-2.0/LitActions/workingWithActions/conditionalSigning.md)', () => {
  test.skip(!installed, skipReason);

  test('conditionalSign.js signs only when checkConditions resolves true, and otherwise sets {signed: false, reason: "conditions not met"} without calling signEcdsa', async () => {
    const params = {conditions: [{}], authSig: {address: '0x1'}, chain: 'ethereum', toSign: [1, 2], publicKey: '0x04aa', sigName: 'orderSig'};
    const refused = await runActionFence('LitActions/workingWithActions/conditionalSigning.md', 'conditionalSign.js', params, {
      checkConditions: async () => false,
      signEcdsa: async () => 'success',
    });
    expect(JSON.parse(refused.response!)).toEqual({signed: false, reason: 'conditions not met'});
    expect(refused.calls.map((c) => c.name)).toEqual(['checkConditions']);
    expect(refused.calls[0].args).toEqual({conditions: params.conditions, authSig: params.authSig, chain: 'ethereum'});

    const allowed = await runActionFence('LitActions/workingWithActions/conditionalSigning.md', 'conditionalSign.js', params, {
      checkConditions: async () => true,
      signEcdsa: async () => 'success',
    });
    expect(JSON.parse(allowed.response!)).toEqual({signed: true});
    expect(allowed.calls.map((c) => c.name)).toEqual(['checkConditions', 'signEcdsa']);
    expect(allowed.calls[1].args).toEqual({toSign: [1, 2], publicKey: '0x04aa', sigName: 'orderSig'});
  });

  test('0.001 ETH is 1000000000000000 wei (ethers 5.7.2 parseEther)', () => {
    const {ethers} = requireFromSamples('ethers');
    expect(ethers.utils.parseEther('0.001').toString()).toBe('1000000000000000');
  });
});

test.describe('signing a transaction (versioned_docs/version-2.0/LitActions/workingWithActions/signingTx.md)', () => {
  test.skip(!installed, skipReason);

  test('signTxAction.js signs the hash of the unsigned transaction: the client serializes the returned tx with the signature and recovers the PKP address; another field recovers another address; above 0.01 it refuses without signing', async () => {
    const {ethers} = requireFromSamples('ethers');
    const pkp = new ethers.Wallet('0x' + '11'.repeat(32)); // stands in for the PKP: signEcdsa signs toSign with its key
    const signEcdsa = async ({toSign}: {toSign: Uint8Array}) => {
      signature = ethers.utils.joinSignature(pkp._signingKey().signDigest(toSign));
      return 'success';
    };
    let signature = '';
    const params = {
      to: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B',
      value: ethers.utils.parseEther('0.001').toHexString(),
      nonce: 7,
      gasPrice: '0x3b9aca00',
      gasLimit: 21000,
      chainId: 175177,
      publicKey: pkp.publicKey,
      sigName: 'txSig',
      ethers,
    };
    const page = 'LitActions/workingWithActions/signingTx.md';
    const ok = await runActionFence(page, 'signTxAction.js', params, {signEcdsa});
    const {tx} = JSON.parse(ok.response!);
    const signedTx = ethers.utils.serializeTransaction(tx, signature);
    expect(ethers.utils.parseTransaction(signedTx).from).toBe(pkp.address);
    expect(ethers.utils.computeAddress(pkp.publicKey)).toBe(pkp.address);
    const changed = ethers.utils.serializeTransaction({...tx, nonce: tx.nonce + 1}, signature);
    expect(ethers.utils.parseTransaction(changed).from).not.toBe(pkp.address);

    const refused = await runActionFence(page, 'signTxAction.js', {...params, value: ethers.utils.parseEther('0.02').toHexString()}, {signEcdsa});
    expect(JSON.parse(refused.response!)).toEqual({error: 'value above cap'});
    expect(refused.calls).toEqual([]);
  });

  test('ethers 5.7.2 serializes an EIP-1559 (type 2) transaction with maxFeePerGas and maxPriorityFeePerGas, and the signed form recovers the signer', async () => {
    const {ethers} = requireFromSamples('ethers');
    const key = new ethers.Wallet('0x' + '22'.repeat(32));
    const tx = {type: 2, to: key.address, value: '0x01', nonce: 0, gasLimit: 21000, maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x01', chainId: 1, data: '0x'};
    const digest = ethers.utils.keccak256(ethers.utils.serializeTransaction(tx));
    const sig = ethers.utils.joinSignature(key._signingKey().signDigest(digest));
    const parsed = ethers.utils.parseTransaction(ethers.utils.serializeTransaction(tx, sig));
    expect(parsed.type).toBe(2);
    expect(parsed.from).toBe(key.address);
  });

  test('ethers 5.7.2 reports the RPC errors "insufficient funds", "nonce too low" and "replacement transaction underpriced" as INSUFFICIENT_FUNDS, NONCE_EXPIRED and REPLACEMENT_UNDERPRICED with its own messages', async () => {
    const {ethers} = requireFromSamples('ethers');
    const http = await import('node:http');
    let nodeMessage = '';
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const {id, method} = JSON.parse(body);
        res.setHeader('content-type', 'application/json');
        if (method === 'eth_chainId') return res.end(JSON.stringify({jsonrpc: '2.0', id, result: '0x2ac49'}));
        if (method === 'net_version') return res.end(JSON.stringify({jsonrpc: '2.0', id, result: '175177'}));
        res.end(JSON.stringify({jsonrpc: '2.0', id, error: {code: -32000, message: nodeMessage}}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = server.address() as net.AddressInfo;
      const provider = new ethers.providers.JsonRpcProvider(`http://127.0.0.1:${port}`);
      const key = new ethers.Wallet('0x' + '33'.repeat(32));
      const signed = await key.signTransaction({to: key.address, value: 1, nonce: 0, gasPrice: 1, gasLimit: 21000, chainId: 175177});
      const cases: [string, string, string][] = [
        ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS', 'insufficient funds for intrinsic transaction cost'],
        ['nonce too low', 'NONCE_EXPIRED', 'nonce has already been used'],
        ['replacement transaction underpriced', 'REPLACEMENT_UNDERPRICED', 'replacement fee too low'],
      ];
      for (const [fromNode, code, message] of cases) {
        nodeMessage = fromNode;
        const error = await provider.sendTransaction(signed).then(() => undefined, (e: {code?: string; message?: string}) => e);
        expect(error?.code).toBe(code);
        expect(error?.message?.startsWith(message)).toBe(true);
      }
    } finally {
      server.close();
    }
  });

  test('a reply without any response string also comes back as response undefined', async () => {
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const {restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, logs: ''}));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}});
      expect(result.response).toBeUndefined();
    } finally {
      restore();
    }
  });
});

test.describe('reading PKP permissions (versioned_docs/version-2.0/LitActions/workingWithActions/permissions.md)', () => {
  test.skip(!installed, skipReason);

  test('LitContracts in Node.js connects without a signer to read-only contracts on the Chronicle RPC, and its helpers throw "Contracts are not connected. Please call connect() first" before connect()', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts();
    const before = await contracts.pkpPermissionsContractUtil.read.getPermittedAddresses('1').then(() => undefined, (e: Error) => e);
    expect(before?.message).toBe('Contracts are not connected. Please call connect() first');
    await contracts.connect();
    expect(contracts.connected).toBe(true);
    expect(contracts.signer ?? null).toBeNull();
    expect(contracts.provider.connection.url).toBe('https://chain-rpc.litprotocol.com/http');
    expect(typeof contracts.pkpPermissionsContract.read.getPermittedActions).toBe('function');
  });

  test('getMultihashFromBytes turns the stored action bytes back into the CID that getBytesFromMultihash stored', () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {utils} = new LitContracts();
    const cid = 'QmPDK4vFXtPBLgaHHfGugsGwgA9gEP6XA1fWsJhrcWn3Gz';
    expect(utils.getMultihashFromBytes(utils.getBytesFromMultihash(cid))).toBe(cid);
  });

  test('pkpPermissionsContractUtil.read.getPermittedAddresses asks five times before returning an empty list', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts();
    await contracts.connect();
    let asked = 0;
    contracts.pkpPermissionsContract = {read: {getPermittedAddresses: async () => (asked++, [])}};
    expect(await contracts.pkpPermissionsContractUtil.read.getPermittedAddresses('1')).toEqual([]);
    expect(asked).toBe(5);
  });

  test('lit-auth-client asks the relay to mint with keyType 2, the login auth method, the PKP address as permitted address and the NFT sent to the PKP itself', () => {
    const {BaseProvider} = requireFromSamples('@lit-protocol/lit-auth-client');
    const body = JSON.parse(BaseProvider.prototype.prepareMintBody.call({}, {authMethodType: 6, authMethodId: '0xabc'}));
    expect(body).toMatchObject({
      keyType: 2,
      permittedAuthMethodTypes: [6],
      permittedAuthMethodIds: ['0xabc'],
      permittedAuthMethodPubkeys: ['0x'],
      addPkpEthAddressAsPermittedAddress: true,
      sendPkpToItself: true,
    });
  });
});

test.describe('fetching in an action (versioned_docs/version-2.0/LitActions/workingWithActions/usingFetch.md)', () => {
  test.skip(!installed, skipReason);

  test('weatherAction.js sends a User-Agent, rounds periods[0].temperature, signs keccak256("temperature:<t>") below maxTemp and reports signed false above it or on a failed request', async () => {
    const {ethers} = requireFromSamples('ethers');
    const page = 'LitActions/workingWithActions/usingFetch.md';
    const requests: {url: string; init: RequestInit}[] = [];
    const forecast = (temperature: number) => async (url: string, init: RequestInit) => {
      requests.push({url, init});
      return new Response(JSON.stringify({properties: {periods: [{temperature, temperatureUnit: 'F'}]}}));
    };
    const base = {url: 'https://forecast.example/', maxTemp: 60, publicKey: '0x04aa', sigName: 'weatherSig', ethers};
    const cold = await runActionFence(page, 'weatherAction.js', {...base, fetch: forecast(47.6)}, {signEcdsa: async () => 'success'});
    expect(JSON.parse(cold.response!)).toEqual({signed: true, temperature: 48, statement: 'temperature:48'});
    expect((requests[0].init.headers as Record<string, string>)['User-Agent']).toBe('lit-action-weather-example');
    const signed = cold.calls[0].args as {toSign: Uint8Array};
    expect(ethers.utils.hexlify(signed.toSign)).toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes('temperature:48')));

    const warm = await runActionFence(page, 'weatherAction.js', {...base, fetch: forecast(75)}, {signEcdsa: async () => 'success'});
    expect(JSON.parse(warm.response!)).toEqual({signed: false, temperature: 75});
    expect(warm.calls).toEqual([]);

    const failing = async () => {
      throw new TypeError('network down');
    };
    const failed = await runActionFence(page, 'weatherAction.js', {...base, fetch: failing}, {signEcdsa: async () => 'success'});
    expect(JSON.parse(failed.response!)).toEqual({signed: false, error: 'TypeError: network down'});
  });

  test('2.2.61 takes the signature names from the first reply: a name only a later node signed is dropped, and a name a later node lacks makes executeJs fail with a TypeError', async () => {
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const share = {sigType: 'ECDSA', signatureShare: '00', shareIndex: 0, localX: '00', localY: '00', publicKey: '04', dataSigned: '00'};
    const reply = (signedData: object) => json({success: true, signedData, decryptedData: {}, response: '{}', logs: ''});
    // The replies are listed in the order of connectedNodes, so NODES[0]'s reply is the first one.
    let stub = stubFetch(({url}) => reply(url.startsWith(NODES[0]) ? {} : {weatherSig: share}));
    try {
      const result = await c.executeJs({code: 'x', authSig, jsParams: {}});
      expect(result.signatures).toEqual({});
    } finally {
      stub.restore();
    }
    stub = stubFetch(({url}) => reply(url.startsWith(NODES[0]) ? {weatherSig: share} : {}));
    try {
      const error = await c.executeJs({code: 'x', authSig, jsParams: {}}).then(() => undefined, (e: Error) => e);
      expect(error).toBeInstanceOf(TypeError);
    } finally {
      stub.restore();
    }
  });
});

test.describe('2.2.61 client defaults (versioned_docs/version-2.0/LitActions/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('a LitNodeClient created without minNodeCount waits for 6 successful node replies', () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(new LitNodeClient({litNetwork: 'serrano', debug: false}).config.minNodeCount).toBe(6);
    expect(requireFromSamples('@lit-protocol/constants').defaultLitnodeClientConfig.minNodeCount).toBe(6);
  });
});

test.describe('2.2.61 targetNodeRange (versioned_docs/version-2.0/LitActions/bestPractices.md)', () => {
  test.skip(!installed, skipReason);

  test('executeJs with targetNodeRange 1 sends the action to exactly one node, chosen from the bootstrap URLs', async () => {
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES);
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const {calls, restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{"sent":true}', logs: ''}));
    try {
      const result = await c.executeJs({code: 'Lit.Actions.setResponse({response: "{}"})', authSig, jsParams: {}, targetNodeRange: 1});
      expect(calls).toHaveLength(1);
      expect(NODES.map((n) => `${n}/web/execute`)).toContain(calls[0].url);
      expect(result.response).toEqual({sent: true});
    } finally {
      restore();
    }
  });

  test('with debug on, the client logs each request it sends (sendCommandToNode) and the replies of executeJs (responseData)', async () => {
    const c = client({minNodeCount: 2, debug: true});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    c.networkPubKeySet = 'bb';
    const authSig = standInAuthSig();
    const {restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''}));
    try {
      const logged = (await captureConsole(['log'], () => c.executeJs({code: 'x', authSig, jsParams: {}}))).map((line) => line.map(String).join(' '));
      expect(logged.some((line) => line.includes('sendCommandToNode with url'))).toBe(true);
      expect(logged.some((line) => line.includes('responseData'))).toBe(true);
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 targeted execution (versioned_docs/version-2.0/LitActions/workingWithActions/singleExecution.md)', () => {
  test.skip(!installed, skipReason);

  const authSig = standInAuthSig();
  const TEN = Array.from({length: 10}, (_, i) => `https://node-${i}.example`);
  function tenNodeClient(): any { // eslint-disable-line @typescript-eslint/no-explicit-any
    const c = client({minNodeCount: 6, bootstrapUrls: TEN});
    c.ready = true;
    c.connectedNodes = new Set(TEN);
    c.networkPubKeySet = 'bb';
    return c;
  }

  test('targetNodeRange picks from the bootstrap URLs, not the connected nodes: with an authSig a picked node that never answered the handshake still gets the request, and a session map made for the connected nodes fails with "You passed sessionSigs but we could not find session sig for node <that node>"', async () => {
    const code = 'Lit.Actions.setResponse({response: "{}"})';
    const probe = tenNodeClient(); // loads the package before fetch is replaced
    const c = tenNodeClient();
    const {calls, restore} = stubFetch(() => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''}));
    try {
      await probe.executeJs({code, authSig, jsParams: {}, targetNodeRange: 1});
      const picked = calls[0].url.replace('/web/execute', '');
      c.connectedNodes = new Set(TEN.filter((url) => url !== picked));
      await c.executeJs({code, authSig, jsParams: {}, targetNodeRange: 1});
      expect(calls.map((call) => call.url)).toEqual([`${picked}/web/execute`, `${picked}/web/execute`]);
      const sessionSigs = Object.fromEntries([...c.connectedNodes].map((url) => [url, {sig: 's', derivedVia: 'litSessionSignViaNacl', signedMessage: '{}', address: 'aa', algo: 'ed25519'}]));
      const error = await c.executeJs({code, sessionSigs, jsParams: {}, targetNodeRange: 1}).then(() => undefined, (e: {message?: string}) => e);
      expect(error?.message).toBe(`You passed sessionSigs but we could not find session sig for node ${picked}`);
      expect(calls).toHaveLength(2);
    } finally {
      restore();
    }
  });

  test('targetNodeRange picks the nodes from sha256("<i>:<cid of the code>") mod the number of bootstrap URLs, skipping duplicates, the same nodes every time', async () => {
    const {ethers} = requireFromSamples('ethers');
    const code = 'Lit.Actions.setResponse({response: "{}"})';
    const reply = () => json({success: true, signedData: {}, decryptedData: {}, response: '{}', logs: ''});
    const urlsOf = async () => {
      const c = tenNodeClient();
      const {calls, restore} = stubFetch(reply);
      try {
        await c.executeJs({code, authSig, jsParams: {}, targetNodeRange: 3});
        return calls.map((call) => call.url.replace('/web/execute', ''));
      } finally {
        restore();
      }
    };
    const first = await urlsOf();
    expect(first).toHaveLength(3);
    expect(await urlsOf()).toEqual(first);
    // Recompute the indexes from the CID the client derives for the same code (ipfsId path gives it directly).
    const {calls, restore} = stubFetch(reply);
    try {
      const c = tenNodeClient();
      const cidOfCode = await (async () => {
        const {IPFSBundledSDK} = requireFromSamples('@lit-protocol/lit-third-party-libs');
        let last;
        for await (const {cid} of IPFSBundledSDK.importer([{content: new TextEncoder().encode(code)}], new IPFSBundledSDK.MemoryBlockstore(), {onlyHash: true})) last = cid;
        return String(last);
      })();
      const expected: number[] = [];
      for (let i = 0; expected.length < 3; i++) {
        const index = ethers.BigNumber.from(ethers.utils.sha256(Buffer.from(`${i}:${cidOfCode}`))).mod(10).toNumber();
        if (!expected.includes(index)) expected.push(index);
      }
      expect(first).toEqual(expected.map((i) => TEN[i]));
      await c.executeJs({ipfsId: cidOfCode, authSig, jsParams: {}, targetNodeRange: 3});
      expect(calls.map((call) => call.url.replace('/web/execute', ''))).toEqual(first);
    } finally {
      restore();
    }
  });

  test('with targetNodeRange, code that is not a string fails with "Invalid code content type for single node execution"', async () => {
    const c = tenNodeClient();
    const {restore} = stubFetch(() => json({}));
    try {
      const error = await c.executeJs({code: Buffer.from('x'), authSig, jsParams: {}, targetNodeRange: 1}).then(() => undefined, (e: {message?: string}) => e);
      expect(error?.message).toMatch(/^Invalid code content type for single node execution/);
    } finally {
      restore();
    }
  });

  test('a signed legacy transaction hashes (keccak256 of the raw bytes) to the hash ethers reports for it', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = new ethers.Wallet('0x' + '44'.repeat(32));
    const signedTx = await wallet.signTransaction({to: wallet.address, value: 0, nonce: 3, gasLimit: 21000, gasPrice: 1, chainId: 175177});
    expect(ethers.utils.parseTransaction(signedTx).hash).toBe(ethers.utils.keccak256(signedTx));
  });
});

test.describe('EIP-191 signing (versioned_docs/version-2.0/LitActions/additionalExamples/usingEIP.md)', () => {
  test.skip(!installed, skipReason);

  test('hashMessage is keccak256 of the EIP-191 prefix, the message length and the message; a signature over that digest verifies with verifyMessage; r, s and recid + 27 rebuild it', async () => {
    const {ethers} = requireFromSamples('ethers');
    const message = 'I approve invoice 2024-117 for 250 USDC';
    const bytes = ethers.utils.toUtf8Bytes(message);
    const prefixed = ethers.utils.concat([ethers.utils.toUtf8Bytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes]);
    const digest = ethers.utils.hashMessage(message);
    expect(digest).toBe(ethers.utils.keccak256(prefixed));
    const key = new ethers.Wallet('0x' + '55'.repeat(32));
    const sig = key._signingKey().signDigest(digest);
    const joined = ethers.utils.joinSignature(sig);
    expect(ethers.utils.arrayify(joined)).toHaveLength(65);
    expect(ethers.utils.verifyMessage(message, joined)).toBe(key.address);
    expect(ethers.utils.joinSignature({r: sig.r, s: sig.s, v: sig.recoveryParam + 27})).toBe(joined);
    // A prefixed hash passed as the "message" is prefixed again and no longer verifies as the original message.
    expect(ethers.utils.hashMessage(ethers.utils.arrayify(digest))).not.toBe(digest);
  });

  test('personalSign.js refuses empty or over-long messages without signing, and otherwise asks ethPersonalSignMessageEcdsa to sign the message string', async () => {
    const page = 'LitActions/additionalExamples/usingEIP.md';
    const base = {publicKey: '0x04aa', sigName: 'approval'};
    const sign = {ethPersonalSignMessageEcdsa: async () => 'success'};
    const empty = await runActionFence(page, 'personalSign.js', {...base, message: ''}, sign);
    expect(JSON.parse(empty.response!)).toEqual({signed: false, error: 'invalid message'});
    expect(empty.calls).toEqual([]);
    const long = await runActionFence(page, 'personalSign.js', {...base, message: 'x'.repeat(1001)}, sign);
    expect(long.calls).toEqual([]);
    const ok = await runActionFence(page, 'personalSign.js', {...base, message: 'hello'}, sign);
    expect(JSON.parse(ok.response!)).toEqual({signed: true});
    expect(ok.calls).toEqual([{name: 'ethPersonalSignMessageEcdsa', args: {message: 'hello', publicKey: '0x04aa', sigName: 'approval'}}]);
  });
});

test.describe('session keys (versioned_docs/version-2.0/LitActions/additionalExamples/generatingSessionKey.md)', () => {
  test.skip(!installed, skipReason);

  test('LitActionResource("*") with LitAbility.LitActionExecution is the Lit Action execution request, and a CID can take the place of "*"', () => {
    const {LitAbility, LitActionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    expect(LitAbility.LitActionExecution).toBe('lit-action-execution');
    expect(new LitActionResource('*').getResourceKey()).toBe('lit-litaction://*');
    const cid = 'QmPDK4vFXtPBLgaHHfGugsGwgA9gEP6XA1fWsJhrcWn3Gz';
    expect(new LitActionResource(cid).getResourceKey()).toBe(`lit-litaction://${cid}`);
    expect(new LitActionResource(cid).isValidLitAbility(LitAbility.LitActionExecution)).toBe(true);
  });

  test('signSessionKey sends each node the session key URI, the auth methods, the PKP public key and a SIWE message issued for the PKP address with that URI', async () => {
    const {ethers} = requireFromSamples('ethers');
    const c = client({minNodeCount: 2});
    c.ready = true;
    c.connectedNodes = new Set(NODES.slice(0, 2));
    const pkpPublicKey = ethers.utils.computePublicKey('0x' + '66'.repeat(32));
    const sessionKey = c.getSessionKey();
    const authMethod = {authMethodType: 6, accessToken: 'jwt'};
    const {calls, restore} = stubFetch(() => json({}, 500));
    try {
      await c.signSessionKey({sessionKey, authMethods: [authMethod], pkpPublicKey, resources: [], chainId: 1}).catch(() => undefined);
      expect(calls).toHaveLength(2);
      const body = calls[0].body;
      expect(body.sessionKey).toBe(`lit:session:${sessionKey.publicKey}`);
      expect(body.authMethods).toEqual([authMethod]);
      expect(body.pkpPublicKey).toBe(pkpPublicKey);
      expect(String(body.siweMessage)).toContain(ethers.utils.computeAddress(pkpPublicKey));
      expect(String(body.siweMessage)).toContain(`URI: lit:session:${sessionKey.publicKey}`);
    } finally {
      restore();
    }
  });
});

test.describe('contracts-sdk 2.2.35 contracts (versioned_docs/version-2.0/resources/contracts.md)', () => {
  test.skip(!installed, skipReason);

  const TABLE: [string, string | null, string][] = [
    ['PKPNFT', 'pkpNftContract', '0x8F75a53F65e31DD0D2e40d0827becAaE2299D111'],
    ['PKPPermissions', 'pkpPermissionsContract', '0x4Aed2F242E806c58758677059340e29E6B5b7619'],
    ['PKPHelper', 'pkpHelperContract', '0x8bB62077437D918891F12c7F35d9e1B78468bF11'],
    ['PKPNFTMetadata', null, '0x4f7dBAfD2D9fF2bD4b2B00D470eCbe673e49c4D3'],
    ['PubkeyRouter', 'pubkeyRouterContract', '0xB35cC6CaB1501d5F3b6b8fcF3215898C9d03E981'],
    ['RateLimitNFT', 'rateLimitNftContract', '0x2D0f767eff47b44626832EcD2fda705eB9797c38'],
    ['Staking', 'stakingContract', '0x433357a14c35815E6A32758fe95c93380D194aaf'],
    ['LITToken', 'litTokenContract', '0x53695556f8a1a064EdFf91767f15652BbfaFaD04'],
    ['AccessControlConditions', 'accessControlConditionsContract', '0x8b353Bb9E26F2c2B8155f377982537C39AD01A1B'],
    ['Allowlist', 'allowlistContract', '0x81FB8e997E0908AD5792e6F8737245A1D78706E6'],
    ['ContractResolver', 'contractResolverContract', '0xFCB3d8a54680e9337e3c8E60adC02F2aE8455A71'],
    ['Multisender', 'multisenderContract', '0x0EdD020f421adbB57D3efa5d2045a75E40385464'],
  ];

  test('the twelve address files of contracts-sdk 2.2.35 hold the addresses in the table, and connect() with randomPrivatekey builds each LitContracts property from them offline, printing THIS.SIGNER: undefined', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const pkg = path.dirname(requireFromSamples.resolve('@lit-protocol/contracts-sdk/package.json'));
    expect(JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version).toBe('2.2.35');
    const contracts = new LitContracts({randomPrivatekey: true, debug: false});
    const warnings = (await captureConsole(['warn'], () => contracts.connect())).map(([, ...args]) => args.map(String).join(' '));
    expect(contracts.rpc).toBe('https://chain-rpc.litprotocol.com/http');
    for (const [name, property, address] of TABLE) {
      const data = Object.values(require(path.join(pkg, `src/abis/${name}.data.js`)))[0] as {address: string};
      expect(data.address, name).toBe(address);
      if (property) expect(contracts[property].read.address, name).toBe(address);
    }
    expect(contracts).not.toHaveProperty('pkpNftMetadataContract');
    expect(warnings.some((w) => w.startsWith('THIS.SIGNER: undefined'))).toBe(true);
  });

  test('in a browser without a signer, contracts-sdk 2.2.35 connect() needs an injected wallet even when given a privateKey: without window.ethereum it alerts and throws No web3 provider found', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const privateKey = `0x${'11'.repeat(32)}`;
    const message = 'No web3 provider found. Please install Brave, MetaMask or another web3 provider.';
    // A browser, as misc 2.2.61 isBrowser() sees it: no process.versions.node.
    const versions = Object.getOwnPropertyDescriptor(process, 'versions')!;
    Object.defineProperty(process, 'versions', {value: {}, configurable: true});
    try {
      const alerts: string[] = [];
      await withGlobals({window: {}, alert: (m: string) => alerts.push(m)}, async () => {
        await expect(new LitContracts({privateKey, debug: false}).connect()).rejects.toThrow(message);
        await expect(new LitContracts({randomPrivatekey: true, debug: false}).connect()).rejects.toThrow(message);
      });
      expect(alerts).toEqual([message, message]);
      // With an injected wallet and a privateKey, it asks the wallet to switch to Chronicle and then signs with the key.
      const asked: string[] = [];
      const ethereum = {send: async (method: string) => (asked.push(method), null), request: async ({method}: {method: string}) => (asked.push(method), [])};
      await withGlobals({window: {ethereum}, alert: () => undefined}, async () => {
        const contracts = new LitContracts({privateKey, debug: false});
        await contracts.connect();
        expect(asked).toContain('wallet_switchEthereumChain');
        expect(await contracts.signer.getAddress()).toBe(new ethers.Wallet(privateKey).address);
      });
    } finally {
      Object.defineProperty(process, 'versions', versions);
    }
  });

  test('getTokensByAddress asks tokenOfOwnerByIndex for one index after another until it fails', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({randomPrivatekey: true, debug: false});
    await captureConsole(['warn'], () => contracts.connect());
    const asked: number[] = [];
    contracts.pkpNftContract = {
      read: {
        tokenOfOwnerByIndex: async (_owner: string, i: number) => {
          asked.push(i);
          if (i >= 3) throw new Error('index out of range');
          return requireFromSamples('ethers').ethers.BigNumber.from(100 + i);
        },
      },
    };
    const tokens = await contracts.pkpNftContractUtil.read.getTokensByAddress('0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B');
    expect(asked).toEqual([0, 1, 2, 3]);
    expect(tokens.map(String)).toEqual(['100', '101', '102']);
  });
});
