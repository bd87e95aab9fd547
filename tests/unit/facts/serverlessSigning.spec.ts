/**
 * Facts that the Lit Actions pages (docs/sdk/serverless-signing) state, checked offline.
 *
 * Two kinds of test live here:
 * - client side: the pinned 6.11.5 packages from samples/v3, with a LitNodeClientNodeJs whose node requests are
 *   replaced, so nothing leaves the machine;
 * - action side: the pages' Lit Action code, taken from the page itself and run in Node against a small stand-in for
 *   the nodes (`simulateNodes`). The stand-in models only what the nodes' Lit Actions SDK does for the calls used
 *   (LIT-Protocol/Node at c3d39051255624cd689e1ee4ec37d7ee5ebf05e8, rust/lit-actions/ext/js/02_litActionsSDK.js and
 *   rust/lit-node/src/functions/action_client.rs): broadcastAndCollect gives each node the other nodes' values in
 *   arrival order with its own value last; signEcdsa records what the node asked to sign. The code runs with ethers
 *   5.7.2, the version the nodes bundle (rust/lit-actions/ext/js/00_ethers.js).
 * Each test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {webcrypto} from 'node:crypto';
import {test, expect} from '@playwright/test';
import {samplesSet, standInYellowstoneSigner, thrownBy} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/lit-node-client-nodejs');
const pages = path.resolve(__dirname, '../../../docs/sdk/serverless-signing');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules and the action globals are untyped */
type Params = Record<string, unknown>;

/** The body of the ```js lit-action fence of `page` whose info string contains `marker` (or the first one). */
function actionCode(page: string, marker = ''): string {
  const text = fs.readFileSync(path.join(pages, page), 'utf8');
  const fences = [...text.matchAll(/^```js lit-action([^\n]*)\n([\s\S]*?)^```$/gm)];
  const fence = fences.find((f) => f[1].includes(marker));
  if (!fence) throw new Error(`${page} has no lit-action fence with ${marker}`);
  return fence[2];
}

/** One node's record of a run: what it signed and what it set as the response. */
type NodeRun = {signed: Record<string, string>; response?: string};

/**
 * Runs `code` as `count` nodes would, at the same time, each with its own globals. `Lit.Actions` is a stand-in with
 * broadcastAndCollect (a barrier per name: every node gets the others' values, own value last), signEcdsa (records
 * the hex of toSign under sigName) and setResponse. `tamper(node, name, value)` may change what a node sends.
 */
async function simulateNodes(
  code: string,
  jsParams: Params,
  count: number,
  tamper: (node: number, name: string, value: string) => string = (_n, _name, v) => v,
  pkp?: any,
  extraActions: Record<string, unknown> = {},
): Promise<NodeRun[]> {
  const ethers = requireFromSamples('ethers').ethers;
  const rounds = new Map<string, {values: (string | undefined)[]; arrived: number; release: () => void; done: Promise<void>}>();
  const round = (name: string) => {
    if (!rounds.has(name)) {
      let release = () => {};
      const done = new Promise<void>((resolve) => (release = resolve));
      rounds.set(name, {values: new Array(count), arrived: 0, release, done});
    }
    return rounds.get(name)!;
  };
  const runs: NodeRun[] = [];
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  await Promise.all(
    Array.from({length: count}, async (_unused, node) => {
      const run: NodeRun = {signed: {}};
      runs[node] = run;
      const actions = {
        broadcastAndCollect: async ({name, value}: {name: string; value: string}) => {
          const r = round(name);
          r.values[node] = tamper(node, name, typeof value === 'string' ? value : '');
          r.arrived += 1;
          if (r.arrived === count) r.release();
          await r.done;
          // Others in "arrival" order (here: reversed node order, so it differs from the sorted order), own value last.
          const others = r.values.map((v, i) => ({v, i})).filter((x) => x.i !== node).reverse();
          return [...others.map((x) => x.v as string), r.values[node] as string];
        },
        signEcdsa: async ({toSign, sigName}: {toSign: Uint8Array; sigName: string}) => {
          run.signed[sigName] = ethers.utils.hexlify(toSign);
          return 'success';
        },
        setResponse: ({response}: {response: string}) => void (run.response = response),
        ethPersonalSignMessageEcdsa: async ({message, sigName}: {message: string; sigName: string}) => {
          run.signed[sigName] = message;
          return 'success';
        },
        // As the nodes' SignAndCombineEcdsa: the key is parsed as plain hex (hex::decode, so no 0x), and the result
        // is JSON {r: compressed R point hex, s: hex, v: recovery id}. `pkp` is an ethers Wallet playing the PKP.
        signAndCombineEcdsa: async ({toSign, publicKey}: {toSign: Uint8Array; publicKey: string}) => {
          if (!/^[0-9a-fA-F]+$/.test(publicKey)) throw new Error('Failed to parse public key');
          if ('0x' + publicKey !== pkp.publicKey) throw new Error('not the PKP');
          const sig = pkp._signingKey().signDigest(toSign);
          return JSON.stringify({r: (sig.recoveryParam ? '03' : '02') + sig.r.slice(2), s: sig.s.slice(2), v: sig.recoveryParam});
        },
        ...extraActions,
      };
      const names = ['Lit', 'ethers', 'crypto', ...Object.keys(jsParams)];
      const body = `return (${code.trim().replace(/;$/, '')});`;
      await new AsyncFunction(...names, body)({Actions: actions}, ethers, webcrypto, ...Object.values(jsParams));
    }),
  );
  return runs;
}

test.describe('Lit Action examples of docs/sdk/serverless-signing, run against a stand-in for the nodes', () => {
  test.skip(!installed, skipReason);

  test('ethers 5.7.2 computeAddress needs the 0x prefix on a public key', () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    expect(wallet.publicKey.startsWith('0x04')).toBe(true);
    expect(ethers.utils.computeAddress(wallet.publicKey)).toBe(wallet.address);
    expect(() => ethers.utils.computeAddress(wallet.publicKey.slice(2))).toThrow(/invalid arrayify value/);
  });

  test('a signAndCombineEcdsa result {r with a two-character prefix, s, v} rebuilt as the pages do recovers the signing key', () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    for (let i = 0; i < 8; i++) {
      const digest = ethers.utils.keccak256(ethers.utils.toUtf8Bytes(`message ${i}`));
      const sig = wallet._signingKey().signDigest(digest);
      // The node's shape: r is the compressed R point (02/03 + x, no 0x), s plain hex, v the recovery id.
      const combined = {r: (sig.recoveryParam ? '03' : '02') + sig.r.slice(2), s: sig.s.slice(2), v: sig.recoveryParam};
      const rebuilt = ethers.utils.joinSignature({r: '0x' + combined.r.substring(2), s: '0x' + combined.s, v: combined.v});
      expect(ethers.utils.recoverAddress(digest, rebuilt)).toBe(wallet.address);
    }
  });

  test('in the random draw every node signs the same statement although each receives the contributions in a different order', async () => {
    const code = actionCode('broadcast-and-collect.md', 'random-draw.js');
    const entrants = ['alice', 'bob', 'carol', 'dave', 'erin'];
    const runs = await simulateNodes(code, {drawId: 'raffle-1', entrants, publicKey: '0x04'}, 5);
    const statements = runs.map((r) => JSON.parse(r.response!).statement);
    expect(new Set(statements).size).toBe(1);
    expect(new Set(runs.map((r) => r.signed.drawResult)).size).toBe(1);
    const response = JSON.parse(runs[0].response!);
    expect(entrants).toContain(response.winner);
    expect(response.contributions).toBe(5);
  });

  test('in the random draw a node that reveals other bytes than it committed to stops the draw: no node signs', async () => {
    const code = actionCode('broadcast-and-collect.md', 'random-draw.js');
    const cheat = (node: number, name: string, value: string) => (node === 2 && name.endsWith('-reveal') ? '0x' + '00'.repeat(32) : value);
    const runs = await simulateNodes(code, {drawId: 'raffle-2', entrants: ['a', 'b'], publicKey: '0x04'}, 4, cheat);
    for (const run of runs) {
      expect(run.signed).toEqual({});
      expect(JSON.parse(run.response!).error).toBe('a revealed value does not match its commitment');
    }
  });

  test('the sign-transfer action returns a transaction signed by the PKP for a key with or without 0x, and refuses a value above 0.01', async () => {
    const {ethers} = requireFromSamples('ethers');
    const code = actionCode('combining-signatures.md', 'sign-transfer.js');
    const pkp = ethers.Wallet.createRandom();
    const unsignedTx = {
      to: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B',
      value: ethers.utils.parseEther('0.001').toHexString(),
      nonce: 3,
      gasLimit: '0x5208',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x3b9aca00',
    };
    for (const publicKey of [pkp.publicKey, pkp.publicKey.slice(2)]) {
      const [run] = await simulateNodes(code, {unsignedTx, publicKey}, 1, undefined, pkp);
      const response = JSON.parse(run.response!);
      const parsed = ethers.utils.parseTransaction(response.signedTx);
      expect(parsed.from).toBe(pkp.address);
      expect(parsed.chainId).toBe(175188);
    }
    const [refused] = await simulateNodes(code, {unsignedTx: {...unsignedTx, value: ethers.utils.parseEther('0.5').toHexString()}, publicKey: pkp.publicKey}, 1, undefined, pkp);
    expect(JSON.parse(refused.response!)).toEqual({error: 'value above the 0.01 limit'});
  });

  test('ethers 5.7.2 computeHmac(sha256, key, data) is the standard HMAC-SHA256 a webhook receiver computes', () => {
    const {ethers} = requireFromSamples('ethers');
    const {createHmac} = requireFromSamples('node:crypto');
    const secret = 'whsec_example_only';
    const body = JSON.stringify({event: 'invoice.paid', invoiceId: 'inv_1042', amountCents: 4900});
    const fromEthers = ethers.utils.computeHmac(ethers.utils.SupportedAlgorithm.sha256, ethers.utils.toUtf8Bytes(secret), ethers.utils.toUtf8Bytes(body));
    expect(fromEthers).toBe('0x' + createHmac('sha256', secret).update(body).digest('hex'));
  });

  test('ethers 5.7.2 contract reads pass a blockTag override to eth_call, and a call to an address without code fails with CALL_EXCEPTION', async () => {
    const {ethers} = requireFromSamples('ethers');
    const calls: any[] = [];
    const JsonRpcProvider: new (url: string, network: object) => any = ethers.providers.JsonRpcProvider;
    class StubProvider extends JsonRpcProvider {
      async send(method: string, params: any[]) {
        if (method === 'eth_chainId') return '0x1';
        calls.push({method, params});
        if (method === 'eth_call') return '0x';
        throw new Error(`unexpected ${method}`);
      }
    }
    const provider = new StubProvider('http://127.0.0.1:1', {chainId: 1, name: 'homestead'});
    const erc20 = new ethers.Contract('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ['function balanceOf(address) view returns (uint256)'], provider);
    await expect(erc20.balanceOf('0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B', {blockTag: 1000})).rejects.toMatchObject({code: 'CALL_EXCEPTION'});
    expect(calls[0]).toMatchObject({method: 'eth_call', params: [expect.anything(), '0x3e8']});
  });

  test('the EIP-191 digest the nodes build (prefix with the UTF-8 byte length, then keccak256) equals ethers hashMessage, also for non-ASCII text', () => {
    const {ethers} = requireFromSamples('ethers');
    for (const message of ['Attestation: 0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B scored 87/100', 'café ✓ 😀', '']) {
      // As the node does: to_sign = uint8arrayFromString(message) (UTF-8), prefix "\x19Ethereum Signed Message:\n" + to_sign.len().
      const bytes = ethers.utils.toUtf8Bytes(message);
      const nodeDigest = ethers.utils.keccak256(ethers.utils.concat([ethers.utils.toUtf8Bytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes]));
      expect(nodeDigest).toBe(ethers.utils.hashMessage(message));
    }
  });

  test("the nodes' signEcdsa passes toSign through new Uint8Array(toSign): an ethers digest as 0x hex throws a RangeError, ethers.utils.arrayify(digest) gives its 32 bytes", () => {
    const {ethers} = requireFromSamples('ethers');
    // As the nodes' Lit Actions SDK does (LIT-Protocol/Node c3d39051255624cd689e1ee4ec37d7ee5ebf05e8,
    // rust/lit-actions/ext/js/02_litActionsSDK.js): ops.op_sign_ecdsa(new Uint8Array(toSign), publicKey, sigName).
    const asTheNodes = (toSign: unknown) => new Uint8Array(toSign as any);
    const domain = {name: 'Example', version: '1', chainId: 1, verifyingContract: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'};
    const types = {Mail: [{name: 'to', type: 'address'}, {name: 'contents', type: 'string'}]};
    const digests = [
      ethers.utils.keccak256(ethers.utils.toUtf8Bytes('hello')),
      ethers.utils.hashMessage(ethers.utils.arrayify('0x00ff10')),
      ethers.utils._TypedDataEncoder.hash(domain, types, {to: domain.verifyingContract, contents: 'hello'}),
    ];
    for (const digest of digests) {
      expect(() => asTheNodes(digest)).toThrow(RangeError);
      const bytes = asTheNodes(ethers.utils.arrayify(digest));
      expect(bytes.length).toBe(32);
      expect(ethers.utils.hexlify(bytes)).toBe(digest);
    }
  });

  test("signEcdsa given the text message instead of its hash: new Uint8Array(message) is empty (the node's op refuses an empty toSign), while the message's UTF-8 bytes reach the 32-byte length check", () => {
    const {ethers} = requireFromSamples('ethers');
    // LIT-Protocol/Node c3d39051255624cd689e1ee4ec37d7ee5ebf05e8: 02_litActionsSDK.js passes new Uint8Array(toSign) to
    // op_sign_ecdsa, whose first check (rust/lit-actions/ext/bindings.rs, ensure_not_empty!(to_sign, "toSign"))
    // throws the RangeError "toSign must not be empty"; only a non-empty toSign reaches the signer's
    // "Message length to be signed is not 32 bytes" check (rust/lit-node/src/tss/ecdsa_cait_sith/protocols256k1.rs).
    const asTheNodes = (toSign: unknown) => new Uint8Array(toSign as any);
    for (const message of ['Attestation: 0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B scored 87/100', 'Hello World']) {
      expect(asTheNodes(message).length).toBe(0);
      const bytes = asTheNodes(ethers.utils.toUtf8Bytes(message));
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.length).not.toBe(32);
    }
  });

  test('ethers 5.7.2 _TypedDataEncoder.hash gives the EIP-712 digest that verifyTypedData checks a signature over', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    const domain = {name: 'Example', version: '1', chainId: 1, verifyingContract: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'};
    const types = {Mail: [{name: 'to', type: 'address'}, {name: 'contents', type: 'string'}]};
    const value = {to: wallet.address, contents: 'hello'};
    const digest = ethers.utils._TypedDataEncoder.hash(domain, types, value);
    const signature = ethers.utils.joinSignature(wallet._signingKey().signDigest(digest));
    expect(ethers.utils.verifyTypedData(domain, types, value, signature)).toBe(wallet.address);
    expect(await wallet._signTypedData(domain, types, value)).toBe(signature);
  });

  test('ethers 5.7.2 joinSignature turns recovery id 0 or 1 into v 27 or 28', () => {
    const {ethers} = requireFromSamples('ethers');
    const r = '0x' + '11'.repeat(32);
    const s = '0x' + '22'.repeat(32);
    expect(ethers.utils.joinSignature({r, s, v: 0}).slice(-2)).toBe('1b');
    expect(ethers.utils.joinSignature({r, s, v: 1}).slice(-2)).toBe('1c');
  });

  test('ethers 5.7.2 joinSignature throws, rather than giving a signature that recovers elsewhere, when the r prefix is kept or 0x is missing from r or s', () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    const digest = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('transfer'));
    const sig = wallet._signingKey().signDigest(digest);
    const combined = {r: (sig.recoveryParam ? '03' : '02') + sig.r.slice(2), s: sig.s.slice(2), v: sig.recoveryParam};
    const messageOf = (parts: {r: string; s: string; v: number}) => {
      try {
        ethers.utils.joinSignature(parts);
        return 'no error';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(messageOf({r: '0x' + combined.r, s: '0x' + combined.s, v: combined.v})).toMatch(/^value out of range /);
    expect(messageOf({r: combined.r.substring(2), s: '0x' + combined.s, v: combined.v})).toMatch(/^signature missing or invalid r /);
    expect(messageOf({r: '0x' + combined.r.substring(2), s: combined.s, v: combined.v})).toMatch(/^signature missing or invalid s /);
  });

  test('ethers 5.7.2 providers report an RPC "insufficient funds" as INSUFFICIENT_FUNDS and "nonce too low" as NONCE_EXPIRED', async () => {
    const {ethers} = requireFromSamples('ethers');
    const rpcError = (message: string) => Object.assign(new Error('processing response error'), {code: 'SERVER_ERROR', error: {code: -32000, message}});
    const JsonRpcProvider: new (url: string, network: object) => any = ethers.providers.JsonRpcProvider;
    class StubProvider extends JsonRpcProvider {
      answer = '';
      async send(method: string) {
        if (method === 'eth_chainId') return '0x2ac54';
        if (method === 'eth_blockNumber') return '0x10';
        if (method === 'eth_sendRawTransaction') throw rpcError(this.answer);
        throw new Error(`unexpected ${method}`);
      }
    }
    const provider = new StubProvider('http://127.0.0.1:1', {chainId: 175188, name: 'yellowstone'});
    const wallet = ethers.Wallet.createRandom();
    const signedTx = await wallet.signTransaction({type: 2, chainId: 175188, to: wallet.address, value: 1, nonce: 0, gasLimit: 21000, maxFeePerGas: 1, maxPriorityFeePerGas: 1});
    provider.answer = 'insufficient funds for gas * price + value';
    await expect(provider.sendTransaction(signedTx)).rejects.toMatchObject({code: 'INSUFFICIENT_FUNDS', reason: 'insufficient funds for intrinsic transaction cost'});
    provider.answer = 'nonce too low';
    await expect(provider.sendTransaction(signedTx)).rejects.toMatchObject({code: 'NONCE_EXPIRED', reason: 'nonce has already been used'});
  });

  test('the attestation action signs only the message it builds from a valid address and an integer score of 0 to 100', async () => {
    const code = actionCode('eip191.md', 'attest-action.js');
    const subject = '0x2f6f5874a4d251e35cd78b3576ca90bd2f05fe0b';
    const [ok] = await simulateNodes(code, {subject, score: 87, publicKey: '0x04'}, 1);
    expect(ok.signed.attestation).toBe('Attestation: 0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B scored 87/100');
    expect(JSON.parse(ok.response!).message).toBe(ok.signed.attestation);
    for (const [badSubject, badScore] of [['not-an-address', 50], [subject, 101], [subject, 2.5], [subject, '87']]) {
      const [refused] = await simulateNodes(code, {subject: badSubject, score: badScore, publicKey: '0x04'}, 1);
      expect(refused.signed).toEqual({});
      expect(JSON.parse(refused.response!).error).toBeTruthy();
    }
  });

  test('the spending policy signs the exact request only for a permitted signer, a 0 to 0.05 ETH amount and an expiry 30 s to 10 min ahead', async () => {
    const {ethers} = requireFromSamples('ethers');
    const code = actionCode('processing-validation.md', 'spending-policy.js');
    const owner = ethers.Wallet.createRandom();
    const stranger = ethers.Wallet.createRandom();
    const pkp = ethers.Wallet.createRandom();
    // As the nodes: pubkeyToTokenId is keccak256 of the key bytes; isPermittedAddress reads the PKP's permissions.
    const permissionsRead: any[] = [];
    const extra = {
      pubkeyToTokenId: ({publicKey}: {publicKey: string}) => ethers.utils.keccak256(publicKey),
      isPermittedAddress: async (params: {tokenId: string; address: string}) => {
        permissionsRead.push(params);
        return params.address === owner.address;
      },
    };
    const run = async (signer: any, fields: Record<string, unknown>) => {
      const requestJson = JSON.stringify({to: '0x000000000000000000000000000000000000dEaD', amountWei: ethers.utils.parseEther('0.01').toString(), expiresAt: Math.floor(Date.now() / 1000) + 300, ...fields});
      const [node] = await simulateNodes(code, {requestJson, requestSignature: await signer.signMessage(requestJson), publicKey: pkp.publicKey}, 1, undefined, undefined, extra);
      return {requestJson, node, response: JSON.parse(node.response!)};
    };
    const ok = await run(owner, {});
    expect(ok.response).toEqual({approved: true, requester: owner.address});
    expect(ok.node.signed.approval).toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(ok.requestJson)));
    expect(permissionsRead[0].tokenId).toBe(ethers.utils.keccak256(pkp.publicKey));
    const tooMuch = await run(owner, {amountWei: ethers.utils.parseEther('1').toString()});
    expect(tooMuch.response).toEqual({approved: false, reason: 'amount outside the 0 to 0.05 ETH policy'});
    expect(tooMuch.node.signed).toEqual({});
    expect((await run(stranger, {})).response).toEqual({approved: false, reason: `${stranger.address} is not permitted on this PKP`});
    expect((await run(owner, {expiresAt: Math.floor(Date.now() / 1000) + 10})).response.reason).toBe('request expired or about to expire');
    expect((await run(owner, {expiresAt: Math.floor(Date.now() / 1000) + 3600})).response.reason).toBe('expiry is more than ten minutes away');
    // JSON that parses to null (or a number) is answered with a reason, not a TypeError.
    for (const requestJson of ['null', '42']) {
      const [node] = await simulateNodes(code, {requestJson, requestSignature: '0x', publicKey: pkp.publicKey}, 1, undefined, undefined, extra);
      expect(JSON.parse(node.response!)).toEqual({approved: false, reason: 'to must be an address'});
    }
  });

  test('the spending policy answers "request is not valid JSON" for an object requestJson, which the client’s signMessage refuses first with "invalid arrayify value"', async () => {
    const {ethers} = requireFromSamples('ethers');
    const code = actionCode('processing-validation.md', 'spending-policy.js');
    const wallet = new ethers.Wallet('0x' + '11'.repeat(32));
    const request = {to: '0x000000000000000000000000000000000000dEaD', amountWei: '1', expiresAt: Math.floor(Date.now() / 1000) + 300};
    const extra = {pubkeyToTokenId: () => '0x01', isPermittedAddress: async () => true};
    const [node] = await simulateNodes(code, {requestJson: request, requestSignature: '0x', publicKey: wallet.publicKey}, 1, undefined, undefined, extra);
    expect(JSON.parse(node.response!)).toEqual({approved: false, reason: 'request is not valid JSON'});
    expect(node.signed).toEqual({});
    // The page's client signs requestJson before executeJs: an object stops it there.
    await expect(wallet.signMessage(request)).rejects.toThrow(/^invalid arrayify value/);
  });

  test('the forecast action answers {signed: false, error} for an unreachable URL, an error status ("Error: forecast API answered 503") and a body without properties.periods (a TypeError), and signs a matching forecast', async () => {
    const code = actionCode('fetch.md', 'forecast-action.js');
    const params = (fetch: unknown) => ({forecastUrl: 'https://api.weather.example/forecast', maxTemperature: 100, publicKey: '0x04aa', fetch});
    const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), {status});
    const runOne = async (fetch: unknown) => (await simulateNodes(code, params(fetch), 1))[0];
    const unreachable = await runOne(async () => {
      throw new TypeError('fetch failed');
    });
    expect(JSON.parse(unreachable.response!)).toEqual({signed: false, error: 'TypeError: fetch failed'});
    const refused = await runOne(answer(503, {detail: 'unavailable'}));
    expect(JSON.parse(refused.response!)).toEqual({signed: false, error: 'Error: forecast API answered 503'});
    const otherBody = await runOne(answer(200, {properties: {forecast: 'https://api.weather.example/forecast'}}));
    expect(JSON.parse(otherBody.response!).error).toMatch(/^TypeError: Cannot read properties of undefined/);
    expect(unreachable.signed).toEqual({});
    expect(refused.signed).toEqual({});
    expect(otherBody.signed).toEqual({});
    const period = {startTime: '2026-01-01T06:00:00-05:00', temperature: 41.6, temperatureUnit: 'F'};
    const good = await runOne(answer(200, {properties: {periods: [period]}}));
    expect(JSON.parse(good.response!)).toEqual({signed: true, statement: 'forecast:2026-01-01T06:00:00-05:00:42F<=100'});
    expect(Object.keys(good.signed)).toEqual(['forecastSig']);
  });

  test('pkpPermissionsContractUtils.write.addPermittedAddress from a wallet that does not hold the NFT fails at the gas estimate with ethers\' "cannot estimate gas…" error, "Not PKP NFT owner" in its reason', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {signer, calls} = standInYellowstoneSigner(ethers, () => 'execution reverted: Not PKP NFT owner');
    const contracts = new LitContracts({signer, network: 'datil-dev', debug: false});
    contracts.connected = true;
    const abi = ['function addPermittedAddress(uint256 tokenId, address user, uint256[] scopes)'];
    contracts.pkpPermissionsContract = {write: new ethers.Contract('0x' + '11'.repeat(20), abi, signer)};
    const failed = await thrownBy(() => contracts.pkpPermissionsContractUtils.write.addPermittedAddress('1', signer.address));
    expect(failed).toBeInstanceOf(Error);
    expect(failed.message).toMatch(/^cannot estimate gas; transaction may fail or may require manual gas limit /);
    expect(failed.message).toContain('reason="execution reverted: Not PKP NFT owner"');
    expect((failed as Error & {reason?: string}).reason).toBe('execution reverted: Not PKP NFT owner');
    expect(String(failed)).toMatch(/^Error: cannot estimate gas/);
    expect(calls).not.toContain('eth_sendRawTransaction');
  });

  test('the quick start action signs keccak256 of a 1 to 140 character note and declines anything else', async () => {
    const {ethers} = requireFromSamples('ethers');
    const code = actionCode('quick-start.md', 'sign-note.js');
    const [ok] = await simulateNodes(code, {note: 'Ship it on Friday', publicKey: '0x04'}, 1);
    expect(ok.signed.noteSig).toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes('Ship it on Friday')));
    expect(JSON.parse(ok.response!)).toEqual({signed: true, digest: ok.signed.noteSig});
    for (const note of ['', 'x'.repeat(141), 42]) {
      const [declined] = await simulateNodes(code, {note, publicKey: '0x04'}, 1);
      expect(declined.signed).toEqual({});
      expect(JSON.parse(declined.response!)).toEqual({signed: false, reason: 'note must be 1 to 140 characters'});
    }
  });

  test('one bad reading keeps the sorted median between two neighbouring honest values, and can itself be the median; with fewer than half bad it stays within the honest range', () => {
    // The page's aggregate: sort numerically, take the element at floor(n / 2).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // A bad value that falls between the two middle honest values becomes the median itself.
    expect(median([70, 74, 80, 77])).toBe(77);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 500; trial++) {
      const honest = Array.from({length: 3 + Math.floor(random() * 20)}, () => Math.round(random() * 100));
      const sorted = [...honest].sort((a, b) => a - b);
      const badCount = Math.floor(random() * Math.ceil(honest.length / 2)) || 1;
      if (badCount * 2 >= honest.length + badCount) continue;
      // Extreme bad values, and bad values inside the honest range.
      const bad = Array.from({length: badCount}, () => (random() < 0.5 ? (random() < 0.5 ? -1e9 : 1e9) : random() * 100));
      const result = median([...honest, ...bad]);
      expect(result).toBeGreaterThanOrEqual(sorted[0]);
      expect(result).toBeLessThanOrEqual(sorted[sorted.length - 1]);
      if (badCount === 1) {
        const n = honest.length + 1;
        expect(result).toBeGreaterThanOrEqual(sorted[Math.floor(n / 2) - 1]);
        expect(result).toBeLessThanOrEqual(sorted[Math.floor(n / 2)]);
      }
    }
  });
});

const NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];

/** A session signature map shaped as getSessionSigs makes it, valid for ten minutes: one entry per node. */
function sessionSigs(nodes = NODES) {
  const expiration = new Date(Date.now() + 10 * 60_000).toISOString();
  const capability = {
    sig: 'capability-sig',
    derivedVia: 'web3.eth.personal.sign',
    signedMessage: `example.com wants you to sign in with your Ethereum account:\n0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B\n\nExpiration Time: ${expiration}`,
    address: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B',
  };
  const signedMessage = JSON.stringify({sessionKey: 'k', resourceAbilityRequests: [], capabilities: [capability], issuedAt: new Date().toISOString(), expiration});
  return Object.fromEntries(nodes.map((node) => [node, {sig: 's', derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'k', algo: 'ed25519'}]));
}

/** A real LitNodeClientNodeJs marked connected to NODES, whose node requests are answered by `respond`. */
function offlineClient(respond: (url: string) => Params = () => ({response: 'ok'})) {
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
  const requests: string[] = [];
  client.ready = true;
  client.connectedNodes = new Set(NODES);
  client.executeJsNodeRequest = async (url: string) => {
    requests.push(url);
    return {success: true, signedData: {}, claimData: {}, logs: '', ...respond(url)};
  };
  return {client, requests};
}

test.describe('@lit-protocol/lit-node-client-nodejs 6.11.5: executeJs as the Lit Actions pages use it', () => {
  test.skip(!installed, skipReason);

  test('Chronicle Yellowstone is the chain "yellowstone" with the test token tstLPX, and LIT_RPC has its RPC URL', () => {
    const {LIT_CHAINS, LIT_RPC} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.yellowstone).toMatchObject({chainId: 175188, symbol: 'tstLPX'});
    expect(LIT_RPC.CHRONICLE_YELLOWSTONE).toBe('https://yellowstone-rpc.litprotocol.com');
  });

  test('computeHDPubKey returns the derived public key as 130 hex digits with no 0x prefix (key-claiming.md prints it)', async () => {
    await requireFromSamples('@lit-protocol/ecdsa-sdk').initWasmEcdsaSdk();
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {ethers} = requireFromSamples('ethers');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    // Stand-ins for the root keys connect() reads from the nodes: any valid secp256k1 public keys, 0x-prefixed.
    client.hdRootPubkeys = [1, 2, 3].map(() => ethers.Wallet.createRandom().publicKey);
    const keyId = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('QmExampleCid_ada-lovelace')).slice(2);
    expect(client.computeHDPubKey(keyId)).toMatch(/^04[0-9a-f]{128}$/);
  });

  test('ethereum, sepolia, base and yellowstone are keys of LIT_CHAINS', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    for (const name of ['ethereum', 'sepolia', 'base', 'yellowstone']) expect(Object.keys(LIT_CHAINS)).toContain(name);
    expect(Object.keys(LIT_CHAINS)).not.toContain('Ethereum');
  });

  test('executeJs sends the action to every connected node, and with useSingleNode to one node only', async () => {
    const all = offlineClient();
    await all.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    expect([...all.requests].sort()).toEqual(NODES);
    const single = offlineClient();
    await single.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}, useSingleNode: true});
    expect(single.requests).toHaveLength(1);
    expect(NODES).toContain(single.requests[0]);
  });

  test('when fewer nodes than the threshold return a share for a sigName, executeJs throws "… does not meet the threshold of …"', async () => {
    const share = {sigType: 'K256', dataSigned: 'ab', signatureShare: '"01"', shareIndex: 0, bigR: '"02"', publicKey: '"04"', sigName: 'forecastSig'};
    const {client} = offlineClient((url) =>
      url === NODES[2] ? {response: '{"signed":false}'} : {response: '{"signed":true}', signedData: {forecastSig: share}},
    );
    client.config.minNodeCount = 3;
    await expect(client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).rejects.toMatchObject({
      message: 'The total number of valid signatures shares 2 does not meet the threshold of 3',
    });
  });

  test('when the nodes answer with their action-timeout error, executeJs throws their message ("There was a timeout error executing the Javascript for this action") and keeps "Your function exceeded the maximum runtime …" in details', async () => {
    // The body the Datil node sends for a timed-out action (LIT-Protocol/Node c3d3905: web_client.rs wraps the runtime's
    // error in NodeJsTimeoutError, whose description is the message; handler.rs adds the runtime's text to details).
    const nodeError = {
      errorKind: 'Timeout',
      errorCode: 'NodeJsTimeoutError',
      status: 502,
      message: 'There was a timeout error executing the Javascript for this action',
      correlationId: 'lit_example',
      details: ['timeout error: Your function exceeded the maximum runtime of 30000ms and was terminated.'],
      logs: '',
    };
    const {client} = offlineClient();
    delete client.executeJsNodeRequest; // the SDK's own request path, down to fetch
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(nodeError), {status: 502, headers: {'content-type': 'application/json'}})) as typeof fetch;
    try {
      const thrown: any = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}}).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({message: nodeError.message, errorCode: 'NodeJsTimeoutError', details: nodeError.details});
      expect(thrown.message).not.toContain('exceeded the maximum runtime');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  test('when the nodes answer a failed action as {success: false, error: "<text>"}, executeJs throws "There was an error getting the signing shares from the nodes" (errorCode unknown_error) without the nodes\' text', async () => {
    // The body the Datil node sends when the action throws, for example because signEcdsa got fewer than 32 bytes
    // (LIT-Protocol/Node c3d3905 web_client.rs: an execution error with a source is answered with HTTP 400 and
    // json!({"success": false, "error": source_err.to_string(), "logs": logs})).
    const body = {success: false, error: 'Uncaught (in promise) Error: Message length to be signed is not 32 bytes.  Please hash it before sending it to the node to sign.', logs: ''};
    const {client} = offlineClient();
    client.executeJsNodeRequest = async () => {
      throw body; // sendRequest rejects with the parsed JSON body of a non-2xx answer
    };
    const error = await thrownBy(() => client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}}));
    expect(error).toMatchObject({message: 'There was an error getting the signing shares from the nodes', errorCode: 'unknown_error'});
    expect(JSON.stringify(error)).not.toContain('32 bytes');
  });

  test('the value executeJs throws for a failed action has no errorKind, so the isLitError helper of tests.md (errorCode and errorKind strings) is false for it', async () => {
    const body = {success: false, error: 'Uncaught (in promise) Error: boom', logs: ''};
    const {client} = offlineClient();
    client.executeJsNodeRequest = async () => {
      throw body;
    };
    const error = await thrownBy(() => client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}}));
    // The helper as tests.md writes it.
    const isLitError = (err: unknown) =>
      typeof err === 'object' && err !== null && typeof (err as Params).errorCode === 'string' && typeof (err as Params).errorKind === 'string';
    expect(error instanceof Error).toBe(false);
    expect(typeof error.errorCode).toBe('string');
    expect(error).not.toHaveProperty('errorKind');
    expect(isLitError(error)).toBe(false);
  });

  test('executeJs returns no signatures field and the raw response string when the action signed nothing', async () => {
    const {client} = offlineClient(() => ({response: '{"signed":false,"reason":"conditions not met"}'}));
    const result = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    expect(result.signatures).toBeUndefined();
    expect(result.response).toBe('{"signed":false,"reason":"conditions not met"}');
  });

  test('when nothing was signed or claimed but the reply does not report success, executeJs builds its own object, with signatures null and claims {}', async () => {
    const {client} = offlineClient(() => ({success: false, response: '{"signed":false}'}));
    const result = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    expect(result).toMatchObject({claims: {}, signatures: null, decryptions: [], response: '{"signed":false}'});
    expect('signatures' in result).toBe(true);
  });

  test("when the action signed nothing, executeJs returns the nodes' reply itself: success, signedData, decryptedData, claimData, response and logs, with no signatures or claims", async () => {
    // The reply shape of the Datil node (web_client.rs at c3d3905): success, signedData, decryptedData, claimData, response, logs.
    const {client} = offlineClient(() => ({decryptedData: {}, response: 'hello', logs: 'x\n'}));
    const result = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    expect(Object.keys(result).sort()).toEqual(['claimData', 'decryptedData', 'logs', 'response', 'signedData', 'success']);
    expect(result.success).toBe(true);
    expect(result.signatures).toBeUndefined();
    expect(result.claims).toBeUndefined();
  });

  test('a log line from one node reaches result.logs only when the other nodes logged nothing and the action signed nothing: executeJs keeps the log text most nodes sent', async () => {
    // runOnce logs a thrown error on the chosen node only ("Error running function: …", Node c3d3905 02_litActionsSDK.js).
    const errorLine = 'Error running function: Error: boom\n';
    const quiet = offlineClient((url) => ({response: '[ERROR]', logs: url === NODES[0] ? errorLine : ''}));
    expect((await quiet.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).logs).toBe(errorLine);
    const chatty = offlineClient((url) => ({response: '[ERROR]', logs: url === NODES[0] ? `start\n${errorLine}` : 'start\n'}));
    expect((await chatty.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).logs).toBe('start\n');
    // When the action signed, executeJs picks the logs with mostCommonString over every node's text, empty ones included.
    const {mostCommonString} = requireFromSamples('@lit-protocol/misc');
    expect(mostCommonString([errorLine, '', ''])).toBe('');
  });

  test('when the action claimed a key but signed nothing, executeJs also keeps empty log texts, so one node\'s log line loses to the others\' empty ones', async () => {
    const claimData = {user: {signature: '1b'.repeat(65), derivedKeyId: 'ab'}};
    const logLine = 'only on the first node\n';
    const {client} = offlineClient((url) => ({response: 'r', claimData, logs: url === NODES[0] ? logLine : ''}));
    const result = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    expect(Object.keys(result.claims)).toEqual(['user']);
    expect(result.logs).toBe('');
    const unclaimed = offlineClient((url) => ({response: 'r', logs: url === NODES[0] ? logLine : ''}));
    expect((await unclaimed.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).logs).toBe(logLine);
  });

  test('createSiweMessage without resources makes a plain SIWE message, which generateAuthSig signs as a web3.eth.personal.sign AuthSig', async () => {
    const {createSiweMessage, generateAuthSig} = requireFromSamples('@lit-protocol/auth-helpers');
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    const toSign = await createSiweMessage({uri: 'http://localhost', expiration: new Date(Date.now() + 600_000).toISOString(), walletAddress: wallet.address, nonce: '0x' + 'ab'.repeat(32)});
    expect(toSign).toContain(`sign in with your Ethereum account:\n${wallet.address}`);
    expect(toSign).not.toContain('Resources:');
    const authSig = await generateAuthSig({signer: wallet, toSign});
    expect(authSig).toMatchObject({derivedVia: 'web3.eth.personal.sign', signedMessage: toSign, address: wallet.address});
    expect(ethers.utils.verifyMessage(toSign, authSig.sig)).toBe(wallet.address);
  });

  test('the ETH balance condition of the conditional signing page passes the SDK schema for accessControlConditions', async () => {
    const {validateAccessControlConditionsSchema} = requireFromSamples('@lit-protocol/access-control-conditions');
    const conditions = [
      {contractAddress: '', standardContractType: '', chain: 'ethereum', method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '1000000000000000'}},
    ];
    await expect(validateAccessControlConditionsSchema(conditions)).resolves.toBe(true);
  });

  test('computeHDKeyId(userId, appId, true) hashes "<appId>:<userId>" with a colon, not the "<CID>_<keyId>" the nodes claim', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {ethers} = requireFromSamples('ethers');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const cid = 'QmExampleCidOfTheClaimAction';
    const fromSdk = client.computeHDKeyId('ada-lovelace', cid, true);
    expect(fromSdk).toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(`${cid}:ada-lovelace`)));
    expect(fromSdk).not.toBe(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(`${cid}_ada-lovelace`)));
  });

  test('executeJs gathers the claim data of every node into claims[keyId] = { derivedKeyId, one {r, s, v} per node }', async () => {
    const {ethers} = requireFromSamples('ethers');
    const derivedKeyId = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('QmCid_ada-lovelace')).slice(2);
    const nodeWallets = NODES.map(() => ethers.Wallet.createRandom());
    const signatures = await Promise.all(nodeWallets.map((w: any) => w.signMessage(ethers.utils.arrayify('0x' + derivedKeyId))));
    const {client} = offlineClient((url) => ({
      response: '{"claimed":true}',
      claimData: {'ada-lovelace': {signature: signatures[NODES.indexOf(url)].slice(2), derivedKeyId}},
    }));
    const result = await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
    const claim = result.claims['ada-lovelace'];
    // A claim alone (no signature) is enough for the response to go through JSON.parse.
    expect(result.response).toEqual({claimed: true});
    expect(claim.derivedKeyId).toBe(derivedKeyId);
    expect(claim.signatures).toHaveLength(NODES.length);
    for (const sig of claim.signatures) {
      expect(Object.keys(sig).sort()).toEqual(['r', 's', 'v']);
      expect(nodeWallets.map((w: any) => w.address)).toContain(ethers.utils.verifyMessage(ethers.utils.arrayify('0x' + derivedKeyId), sig));
    }
  });

  test('pkpNftContractUtils.write.claimAndMint sends keyType 2, the key ID and the signatures with the mint cost, and returns tokenId, tx and receipt', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({network: 'datil-dev'});
    const sent: any[] = [];
    const receipt = {events: [{topics: []}, {topics: ['0xevent', '0x1234']}]};
    const write = {
      functions: {
        claimAndMint: async (...args: any[]) => {
          sent.push(args);
          return {hash: '0xtx', wait: async () => receipt};
        },
      },
    };
    contracts.pkpNftContract = {read: {mintCost: async () => 7}, write};
    const result = await contracts.pkpNftContractUtils.write.claimAndMint('0xabc', [{r: '0x1', s: '0x2', v: 27}], {gasLimit: 1});
    expect(sent[0]).toEqual([2, '0xabc', [{r: '0x1', s: '0x2', v: 27}], {gasLimit: 1, value: 7}]);
    expect(result).toMatchObject({tokenId: '0x1234', tx: {hash: '0xtx'}, res: receipt});
  });

  /**
   * Calls the 6.11.5 claimAndMint helper with a wallet whose stand-in RPC fails eth_estimateGas with `estimateError`,
   * as a chain does for a key that was already claimed (a revert) or for a wallet that cannot pay.
   */
  async function claimAndMintWhenGasEstimateFails(estimateError: string) {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const {signer, calls} = standInYellowstoneSigner(ethers, () => estimateError, {eth_call: ethers.utils.hexZeroPad('0x01', 32)});
    const contracts = new LitContracts({signer, network: 'datil-dev'});
    const abi = [
      'function claimAndMint(uint256,bytes32,tuple(bytes32 r, bytes32 s, uint8 v)[]) payable returns (uint256)',
      'function mintCost() view returns (uint256)',
    ];
    const pkpNft = new ethers.Contract('0x0000000000000000000000000000000000000001', abi, signer);
    contracts.pkpNftContract = {read: pkpNft, write: pkpNft};
    const error: any = await thrownBy(() => contracts.pkpNftContractUtils.write.claimAndMint('0x' + '11'.repeat(32), []));
    return {error, sent: calls};
  }

  test('when the contract reverts claimAndMint, no transaction is sent: the gas estimate fails and the 6.11.5 helper rejects with a new Error whose message starts "Error: cannot estimate gas"', async () => {
    const {error, sent} = await claimAndMintWhenGasEstimateFails('execution reverted');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^Error: cannot estimate gas; transaction may fail or may require manual gas limit/);
    expect(error.code).toBeUndefined();
    expect(sent).not.toContain('eth_sendRawTransaction');
  });

  test('when the wallet cannot pay claimAndMint, the gas estimate fails with "insufficient funds" and the 6.11.5 helper rejects with a new Error whose message starts "Error: insufficient funds for intrinsic transaction cost", without ethers\' code', async () => {
    // As a geth-based node answers eth_estimateGas when value plus gas exceed the balance.
    const {error, sent} = await claimAndMintWhenGasEstimateFails('insufficient funds for gas * price + value');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^Error: insufficient funds for intrinsic transaction cost/);
    expect(error.code).toBeUndefined();
    expect(sent).not.toContain('eth_sendRawTransaction');
  });

  test('ethers 5.7.2 refuses to encode PKPNFT.claimAndMint with a derivedKeyId as the nodes send it (hex without 0x): "invalid arrayify value"; with 0x it encodes', () => {
    const {NETWORK_CONTEXT_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const abi = NETWORK_CONTEXT_BY_NETWORK['datil-dev'].data.find((c: any) => c.name === 'PKPNFT').contracts[0].ABI;
    const pkpNft = new ethers.utils.Interface(abi);
    // The nodes' claim answer carries derived_key_id = bytes_to_hex(key_id), plain hex without 0x
    // (LIT-Protocol/Node c3d3905, rust/lit-node/src/pkp/utils.rs claim_key; rust/lit-core/lit-core/src/utils/binary.rs).
    const derivedKeyId = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('user:app')).slice(2);
    const signatures = [{r: '0x' + '11'.repeat(32), s: '0x' + '22'.repeat(32), v: 27}];
    expect(() => pkpNft.encodeFunctionData('claimAndMint', [2, derivedKeyId, signatures])).toThrow(/invalid arrayify value/);
    expect(pkpNft.encodeFunctionData('claimAndMint', [2, '0x' + derivedKeyId, signatures])).toMatch(/^0x[0-9a-f]+$/);
  });

  test('the datil-dev contract ABIs of the SDK have PKPNFT.claimAndMint(keyType, derivedKeyId, signatures) and PKPHelper.claimAndMintNextAndAddAuthMethods', () => {
    const {NETWORK_CONTEXT_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const abiOf = (name: string) => NETWORK_CONTEXT_BY_NETWORK['datil-dev'].data.find((c: any) => c.name === name).contracts[0].ABI;
    const claimAndMint = abiOf('PKPNFT').find((f: any) => f.name === 'claimAndMint');
    expect(claimAndMint.inputs.map((i: any) => i.name)).toEqual(['keyType', 'derivedKeyId', 'signatures']);
    expect(abiOf('PKPHelper').map((f: any) => f.name)).toContain('claimAndMintNextAndAddAuthMethods');
  });

  test('executeJs keeps the least common response by default, and the most common with responseStrategy mostCommon', async () => {
    const answers: Record<string, string> = {[NODES[0]]: 'majority', [NODES[1]]: 'majority', [NODES[2]]: 'odd one'};
    const byDefault = offlineClient((url) => ({response: answers[url]}));
    expect((await byDefault.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).response).toBe('odd one');
    const majority = offlineClient((url) => ({response: answers[url]}));
    const result = await majority.client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}, responseStrategy: {strategy: 'mostCommon'}});
    expect(result.response).toBe('majority');
  });

  test('executeJs before connect() rejects with "[executeJs] LitNodeClient is not ready.  Please call await litNodeClient.connect() first."', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    await expect(client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})).rejects.toMatchObject({
      message: expect.stringContaining('[executeJs] LitNodeClient is not ready.  Please call await litNodeClient.connect() first.'),
    });
  });

  test('the Datil networks use the Chronicle Yellowstone RPC; datil-test and datil are decentralised, datil-dev centralised', () => {
    const {RPC_URL_BY_NETWORK, LIT_RPC, CENTRALISATION_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    for (const network of ['datil-dev', 'datil-test', 'datil']) expect(RPC_URL_BY_NETWORK[network]).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
    expect(CENTRALISATION_BY_NETWORK).toMatchObject({'datil-dev': 'centralised', 'datil-test': 'decentralised', datil: 'decentralised'});
  });

  test('pkpNftContractUtils.write.mint pays the mint cost to mintNext(2) and returns the token ID from the event, the public key without 0x and its address', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const key = ethers.Wallet.createRandom();
    const contracts = new LitContracts({network: 'datil-dev'});
    contracts.connected = true;
    const sent: any[] = [];
    contracts.pkpNftContract = {
      read: {mintCost: async () => 9, getPubkey: async () => key.publicKey},
      write: {functions: {mintNext: async (...args: any[]) => (sent.push(args), {wait: async () => ({events: [{topics: ['0xevent', '0xabc123']}]})})}},
    };
    const {pkp, tokenId} = await contracts.pkpNftContractUtils.write.mint({gasLimit: 1});
    expect(sent[0]).toEqual([2, {value: 9, gasLimit: 1}]);
    expect(tokenId).toBe('0xabc123');
    expect(pkp).toEqual({tokenId: '0xabc123', publicKey: key.publicKey.slice(2), ethAddress: key.address});
  });

  test('executeJs base64-encodes the code and turns typed arrays in jsParams into plain number arrays before sending', async () => {
    const {client} = offlineClient();
    const sent: any[] = [];
    client.executeJsNodeRequest = async (_url: string, params: any) => {
      sent.push(JSON.parse(JSON.stringify(params)));
      return {success: true, signedData: {}, claimData: {}, logs: '', response: 'ok'};
    };
    const code = 'Lit.Actions.setResponse({ response: "hi" });';
    await client.executeJs({sessionSigs: sessionSigs(), code, jsParams: {bytes: new Uint8Array([1, 2, 255]), name: 'Ada'}});
    expect(sent[0].code).toBe(Buffer.from(code).toString('base64'));
    expect(sent[0].jsParams).toEqual({bytes: [1, 2, 255], name: 'Ada'});
  });

  test('executeJs parses the response as JSON when the action signed, and keeps a non-JSON response as a string', () => {
    const {parseAsJsonOrString} = requireFromSamples(
      '@lit-protocol/lit-node-client-nodejs/src/lib/helpers/parse-as-json-or-string',
    );
    expect(parseAsJsonOrString('{"winner":"carol"}')).toEqual({winner: 'carol'});
    expect(parseAsJsonOrString('plain text')).toBe('plain text');
  });
});

test.describe('@lit-protocol/contracts-sdk 6.11.5: the permission check of processing-validation.md', () => {
  test.skip(!installed, skipReason);

  test('contracts-sdk 6.11.5 pkpPermissionsContractUtils.read.isPermittedAddress takes the decimal token id the client computes (BigNumber of keccak256 of the public key, toString()) and asks the contract with its hex form; a hex id becomes null, which ethers refuses with "invalid BigNumber value"', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const contracts = new LitContracts({debug: false});
    const asked: string[] = [];
    contracts.connected = true;
    contracts.pkpPermissionsContract = {read: {isPermittedAddress: async (id: string) => (asked.push(id), true)}};
    const pkpPublicKey = '0x04' + '11'.repeat(64);
    const hexId = ethers.utils.keccak256(pkpPublicKey);
    // The page's line, as written.
    const tokenId = ethers.BigNumber.from(ethers.utils.keccak256(pkpPublicKey)).toString();
    const address = '0x' + '22'.repeat(20);
    expect(tokenId).toMatch(/^[0-9]+$/);
    expect(await contracts.pkpPermissionsContractUtils.read.isPermittedAddress(tokenId, address)).toBe(true);
    expect(asked).toEqual([hexId]);
    // A hex id does not parse as decimal: decToHex gives null, which ethers cannot encode as the uint256 token id.
    await contracts.pkpPermissionsContractUtils.read.isPermittedAddress(hexId, address);
    expect(asked).toEqual([hexId, null]);
    expect((await thrownBy(() => ethers.utils.defaultAbiCoder.encode(['uint256'], [null]))).message).toMatch(/^invalid BigNumber value/);
  });
});
