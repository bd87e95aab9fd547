/**
 * Fact sweep 28, part 2 (issue 25): what the 2.2.61 packages that samples/v2 pins do with an option that is left out,
 * given as `undefined`, or given together with the one it excludes. Runs offline: `fetch` answers the handshake locally,
 * the PKP wallet's RPC provider is replaced by a stand-in and its node signature by a local key.
 */
import {test, expect} from '@playwright/test';
import {stubFetch, thrownBy, samplesSet, standInAuthSig} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/pkp-ethers');

test.describe('2.2.61 LitNodeClientNodeJs options (versioned_docs/version-2.0/sdk/explanation/installation.md)', () => {
  test.skip(!installed, skipReason);

  test('an option given as undefined replaces the default: litNetwork undefined throws "not found in LIT_NETWORKS", and with minNodeCount undefined connect() rejects although every node answered', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const error = await thrownBy(() => new LitNodeClientNodeJs({litNetwork: undefined, debug: false}));
    expect(error.message).toBe('the litNetwork specified in the LitNodeClient config not found in LIT_NETWORKS');

    const omitted = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    expect(omitted.config.minNodeCount).toBe(6);
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, minNodeCount: undefined, connectTimeout: 600});
    expect(client.config.minNodeCount).toBeUndefined();
    const keys = {serverPublicKey: 'aa', subnetPublicKey: 'bb', networkPublicKey: 'cc', networkPublicKeySet: 'dd'};
    const {calls, restore} = stubFetch(() => Response.json(keys));
    try {
      const rejected = await thrownBy(() => client.connect());
      expect(calls.length).toBe(client.config.bootstrapUrls.length);
      expect(Object.keys(client.serverKeys)).toHaveLength(client.config.bootstrapUrls.length);
      expect(rejected).toMatch(/^Error: Could not connect to enough nodes after timeout of 600ms\.  Could only connect to \d+ of undefined required nodes/);
      expect(client.ready).toBe(false);
    } finally {
      restore();
    }
  });
});

test.describe('2.2.61 PKPEthersWallet options (versioned_docs/version-2.0/pkp/usage.md)', () => {
  test.skip(!installed, skipReason);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function wallet(options: Record<string, unknown>): any {
    const {ethers} = requireFromSamples('ethers');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const key = new ethers.utils.SigningKey('0x' + '11'.repeat(32));
    const w = new PKPEthersWallet({pkpPubKey: key.publicKey, debug: false, ...options});
    w.litNodeClientReady = true; // as after init(); nothing here reaches the nodes
    w.runSign = async (toSign: Uint8Array) => ({signature: key.signDigest(toSign)});
    return w;
  }

  test('the constructor accepts neither controllerAuthSig nor controllerSessionSigs, and the first signing call throws "controllerAuthSig or controllerSessionSigs is required"', async () => {
    const w = wallet({});
    w.runSign = requireFromSamples('@lit-protocol/pkp-base').PKPBase.prototype.runSign;
    const error = await thrownBy(() => w.signMessage('hi'));
    expect(error.message).toBe('controllerAuthSig or controllerSessionSigs is required');
  });

  test('signTransaction treats a nonce of 0 as missing and takes the nonce from the RPC', async () => {
    const {ethers} = requireFromSamples('ethers');
    const authSig = standInAuthSig('0x0');
    const w = wallet({controllerAuthSig: authSig});
    const asked: string[] = [];
    w.rpcProvider = {
      estimateGas: async () => (asked.push('estimateGas'), ethers.BigNumber.from(21000)),
      getTransactionCount: async () => (asked.push('getTransactionCount'), 7),
      getNetwork: async () => (asked.push('getNetwork'), {chainId: 175177}),
      getGasPrice: async () => (asked.push('getGasPrice'), ethers.BigNumber.from(1)),
    };
    w.getGasPrice = () => w.rpcProvider.getGasPrice();
    const signed = await w.signTransaction({to: await w.getAddress(), value: 1, gasLimit: 21000, nonce: 0});
    expect(asked).toEqual(['getTransactionCount', 'getNetwork', 'getGasPrice']);
    expect(ethers.utils.parseTransaction(signed).nonce).toBe(7);
  });
});

test.describe('2.2.61 EthWalletProvider options (versioned_docs/version-2.0/sdk/explanation/authentication/sessionSigs/authMethods/overview.md)', () => {
  test.skip(!installed, skipReason);

  test('in Node.js initProvider for the EthWallet provider type without domain or origin throws "window is not defined", and authenticate with an address but no signMessage returns an EthWallet auth method with an empty signature', async () => {
    const {LitAuthClient} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {ProviderType} = requireFromSamples('@lit-protocol/constants');
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'test-key'}});
    const error = await thrownBy(() => client.initProvider(ProviderType.EthWallet, {}));
    expect(error).toBeInstanceOf(ReferenceError);
    expect(error.message).toBe('window is not defined');
    const provider = client.initProvider(ProviderType.EthWallet, {domain: 'example.com', origin: 'https://example.com'});
    const authMethod = await provider.authenticate({address: '0x' + '11'.repeat(20)});
    expect(authMethod.authMethodType).toBe(1);
    expect(JSON.parse(authMethod.accessToken)).toEqual({sig: '', derivedVia: '', signedMessage: '', address: ''});
  });
});
