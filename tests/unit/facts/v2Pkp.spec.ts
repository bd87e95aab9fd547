/**
 * Facts that the v2 PKP pages on minting, auth methods, Lit Actions and WalletConnect state
 * (versioned_docs/version-2.0/pkp/minting.md, authHelpers/overview.md, authHelpers/addRemoveAuthMethods.md,
 * pkpsAndActions.md, walletconnect.md, toolsAndExamples.md), checked by running the packages samples/v2 pins
 * (@lit-protocol/* 2.2.61, contracts-sdk 2.2.35) offline. The relay, the RPC and the nodes are answered locally:
 * `fetch` by stubFetch, ethers' network detection and sends by stand-ins on the provider. Each title is the fact in
 * words; the pages' .claims.yml files cite them by title.
 */
import {test, expect} from '@playwright/test';
import {captureConsole, stubFetch, withGlobals, withInstantTimers, V2_NODES, thrownBy, samplesSet, standInAuthSig, connectedV2Client} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-auth-client');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const WALLET_KEY = '0x' + '22'.repeat(32);
const PKP_KEY = '0x' + '11'.repeat(32);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
/** An unsigned JWT with the given payload: the providers only decode tokens, they never verify them. */
const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'c2ln'].join('.');

/** ethers v5 providers detect their network as soon as they are used: answer locally so no RPC is contacted. */
function offlineProviders() {
  const {ethers} = requireFromSamples('ethers');
  const proto = ethers.providers.JsonRpcProvider.prototype;
  const real = proto.detectNetwork;
  proto.detectNetwork = async () => ({chainId: 175177, name: 'chronicle'});
  return () => (proto.detectNetwork = real);
}

test.describe('2.2.61 LitAuthClient and the relay (versioned_docs/version-2.0/pkp/minting.md)', () => {
  test.skip(!installed, skipReason);

  test('LitAuthClient refuses to start without a relay API key or a custom relay, and defaults to the Chronicle RPC and a serrano client', () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(() => new LitAuthClient({})).toThrow(
      'An API key is required to use the default Lit Relay server. Please provide either an API key or a custom relay server.',
    );
    const custom = {mintPKP: async () => ({}), fetchPKPs: async () => ({}), pollRequestUntilTerminalState: async () => ({})};
    expect(new LitAuthClient({customRelay: custom}).relay).toBe(custom);
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'k'}});
    expect(client.rpcUrl).toBe(LIT_CHAINS.chronicleTestnet.rpcUrls[0]);
    expect(client.litNodeClient.config.litNetwork).toBe('serrano');
  });

  test('in Node.js the EthWallet provider needs domain and origin (otherwise "window is not defined"), then turns a signing function into an EthWallet auth method carrying a SIWE AuthSig', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType, AuthMethodType} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'k'}});
    expect(() => client.initProvider(ProviderType.EthWallet, {})).toThrow('window is not defined');
    expect(() => client.initProvider(ProviderType.Google, {})).toThrow('window is not defined');

    const wallet = new ethers.Wallet(WALLET_KEY);
    const provider = client.initProvider(ProviderType.EthWallet, {domain: 'localhost', origin: 'https://localhost'});
    const authMethod = await provider.authenticate({address: wallet.address, signMessage: (m: string) => wallet.signMessage(m), chain: 'ethereum'});
    expect(authMethod.authMethodType).toBe(AuthMethodType.EthWallet);
    const authSig = JSON.parse(authMethod.accessToken);
    expect(authSig.derivedVia).toBe('web3.eth.personal.sign');
    expect(authSig.signedMessage).toMatch(/^localhost wants you to sign in with your Ethereum account:/);
    expect(ethers.utils.verifyMessage(authSig.signedMessage, authSig.sig)).toBe(wallet.address);
  });

  test('mintPKPThroughRelayer asks the relay for key type 2 with the auth method (scope 0), the PKP address as a permitted address and the PKP sent to itself; the EthWallet id is the lower-cased address', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'key-1', relayUrl: 'https://relay.example'}});
    const provider = client.initProvider(ProviderType.EthWallet, {domain: 'localhost', origin: 'https://localhost'});
    const wallet = new ethers.Wallet(WALLET_KEY);
    const authMethod = await provider.authenticate({address: wallet.address, signMessage: (m: string) => wallet.signMessage(m)});
    const relay = stubFetch(({url}) => (url.endsWith('/mint-next-and-add-auth-methods') ? json({requestId: '0xabc'}) : json({pkps: [{tokenId: '1'}]})));
    try {
      expect(await provider.mintPKPThroughRelayer(authMethod)).toBe('0xabc');
      expect(await provider.fetchPKPsThroughRelayer(authMethod)).toEqual([{tokenId: '1'}]);
    } finally {
      relay.restore();
    }
    expect(relay.calls[0].url).toBe('https://relay.example/mint-next-and-add-auth-methods');
    expect(relay.calls[0].body).toMatchObject({
      keyType: 2,
      permittedAuthMethodTypes: [1],
      permittedAuthMethodIds: [wallet.address.toLowerCase()],
      permittedAuthMethodPubkeys: ['0x'],
      addPkpEthAddressAsPermittedAddress: true,
      sendPkpToItself: true,
    });
    expect(ethers.BigNumber.from((relay.calls[0].body.permittedAuthMethodScopes as unknown[][])[0][0]).toNumber()).toBe(0);
    expect(relay.calls[1].url).toBe('https://relay.example/fetch-pkps-by-auth-method');
  });

  test('the relay helpers print their own lines: mintPKP "Successfully initiated minting PKP with relayer", every poll "Response OK" with the body, success "Successfully authed" (console.info), fetchPKPs "Successfully fetched PKPs with relayer"', async () => {
    const {LitRelay} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/relay');
    const relay = new LitRelay({relayApiKey: 'k', relayUrl: 'https://relay.example'});
    let polls = 0;
    const printed = await withInstantTimers(15000, () =>
      captureConsole(['log', 'info', 'warn'], async () => {
        const stub = stubFetch((call) =>
          call.url.endsWith('/auth/status/0xreq')
            ? json(++polls === 1 ? {status: 'InProgress'} : {status: 'Succeeded', pkpEthAddress: '0xpkp'})
            : call.url.includes('fetch') ? json({pkps: []}) : json({requestId: '0xreq'}),
        );
        try {
          await relay.mintPKP('{}');
          await relay.pollRequestUntilTerminalState('0xreq');
          await relay.fetchPKPs('{}');
        } finally {
          stub.restore();
        }
      }),
    );
    expect(printed).toEqual([
      ['log', 'Successfully initiated minting PKP with relayer'],
      ['log', 'Response OK', {body: {status: 'InProgress'}}],
      ['log', 'Response OK', {body: {status: 'Succeeded', pkpEthAddress: '0xpkp'}}],
      ['info', 'Successfully authed', {status: 'Succeeded', pkpEthAddress: '0xpkp'}],
      ['log', 'Successfully fetched PKPs with relayer'],
    ]);
  });

  test('pollRequestUntilTerminalState never resolves with an error field: a status body with error makes it throw an Error whose message is that text, and it resolves only with a Succeeded body', async () => {
    const {LitRelay} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/relay');
    const relay = new LitRelay({relayApiKey: 'k', relayUrl: 'https://relay.example'});
    const quiet = {warn: () => undefined, log: () => undefined, info: () => undefined};
    const poll = (body: object) =>
      withGlobals({console: {...console, ...quiet}}, async () => {
        const stub = stubFetch(() => json(body));
        try {
          return await thrownBy(() => relay.pollRequestUntilTerminalState('0xreq'));
        } finally {
          stub.restore();
        }
      });
    const failed = await poll({status: 'Failed', error: 'mint transaction reverted'});
    expect(failed).toBeInstanceOf(Error);
    expect(failed.message).toBe('mint transaction reverted');
    const succeeded = {status: 'Succeeded', pkpTokenId: '0x1', pkpPublicKey: '0x04ab', pkpEthAddress: '0xpkp'};
    const result = await withGlobals({console: {...console, ...quiet}}, async () => {
      const stub = stubFetch(() => json(succeeded));
      try {
        return await relay.pollRequestUntilTerminalState('0xreq');
      } finally {
        stub.restore();
      }
    });
    expect(result).toEqual(succeeded);
  });

  /** What pollRequestUntilTerminalState('0xreq', 1, 2) throws when every status request gets `answer`, with the relay's console quiet. */
  const pollFailure = async (answer: () => Response) => {
    const {LitRelay} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/relay');
    const relay = new LitRelay({relayApiKey: 'k', relayUrl: 'https://relay.example'});
    return withGlobals({console: {...console, warn: () => undefined, log: () => undefined}}, async () => {
      const stub = stubFetch(answer);
      try {
        return await thrownBy(() => relay.pollRequestUntilTerminalState('0xreq', 1, 2));
      } finally {
        stub.restore();
      }
    });
  };

  test('pollRequestUntilTerminalState throws "Unable to poll the status of this mint PKP transaction: <requestId>" when the relay answers a status request with an error HTTP status', async () => {
    const error = await pollFailure(() => json({error: 'not found'}, 404));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unable to poll the status of this mint PKP transaction: 0xreq');
  });

  test('pollRequestUntilTerminalState throws a JSON SyntaxError, not its own message, when an error HTTP status comes with a body that is not JSON', async () => {
    const error = await pollFailure(() => new Response('<html>Bad Gateway</html>', {status: 502, headers: {'content-type': 'text/html'}}));
    expect(error).toBeInstanceOf(SyntaxError);
    expect(error.message).toContain('is not valid JSON');
    expect(error.message).not.toContain('Unable to poll the status');
  });

  test('pollRequestUntilTerminalState asks the relay 20 times, waiting 15 seconds between attempts, then throws "Polling for mint PKP transaction status timed out"; a refused mint throws "Unable to mint PKP through relay server"', async () => {
    const {LitRelay} = requireFromSamples('@lit-protocol/lit-auth-client/src/lib/relay');
    const relay = new LitRelay({relayApiKey: 'k', relayUrl: 'https://relay.example'});
    const quiet = {warn: () => undefined, log: () => undefined, info: () => undefined};
    const error = await withInstantTimers(15000, (waits) =>
      withGlobals({console: {...console, ...quiet}}, async () => {
        const pending = stubFetch(() => json({status: 'InProgress'}));
        try {
          return await thrownBy(() => relay.pollRequestUntilTerminalState('0xabc'));
        } finally {
          pending.restore();
          expect(pending.calls).toHaveLength(20);
          expect(pending.calls[0].url).toBe('https://relay.example/auth/status/0xabc');
          expect(waits).toEqual(Array(20).fill(15000));
        }
      }),
    );
    expect(error.message).toBe('Polling for mint PKP transaction status timed out');

    const refused = await withGlobals({console: {...console, ...quiet}}, async () => {
      const stub = stubFetch(() => json({error: 'bad key'}, 401));
      try {
        return await thrownBy(() => relay.mintPKP('{}'));
      } finally {
        stub.restore();
      }
    });
    expect(refused.message).toBe('Unable to mint PKP through relay server');
  });
});

test.describe('2.2.61 auth method ids (versioned_docs/version-2.0/pkp/authHelpers/overview.md)', () => {
  test.skip(!installed, skipReason);

  test('the providers derive ids as keccak256 of "sub:aud" (Google, Apple), "rawId:rpName" (WebAuthn, rpName lit by default), "userId:orgId" (OTP, org id lower-cased) and "sub:first aud" lower-cased (Stytch)', async () => {
    const auth = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ethers} = requireFromSamples('ethers');
    const keccak = (text: string) => ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));
    const base = {rpcUrl: 'https://rpc.example', relay: {}, litNodeClient: {}};
    const token = jwt({sub: '1234', aud: 'app.example'});

    const google = new auth.GoogleProvider({...base, redirectUri: 'https://app.example'});
    expect(await google.getAuthMethodId({authMethodType: 6, accessToken: token})).toBe(keccak('1234:app.example'));
    // The page's own derivation (minting.md, addRemoveAuthMethods.md) gives the same id.
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    expect(keccak(`${payload.sub}:${payload.aud}`)).toBe(keccak('1234:app.example'));

    const apple = new auth.AppleProvider({...base, redirectUri: 'https://app.example'});
    expect(await apple.getAuthMethodId({authMethodType: 8, accessToken: token})).toBe(keccak('1234:app.example'));

    const webauthn = new auth.WebAuthnProvider({...base});
    expect(await webauthn.getAuthMethodId({authMethodType: 3, accessToken: JSON.stringify({rawId: 'cred-1'})})).toBe(keccak('cred-1:lit'));

    const otp = new auth.OtpProvider({...base}, {});
    const otpToken = jwt({extraData: 'user@example.com|123', orgId: 'ORG-1'});
    expect(await otp.getAuthMethodId({authMethodType: 7, accessToken: otpToken})).toBe(keccak('user@example.com:org-1'));

    const stytch = new auth.StytchOtpProvider({...base}, {});
    const stytchToken = jwt({sub: 'User-Test-1', aud: ['Project-Test-1', 'other']});
    // The 2.2.61 provider logs the token body.
    await captureConsole(['log'], async () => {
      expect(await stytch.getAuthMethodId({authMethodType: 9, accessToken: stytchToken})).toBe(keccak('user-test-1:project-test-1'));
    });
  });

  test('WebAuthnProvider.getAuthMethodId throws "Error when parsing auth method to generate auth method ID for WebAuthn" only when accessToken does not parse as JSON (missing, plain text or an object); JSON without rawId hashes "undefined:lit" without an error', async () => {
    const auth = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ethers} = requireFromSamples('ethers');
    const keccak = (text: string) => ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text));
    const webauthn = new auth.WebAuthnProvider({rpcUrl: 'https://rpc.example', relay: {}, litNodeClient: {}});
    for (const accessToken of [undefined, 'not json', {rawId: 'cred-1'}]) {
      const error = await thrownBy(() => webauthn.getAuthMethodId({authMethodType: 3, accessToken}));
      expect(error.message).toMatch(/^Error when parsing auth method to generate auth method ID for WebAuthn: SyntaxError/);
    }
    expect(await webauthn.getAuthMethodId({authMethodType: 3, accessToken: '{}'})).toBe(keccak('undefined:lit'));
  });
});

test.describe('2.2.35 LitContracts helpers (versioned_docs/version-2.0/pkp/minting.md, pkpsAndActions.md)', () => {
  test.skip(!installed, skipReason);
  let restoreProviders: () => void;
  test.beforeEach(() => (restoreProviders = offlineProviders()));
  test.afterEach(() => restoreProviders());

  test(`pkpNftContractUtil.write.mint() pays mintCost to mintNext(2) and returns topic 1 of the receipt's second event as tokenId; a failing mintCost read throws "Could not get mint cost"`, async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts({privateKey: WALLET_KEY});
    await contracts.connect();
    const sent: unknown[][] = [];
    const receipt = {events: [{topics: ['0xtransfer', '0x0', '0xowner', '0x07']}, {topics: ['0xminted', '0x07']}]};
    contracts.pkpNftContract = {
      read: {mintCost: async () => 123n},
      write: {mintNext: async (...args: unknown[]) => (sent.push(args), {hash: '0xtx', wait: async () => receipt})},
    };
    // The helper prints the token id.
    await captureConsole(['warn'], async () => {
      const result = await contracts.pkpNftContractUtil.write.mint();
      expect(result.tokenId).toBe('0x07');
      expect(result.tx.hash).toBe('0xtx');
    });
    expect(sent).toEqual([[2, {value: 123n}]]);

    contracts.pkpNftContract.read.mintCost = async () => {
      throw new Error('network down');
    };
    expect((await thrownBy(() => contracts.pkpNftContractUtil.write.mint())).message).toBe('Could not get mint cost');
  });

  test('connect() with a PKPEthersWallet as signer prints the "THIS IS A PKP WALLET, USING IT AS A SIGNER AND ITS RPC PROVIDER AS PROVIDER" banner with console.warn and takes the wallet\'s rpcProvider as its provider', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {ethers} = requireFromSamples('ethers');
    const pkpWallet = new PKPEthersWallet({
      pkpPubKey: new ethers.Wallet(PKP_KEY).publicKey,
      controllerAuthSig: standInAuthSig('0x0'),
    });
    const contracts = new LitContracts({signer: pkpWallet});
    const warned = await captureConsole(['warn'], () => contracts.connect());
    expect(warned).toHaveLength(1);
    expect(String(warned[0][1])).toContain('THIS IS A PKP WALLET, USING IT AS A SIGNER AND ITS RPC PROVIDER AS PROVIDER');
    expect(contracts.isPKP).toBe(true);
    expect(contracts.provider).toBe(pkpWallet.rpcProvider);
  });

  test('mint() writes tokenIdFromEvent and the 32-byte hex topic to console.warn, and its tokenId stays that hex string (toString gives 0x and 64 hex digits, BigNumber.from gives the decimal id)', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const contracts = new LitContracts({privateKey: WALLET_KEY});
    await contracts.connect();
    const topic = '0x' + '00'.repeat(31) + '2a';
    contracts.pkpNftContract = {
      read: {mintCost: async () => 1n},
      write: {mintNext: async () => ({hash: '0xtx', wait: async () => ({events: [{topics: ['0xtransfer']}, {topics: ['0xminted', topic]}]})})},
    };
    let tokenId: Any;
    const warned = await captureConsole(['warn'], async () => {
      ({tokenId} = await contracts.pkpNftContractUtil.write.mint());
    });
    expect(warned).toEqual([['warn', 'tokenIdFromEvent:', topic]]);
    expect(tokenId.toString()).toMatch(/^0x[0-9a-f]{64}$/);
    expect(ethers.BigNumber.from(tokenId).toString()).toBe('42');
  });

  test('getBytesFromMultihash turns a base58 CID v0 into its multihash bytes (0x1220…) and throws "Non-base58 character" for a base32 CID v1', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts();
    const bytes = contracts.utils.getBytesFromMultihash('QmZKLGf3vgYsboM7WVUS9X56cJSdLzQVacNp841wmEDRkW');
    expect(bytes).toMatch(/^0x1220[0-9a-f]{64}$/);
    expect(contracts.utils.getMultihashFromBytes(bytes)).toBe('QmZKLGf3vgYsboM7WVUS9X56cJSdLzQVacNp841wmEDRkW');
    expect(() => contracts.utils.getBytesFromMultihash('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toThrow('Non-base58 character');
  });

  test('getBytesFromMultihash decodes a base58btc CID v1 (z…) without an error, into bytes that are not a sha2-256 multihash (no 0x1220 prefix)', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const contracts = new LitContracts();
    const bytes = contracts.utils.getBytesFromMultihash('zdj7WWeQ43G6JJvLWQWZpyHuAMq6uYWRjkBXFad11vE2LHhQ7');
    expect(bytes).toMatch(/^0x[0-9a-f]+$/);
    expect(bytes.startsWith('0x1220')).toBe(false);
  });

  test('addPermittedAction reads the PKP public key from PubkeyRouter, hashes it back to the token id and adds the CID bytes with no scopes; revokePermittedAction calls removePermittedAction', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const contracts = new LitContracts({privateKey: WALLET_KEY});
    await contracts.connect();
    const publicKey = new ethers.utils.SigningKey(PKP_KEY).publicKey;
    const tokenId = ethers.BigNumber.from(ethers.utils.keccak256(publicKey));
    const calls: unknown[][] = [];
    contracts.pubkeyRouterContract = {read: {getPubkey: async () => publicKey}};
    contracts.pkpPermissionsContract = {
      write: {
        addPermittedAction: async (...args: unknown[]) => (calls.push(['add', ...args]), {hash: '0x1'}),
        removePermittedAction: async (...args: unknown[]) => (calls.push(['remove', ...args]), {hash: '0x2'}),
      },
    };
    const cid = 'QmZKLGf3vgYsboM7WVUS9X56cJSdLzQVacNp841wmEDRkW';
    await contracts.pkpPermissionsContractUtil.write.addPermittedAction(tokenId.toString(), cid);
    await contracts.pkpPermissionsContractUtil.write.revokePermittedAction(tokenId.toString(), cid);
    const cidBytes = contracts.utils.getBytesFromMultihash(cid);
    expect((calls[0][1] as Any).eq(tokenId)).toBe(true);
    expect(calls[0].slice(2)).toEqual([cidBytes, []]);
    expect(calls[1]).toEqual(['remove', tokenId.toString(), cidBytes]);
  });

  test('a LitContracts write signed by a PKPEthersWallet without gasLimit estimates gas with no from; with gasLimit given it estimates nothing', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {ethers} = requireFromSamples('ethers');
    const key = new ethers.utils.SigningKey(PKP_KEY);
    const pkpWallet = new PKPEthersWallet({pkpPubKey: key.publicKey, controllerAuthSig: standInAuthSig('0x0')});
    pkpWallet.litNodeClientReady = true;
    Object.assign(pkpWallet.litNodeClient, {ready: true, connectedNodes: new Set(V2_NODES)});
    pkpWallet.runSign = async (toSign: Uint8Array) => {
      const sig = key.signDigest(toSign);
      return {r: sig.r.slice(2), s: sig.s.slice(2), recid: sig.recoveryParam, signature: sig};
    };
    const estimates: Any[] = [];
    const rpc = pkpWallet.rpcProvider;
    rpc.estimateGas = async (tx: Any) => (estimates.push(tx), ethers.BigNumber.from(90000));
    rpc.getTransactionCount = async () => 0;
    rpc.getGasPrice = async () => ethers.BigNumber.from(1);
    rpc.sendTransaction = async (signed: string) => ({hash: ethers.utils.keccak256(signed), wait: async () => ({logs: []})});

    const contracts = new LitContracts({signer: pkpWallet});
    await captureConsole(['warn'], () => contracts.connect()); // connect() announces the PKP signer
    expect(contracts.isPKP).toBe(true);
    const authMethod = {authMethodType: 6, id: '0x1234', userPubkey: '0x'};
    await contracts.pkpPermissionsContract.write.addPermittedAuthMethod(1, authMethod, []);
    expect(estimates).toHaveLength(1);
    expect(estimates[0].from).toBeUndefined();
    await contracts.pkpPermissionsContract.write.addPermittedAuthMethod(1, authMethod, [], {gasLimit: 100000});
    expect(estimates).toHaveLength(1);
  });

  test('a LitContracts write signed by its own privateKey wallet estimates gas with that wallet address as from', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    const contracts = new LitContracts({privateKey: WALLET_KEY});
    await contracts.connect();
    const rpc = contracts.signer.provider;
    const estimates: Any[] = [];
    rpc.estimateGas = async (tx: Any) => (estimates.push(await ethers.utils.resolveProperties(tx)), ethers.BigNumber.from(90000));
    rpc.getTransactionCount = async () => 0;
    rpc.getFeeData = async () => ({gasPrice: ethers.BigNumber.from(1), maxFeePerGas: null, maxPriorityFeePerGas: null, lastBaseFeePerGas: null});
    rpc.sendTransaction = async (signed: Any) => ({hash: ethers.utils.keccak256(await signed), wait: async () => ({logs: []})});
    await contracts.pkpPermissionsContract.write.addPermittedAuthMethod(1, {authMethodType: 6, id: '0x1234', userPubkey: '0x'}, []);
    expect(estimates).toHaveLength(1);
    expect(estimates[0].from).toBe(new ethers.Wallet(WALLET_KEY).address);
  });

  test('when its own gas estimate fails, the 2.2.61 PKPEthersWallet signs the transaction anyway, without gas limit, nonce, chain id or gas price', async () => {
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {ethers} = requireFromSamples('ethers');
    const key = new ethers.utils.SigningKey(PKP_KEY);
    const pkpWallet = new PKPEthersWallet({pkpPubKey: key.publicKey, controllerAuthSig: standInAuthSig('0x0')});
    pkpWallet.litNodeClientReady = true;
    pkpWallet.runSign = async (toSign: Uint8Array) => {
      const sig = key.signDigest(toSign);
      return {r: sig.r.slice(2), s: sig.s.slice(2), recid: sig.recoveryParam, signature: sig};
    };
    pkpWallet.rpcProvider.estimateGas = async () => {
      throw new Error('execution reverted: Not PKP NFT owner');
    };
    pkpWallet.rpcProvider.getTransactionCount = async () => 7;
    const signed = await pkpWallet.signTransaction({to: '0x' + '33'.repeat(20), data: '0x1234'});
    const parsed = ethers.utils.parseTransaction(signed);
    expect(parsed.gasLimit.toNumber()).toBe(0);
    expect(parsed.nonce).toBe(0);
    expect(parsed.chainId).toBe(0);
    expect(parsed.gasPrice?.toNumber()).toBe(0);
  });
});

test.describe('2.2.35 LitContracts against an RPC that fails (versioned_docs/version-2.0/pkp/minting.md)', () => {
  test.skip(!installed, skipReason);

  test(`with a private key connect() succeeds even when the RPC is unreachable; an unreachable RPC makes the first mintCost() read throw ethers' NETWORK_ERROR "could not detect network", an RPC that answers eth_call with no data a CALL_EXCEPTION, and mint() turns either into "Could not get mint cost"`, async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {ethers} = requireFromSamples('ethers');
    // Port 9 on the loopback interface: the connection is refused at once, nothing leaves the machine.
    const unreachable = new LitContracts({privateKey: WALLET_KEY, rpc: 'http://127.0.0.1:9'});
    await unreachable.connect();
    const down = await thrownBy(() => unreachable.pkpNftContract.read.mintCost());
    expect(down.code).toBe('NETWORK_ERROR');
    expect(down.message).toMatch(/^could not detect network/);
    expect((await thrownBy(() => unreachable.pkpNftContractUtil.write.mint())).message).toBe('Could not get mint cost');

    // An RPC that answers, but no contract at the address (eth_call returns 0x).
    const proto = ethers.providers.JsonRpcProvider.prototype;
    const {detectNetwork, send} = proto;
    proto.detectNetwork = async () => ({chainId: 175177, name: 'chronicle'});
    proto.send = async (method: string) => (method === 'eth_chainId' ? '0x2ac49' : method === 'eth_call' ? '0x' : null);
    try {
      const empty = new LitContracts({privateKey: WALLET_KEY});
      await empty.connect();
      const revert = await thrownBy(() => empty.pkpNftContract.read.mintCost());
      expect(revert.code).toBe('CALL_EXCEPTION');
      expect((await thrownBy(() => empty.pkpNftContractUtil.write.mint())).message).toBe('Could not get mint cost');
    } finally {
      proto.detectNetwork = detectNetwork;
      proto.send = send;
    }
  });
});

test.describe('2.2.61 executeJs when a Lit Action throws (versioned_docs/version-2.0/pkp/pkpsAndActions.md)', () => {
  test.skip(!installed, skipReason);

  /** What the Datil node source answers (HTTP 400) when the action threw. */
  const thrownActionAnswer = {success: false, error: 'Uncaught (in promise) Error: the nodes refused to sign', logs: ''};

  test('executeJs 2.2.61: nodes answering a thrown action with {success:false, error, logs} (HTTP 400, as the Datil node source does) make it reject with the generic "There was an error getting the signing shares from the nodes", not the action\'s error text', async () => {
    const client = connectedV2Client(requireFromSamples);
    const {calls, restore} = stubFetch(() => json(thrownActionAnswer, 400));
    try {
      const error = (await thrownBy(() =>
        client.executeJs({code: 'throw new Error("x")', authSig: standInAuthSig(), jsParams: {}}),
      )) as Any;
      expect(calls.length).toBe(V2_NODES.length);
      expect(calls[0].url).toMatch(/\/web\/execute$/);
      expect(error.message).toBe('There was an error getting the signing shares from the nodes');
      expect(JSON.stringify(error)).not.toContain('the nodes refused to sign');
    } finally {
      restore();
    }
  });

  test('executeJs 2.2.61: the nodes\' answer to a thrown action is printed after "most common error:" only by a client created with debug: true; executeJs({debug: true}) on a debug: false client prints nothing', async () => {
    // The client's constructor points globalThis.litConfig (what misc's log() reads) at its config; withGlobals puts
    // the previous value back afterwards, so the debug: true run does not leak into later tests.
    const run = (clientDebug: boolean) =>
      withGlobals({litConfig: undefined}, async () => {
        const client = connectedV2Client(requireFromSamples);
        client.config.debug = clientDebug;
        const {restore} = stubFetch(() => json(thrownActionAnswer, 400));
        try {
          return await captureConsole(['log'], async () => {
            await thrownBy(() => client.executeJs({code: 'throw new Error("x")', authSig: standInAuthSig(), jsParams: {}, debug: true}));
          });
        } finally {
          restore();
        }
      });
    const quiet = (await run(false)).map((line) => line.map(String).join(' '));
    expect(quiet.some((line) => line.includes('most common error:'))).toBe(false);
    const loud = (await run(true)).map((line) => line.map(String).join(' '));
    const hit = loud.find((line) => line.includes('most common error:'));
    expect(hit).toContain('the nodes refused to sign');
  });
});
