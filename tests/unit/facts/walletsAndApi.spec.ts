/**
 * The facts the PKP wallet pages (docs/sdk/wallets) state about the pinned 6.11.5 packages, checked by running them
 * from samples/v3 with `fetch`, `window` and the Ethereum RPC stubbed: nothing leaves the machine. If an upgrade of
 * the pin changes one of these, the test names the fact and the page that states it needs the same change. The
 * legacy API references (docs/api-reference) are checked by reading the old releases' code (their claims files).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {withGlobals, withInstantTimers, type Globals, samplesSet, standInAuthSig, thrownBy, standInYellowstoneSigner, captureConsole} from './harness';

type Fetch = NonNullable<Globals['fetch']>;

const {dir: samples, installed, requireFromSamples, skipReason: v3SkipReason} = samplesSet('v3', '@lit-protocol/lit-auth-client');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
/** A JWT with the given payload (unsigned: the SDK only decodes it). */
const jwt = (payload: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';

test.describe('PKP wallets at @lit-protocol 6.11.5, as the pages describe them', () => {
  test.skip(!installed, v3SkipReason);

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
    // Node.js names the importing file after the package: the message begins with the package name.
    await expect(run).rejects.toThrow(/^Cannot find package '@simplewebauthn\/browser' imported from /);
  });
  // ---------- social-login.md ----------

  /** A browser page at `href` for the providers: location, history and base64, with sessionStorage kept in `store`. */
  function browserAt(href: string, store: Map<string, string>, visited: string[] = []) {
    const url = new URL(href);
    return {
      window: {
        location: {href, origin: url.origin, pathname: url.pathname, search: url.search, assign: (to: string) => visited.push(to)},
        document: {title: 'app', location: {search: url.search}},
        history: {replaceState: (_s: unknown, _t: string, to: string) => visited.push(`replaced:${to}`)},
        atob: (v: string) => Buffer.from(v, 'base64').toString('binary'),
        btoa: (v: string) => Buffer.from(v, 'binary').toString('base64'),
      },
      sessionStorage: {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v)},
    };
  }

  test("Google and Discord sign-in go through Lit's login service and keep the OAuth state in sessionStorage", async () => {
    const store = new Map<string, string>();
    const visited: string[] = [];
    const states: (string | undefined)[] = [];
    const redirectUri = 'https://app.example.com/login';
    await withGlobals(browserAt('https://app.example.com/', store, visited), async () => {
      await new authClient.GoogleProvider({relay: {}, litNodeClient: {}, redirectUri}).signIn();
      states.push(store.get('lit-state-param'));
      await new authClient.DiscordProvider({relay: {}, litNodeClient: {}, redirectUri}).signIn();
      states.push(store.get('lit-state-param'));
    });
    const query = (state: string | undefined) =>
      `app_redirect=${encodeURIComponent(redirectUri)}&state=${Buffer.from(state ?? 'missing').toString('base64')}`;
    expect(visited).toEqual([
      `https://login.litgateway.com/auth/google?${query(states[0])}`,
      `https://login.litgateway.com/auth/discord?${query(states[1])}`,
    ]);
  });

  test('authenticate checks the redirect URL, the provider and the state, then clears the URL and returns the auth method', async () => {
    const redirectUri = 'https://app.example.com/login';
    const store = new Map([['lit-state-param', 'abc123']]);
    const state = encodeURIComponent(Buffer.from('abc123').toString('base64'));
    const idToken = jwt({sub: 'google-user', aud: 'client.apps.googleusercontent.com'});
    const google = () => new authClient.GoogleProvider({relay: {}, litNodeClient: {}, redirectUri});
    const discord = () => new authClient.DiscordProvider({relay: {}, litNodeClient: {}, redirectUri});

    await expect(withGlobals(browserAt('https://app.example.com/other', store), () => google().authenticate())).rejects.toThrow(
      'Current url "https://app.example.com/other" does not match provided redirect uri "https://app.example.com/login"',
    );
    await expect(
      withGlobals(browserAt(`${redirectUri}?provider=discord&state=${state}&id_token=${idToken}`, store), () => google().authenticate()),
    ).rejects.toThrow('OAuth provider "discord" passed in redirect callback URL does not match "google"');
    const wrongState = encodeURIComponent(Buffer.from('other').toString('base64'));
    await expect(
      withGlobals(browserAt(`${redirectUri}?provider=google&state=${wrongState}&id_token=${idToken}`, store), () => google().authenticate()),
    ).rejects.toThrow(/^Invalid state parameter ".*" passed in redirect callback URL$/);

    const visited: string[] = [];
    const googleMethod = await withGlobals(browserAt(`${redirectUri}?provider=google&state=${state}&id_token=${idToken}`, store, visited), () =>
      google().authenticate(),
    );
    expect(googleMethod).toEqual({authMethodType: constants.AuthMethodType.GoogleJwt, accessToken: idToken});
    expect(constants.AuthMethodType.GoogleJwt).toBe(6);
    expect(visited).toEqual(['replaced:/login']);
    const discordMethod = await withGlobals(browserAt(`${redirectUri}?provider=discord&state=${state}&access_token=dtoken`, store), () =>
      discord().authenticate(),
    );
    expect(discordMethod).toEqual({authMethodType: constants.AuthMethodType.Discord, accessToken: 'dtoken'});
    expect(constants.AuthMethodType.Discord).toBe(4);
  });

  test('isSignInRedirect is false off the redirect URI (so a finishLogin guarded by it never reaches authenticate there) and true on it with login params', async () => {
    const redirectUri = 'https://app.example.com/login';
    const store = new Map<string, string>();
    const at = (href: string) => withGlobals(browserAt(href, store), async () => authClient.isSignInRedirect(redirectUri));
    expect(await at('https://app.example.com/other?provider=google&state=x&id_token=t')).toBe(false);
    expect(await at(redirectUri)).toBe(false);
    expect(await at(`${redirectUri}?provider=google&state=x&id_token=t`)).toBe(true);
  });

  test('the Google auth method id is keccak256 of "sub:aud" from the ID token', async () => {
    const token = jwt({sub: 'google-user', aud: 'client.apps.googleusercontent.com'});
    const id = await authClient.GoogleProvider.authMethodId({authMethodType: 6, accessToken: token});
    expect(id).toBe(keccak('google-user:client.apps.googleusercontent.com'));
    const other = await authClient.GoogleProvider.authMethodId({authMethodType: 6, accessToken: jwt({sub: 'google-user', aud: 'mine'})});
    expect(other).not.toBe(id);
  });

  test('the Stytch auth factor method ids hash the email address or phone number of the session factor with the first aud, lower-cased; StytchOtp hashes sub', async () => {
    const payload = {
      sub: 'user-test-1',
      aud: ['Project-Test-ABC'],
      'https://stytch.com/session': {
        authentication_factors: [{email_factor: {email_address: 'Alice@Example.com'}}, {phone_number_factor: {phone_number: '+15551234567'}}],
      },
    };
    const accessToken = jwt(payload);
    await captureConsole(['log'], async () => {
      expect(await authClient.StytchAuthFactorOtpProvider.authMethodId({authMethodType: 10, accessToken})).toBe(
        keccak('alice@example.com:project-test-abc'),
      );
      expect(await authClient.StytchAuthFactorOtpProvider.authMethodId({authMethodType: 11, accessToken})).toBe(
        keccak('+15551234567:project-test-abc'),
      );
      expect(await authClient.StytchOtpProvider.authMethodId({authMethodType: 9, accessToken})).toBe(keccak('user-test-1:project-test-abc'));
    });
  });

  test("the Discord auth method id is keccak256 of the Discord user id (from Discord's API) and the client id, Lit's unless clientId is given", async () => {
    const urls: string[] = [];
    const fetchStub: Fetch = async (url, init) => {
      urls.push(`${url} ${(init?.headers as Record<string, string>).authorization}`);
      return json({id: '80351110224678912'});
    };
    const authMethod = {authMethodType: 4, accessToken: 'discord-token'};
    const [lits, mine] = await withGlobals({fetch: fetchStub}, async () => [
      await new authClient.DiscordProvider({relay: {}, litNodeClient: {}, redirectUri: 'https://app.example.com'}).getAuthMethodId(authMethod),
      await new authClient.DiscordProvider({relay: {}, litNodeClient: {}, redirectUri: 'https://app.example.com', clientId: 'my-client'}).getAuthMethodId(
        authMethod,
      ),
    ]);
    expect(lits).toBe(keccak('80351110224678912:1052874239658692668'));
    expect(mine).toBe(keccak('80351110224678912:my-client'));
    expect(urls).toEqual(Array(2).fill('https://discord.com/api/users/@me Bearer discord-token'));
  });

  test("LitAuthClient needs a relay API key and takes the relayer URL of the node client's network from RELAYER_URL_BY_NETWORK", () => {
    const litNodeClient = {config: {litNetwork: 'datil-dev'}};
    expect(() => new authClient.LitAuthClient({litNodeClient})).toThrow(
      '2 An API key is required to use the default Lit Relay server. Please provide either an API key or a custom relay server.',
    );
    const client = new authClient.LitAuthClient({litNodeClient, litRelayConfig: {relayApiKey: 'key'}});
    expect(client.relay.relayUrl).toBe(constants.RELAYER_URL_BY_NETWORK['datil-dev']);
    expect(client.relay.relayApiKey).toBe('key');
  });

  test('LitAuthClient throws without a relay API key even when given a customRelay, and with a key replaces the customRelay by a LitRelay', () => {
    const litNodeClient = {config: {litNetwork: 'datil-dev'}};
    const customRelay = {mintPKP: async () => ({}), pollRequestUntilTerminalState: async () => ({})};
    expect(() => new authClient.LitAuthClient({litNodeClient, customRelay})).toThrow('2 An API key is required to use the default Lit Relay server.');
    const client = new authClient.LitAuthClient({litNodeClient, customRelay, litRelayConfig: {relayApiKey: 'key'}});
    expect(client.relay).not.toBe(customRelay);
    expect(client.relay.constructor.name).toBe('LitRelay');
    expect(client.relay.relayApiKey).toBe('key');
  });

  /** A LitContracts instance that believes it is connected and records the helper-contract call instead of sending it. */
  function offlineContracts(sent: {method: string; args: unknown[]}[]) {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({});
    contracts.connected = true;
    contracts.pkpNftContract = {read: {mintCost: async () => 1, getPubkey: async () => `0x04${'11'.repeat(64)}`}};
    contracts.pkpHelperContract = {write: {}};
    contracts._callWithAdjustedOverrides = async (_c: unknown, method: string, args: unknown[]) => {
      sent.push({method, args});
      return {wait: async () => ({events: [{topics: ['0xevent', `0x${'00'.repeat(31)}07`]}]})};
    };
    return contracts;
  }

  test("mintWithAuth uses the authMethodId it is given, and only without one derives a Discord id with Lit's client id", async () => {
    const sent: {method: string; args: unknown[]}[] = [];
    const urls: string[] = [];
    const contracts = offlineContracts(sent);
    const authMethod = {authMethodType: 4, accessToken: 'discord-token'};
    await withGlobals(
      {
        fetch: async (url) => {
          urls.push(String(url));
          return json({id: '80351110224678912'});
        },
      },
      async () => {
        await contracts.mintWithAuth({authMethod, scopes: [1], authMethodId: keccak('80351110224678912:my-client')});
        expect(urls).toEqual([]);
        await contracts.mintWithAuth({authMethod, scopes: [1]});
      },
    );
    expect(sent.map((c) => c.method)).toEqual(['mintNextAndAddAuthMethods', 'mintNextAndAddAuthMethods']);
    expect(sent[0].args[2]).toEqual([keccak('80351110224678912:my-client')]);
    expect(sent[1].args[2]).toEqual([keccak('80351110224678912:1052874239658692668')]);
    expect(urls).toEqual(['https://discord.com/api/users/@me']);
  });
  // ---------- mint-via-multiple-auth-methods.md ----------

  test('getAuthIdByAuthMethod throws "Unsupported auth method type" for LitAction, Google OAuth and AppleJwt', async () => {
    const {getAuthIdByAuthMethod} = authClient.LitAuthClient;
    for (const type of [constants.AuthMethodType.LitAction, constants.AuthMethodType.Google, constants.AuthMethodType.AppleJwt]) {
      await expect(getAuthIdByAuthMethod({authMethodType: type, accessToken: jwt({sub: 's', aud: 'a'})})).rejects.toThrow(
        `Unsupported auth method type: ${type}`,
      );
    }
    expect([constants.AuthMethodType.LitAction, constants.AuthMethodType.Google, constants.AuthMethodType.AppleJwt]).toEqual([2, 5, 8]);
    // the contracts SDK's copy (used by mintWithAuth) refuses the same types
    const contracts = offlineContracts([]);
    await expect(contracts.mintWithAuth({authMethod: {authMethodType: 8, accessToken: 'apple'}, scopes: [1]})).rejects.toThrow(
      'Unsupported auth method type: 8',
    );
    // the types it does handle include the wallet, WebAuthn (id only), Google ID tokens and Stytch
    const wallet = {authMethodType: 1, accessToken: JSON.stringify({address: '0xabc'})};
    expect(await getAuthIdByAuthMethod(wallet)).toBe(keccak('0xabc:lit'));
    expect(await getAuthIdByAuthMethod({authMethodType: 3, accessToken: JSON.stringify({rawId: 'r'})})).toBe(keccak('r:lit'));
    expect(await getAuthIdByAuthMethod({authMethodType: 6, accessToken: jwt({sub: 's', aud: 'a'})})).toBe(keccak('s:a'));
    expect(await getAuthIdByAuthMethod({authMethodType: 9, accessToken: jwt({sub: 'User-1', aud: ['Project-1']})})).toBe(keccak('user-1:project-1'));
  });

  test("deriving a Discord id asks Discord's API (a refused token fails), while Google ids only decode the token", async () => {
    const {getAuthIdByAuthMethod} = authClient.LitAuthClient;
    const refused = withGlobals({fetch: async () => json({message: '401: Unauthorized'}, 401)}, () =>
      getAuthIdByAuthMethod({authMethodType: 4, accessToken: 'expired'}),
    );
    await expect(refused).rejects.toThrow('Unable to verify Discord account');
    // a Google token with a made-up signature still yields an id: nothing is verified here
    const forged = `${jwt({sub: 'victim', aud: 'client'}).slice(0, -3)}forged`;
    expect(await getAuthIdByAuthMethod({authMethodType: 6, accessToken: forged})).toBe(keccak('victim:client'));
  });

  /** Stubs the relayer: the mint request answers `mint`, the status poll answers Succeeded with a PKP. */
  function relayStub(requests: {url: string; body?: string}[], mint: Response) {
    return async (url: string, init?: RequestInit) => {
      requests.push({url: String(url), body: init?.body as string | undefined});
      if (String(url).includes('/auth/status/')) {
        return json({status: 'Succeeded', pkpTokenId: '0x07', pkpPublicKey: '0x04aa', pkpEthAddress: '0xPKP'});
      }
      return mint;
    };
  }

  test('mintPKPWithAuthMethods sends every auth method in one relayer request, defaults sendPkpToItself to false and polls until the mint succeeds', async () => {
    const requests: {url: string; body?: string}[] = [];
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const google = {authMethodType: 6, accessToken: jwt({sub: 'g', aud: 'a'})};
    const wallet = {authMethodType: 1, accessToken: JSON.stringify({address: '0xabc'})};
    const pkp = await withGlobals({fetch: relayStub(requests, json({requestId: 'req-1'}))}, () =>
      client.mintPKPWithAuthMethods([google, wallet], {pkpPermissionScopes: [[1], [2]]}),
    );
    expect(pkp).toEqual({pkpTokenId: '0x07', pkpPublicKey: '0x04aa', pkpEthAddress: '0xPKP'});
    const relay = constants.RELAYER_URL_BY_NETWORK['datil-dev'];
    expect(requests.map((r) => r.url)).toEqual([`${relay}/mint-next-and-add-auth-methods`, `${relay}/auth/status/req-1`]);
    expect(JSON.parse(requests[0].body!)).toEqual({
      keyType: 2,
      permittedAuthMethodTypes: [6, 1],
      permittedAuthMethodScopes: [[1], [2]],
      addPkpEthAddressAsPermittedAddress: true,
      sendPkpToItself: false,
      permittedAuthMethodIds: [keccak('g:a'), keccak('0xabc:lit')],
      permittedAuthMethodPubkeys: ['0x', '0x'],
    });
    // the option is spelled sendPkpToitself (lower-case i)
    requests.length = 0;
    await withGlobals({fetch: relayStub(requests, json({requestId: 'req-2'}))}, () =>
      client.mintPKPWithAuthMethods([google], {sendPkpToitself: true}),
    );
    expect(JSON.parse(requests[0].body!)).toMatchObject({sendPkpToItself: true, permittedAuthMethodScopes: [[1]]});
  });

  test("single-method relayer mints default sendPkpToItself to true, and a WebAuthn entry needs the registration response's public key", async () => {
    const requests: {url: string; body?: string}[] = [];
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const provider = client.initProvider('google', {redirectUri: 'https://app.example.com'});
    await withGlobals({fetch: relayStub(requests, json({requestId: 'req-3'}))}, () =>
      provider.mintPKPThroughRelayer({authMethodType: 6, accessToken: jwt({sub: 'g', aud: 'a'})}),
    );
    expect(JSON.parse(requests[0].body!)).toMatchObject({sendPkpToItself: true, permittedAuthMethodPubkeys: ['0x']});
    const assertion = {authMethodType: 3, accessToken: JSON.stringify({rawId: 'r', response: {clientDataJSON: 'x', signature: 'y'}})};
    await expect(client.mintPKPWithAuthMethods([assertion], {})).rejects.toThrow(
      /^Error while decoding WebAuthn registration response for public key retrieval/,
    );
  });

  test('mintPKPWithAuthMethods errors: no auth method, a relayer HTTP error, a reply without request id', async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    await expect(client.mintPKPWithAuthMethods([], {})).rejects.toThrow('Must provide atleast one auth method');
    const wallet = {authMethodType: 1, accessToken: JSON.stringify({address: '0xabc'})};
    const requests: {url: string; body?: string}[] = [];
    await expect(
      withGlobals({fetch: relayStub(requests, json({error: 'Invalid API key'}, 401))}, () => client.mintPKPWithAuthMethods([wallet], {})),
    ).rejects.toThrow(/^Unable to mint PKP through relay server$/);
    await expect(
      withGlobals({fetch: relayStub(requests, json({error: 'rate limited'}))}, () => client.mintPKPWithAuthMethods([wallet], {})),
    ).rejects.toThrow(/^Missing mint response or request ID from mint response rate limited$/);
  });

  test('after the mint request, the relayer status poll fails on its own: an HTTP error status throws "Unable to poll the status of this mint PKP transaction: <requestId>", a plain-text error body a JSON SyntaxError, a reported error its text', async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const wallet = {authMethodType: 1, accessToken: JSON.stringify({address: '0xabc'})};
    const pollAnswers = (status: Response) => async (url: string) =>
      String(url).includes('/auth/status/') ? status : json({requestId: 'req-9'});
    await expect(
      withGlobals({fetch: pollAnswers(json({error: 'not found'}, 404))}, () => client.mintPKPWithAuthMethods([wallet], {})),
    ).rejects.toThrow(/^Unable to poll the status of this mint PKP transaction: req-9$/);
    await expect(
      withGlobals({fetch: pollAnswers(new Response('Too many requests, please try again later.', {status: 429}))}, () =>
        client.mintPKPWithAuthMethods([wallet], {}),
      ),
    ).rejects.toThrow(SyntaxError);
    await expect(
      withGlobals({fetch: pollAnswers(json({status: 'Failed', error: 'transaction reverted'}))}, () => client.mintPKPWithAuthMethods([wallet], {})),
    ).rejects.toThrow(/^transaction reverted$/);
    // the provider path of mint-via-social polls with the same relay object
    const provider = client.initProvider(constants.ProviderType.StytchOtp, {appId: 'project'});
    await expect(
      withGlobals({fetch: pollAnswers(json({error: 'not found'}, 404))}, () => provider.relay.pollRequestUntilTerminalState('req-9')),
    ).rejects.toThrow(/^Unable to poll the status of this mint PKP transaction: req-9$/);
  });

  // ---------- quick-start.md ----------

  test('EthWalletProvider.authenticate signs a SIWE message whose nonce is the block indexer hash, with no connected client', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const litNodeClient = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const signer = new ethers.Wallet(`0x${'33'.repeat(32)}`);
    const hash = `0x${'ef'.repeat(32)}`;
    const authMethod: any = await withGlobals(
      {fetch: async () => json({blockhash: hash, timestamp: String(Math.floor(Date.now() / 1000))})},
      () => authClient.EthWalletProvider.authenticate({signer, litNodeClient}),
    );
    expect(litNodeClient.ready).toBe(false);
    expect(authMethod.authMethodType).toBe(constants.AuthMethodType.EthWallet);
    const authSig = JSON.parse(authMethod.accessToken);
    expect(authSig.address).toBe(signer.address);
    expect(authSig.signedMessage).toContain(`Nonce: ${hash}`);
    expect(ethers.utils.verifyMessage(authSig.signedMessage, authSig.sig)).toBe(signer.address);
  });

  test('LitPKPResource keeps the * wildcard and turns a 0x token id into the 64-hex resource the nodes compare', () => {
    const {LitPKPResource} = requireFromSamples('@lit-protocol/auth-helpers');
    expect(new LitPKPResource('*').getResourceKey()).toBe('lit-pkp://*');
    const tokenId = `0x${'0a'.repeat(32)}`;
    expect(new LitPKPResource(tokenId).getResourceKey()).toBe(`lit-pkp://${'0a'.repeat(32)}`);
  });

  test('mintWithAuth returns the public key without 0x and the checksummed address that verifyMessage recovers, so the quick start prints true', async () => {
    const sent: {method: string; args: unknown[]}[] = [];
    const contracts = offlineContracts(sent);
    const key = new ethers.Wallet(`0x${'44'.repeat(32)}`);
    contracts.pkpNftContract.read.getPubkey = async () => key.publicKey;
    const {pkp} = await contracts.mintWithAuth({authMethod: {authMethodType: 1, accessToken: '{}'}, scopes: [1], authMethodId: '0x01'});
    expect(pkp.publicKey).toBe(key.publicKey.slice(2));
    expect(pkp.ethAddress).toBe(key.address);
    const message = 'Hello from my first PKP';
    expect(ethers.utils.verifyMessage(message, await key.signMessage(message)) === pkp.ethAddress).toBe(true);
  });

  test('mintWithAuth refuses to run before connect()', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({});
    await expect(contracts.mintWithAuth({authMethod: {authMethodType: 1, accessToken: '{}'}, scopes: [1]})).rejects.toThrow(
      'Contracts are not connected. Please call connect() first',
    );
  });

  test('getPkpSessionSigs before connect() has finished rejects in signSessionKey with "LitNodeClient is not ready"', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LitPKPResource, LitAbility} = requireFromSamples('@lit-protocol/auth-helpers');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const urls: string[] = [];
    // Only the block indexer is asked (for the nonce); it answers as it does online.
    const indexer: Globals['fetch'] = async (url) => {
      urls.push(String(url));
      return Response.json({blockhash: '0x' + '12'.repeat(32), timestamp: String(Math.floor(Date.now() / 1000))});
    };
    const error = await withGlobals({fetch: indexer, console: {...console, warn: () => {}}}, () =>
      thrownBy(() =>
        client.getPkpSessionSigs({
          pkpPublicKey: '0x04' + '11'.repeat(64),
          authMethods: [{authMethodType: 1, accessToken: '{}'}],
          resourceAbilityRequests: [{resource: new LitPKPResource('*'), ability: LitAbility.PKPSigning}],
          expiration: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
    );
    expect(error).toMatchObject({message: '[signSessionKey] ]LitNodeClient is not ready.  Please call await litNodeClient.connect() first.'});
    expect(urls).toEqual(['https://block-indexer.litgateway.com/get_most_recent_valid_block']);
  });

  // ---------- auth-methods.md, email-sms.md ----------

  /** A Stytch session JWT payload with the given authentication factors, as the Stytch providers parse it. */
  const stytchToken = (factors: unknown[], sub = 'user-TEST-1', aud = 'project-TEST-1') =>
    jwt({sub, aud: [aud], 'https://stytch.com/session': {authentication_factors: factors}});

  test('Stytch ids: the OTP provider hashes "user id:project id", the factor providers "email or phone:project id", all lower-cased', async () => {
    const {StytchOtpProvider, StytchAuthFactorOtpProvider} = authClient;
    expect(await StytchOtpProvider.authMethodId({authMethodType: 9, accessToken: stytchToken([])})).toBe(keccak('user-test-1:project-test-1'));
    const email = stytchToken([{email_factor: {email_address: 'Ana@Example.com'}}]);
    expect(await StytchAuthFactorOtpProvider.authMethodId({authMethodType: 10, accessToken: email})).toBe(keccak('ana@example.com:project-test-1'));
    const phone = stytchToken([{phone_number_factor: {phone_number: '+15555550100'}}]);
    expect(await StytchAuthFactorOtpProvider.authMethodId({authMethodType: 11, accessToken: phone})).toBe(keccak('+15555550100:project-test-1'));
    expect(await StytchAuthFactorOtpProvider.authMethodId({authMethodType: 12, accessToken: phone})).toBe(keccak('+15555550100:project-test-1'));
  });

  test('the TOTP factor id cannot be derived from a TOTP session in 6.11.5: the parser looks for a phone factor', async () => {
    const {StytchAuthFactorOtpProvider} = authClient;
    const totp = stytchToken([{authenticator_app_factor: {totp_id: 'totp-1'}}]);
    await expect(StytchAuthFactorOtpProvider.authMethodId({authMethodType: 13, accessToken: totp})).rejects.toThrow(
      'Could not find email authentication info in session',
    );
    await expect(authClient.LitAuthClient.getAuthIdByAuthMethod({authMethodType: 13, accessToken: totp})).rejects.toThrow(
      'Could not find email authentication info in session',
    );
  });

  test('the wallet auth method id is keccak256 of "<address from the AuthSig>:lit"', async () => {
    const address = ethers.utils.getAddress(`0x${'ab'.repeat(20)}`);
    const id = await authClient.EthWalletProvider.authMethodId({authMethodType: 1, accessToken: JSON.stringify({address})});
    expect(id).toBe(keccak(`${address}:lit`));
  });

  test("StytchOtpProvider checks the token's audience and user id; the factor providers only need an audience and their factor", async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const otp = client.initProvider(constants.ProviderType.StytchOtp, {appId: 'project-TEST-1'});
    const emailFactor = client.initProvider(constants.ProviderType.StytchEmailFactorOtp, {appId: 'project-TEST-1'});
    const email = stytchToken([{email_factor: {email_address: 'ana@example.com'}}]);
    expect(await otp.authenticate({accessToken: email, userId: 'user-TEST-1'})).toEqual({authMethodType: 9, accessToken: email});
    await expect(otp.authenticate({accessToken: stytchToken([{email_factor: {}}], 'user-TEST-1', 'other-project')})).rejects.toThrow(
      'Parsed application id does not match parameters',
    );
    await expect(otp.authenticate({accessToken: email, userId: 'someone-else'})).rejects.toThrow(/^UserId does not match token contents/);
    await expect(otp.authenticate({accessToken: 'opaque-session-token'})).rejects.toThrow('Invalid token length');
    // the factor provider accepts a token from another project as long as it has an audience and the factor
    const otherProject = stytchToken([{email_factor: {email_address: 'ana@example.com'}}], 'user-TEST-1', 'other-project');
    expect(await emailFactor.authenticate({accessToken: otherProject})).toEqual({authMethodType: 10, accessToken: otherProject});
    const sms = stytchToken([{phone_number_factor: {phone_number: '+15555550100'}}]);
    await expect(emailFactor.authenticate({accessToken: sms})).rejects.toThrow('Could not find email authentication info in session');
  });

  // ---------- add-remove-auth-methods.md ----------

  test('addPermittedAuthMethod stores a string id as its UTF-8 text, so a hex id must be passed as bytes', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({});
    const sent: unknown[][] = [];
    contracts.pkpPermissionsContract = {write: {}};
    contracts._callWithAdjustedOverrides = async (_c: unknown, _method: string, args: unknown[]) => {
      sent.push(args);
      return {wait: async () => ({transactionHash: '0xtx'})};
    };
    const id = keccak('0xabc:lit');
    await contracts.addPermittedAuthMethod({pkpTokenId: '1', authMethodType: 1, authMethodId: id, authMethodScopes: [1]});
    await contracts.addPermittedAuthMethod({pkpTokenId: '1', authMethodType: 1, authMethodId: ethers.utils.arrayify(id), authMethodScopes: [1]});
    const [asText, asBytes] = sent.map((args) => (args[1] as {id: Uint8Array; userPubkey: string}));
    expect(asText.id.length).toBe(66);
    expect(Buffer.from(asText.id).toString('utf8')).toBe(id);
    expect(asBytes.id.length).toBe(32);
    expect(asText.userPubkey).toBe('0x');
  });

  test('addPermittedAuthMethod estimates gas first: a revert ("Not PKP NFT owner") or a lack of funds comes back as new Error(e), "Error: " plus ethers\' message with the reason among its details', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    let estimateAnswer = 'execution reverted: Not PKP NFT owner';
    const {signer, calls} = standInYellowstoneSigner(ethers, () => estimateAnswer);
    const contracts = new LitContracts({signer, network: 'datil-dev', debug: false});
    const abi = ['function addPermittedAuthMethod(uint256 tokenId, tuple(uint256 authMethodType, bytes id, bytes userPubkey) authMethod, uint256[] scopes)'];
    contracts.pkpPermissionsContract = {write: new ethers.Contract('0x' + '11'.repeat(20), abi, signer)};
    const add = () => contracts.addPermittedAuthMethod({pkpTokenId: '1', authMethodType: 1, authMethodId: new Uint8Array(32), authMethodScopes: [1]});
    const reverted = await thrownBy(add);
    expect(reverted).toBeInstanceOf(Error);
    expect(reverted.message).toMatch(/^Error: cannot estimate gas; transaction may fail or may require manual gas limit /);
    expect(reverted.message).toContain('reason="execution reverted: Not PKP NFT owner"');
    expect('reason' in reverted).toBe(false);
    estimateAnswer = 'insufficient funds for gas * price + value';
    const poor = await thrownBy(add);
    expect(poor.message).toMatch(/^Error: insufficient funds for intrinsic transaction cost /);
    expect(calls).not.toContain('eth_sendRawTransaction');
  });

  // ---------- mint-via-contracts.md ----------

  test('mintWithAuth refuses an empty scopes array with a message that starts "❌ Permission scopes are required!", before any transaction', async () => {
    const sent: {method: string; args: unknown[]}[] = [];
    const contracts = offlineContracts(sent);
    const refused = await thrownBy(() => contracts.mintWithAuth({authMethod: {authMethodType: 6, accessToken: jwt({sub: 's', aud: 'a'})}, scopes: []}));
    expect(refused).toBeInstanceOf(Error);
    expect(refused.message).toMatch(/^❌ Permission scopes are required!\n\[0\] No Permissions/);
    expect(sent).toEqual([]);
  });

  test('mintNextAndAddAuthMethods estimates gas first: arrays of different lengths fail as ethers\' "cannot estimate gas" (the helper\'s "array lengths must match" only in its reason) and a lack of funds as "insufficient funds for intrinsic transaction cost", before anything is sent', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    let estimateAnswer = 'execution reverted: PKPHelper: auth method type and id array lengths must match';
    const {signer, calls} = standInYellowstoneSigner(ethers, () => estimateAnswer);
    const contracts = new LitContracts({signer, network: 'datil-dev', debug: false});
    const abi = ['function mintNextAndAddAuthMethods(uint256 keyType, uint256[] permittedAuthMethodTypes, bytes[] permittedAuthMethodIds, bytes[] permittedAuthMethodPubkeys, uint256[][] permittedAuthMethodScopes, bool addPkpEthAddressAsPermittedAddress, bool sendPkpToItself) payable returns (uint256)'];
    contracts.pkpNftContract = {read: {mintCost: async () => ethers.BigNumber.from(1)}};
    contracts.pkpHelperContract = {write: new ethers.Contract('0x' + '22'.repeat(20), abi, signer)};
    const mint = () =>
      contracts.pkpHelperContractUtil.write.mintNextAndAddAuthMethods({
        keyType: '2',
        permittedAuthMethodTypes: ['1', '1'],
        permittedAuthMethodIds: ['0x' + '00'.repeat(32)],
        permittedAuthMethodPubkeys: ['0x'],
        permittedAuthMethodScopes: [['1']],
        addPkpEthAddressAsPermittedAddress: true,
        sendPkpToItself: true,
      });
    const reverted = await thrownBy(mint);
    expect(reverted.message).toMatch(/^cannot estimate gas; transaction may fail or may require manual gas limit /);
    expect(reverted.reason).toBe('execution reverted: PKPHelper: auth method type and id array lengths must match');
    estimateAnswer = 'insufficient funds for gas * price + value';
    const poor = await thrownBy(mint);
    expect(poor.message).toMatch(/^insufficient funds for intrinsic transaction cost /);
    expect(calls).not.toContain('eth_sendRawTransaction');
  });

  // ---------- custom-auth.md ----------

  test('getLitActionSessionSigs needs litActionCode or litActionIpfsId, and jsParams, before it contacts any node', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    await expect(client.getLitActionSessionSigs({pkpPublicKey: '0x04', jsParams: {}})).rejects.toThrow(
      "Either 'litActionCode' or 'litActionIpfsId' must be provided.",
    );
    await expect(client.getLitActionSessionSigs({pkpPublicKey: '0x04', litActionCode: 'Y29kZQ=='})).rejects.toThrow("'jsParams' is required.");
  });

  test("signSessionKey (under getLitActionSessionSigs) throws the nodes' refusal as they sent it: the Datil message is the error kind's text, and the node's own words (Authentication failed …, You are not authorized …, could not be decoded from base64) are only in details", async () => {
    // The bodies the Datil node sends (LIT-Protocol/Node c3d39051255624cd689e1ee4ec37d7ee5ebf05e8): sign_session_key in
    // web_client.rs raises validation_err_code("Authentication failed …", EC::NodeLitActionsSessionSigAuthenticationFailed)
    // or ("You are not authorized to sign using this PKP: <key>", EC::NodePKPNotAuthorized), and conversion_err(…,
    // "Your Lit Action code could not be decoded from base64") with no code. PublicError::from (lit-core error/public.rs)
    // takes the message from the code's doc comment, else from the kind's; those two codes carry only // comments in
    // error.rs, so the message is Kind::Validation's "An error related to validation has occured."; the handler puts
    // the raised text in details.
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {generateSessionKeyPair} = requireFromSamples('@lit-protocol/crypto');
    const refuse = async (body: Record<string, unknown>) => {
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      client.ready = true;
      client.connectedNodes = new Set(['https://node1.invalid', 'https://node2.invalid', 'https://node3.invalid']);
      client.config.minNodeCount = 2;
      client.getLatestBlockhash = async () => `0x${'1'.repeat(64)}`;
      client.generatePromise = async () => {
        throw body; // sendRequest rejects with the parsed JSON body of a non-2xx answer
      };
      return thrownBy(() =>
        client.signSessionKey({sessionKey: generateSessionKeyPair(), pkpPublicKey: `0x04${'ab'.repeat(64)}`, authMethods: [], litActionCode: 'eA==', jsParams: {}}),
      );
    };
    const validation = 'An error related to validation has occured.';
    for (const [errorCode, text] of [
      ['NodeLitActionsSessionSigAuthenticationFailed', 'Authentication failed for session_sig signing via Lit Action'],
      ['NodePKPNotAuthorized', 'You are not authorized to sign using this PKP: 04abab'],
    ]) {
      const body = {errorKind: 'Validation', errorCode, status: 401, message: validation, correlationId: 'lit_example', details: [text]};
      const error: any = await refuse(body);
      expect(error).toMatchObject({message: validation, errorCode, errorKind: 'Validation', status: 401, details: [text]});
      expect(error.message).not.toContain(text.slice(0, 20));
      expect(error instanceof Error).toBe(false);
    }
    const conversion = 'An error related to type conversion has occured.';
    const decodeBody = {errorKind: 'Conversion', status: 500, message: conversion, correlationId: 'lit_example', details: ['Your Lit Action code could not be decoded from base64', 'invalid symbol at 4']};
    expect(await refuse(decodeBody)).toMatchObject({message: conversion, errorCode: 'unknown_error', errorKind: 'Conversion', status: 500, details: decodeBody.details});
  });

  // ---------- claimable-keys ----------

  test('computeHDKeyId hashes "userId:appId", or "appId:userId" for a Lit Action context; computeHDPubKey needs the root keys from connect()', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect(client.computeHDKeyId('user', 'app')).toBe(keccak('user:app'));
    expect(client.computeHDKeyId('user', 'app', true)).toBe(keccak('app:user'));
    expect(() => client.computeHDPubKey(keccak('user:app').slice(2))).toThrow('root public keys not found, have you connected to the nodes?');
  });

  test('claimKeyId refuses WebAuthn, and the default mint callback posts the claim to /auth/claim on the relayer without permissions', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true;
    // the SDK's throwError rejects with a plain object carrying the message, not an Error instance
    const refusal = await client.claimKeyId({authMethod: {authMethodType: 3, accessToken: '{}'}}).catch((e: {message: string}) => e);
    expect(refusal.message).toBe('Unsupported auth method type. Webauthn, and Lit Actions are not supported for claiming');
    const {defaultMintClaimCallback} = requireFromSamples('@lit-protocol/misc');
    const requests: {url: string; init?: RequestInit}[] = [];
    const requestId = await withGlobals(
      {
        fetch: async (url, init) => {
          requests.push({url: String(url), init});
          return json({requestId: '0xmint'});
        },
      },
      () => defaultMintClaimCallback({derivedKeyId: 'ab', authMethodType: 6, signatures: [], pubkey: '04aa', relayApiKey: 'my-key'}, 'datil-dev'),
    );
    expect(requestId).toBe('0xmint');
    expect(requests[0].url).toBe(`${constants.RELAYER_URL_BY_NETWORK['datil-dev']}/auth/claim`);
    expect((requests[0].init?.headers as Record<string, string>)['api-key']).toBe('my-key');
    expect(Object.keys(JSON.parse(requests[0].init?.body as string)).sort()).toEqual(
      ['authMethodType', 'derivedKeyId', 'pubkey', 'relayApiKey', 'signatures'],
    );
  });

  test('without a relayApiKey the default claim callback sends the fallback key written into the SDK', async () => {
    const {defaultMintClaimCallback} = requireFromSamples('@lit-protocol/misc');
    const keys: string[] = [];
    await withGlobals(
      {
        fetch: async (_url, init) => {
          keys.push((init?.headers as Record<string, string>)['api-key']);
          return json({requestId: '0xmint'});
        },
      },
      () => defaultMintClaimCallback({derivedKeyId: 'ab', authMethodType: 6, signatures: [], pubkey: '04aa'}, 'datil-dev'),
    );
    expect(keys).toEqual(['67e55044-10b1-426f-9247-bb680e5fe0c8_relayer']);
  });

  test('getAuthIdByAuthMethod passes no Discord clientId or WebAuthn rpName: Lit\'s client id and lit, unlike the static methods given one', async () => {
    const keccakUtf8 = (text: string) => ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));
    // Discord's authMethodId asks Discord who the token belongs to; the stub answers user 42.
    await withGlobals({fetch: async () => json({id: '42'})}, async () => {
      const discord = {authMethodType: 4, accessToken: 'token'};
      expect(await authClient.LitAuthClient.getAuthIdByAuthMethod(discord)).toBe(keccakUtf8('42:1052874239658692668'));
      expect(await authClient.DiscordProvider.authMethodId(discord, 'my-client')).toBe(keccakUtf8('42:my-client'));
    });
    const passkey = {authMethodType: 3, accessToken: JSON.stringify({rawId: 'raw'})};
    expect(await authClient.LitAuthClient.getAuthIdByAuthMethod(passkey)).toBe(keccakUtf8('raw:lit'));
    expect(await authClient.WebAuthnProvider.authMethodId(passkey, 'mine')).toBe(keccakUtf8('raw:mine'));
  });

  test('claimKeyId calls your mintCallback only when signer is passed too; without signer the default relayer callback mints', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const outcomes: {mintTx: string; called: number; relayCalls: number}[] = [];
    for (const withSigner of [false, true]) {
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      // Stand-ins for the node round trip: one node's claim signature and the derived key id.
      client.ready = true;
      client.getNodePromises = () => [];
      client.handleNodePromises = async () => ({success: true, values: [{signature: '11'.repeat(32) + '22'.repeat(32) + '1b', derivedKeyId: 'ab'}]});
      client.computeHDPubKey = () => '04aa';
      let called = 0;
      let relayCalls = 0;
      const params: Record<string, unknown> = {
        authMethod: {authMethodType: 6, accessToken: 'token'},
        mintCallback: async () => {
          called++;
          return '0xmine';
        },
      };
      if (withSigner) params.signer = {};
      const res = await withGlobals<{mintTx: string}>(
        {
          fetch: async () => {
            relayCalls++;
            return json({requestId: '0xrelay'});
          },
        },
        () => client.claimKeyId(params),
      );
      outcomes.push({mintTx: res.mintTx, called, relayCalls});
    }
    expect(outcomes).toEqual([
      {mintTx: '0xrelay', called: 0, relayCalls: 1},
      {mintTx: '0xmine', called: 1, relayCalls: 0},
    ]);
  });

  // ---------- mint-via-social.md ----------

  test('mintPKPThroughRelayer rejects override keys and types it does not know with "Invalid mint request body"', async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const provider = client.initProvider('google', {redirectUri: 'https://app.example.com'});
    const google = {authMethodType: 6, accessToken: jwt({sub: 'g', aud: 'a'})};
    await expect(provider.mintPKPThroughRelayer(google, {permittedAuthMethodScopes: [['1']]})).rejects.toThrow('Invalid mint request body');
    await expect(provider.mintPKPThroughRelayer(google, {sendPkpToitself: true})).rejects.toThrow('Invalid mint request body');
    const requests: {url: string; body?: string}[] = [];
    await withGlobals({fetch: relayStub(requests, json({requestId: 'req-4'}))}, () =>
      provider.mintPKPThroughRelayer(google, {permittedAuthMethodScopes: [[1]]}),
    );
    expect(JSON.parse(requests[0].body!)).toMatchObject({permittedAuthMethodScopes: [[1]], addPkpEthAddressAsPermittedAddress: true, sendPkpToItself: true});
  });

  test('pollRequestUntilTerminalState asks every 15 seconds, 20 times, then times out', async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    let polls = 0;
    const fetch = async () => {
      polls++;
      return json({status: 'InProgress'});
    };
    await withInstantTimers(15000, async (waits) => {
      await expect(withGlobals({fetch}, () => client.relay.pollRequestUntilTerminalState('req-5'))).rejects.toThrow('Polling for mint PKP transaction status timed out');
      expect(waits).toEqual(Array(20).fill(15000));
    });
    expect(polls).toBe(20);
  });

  // ---------- mint-via-web-authn.md ----------

  test('WebAuthnProvider: register forwards only the username to the relayer; mintPKPThroughRelayer is refused; a relayer error hides its reason', async () => {
    const client = new authClient.LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    const webAuthn = client.initProvider('webauthn', {});
    const urls: string[] = [];
    const options = await withGlobals(
      {
        fetch: async (url) => {
          urls.push(String(url));
          return json({challenge: 'c'});
        },
      },
      () => webAuthn.register('ana@example.com'),
    );
    expect(options).toEqual({challenge: 'c'});
    expect(urls).toEqual([`${constants.RELAYER_URL_BY_NETWORK['datil-dev']}/auth/webauthn/generate-registration-options?username=ana%40example.com`]);
    await expect(webAuthn.mintPKPThroughRelayer({authMethodType: 3, accessToken: '{}'})).rejects.toThrow(
      'Use verifyAndMintPKPThroughRelayer for WebAuthnProvider instead.',
    );
    await expect(withGlobals({fetch: async () => json({error: 'bad key'}, 401)}, () => webAuthn.register('ana'))).rejects.toThrow(
      /^Unable to generate registration options: \[object Response\]$/,
    );
  });

  // ---------- walletconnect.md ----------

  /** A PKPEthersWallet that never reaches the nodes: only the request handling runs. */
  function offlinePkpWallet() {
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    return new PKPEthersWallet({
      litNodeClient: new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false}),
      pkpPubKey: ethers.utils.computePublicKey(`0x${'22'.repeat(32)}`),
      controllerSessionSigs: {},
    });
  }

  test('PKPEthersWallet.request handles exactly the listed JSON-RPC methods, and isEthRequest names them', async () => {
    const {isEthRequest, methodHandlers} = requireFromSamples('@lit-protocol/pkp-ethers');
    const listed = ['personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'eth_signTransaction', 'eth_sendTransaction', 'eth_sendRawTransaction'];
    expect(Object.keys(methodHandlers).sort()).toEqual([...listed].sort());
    expect(listed.every((m) => isEthRequest(m))).toBe(true);
    expect(isEthRequest('wallet_switchEthereumChain')).toBe(false);
    await expect(offlinePkpWallet().request({method: 'wallet_switchEthereumChain', params: []})).rejects.toThrow(
      'Ethereum JSON-RPC signing method "wallet_switchEthereumChain" is not supported',
    );
  });

  test('the message, typed-data and transaction handlers refuse a request for another address, before signing', async () => {
    const wallet = offlinePkpWallet();
    const other = `0x${'00'.repeat(20)}`;
    const typed = JSON.stringify({types: {EIP712Domain: []}, domain: {}, primaryType: 'EIP712Domain', message: {}});
    const requests = [
      {method: 'personal_sign', params: ['0x68656c6c6f', other]},
      {method: 'eth_sign', params: [other, '0x68656c6c6f']},
      {method: 'eth_signTypedData_v4', params: [other, typed]},
      {method: 'eth_signTransaction', params: [{from: other, to: other}]},
      {method: 'eth_sendTransaction', params: [{from: other, to: other}]},
    ];
    for (const request of requests) {
      await expect(wallet.request(request)).rejects.toThrow(/^Error: PKPWallet address does not match address requested$/);
    }
  });

  test('eth_sendRawTransaction copies its parameter as a transaction object, so a raw hex string is taken apart character by character', () => {
    const {getTransactionToSign} = requireFromSamples('@lit-protocol/pkp-ethers/src/lib/helper');
    const copied = getTransactionToSign('0xab');
    expect(copied).toEqual({0: '0', 1: 'x', 2: 'a', 3: 'b'});
    // signTransaction ends in ethers' serializer, which refuses such an object.
    expect(() => ethers.utils.serializeTransaction(copied)).toThrow(/invalid object key - 0/);
  });

  test('personal_sign and eth_sign decode a hex message to UTF-8 text, and sign hex that is not UTF-8 as the text "0x…" itself', () => {
    const {convertHexToUtf8} = requireFromSamples('@lit-protocol/pkp-ethers/src/lib/helper');
    expect(convertHexToUtf8('0x68656c6c6f')).toBe('hello');
    const hash = `0xff${'00'.repeat(31)}`;
    expect(convertHexToUtf8(hash)).toBe(hash);
  });

  test('the typed-data handlers choose EIP-712 or the legacy v1 hash by the order of the parameters, not by the method name', () => {
    const handler = requireFromSamples('@lit-protocol/pkp-ethers/src/lib/handler');
    const address = ethers.utils.getAddress(`0x${'ab'.repeat(20)}`);
    const signer = {address};
    const v1Data = [{type: 'string', name: 'a', value: 'b'}];
    const addressFirst = handler.getTypedDataVersionInfo({signer, payload: {method: 'eth_signTypedData_v1', params: [address, '{}']}});
    expect(addressFirst.info.signTypedDataFn).toBe(handler.signTypedData);
    const dataFirst = handler.getTypedDataVersionInfo({signer, payload: {method: 'eth_signTypedData_v4', params: [v1Data, address]}});
    expect(dataFirst.info.signTypedDataFn).toBe(handler.signTypedDataLegacy);
  });

  test('setRpc and setChainId point the PKP wallet at another chain', async () => {
    const wallet = offlinePkpWallet();
    await wallet.setRpc('https://rpc.example.com');
    wallet.setChainId(137);
    expect(wallet.getRpc()).toBe('https://rpc.example.com');
    expect(wallet.chainId).toBe(137);
  });
});

/** The 2.x reference (docs/api-reference/v2-sdk.md) describes 2.2.61, which samples/v2 pins: its facts run here too. */
const {installed: installedV2, requireFromSamples: requireFromV2, skipReason: v2SkipReason} = samplesSet('v2', '@lit-protocol/pkp-ethers');

test.describe('the 2.x SDK (2.2.61) as docs/api-reference/v2-sdk.md describes it', () => {
  test.skip(!installedV2, v2SkipReason);

  test('2.2.61 client defaults come from defaultLitnodeClientConfig, and the browser LitNodeClient always uses checkAndSignAuthMessage', () => {
    const {defaultLitnodeClientConfig} = requireFromV2('@lit-protocol/constants');
    expect(defaultLitnodeClientConfig).toMatchObject({
      litNetwork: 'jalapeno',
      alertWhenUnauthorized: true,
      minNodeCount: 6,
      debug: true,
      connectTimeout: 20000,
    });
    const {LitNodeClient, LitNodeClientNodeJs, checkAndSignAuthMessage} = requireFromV2('@lit-protocol/lit-node-client');
    const mine = async () => ({sig: '', derivedVia: '', signedMessage: '', address: ''});
    expect(new LitNodeClient({litNetwork: 'serrano', debug: false, defaultAuthCallback: mine}).defaultAuthCallback).toBe(checkAndSignAuthMessage);
    expect(new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false}).defaultAuthCallback).toBeUndefined();
  });

  /** 2.x throws plain objects with a message, not Error instances, so compare the message of whatever is thrown. */
  const thrownMessage = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return (error as {message?: string}).message;
    }
    return 'did not throw';
  };

  test('2.2.61 executeJs and the encryption-key calls refuse an authSig and sessionSigs together', async () => {
    const {LitNodeClientNodeJs} = requireFromV2('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    client.ready = true;
    client.subnetPubKey = 'aa'; // as after a handshake; the parameter check comes next
    const authSig = standInAuthSig('0xabc');
    const both = {authSig, sessionSigs: {}, chain: 'ethereum'};
    expect(await thrownMessage(() => client.executeJs({code: 'x', jsParams: {}, ...both}))).toBe('You must pass only one authSig or sessionSigs');
    const accessControlConditions = [
      {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0xabc'}},
    ];
    expect(await thrownMessage(() => client.saveEncryptionKey({accessControlConditions, symmetricKey: new Uint8Array(32), ...both}))).toBe(
      'You must pass only one authSig or sessionSigs',
    );
  });

  test('2.2.61 PKPEthersWallet signs only with controllerAuthSig or controllerSessionSigs, one at a time', async () => {
    const {PKPEthersWallet} = requireFromV2('@lit-protocol/pkp-ethers');
    const {ethers} = requireFromV2('ethers');
    const pkpPubKey = ethers.utils.computePublicKey(`0x${'22'.repeat(32)}`).slice(2);
    const signWith = (extra: Record<string, unknown>) => {
      const wallet = new PKPEthersWallet({pkpPubKey, debug: false, ...extra});
      wallet.litNodeClientReady = true;
      return wallet.runSign(new Uint8Array(32));
    };
    await expect(signWith({controllerAuthMethods: [{authMethodType: 6, accessToken: 't'}]})).rejects.toThrow(
      'controllerAuthSig or controllerSessionSigs is required',
    );
    await expect(signWith({controllerAuthSig: {sig: 's'}, controllerSessionSigs: {}})).rejects.toThrow(
      'controllerAuthSig and controllerSessionSigs both defined, can only use one authorization type',
    );
  });
});

test.describe('mint-via-multiple-auth-methods.md: Discord ids at @lit-protocol 6.11.5', () => {
  test.skip(!installed, v3SkipReason);

  test("getAuthIdByAuthMethod and mintPKPWithAuthMethods derive a Discord id with Lit's Discord client id; DiscordProvider.authMethodId takes another", async () => {
    const {ethers} = requireFromSamples('ethers');
    const {LitAuthClient, DiscordProvider} = requireFromSamples('@lit-protocol/lit-auth-client');
    const keccak = (text: string) => ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));
    const requests: {url: string; body?: string}[] = [];
    // Discord's users/@me answers the user id only; the SDK never asks which application the token was issued to
    const fetch = async (url: string, init?: RequestInit) => {
      requests.push({url: String(url), body: init?.body as string | undefined});
      if (String(url).startsWith('https://discord.com/')) return json({id: '42'});
      if (String(url).includes('/auth/status/')) return json({status: 'Succeeded', pkpTokenId: '0x07', pkpPublicKey: '0x04aa', pkpEthAddress: '0xPKP'});
      return json({requestId: 'req-1'});
    };
    const discord = {authMethodType: 4, accessToken: 'token-from-your-own-discord-app'};
    const litClientId = '1052874239658692668';
    const id = await withGlobals({fetch}, () => LitAuthClient.getAuthIdByAuthMethod(discord));
    expect(id).toBe(keccak(`42:${litClientId}`));
    expect(requests[0].url).toBe('https://discord.com/api/users/@me');
    const own = await withGlobals({fetch}, () => DiscordProvider.authMethodId(discord, 'my-client-id'));
    expect(own).toBe(keccak('42:my-client-id'));
    // the relayer path derives the same Lit-client id and has no option for another client
    requests.length = 0;
    const client = new LitAuthClient({litNodeClient: {config: {litNetwork: 'datil-dev'}}, litRelayConfig: {relayApiKey: 'key'}});
    await withGlobals({fetch}, () => client.mintPKPWithAuthMethods([discord], {}));
    const mint = requests.find((r) => r.url.endsWith('/mint-next-and-add-auth-methods'));
    expect(JSON.parse(mint!.body!).permittedAuthMethodIds).toEqual([keccak(`42:${litClientId}`)]);
  });
});
