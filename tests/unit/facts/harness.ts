/**
 * What several facts tests need to run the pinned SDK packages offline: a stand-in `fetch` for the nodes, globals
 * swapped for one call, and a 2.2.61 client as it is after connect(). One copy here instead of one per slice.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/**
 * A samples set as the facts tests load it: samples/v3 (the 6.11.5 line) or samples/v2 (the 2.2.61 line), which
 * `npm run check:samples` installs. `installed` looks for `probe`, a package the spec loads; a spec skips its tests
 * with `skipReason` when it is false. `requireFromSamples` resolves packages as a module in that folder would.
 */
export function samplesSet(line: 'v2' | 'v3', probe: string) {
  const dir = path.resolve(__dirname, '../../../samples', line);
  return {
    dir,
    installed: fs.existsSync(path.join(dir, 'node_modules', probe, 'package.json')),
    requireFromSamples: createRequire(path.join(dir, 'package.json')),
    skipReason: `samples/${line} is not installed (npm run check:samples installs it)`,
  };
}

export type Params = Record<string, unknown>;
/** One request the SDK sent: where to, and its JSON body. */
export type NodeCall = {url: string; body: Params};

/** Replaces `fetch` until `restore()`; `answer` decides each response. Returns the recorded calls too. */
export function stubFetch(answer: (call: NodeCall) => Response | Promise<Response>) {
  const calls: NodeCall[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const call = {url: String(url), body: JSON.parse(String(init.body ?? '{}')) as Params};
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return {calls, restore: () => (globalThis.fetch = real)};
}

/**
 * What `run` throws or rejects with (the SDK often throws plain objects, not Errors); fails when it does neither.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function thrownBy(run: () => unknown): Promise<any> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** Globals a test swaps; `fetch` is typed so that a stand-in written inline gets its parameters' types. */
export type Globals = {fetch?: (url: string, init?: RequestInit) => Promise<Response>; [name: string]: unknown};

/** Runs `body` with the given globals replaced, and puts the real ones back afterwards (even when it throws). */
export async function withGlobals<T>(globals: Globals, body: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const saved = Object.fromEntries(Object.keys(globals).map((k) => [k, Object.getOwnPropertyDescriptor(g, k)]));
  for (const [k, v] of Object.entries(globals)) Object.defineProperty(g, k, {value: v, configurable: true, writable: true});
  try {
    return await body();
  } finally {
    for (const [k, d] of Object.entries(saved)) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
  }
}

/**
 * Runs `body` with a `setTimeout` that skips the SDK's waits of `ms` milliseconds (they fire on the next turn instead)
 * and records each one in `waits`, which `body` receives. Timers of any other length, such as the test runner's own,
 * keep their real delay and are not recorded, so a test can assert the exact list of waits without racing them.
 */
export async function withInstantTimers<T>(ms: number, body: (waits: number[]) => Promise<T>): Promise<T> {
  const waits: number[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const skipping = (fn: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    if (delay !== ms) return realSetTimeout(fn, delay, ...args);
    waits.push(delay);
    return realSetTimeout(fn, 0, ...args);
  };
  return withGlobals({setTimeout: skipping}, () => body(waits));
}

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error';

/**
 * Runs `body` with the named console methods recording instead of printing, and resolves to what they received, in
 * order, as `[method, ...arguments]` (the real methods are put back even when `body` throws). For pages that quote
 * what the SDK prints.
 */
export async function captureConsole(methods: readonly ConsoleMethod[], body: () => Promise<unknown>): Promise<unknown[][]> {
  const printed: unknown[][] = [];
  const real = methods.map((method) => [method, console[method]] as const);
  for (const method of methods) console[method] = (...args: unknown[]) => void printed.push([method, ...args]);
  try {
    await body();
  } finally {
    for (const [method, fn] of real) console[method] = fn;
  }
  return printed;
}

/**
 * Runs `body` with 2.2.61's BLS module as `globalThis.wasmExports`. The 2.2.61 packages call whatever that global holds
 * and load their own module only when it is empty; in a test worker where a 6.x package loaded its BLS module first, a
 * 2.x function would call into that one instead (a 2.x app, which loads only 2.x packages, always has its own).
 */
export async function withV2Bls<T>(requireFromSamples: ReturnType<typeof createRequire>, body: () => Promise<T>): Promise<T> {
  const {initWasmBlsSdk} = requireFromSamples('@lit-protocol/bls-sdk');
  return withGlobals({wasmExports: await initWasmBlsSdk()}, body);
}

/**
 * An AuthSig with made-up values, for calls that only pass it on to the (stubbed) nodes or check its shape. A new
 * object on each call, so a test that changes it changes no other test's. The default address is a checksummed one.
 */
export function standInAuthSig(address = '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B') {
  return {sig: 's', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address};
}

/**
 * A wallet on Chronicle Yellowstone (chain id 175188) whose RPC is a stand-in, for contract calls that fail before
 * anything is sent: it answers the chain id and the methods in `answers`, and fails `eth_estimateGas` with the node's
 * revert text `estimateError()` (geth's wording, code -32000). `calls` lists every method asked, so a test can show
 * that no transaction went out. `ethers` is the samples' ethers 5.7.2.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function standInYellowstoneSigner(ethers: any, estimateError: () => string, answers: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const rpc = new ethers.providers.JsonRpcProvider('http://127.0.0.1:9', {chainId: 175188, name: 'yellowstone'});
  rpc.send = async (method: string) => {
    calls.push(method);
    if (method === 'eth_chainId') return '0x2ac54';
    if (method in answers) return answers[method];
    if (method === 'eth_estimateGas') throw Object.assign(new Error(estimateError()), {code: -32000});
    throw new Error(`unexpected ${method}`);
  };
  return {signer: ethers.Wallet.createRandom().connect(rpc), calls};
}

export const V2_NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];

/** A 2.2.61 Node.js client as after connect(): ready, with three nodes, a network key and a minimum of two answers. */
export function connectedV2Client(requireFromSamples: ReturnType<typeof createRequire>): any { // eslint-disable-line @typescript-eslint/no-explicit-any
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, minNodeCount: 2});
  Object.assign(client, {ready: true, connectedNodes: new Set(V2_NODES), subnetPubKey: 'aa', networkPubKeySet: 'bb'});
  return client;
}
