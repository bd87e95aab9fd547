/**
 * Facts that the v2 introduction, resources, support and tools pages (versioned_docs/version-2.0/intro, resources,
 * support, ToolsAndExamples/Tools) state, checked by running the packages that samples/v2 pins (@lit-protocol/*
 * 2.2.61) offline. `fetch` is replaced in every test that would reach a Lit node, so nothing leaves the machine.
 * Each test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import {test, expect} from '@playwright/test';
import {stubFetch, samplesSet, standInAuthSig, thrownBy} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client');

const NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];

test.describe('2.2.61 quick start (versioned_docs/version-2.0/intro/overview.md)', () => {
  test.skip(!installed, skipReason);

  test('the LitNodeClient default config has minNodeCount 6 and connectTimeout 20000; constants export version 2.2.61 and ten serrano bootstrap URLs', () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LIT_NETWORKS, version} = requireFromSamples('@lit-protocol/constants');
    const client = new LitNodeClient({litNetwork: 'serrano', debug: false});
    expect(client.config.minNodeCount).toBe(6);
    expect(client.config.connectTimeout).toBe(20000);
    expect(client.ready).toBe(false);
    expect(version).toBe('2.2.61');
    expect(LIT_NETWORKS.serrano).toHaveLength(10);
  });

  test('after connect() in Node.js the client is ready, keeps the network public key most nodes returned, and stores itself in globalThis.litNodeClient', async () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const keysFrom = (url: string) => ({
      serverPublicKey: 's',
      subnetPublicKey: 'b',
      networkPublicKey: url.startsWith(NODES[2]) ? 'odd-one-out' : 'agreed-key',
      networkPublicKeySet: 'd',
    });
    const {restore} = stubFetch(({url}) => Response.json(keysFrom(url)));
    const globals = globalThis as {litNodeClient?: unknown};
    const before = globals.litNodeClient;
    try {
      const client = new LitNodeClient({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 3, debug: false});
      expect(typeof (globalThis as {document?: unknown}).document).toBe('undefined');
      await client.connect();
      expect(client.ready).toBe(true);
      expect(client.connectedNodes.size).toBe(3);
      expect(client.networkPubKey).toBe('agreed-key');
      expect(globals.litNodeClient).toBe(client);
    } finally {
      globals.litNodeClient = before;
      restore();
    }
  });
});

test.describe('2.2.61 FAQ (versioned_docs/version-2.0/support/faq.md)', () => {
  test.skip(!installed, skipReason);

  test('executeJs throws "You must pass either authSig or sessionSigs" with neither and "You must pass only one authSig or sessionSigs" with both, before any request', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: NODES, minNodeCount: 2, debug: false});
    client.ready = true;
    client.connectedNodes = new Set(NODES);
    let requests = 0;
    const {restore} = stubFetch(() => {
      requests += 1;
      return Response.json({});
    });
    const messageOf = async (params: Record<string, unknown>) => {
      try {
        await client.executeJs({code: 'setResponse("x")', jsParams: {}, ...params});
      } catch (error) {
        return (error as {message?: string}).message;
      }
      return 'did not throw';
    };
    try {
      expect(await messageOf({})).toBe('You must pass either authSig or sessionSigs');
      const authSig = standInAuthSig('0x0');
      expect(await messageOf({authSig, sessionSigs: {}})).toBe('You must pass only one authSig or sessionSigs');
      expect(requests).toBe(0);
    } finally {
      restore();
    }
  });

  test('ethers 5.7.2 refuses a base58 CID where bytes are expected with "invalid arrayify value"', () => {
    const {ethers} = requireFromSamples('ethers');
    expect(() => ethers.utils.arrayify('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toThrow(/^invalid arrayify value/);
  });

  test('ethers 5.7.2 keccak256 of a public key needs the 0x prefix: without it "invalid arrayify value", with it a 256-bit token id', () => {
    const {ethers} = requireFromSamples('ethers');
    const bare = '04' + 'ab'.repeat(64);
    expect(() => ethers.utils.keccak256(bare)).toThrow(/^invalid arrayify value/);
    expect(ethers.BigNumber.from(ethers.utils.keccak256('0x' + bare)).toHexString()).toMatch(/^0x[0-9a-f]{1,64}$/);
  });
});

test.describe('2.2.61 access control tools (versioned_docs/version-2.0/ToolsAndExamples/Tools/accessControl.md)', () => {
  test.skip(!installed, skipReason);

  const POAP = '0x22C1f6050E56d2876009903609a2cC3fEf83B415';
  const original = [
    {contractAddress: POAP, standardContractType: 'ERC721', chain: 'xdai', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '0'}},
  ];

  test('the inspect script prints "Owns any POAP", a canonical form in a fixed key order, and a reordered copy hashes the same while a lower-cased address does not', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (conditions: unknown) => Buffer.from(await acc.hashAccessControlConditions(conditions)).toString('hex');
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: original})).toBe('Owns any POAP');
    expect(Object.keys(acc.canonicalAccessControlConditionFormatter(original[0]))).toEqual([
      'contractAddress', 'chain', 'standardContractType', 'method', 'parameters', 'returnValueTest',
    ]);
    const reordered = [{returnValueTest: {value: '0', comparator: '>'}, parameters: [':userAddress'], method: 'balanceOf', chain: 'xdai', standardContractType: 'ERC721', contractAddress: POAP}];
    expect(await hex(reordered)).toBe(await hex(original));
    expect(await hex([{...original[0], contractAddress: POAP.toLowerCase()}])).not.toBe(await hex(original));
    const withExtras = [{...original[0], conditionType: 'evmBasic', returnValueTest: {...original[0].returnValueTest, key: 'x'}}];
    expect(await hex(withExtras)).toBe(await hex(original));
    expect(await hex([{...original[0], returnValueTest: {comparator: '>', value: '0.0'}}])).not.toBe(await hex(original));
  });

  test('humanizeAccessControlConditions says "Controls wallet with address …" and, given myWalletAddress, "Controls your wallet (…)"; a tokenList entry gives the symbol and decimals of an ERC-20', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const wallet = '0x50e2dac5e78B5905CB09495547452cEE64426db2';
    const isWallet = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: wallet}}];
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: isWallet})).toBe(`Controls wallet with address ${wallet}`);
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: isWallet, myWalletAddress: wallet})).toBe(`Controls your wallet (${wallet})`);
    const token = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const erc20 = [{contractAddress: token, standardContractType: 'ERC20', chain: 'ethereum', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>=', value: '1000000000000000000'}}];
    const sentence = await acc.humanizeAccessControlConditions({accessControlConditions: erc20, tokenList: [{address: token, symbol: 'DAI', decimals: 18}]});
    expect(sentence).toBe('Owns at least 1.0 of DAI tokens');
  });

  test('LIT_CHAINS entries carry chainId, decimals and rpcUrls', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(Object.keys(LIT_CHAINS.ethereum)).toEqual(expect.arrayContaining(['chainId', 'decimals', 'rpcUrls']));
  });
});

test.describe('2.2.61 executeJs signature combining (versioned_docs/version-2.0/intro/whatIsLitProtocol.md)', () => {
  test.skip(!installed, skipReason);

  test('getSignatures throws a TypeError when a later node returns no share for a signature, and drops the signature when the first node returns none', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    client.networkPubKeySet = 'stand-in';
    const share = (shareIndex: number) => ({
      sigType: 'ECDSA', signatureShare: '01', shareIndex, localX: '02' + '11'.repeat(32), localY: '03' + '11'.repeat(32), publicKey: '04', dataSigned: '00',
    });
    const error = await thrownBy(() => client.getSignatures([{sig1: share(0)}, {}]));
    expect(error).toBeInstanceOf(TypeError);
    expect(client.getSignatures([{}, {sig1: share(1)}])).toEqual({});
  });
});
