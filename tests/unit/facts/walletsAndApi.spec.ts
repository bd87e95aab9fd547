/**
 * The facts the PKP wallet pages (docs/sdk/wallets) state about the pinned 6.11.5 packages, checked by running them
 * from samples/v3 with `fetch`, `window` and the Ethereum RPC stubbed: nothing leaves the machine. If an upgrade of
 * the pin changes one of these, the test names the fact and the page that states it needs the same change. The
 * legacy API references (docs/api-reference) are checked by reading the old releases' code (their claims files).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';

const samples = path.resolve(__dirname, '../../../samples/v3');
const installed = fs.existsSync(path.join(samples, 'node_modules/@lit-protocol/lit-auth-client/package.json'));
const requireFromSamples = createRequire(path.join(samples, 'package.json'));

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
type Globals = {fetch?: Fetch; window?: unknown; sessionStorage?: unknown};

/** Runs `body` with the given globals replaced, and puts the real ones back afterwards (even when it throws). */
async function withGlobals<T>(globals: Globals, body: () => Promise<T>): Promise<T> {
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
/** A JWT with the given payload (unsigned: the SDK only decodes it). */
const jwt = (payload: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';

test.describe('PKP wallets at @lit-protocol 6.11.5, as the pages describe them', () => {
  test.skip(!installed, 'samples/v3 is not installed (npm run check:samples installs it)');

  let ethers: any;
  let constants: any;
  let authClient: any;
  test.beforeAll(() => {
    ethers = requireFromSamples('ethers').ethers;
    constants = requireFromSamples('@lit-protocol/constants');
    authClient = requireFromSamples('@lit-protocol/lit-auth-client');
  });
  const keccak = (text: string) => ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));

  // ---------- web-authn.md ----------

  test('the WebAuthn auth method id is keccak256 of "<rawId>:<rpName>", rpName defaulting to lit', async () => {
    const authMethod = {authMethodType: 3, accessToken: JSON.stringify({rawId: 'cred-raw-id'})};
    const provider = new authClient.WebAuthnProvider({relay: {}, litNodeClient: {}});
    expect(provider.rpName).toBe('lit');
    expect(await provider.getAuthMethodId(authMethod)).toBe(keccak('cred-raw-id:lit'));
    expect(await authClient.WebAuthnProvider.authMethodId(authMethod, 'my-app')).toBe(keccak('cred-raw-id:my-app'));
    expect(constants.AuthMethodType.WebAuthn).toBe(3);
  });

  test('the WebAuthn relying party id is the page host name without protocol and port', () => {
    const {getRPIdFromOrigin} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/utils');
    expect(getRPIdFromOrigin('https://wallet.example.com:8443')).toBe('wallet.example.com');
    expect(getRPIdFromOrigin('http://localhost:3000')).toBe('localhost');
  });

  test('getLatestBlockhash reads the block indexer and needs no connected client', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const hash = `0x${'ab'.repeat(32)}`;
    const urls: string[] = [];
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect(client.ready).toBe(false);
    const got = await withGlobals(
      {
        fetch: async (url) => {
          urls.push(String(url));
          return json({blockhash: hash, timestamp: String(Math.floor(Date.now() / 1000))});
        },
      },
      () => client.getLatestBlockhash(),
    );
    expect(got).toBe(hash);
    expect(urls).toEqual(['https://block-indexer.litgateway.com/get_most_recent_valid_block']);
  });

  test('when the block indexer fails, getLatestBlockhash reads the block 30 back from public Ethereum RPC endpoints', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const proto = ethers.providers.JsonRpcProvider.prototype;
    const realGetBlock = proto.getBlock;
    const asked: {url: string; tag: unknown}[] = [];
    proto.getBlock = async function (this: any, tag: unknown) {
      asked.push({url: this.connection.url, tag});
      return {hash: `0x${'cd'.repeat(32)}`, timestamp: 1};
    };
    try {
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      const got = await withGlobals({fetch: async () => json({message: 'down'}, 503)}, () => client.getLatestBlockhash());
      expect(got).toBe(`0x${'cd'.repeat(32)}`);
      expect(asked).toEqual([{url: 'https://ethereum-rpc.publicnode.com', tag: -30}]);
    } finally {
      proto.getBlock = realGetBlock;
    }
  });

  test('WebAuthnProvider.authenticate loads @simplewebauthn/browser on demand, which the SDK does not install', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const pkg = JSON.parse(fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/lit-auth-client/package.json'), 'utf8'));
    expect({...pkg.dependencies, ...pkg.peerDependencies}).not.toHaveProperty('@simplewebauthn/browser');
    const provider = new authClient.WebAuthnProvider({relay: {}, litNodeClient: new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false})});
    const run = withGlobals(
      {
        fetch: async () => json({blockhash: `0x${'ab'.repeat(32)}`, timestamp: String(Math.floor(Date.now() / 1000))}),
        window: {location: {origin: 'https://wallet.example.com', href: 'https://wallet.example.com/'}},
      },
      () => provider.authenticate(),
    );
    await expect(run).rejects.toThrow("Cannot find package '@simplewebauthn/browser'");
  });
});
