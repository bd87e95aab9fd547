/**
 * Facts that the v2 access-control and PKP pages (versioned_docs/version-2.0/accessControl, versioned_docs/version-2.0/pkp)
 * state, checked by running the packages that samples/v2 pins (@lit-protocol/* 2.2.61, contracts-sdk 2.2.35) offline.
 * Nothing leaves the machine: `fetch` is replaced where the Lit client would reach the nodes, and ethers' JSON-RPC
 * network detection is answered locally. Where a test needs the nodes' signature it signs the digest the wallet asks
 * for with a local key, so the wallet's own code (hashing, joining and verifying) runs unchanged. Each test's title
 * is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {V2_NODES, captureConsole, stubFetch, type Params, thrownBy, samplesSet, standInAuthSig} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/pkp-ethers');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const NODES = V2_NODES;
// A fixed test key standing in for the PKP (the nodes would hold it in shares).
const PKP_PRIVATE_KEY = '0x' + '11'.repeat(32);
const controllerAuthSig = standInAuthSig();

/** ethers v5 providers detect their network as soon as they are built: answer locally so no RPC is contacted. */
function offlineProviders() {
  const {ethers} = requireFromSamples('ethers');
  const proto = ethers.providers.JsonRpcProvider.prototype;
  const real = proto.detectNetwork;
  proto.detectNetwork = async () => ({chainId: 175177, name: 'chronicle'});
  return () => (proto.detectNetwork = real);
}

/**
 * A 2.2.61 PKPEthersWallet for the test key, its Lit client marked connected to three made-up nodes (two answers
 * needed). `signWithLocalKey` makes runSign answer as the nodes would, with a signature over the digest it is given.
 */
function pkpWallet(options: Params = {}, signWithLocalKey = false): Any {
  const {ethers} = requireFromSamples('ethers');
  const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
  const key = new ethers.utils.SigningKey(PKP_PRIVATE_KEY);
  const wallet = new PKPEthersWallet({pkpPubKey: key.publicKey, controllerAuthSig, ...options});
  wallet.litNodeClientReady = true;
  Object.assign(wallet.litNodeClient, {ready: true, connectedNodes: new Set(NODES), subnetPubKey: 'aa', networkPubKeySet: 'bb'});
  wallet.litNodeClient.config.minNodeCount = 2;
  if (signWithLocalKey) {
    wallet.runSign = async (toSign: Uint8Array) => {
      const sig = key.signDigest(toSign);
      return {r: sig.r.slice(2), s: sig.s.slice(2), recid: sig.recoveryParam, signature: sig};
    };
  }
  return wallet;
}

test.describe('2.2.61 PKPEthersWallet (versioned_docs/version-2.0/pkp/usage.md)', () => {
  test.skip(!installed, skipReason);
  let restoreProviders: () => void;
  test.beforeEach(() => (restoreProviders = offlineProviders()));
  test.afterEach(() => restoreProviders());

  test('PKPEthersWallet defaults to the RPC of LIT_CHAINS.chronicleTestnet (chain id 175177) and a serrano LitNodeClient; setRpc replaces the provider', async () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.chronicleTestnet.chainId).toBe(175177);
    expect(LIT_CHAINS.chronicleTestnet.symbol).toBe('LIT');
    const wallet = pkpWallet();
    expect(wallet.getRpc()).toBe(LIT_CHAINS.chronicleTestnet.rpcUrls[0]);
    expect(wallet.litNodeClient.config.litNetwork).toBe('serrano');
    await wallet.setRpc('http://127.0.0.1:8545');
    expect(wallet.getRpc()).toBe('http://127.0.0.1:8545');
  });

  test('the wallet address is the one computed from the PKP public key, the same on every chain', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = pkpWallet();
    expect(await wallet.getAddress()).toBe(new ethers.Wallet(PKP_PRIVATE_KEY).address);
  });

  test('signMessage returns an EIP-191 signature that verifyMessage attributes to the PKP address, and _signTypedData one that verifyTypedData attributes to it', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = pkpWallet({}, true);
    const address = await wallet.getAddress();
    const messageSig = await wallet.signMessage('Hello from a PKP');
    expect(ethers.utils.verifyMessage('Hello from a PKP', messageSig)).toBe(address);
    const domain = {name: 'Lit Docs Example', version: '1', chainId: 175177};
    const types = {Greeting: [{name: 'text', type: 'string'}, {name: 'from', type: 'address'}]};
    const value = {text: 'gm', from: address};
    const typedSig = await wallet._signTypedData(domain, types, value);
    expect(ethers.utils.verifyTypedData(domain, types, value, typedSig)).toBe(address);
  });

  test('with litActionCode set, signMessage still asks the nodes through pkpSign and never runs executeJs', async () => {
    const wallet = pkpWallet({litActionCode: 'throw new Error("never run")'});
    const used: string[] = [];
    wallet.litNodeClient.executeJs = async () => {
      used.push('executeJs');
      throw new Error('executeJs should not be called');
    };
    wallet.litNodeClient.pkpSign = async (params: Params) => {
      used.push('pkpSign');
      expect(params).toMatchObject({authSig: controllerAuthSig, authMethods: []});
      return {r: '01', s: '02', recid: 0};
    };
    await wallet.signMessage('hi');
    expect(used).toEqual(['pkpSign']);
  });

  test('a signing call on a PKPEthersWallet whose client is not ready runs init() first, once, and then asks pkpSign', async () => {
    const wallet = pkpWallet();
    wallet.litNodeClientReady = false;
    const used: string[] = [];
    wallet.init = async () => {
      used.push('init');
      wallet.litNodeClientReady = true;
    };
    wallet.litNodeClient.pkpSign = async () => (used.push('pkpSign'), {r: '01', s: '02', recid: 0});
    await wallet.signMessage('hi');
    await wallet.signMessage('again');
    expect(used).toEqual(['init', 'pkpSign', 'pkpSign']);
  });

  test('when the nodes refuse, the signing error is swallowed (logged after "err:") and signMessage rejects with a TypeError reading r of undefined, signTransaction with one reading signature', async () => {
    const wallet = pkpWallet();
    const {calls, restore} = stubFetch(() => Response.json({errorKind: 'Validation', errorCode: 'NodeNotAuthorized', message: 'not permitted'}, {status: 401}));
    try {
      const logged = await captureConsole(['log'], async () => {
        const error = await thrownBy(() => wallet.signMessage('hi'));
        expect(error).toBeInstanceOf(TypeError);
        expect(String(error.message)).toMatch(/reading 'r'/);
        expect(calls.map((call) => call.url)).toEqual(NODES.map((node) => `${node}/web/pkp/sign`));
        const txError = await thrownBy(() => wallet.signTransaction({to: controllerAuthSig.address, gasLimit: 21000, nonce: 1, chainId: 175177, gasPrice: 1}));
        expect(txError).toBeInstanceOf(TypeError);
        expect(String(txError.message)).toMatch(/reading 'signature'/);
      });
      expect(logged.find(([, first]) => first === 'err: ')?.[2]).toMatchObject({errorCode: 'NodeNotAuthorized', message: 'not permitted'});
    } finally {
      restore();
    }
  });

  test('a signing error raised by the client itself, such as session signatures with no entry for a connected node, is swallowed the same way: no node is contacted and signMessage rejects with the TypeError reading r of undefined', async () => {
    const wallet = pkpWallet({controllerAuthSig: undefined, controllerSessionSigs: {'https://elsewhere:7370': {sig: 's'}}});
    const {calls, restore} = stubFetch(() => Response.json({}));
    try {
      const logged = await captureConsole(['log'], async () => {
        const error = await thrownBy(() => wallet.signMessage('hi'));
        expect(error).toBeInstanceOf(TypeError);
        expect(String(error.message)).toMatch(/reading 'r'/);
      });
      expect(calls).toHaveLength(0);
      expect(logged.find(([, first]) => first === 'err: ')?.[2]).toMatchObject({
        message: `You passed sessionSigs but we could not find session sig for node ${NODES[0]}`,
      });
    } finally {
      restore();
    }
  });

  test('passing both controllerAuthSig and controllerSessionSigs makes signing throw "controllerAuthSig and controllerSessionSigs both defined, can only use one authorization type"', async () => {
    const wallet = pkpWallet({controllerSessionSigs: {[NODES[0]]: {sig: 's'}}});
    const error = await thrownBy(() => wallet.signMessage('hi'));
    expect(error.message).toBe('controllerAuthSig and controllerSessionSigs both defined, can only use one authorization type');
  });

  test('connect() throws "Use setRPC to set a new JSON RPC provider"; privateKey and mnemonic throw instead of returning a key', async () => {
    const wallet = pkpWallet();
    await captureConsole(['error'], async () => {
      expect(() => wallet.connect()).toThrow('Use setRPC to set a new JSON RPC provider');
      expect(() => wallet.privateKey).toThrow('This PKP contains no private key');
      expect(() => wallet.mnemonic).toThrow("There's no mnemonic for a PKPWallet");
    });
  });

  test('getBalance, getTransactionCount, estimateGas, getGasPrice and getFeeData go to the wallet rpcProvider; call, getChainId, resolveName and populateTransaction throw "Not available in PKPEthersWallet"', async () => {
    const wallet = pkpWallet();
    const asked: string[] = [];
    for (const name of ['getBalance', 'getTransactionCount', 'estimateGas', 'getGasPrice', 'getFeeData']) {
      wallet.rpcProvider[name] = async () => (asked.push(name), 0);
      await wallet[name]({});
    }
    expect(asked).toEqual(['getBalance', 'getTransactionCount', 'estimateGas', 'getGasPrice', 'getFeeData']);
    await captureConsole(['error'], async () => {
      for (const name of ['call', 'getChainId', 'resolveName', 'populateTransaction']) {
        expect(() => wallet[name]({})).toThrow('Not available in PKPEthersWallet');
      }
    });
  });

  test('signTransaction fills in gas limit, nonce, chain id and gas price from the RPC when the transaction lacks them, and rejects a from that is not the PKP', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = pkpWallet({}, true);
    const asked: string[] = [];
    Object.assign(wallet.rpcProvider, {
      estimateGas: async () => (asked.push('estimateGas'), ethers.BigNumber.from(21000)),
      getTransactionCount: async () => (asked.push('getTransactionCount'), 7),
      getNetwork: async () => (asked.push('getNetwork'), {chainId: 175177}),
      getGasPrice: async () => (asked.push('getGasPrice'), ethers.BigNumber.from(1)),
    });
    const signed = await wallet.signTransaction({to: controllerAuthSig.address, value: 1});
    const parsed = ethers.utils.parseTransaction(signed);
    expect(asked).toEqual(['estimateGas', 'getTransactionCount', 'getNetwork', 'getGasPrice']);
    expect(parsed).toMatchObject({nonce: 7, chainId: 175177, from: await wallet.getAddress()});
    const error = await thrownBy(() => wallet.signTransaction({to: controllerAuthSig.address, from: controllerAuthSig.address, gasLimit: 21000, nonce: 1, chainId: 1, gasPrice: 1}));
    expect(error.message).toMatch(/transaction from address mismatch/);
  });

  test('sendTransaction and eth_sendTransaction drop from (and gas) before the wallet estimates gas', async () => {
    const {getTransactionToSign} = requireFromSamples('@lit-protocol/pkp-ethers/src/lib/helper');
    expect(getTransactionToSign({from: '0xabc', gas: 1, to: '0xdef'})).toEqual({to: '0xdef'});
    const wallet = pkpWallet({}, true);
    const estimated: Params[] = [];
    wallet.rpcProvider.estimateGas = async (tx: Params) => (estimated.push({...tx}), 21000);
    wallet.rpcProvider.sendTransaction = async () => ({hash: '0x'});
    await wallet.sendTransaction({to: controllerAuthSig.address, from: await wallet.getAddress(), nonce: 1, chainId: 1, gasPrice: 1});
    expect(estimated).toHaveLength(1);
    expect(estimated[0]).not.toHaveProperty('from');
  });

  test('handleRequest supports eth_sign, personal_sign, eth_signTypedData, _v1, _v3, _v4, eth_signTransaction, eth_sendTransaction and eth_sendRawTransaction, and rejects other methods', async () => {
    const {methodHandlers} = requireFromSamples('@lit-protocol/pkp-ethers/src/lib/handler');
    expect(Object.keys(methodHandlers)).toEqual([
      'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3', 'eth_signTypedData_v4',
      'eth_signTransaction', 'eth_sendTransaction', 'eth_sendRawTransaction',
    ]);
    const wallet = pkpWallet();
    const error = await thrownBy(() => wallet.handleRequest({method: 'eth_accounts', params: []}));
    expect(error.message).toBe('Ethereum JSON-RPC signing method "eth_accounts" is not supported');
  });

  test('handleRequest personal_sign returns a signature by the PKP, and refuses a request for another address with "PKPWallet address does not match address requested"', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = pkpWallet({}, true);
    const address = await wallet.getAddress();
    const hex = ethers.utils.hexlify(ethers.utils.toUtf8Bytes('gm'));
    const sig = await wallet.handleRequest({method: 'personal_sign', params: [hex, address.toLowerCase()]});
    expect(ethers.utils.verifyMessage('gm', sig)).toBe(address);
    const error = await thrownBy(() => wallet.handleRequest({method: 'personal_sign', params: [hex, controllerAuthSig.address]}));
    expect(error.message).toMatch('PKPWallet address does not match address requested');
  });

  test('eth_signTypedData with the address first (v3/v4 order) signs through _signTypedData; with the data first (v1 order) it needs a Lit Action and otherwise fails with "executeJsArgs must have either code or ipfsId"', async () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = pkpWallet({}, true);
    const address = await wallet.getAddress();
    const domain = {name: 'Lit Docs Example', version: '1', chainId: 175177};
    const types = {Greeting: [{name: 'text', type: 'string'}, {name: 'from', type: 'address'}]};
    const message = {text: 'gm', from: address};
    const typedData = {types: {EIP712Domain: [{name: 'name', type: 'string'}, {name: 'version', type: 'string'}, {name: 'chainId', type: 'uint256'}], ...types}, domain, primaryType: 'Greeting', message};
    for (const method of ['eth_signTypedData', 'eth_signTypedData_v4']) {
      const sig = await wallet.handleRequest({method, params: [address, JSON.stringify(typedData)]});
      expect(ethers.utils.verifyTypedData(domain, types, message, sig)).toBe(address);
    }
    await captureConsole(['error'], async () => {
      const legacy = [{type: 'string', name: 'text', value: 'gm'}];
      const error = await thrownBy(() => wallet.handleRequest({method: 'eth_signTypedData', params: [legacy, address]}));
      expect(error.message).toMatch('executeJsArgs must have either code or ipfsId');
    });
  });

  test('with litActionCode set, a legacy eth_signTypedData request (data first) runs that code through executeJs with jsParams toSign, publicKey and sigName sig1, and tries a failing executeJs five times; handleRequest then rejects with "Error: Operation failed after 5 attempts: <its message>"', async () => {
    const wallet = pkpWallet({litActionCode: 'const go = 1;'});
    const address = await wallet.getAddress();
    const sent: Params[] = [];
    wallet.litNodeClient.executeJs = async (params: Params) => {
      sent.push(params);
      throw {message: 'refused by the nodes', errorCode: 'NodeNotAuthorized'};
    };
    let error: Any;
    await captureConsole(['log', 'error'], async () => {
      error = await thrownBy(() => wallet.handleRequest({method: 'eth_signTypedData', params: [[{type: 'string', name: 'text', value: 'gm'}], address]}));
    });
    expect(error.message).toBe('Error: Operation failed after 5 attempts: refused by the nodes');
    expect(sent).toHaveLength(5);
    expect(sent[0].code).toBe('const go = 1;');
    expect(Object.keys(sent[0].jsParams as Params).sort()).toEqual(['publicKey', 'sigName', 'toSign']);
    expect((sent[0].jsParams as Params).sigName).toBe('sig1');
  });
});

test.describe('2.2.61 PKPClient (versioned_docs/version-2.0/pkp/usage.md)', () => {
  test.skip(!installed, skipReason);
  test('@lit-protocol/pkp-client 2.2.61 builds one wallet per chain in PKP_CLIENT_SUPPORTED_CHAINS, eth and cosmos, from the same PKP', () => {
    const {PKP_CLIENT_SUPPORTED_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(PKP_CLIENT_SUPPORTED_CHAINS).toEqual(['eth', 'cosmos']);
  });
});

test.describe('2.2.61 PKP basics (versioned_docs/version-2.0/pkp/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('LitContracts (contracts-sdk 2.2.35) defaults to the same RPC URL as LIT_CHAINS.chronicleTestnet, the one PKPEthersWallet uses', () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(new LitContracts().rpc).toBe(LIT_CHAINS.chronicleTestnet.rpcUrls[0]);
  });

  test('contracts-sdk derives the Ethereum, Bitcoin and Cosmos addresses of a PKP from its one public key, as getTokensInfoByAddress returns them', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {addresses} = requireFromSamples('@lit-protocol/contracts-sdk/src/lib/addresses');
    const publicKey = new ethers.utils.SigningKey(PKP_PRIVATE_KEY).publicKey;
    const info = await addresses({publicKey});
    expect(Object.keys(info).sort()).toEqual(['btcAddress', 'cosmosAddress', 'ethAddress', 'isNewPKP', 'publicKey', 'publicKeyBuffer', 'tokenId']);
    expect(info.publicKey).toBe(publicKey);
    expect(info.ethAddress).toBe(new ethers.Wallet(PKP_PRIVATE_KEY).address);
    expect(info.cosmosAddress).toMatch(/^cosmos1[0-9a-z]{38}$/);
    expect(info.btcAddress).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{25,34}$/);
  });
});

test.describe('2.2.61 timestamp conditions (versioned_docs/version-2.0/accessControl/EVM/timelock.md)', () => {
  test.skip(!installed, skipReason);
  const timestamp = (comparator: string, value: string, method = 'eth_getBlockByNumber') => ({
    contractAddress: '',
    standardContractType: 'timestamp',
    chain: 'ethereum',
    method,
    parameters: ['latest'],
    returnValueTest: {comparator, value},
  });

  test('2030-01-15T16:00:00Z is Unix second 1894723200, and the humanizer describes the condition as "Latest mined block must be past the unix timestamp 1894723200"', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const value = Math.floor(Date.parse('2030-01-15T16:00:00Z') / 1000).toString();
    expect(value).toBe('1894723200');
    expect(await humanizeAccessControlConditions({accessControlConditions: [timestamp('>=', value)]})).toBe(
      'Latest mined block must be past the unix timestamp 1894723200',
    );
  });

  test('the humanizer uses the same sentence for < as for >=, and recognises a timestamp condition only with method eth_getBlockByNumber', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const closing = await humanizeAccessControlConditions({accessControlConditions: [timestamp('<', '1894723200')]});
    expect(closing).toBe('Latest mined block must be past the unix timestamp 1894723200');
    const otherMethod = await humanizeAccessControlConditions({accessControlConditions: [timestamp('>=', '1894723200', '')]});
    expect(otherMethod).not.toContain('unix timestamp');
  });

  test('a window built with and humanizes as two timestamp sentences joined by "and"', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const text = await humanizeAccessControlConditions({accessControlConditions: [timestamp('>=', '1'), {operator: 'and'}, timestamp('<', '2')]});
    expect(text).toBe('Latest mined block must be past the unix timestamp 1 and Latest mined block must be past the unix timestamp 2');
  });

  test('Date.parse reads an ISO date-time without a zone as local time and one with Z as UTC; Date.now and Date.parse count milliseconds', () => {
    expect(Date.parse('2030-01-15T16:00:00')).toBe(new Date(2030, 0, 15, 16, 0, 0).getTime());
    expect(Date.parse('2030-01-15T16:00:00Z')).toBe(Date.UTC(2030, 0, 15, 16, 0, 0));
    expect(Date.parse('1970-01-01T00:00:01Z')).toBe(1000);
  });

  test('Date.parse reads an ISO date alone (2030-01-15) as UTC midnight, unlike a date-time without a zone', () => {
    expect(Date.parse('2030-01-15')).toBe(Date.UTC(2030, 0, 15));
    expect(Date.parse('2030-01-15T00:00:00')).toBe(new Date(2030, 0, 15).getTime());
  });
});

test.describe('2.2.61 SIWE auth messages (versioned_docs/version-2.0/accessControl/EVM/siwe.md)', () => {
  test.skip(!installed, skipReason);
  const address = '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B';
  const termsUri = 'https://app.example.com/terms/v3';
  /** A SIWE message built with the fields auth-browser 2.2.61 fills in signAndSaveAuthMessage. */
  function siweMessage(expirationTime: string, resources?: string[]): string {
    const {SiweMessage} = requireFromSamples('lit-siwe');
    return new SiweMessage({domain: 'localhost:5173', address, version: '1', chainId: 1, expirationTime, uri: 'http://localhost:5173/', ...(resources ? {resources} : {})}).prepareMessage();
  }
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

  test('a cached signature that has not expired is reused even when it lacks the requested resources', () => {
    const {getMustResign} = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    expect(getMustResign({signedMessage: siweMessage(inAnHour())}, [termsUri])).toBe(false);
  });

  test('an expired cached signature is replaced only when its resources differ from the requested ones; with matching resources it is reused', () => {
    const {getMustResign} = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    expect(getMustResign({signedMessage: siweMessage(anHourAgo())}, [termsUri])).toBe(true);
    expect(getMustResign({signedMessage: siweMessage(anHourAgo())}, undefined)).toBeFalsy();
    expect(getMustResign({signedMessage: siweMessage(anHourAgo(), [termsUri])}, [termsUri])).toBeFalsy();
  });

  test('a SIWE message with resources lists each URI in its text, and location.host keeps the port', () => {
    expect(siweMessage(inAnHour(), [termsUri]).includes(termsUri)).toBe(true);
    expect(new URL('http://localhost:5173/app').host).toBe('localhost:5173');
    expect(new URL('https://app.example.com/').host).toBe('app.example.com');
  });

  test('Solana and Cosmos auth signatures in 2.2.61 sign AUTH_SIGNATURE_BODY, a fixed sentence with a timestamp, not a SIWE message', () => {
    const {AUTH_SIGNATURE_BODY} = requireFromSamples('@lit-protocol/constants');
    expect(AUTH_SIGNATURE_BODY).toBe('I am creating an account to use Lit Protocol at {{timestamp}}');
    for (const chainFile of ['sol', 'cosmos']) {
      const source = fs.readFileSync(requireFromSamples.resolve(`@lit-protocol/auth-browser/src/lib/chains/${chainFile}`), 'utf8');
      expect(source).toContain("AUTH_SIGNATURE_BODY.replace('{{timestamp}}', now)");
    }
  });
});

test.describe('2.2.61 Cosmos conditions (versioned_docs/version-2.0/accessControl/otherChains/cosmosConditions.md)', () => {
  test.skip(!installed, skipReason);
  const atomBalance = (value: string) => ({
    conditionType: 'cosmos',
    path: '/cosmos/bank/v1beta1/balances/:userAddress',
    chain: 'cosmos',
    returnValueTest: {key: '$.balances[0].amount', comparator: '>=', value},
  });

  test('LIT_COSMOS_CHAINS.cosmos is ATOM with 6 decimals and the REST endpoint https://lcd-cosmoshub.keplr.app, so 1 ATOM is 1000000 uatom', () => {
    const {LIT_COSMOS_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    expect(LIT_COSMOS_CHAINS.cosmos).toMatchObject({symbol: 'ATOM', decimals: 6, rpcUrls: ['https://lcd-cosmoshub.keplr.app']});
    expect(Object.keys(LIT_COSMOS_CHAINS)).toEqual(expect.arrayContaining(['cosmos', 'kyve', 'juno', 'evmosCosmos']));
    expect(ethers.utils.parseUnits('1', LIT_COSMOS_CHAINS.cosmos.decimals).toString()).toBe('1000000');
  });

  test('the humanizer prints "Owns at least 1.0 ATOM" for the balance condition and "Is a current KYVE funder" for the KYVE funders condition', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(await humanizeAccessControlConditions({unifiedAccessControlConditions: [atomBalance('1000000')]})).toBe('Owns at least 1.0 ATOM');
    const kyve = {conditionType: 'cosmos', path: '/kyve/registry/v1beta1/funders_list/0', chain: 'kyve', returnValueTest: {key: '$.funders.*.account', comparator: 'contains', value: ':userAddress'}};
    expect(await humanizeAccessControlConditions({unifiedAccessControlConditions: [kyve]})).toBe('Is a current KYVE funder');
  });

  test('a unified entry without conditionType is refused with "missing or has a wrong conditionType"; a Cosmos entry passed as accessControlConditions is not checked by the SDK', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const {conditionType, ...withoutType} = atomBalance('1');
    expect(conditionType).toBe('cosmos');
    const error = await thrownBy(() => acc.hashUnifiedAccessControlConditions([withoutType]));
    expect(error.message).toContain('You passed an invalid access control condition that is missing or has a wrong "conditionType"');
    await expect(acc.hashAccessControlConditions([atomBalance('1')])).resolves.toBeTruthy();
  });

  test('a Cosmos entry passed as accessControlConditions is reshaped as an EVM condition: conditionType, path and returnValueTest.key are dropped', () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const [reshaped] = acc.canonicalAccessControlConditionFormatter([atomBalance('1')]);
    expect(JSON.parse(JSON.stringify(reshaped))).toEqual({chain: 'cosmos', returnValueTest: {comparator: '>=', value: atomBalance('1').returnValueTest.value}});
    expect(Object.keys(reshaped)).toEqual(['contractAddress', 'chain', 'standardContractType', 'method', 'parameters', 'returnValueTest']);
  });

  test('an authSig object may carry the keys ethereum, solana, cosmos and kyve (LIT_AUTH_SIG_CHAIN_KEYS); Cosmos signatures use Keplr unless cosmosWalletType says otherwise', () => {
    const {LIT_AUTH_SIG_CHAIN_KEYS} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_AUTH_SIG_CHAIN_KEYS).toEqual(['ethereum', 'solana', 'cosmos', 'kyve']);
    const source = fs.readFileSync(requireFromSamples.resolve('@lit-protocol/auth-browser/src/lib/auth-browser.js'), 'utf8');
    expect(source).toContain("walletType: cosmosWalletType || 'keplr'");
  });
});

test.describe('2.2.61 POAP conditions (versioned_docs/version-2.0/accessControl/EVM/poap.md)', () => {
  test.skip(!installed, skipReason);
  const POAP_CONTRACT = '0x22C1f6050E56d2876009903609a2cC3fEf83B415';
  const poap = (chain: string, method: string, comparator: string, value: string) => ({
    contractAddress: POAP_CONTRACT, standardContractType: 'POAP', chain, method, parameters: [], returnValueTest: {comparator, value},
  });
  const pair = (method: string, comparator: string, value: string) => [poap('xdai', method, comparator, value), {operator: 'or'}, poap('ethereum', method, comparator, value)];

  test('the humanizer prints the two expected lines for the event-ID and the name gate on xdai or ethereum', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(await humanizeAccessControlConditions({accessControlConditions: pair('eventId', '=', '12345')})).toBe(
      'Owner of a POAP from event ID 12345 on xdai or Owner of a POAP from event ID 12345 on ethereum',
    );
    expect(await humanizeAccessControlConditions({accessControlConditions: pair('tokenURI', 'contains', 'ETHGlobal')})).toBe(
      'Owner of a ETHGlobal POAP on xdai or Owner of a ETHGlobal POAP on ethereum',
    );
  });

  test('the humanizer knows the POAP contract: an ERC721 balanceOf > 0 on it reads "Owns any POAP"', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const anyPoap = {contractAddress: POAP_CONTRACT, standardContractType: 'ERC721', chain: 'xdai', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '0'}};
    expect(await humanizeAccessControlConditions({accessControlConditions: [anyPoap]})).toBe('Owns any POAP');
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.xdai.chainId).toBe(100);
  });

  test('saveEncryptionKey stores a hash of the conditions, which changes when the event ID changes', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (conditions: unknown) => Buffer.from(await hashAccessControlConditions(conditions)).toString('hex');
    expect(await hex(pair('eventId', '=', '12345'))).not.toBe(await hex(pair('eventId', '=', '12346')));
  });
});

test.describe('2.2.61 Lit Action conditions (versioned_docs/version-2.0/accessControl/conditionTypes/litActionConditions.md)', () => {
  test.skip(!installed, skipReason);
  const litActionCondition = {
    contractAddress: 'ipfs://QmExampleCidForTheFactsTestOnly',
    standardContractType: 'LitAction',
    chain: 'ethereum',
    method: 'hasStars',
    parameters: ['LIT-Protocol', 'js-sdk', '100'],
    returnValueTest: {comparator: '=', value: 'true'},
  };

  test('a LitAction condition is an ordinary accessControlConditions entry: the SDK hashes it like any other and as evmBasic in a unified array', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const plain = Buffer.from(await acc.hashAccessControlConditions([litActionCondition])).toString('hex');
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
    const unified = Buffer.from(await acc.hashUnifiedAccessControlConditions([{conditionType: 'evmBasic', ...litActionCondition}])).toString('hex');
    expect(unified).toMatch(/^[0-9a-f]{64}$/);
    const formatted = acc.canonicalAccessControlConditionFormatter(litActionCondition);
    expect(formatted).toMatchObject({contractAddress: 'ipfs://QmExampleCidForTheFactsTestOnly', standardContractType: 'LitAction', method: 'hasStars', parameters: ['LIT-Protocol', 'js-sdk', '100']});
  });

  test('String(true) is "true" and strings order by characters, so "100" < "99" in a text comparison', () => {
    expect(String(true)).toBe('true');
    expect('100' < '99').toBe(true);
  });
});

test.describe('2.2.61 boolean logic (versioned_docs/version-2.0/accessControl/conditionTypes/booleanLogic.md)', () => {
  test.skip(!installed, skipReason);
  const DAO = '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B';
  const TOKEN = '0x0000000000000000000000000000000000000001';
  const member = {conditionType: 'evmBasic', contractAddress: DAO, standardContractType: 'MolochDAOv2.1', chain: 'ethereum', method: 'members', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: 'true'}};
  const eth = {conditionType: 'evmBasic', contractAddress: '', standardContractType: '', chain: 'ethereum', method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '10000000000000'}};
  const gov = {conditionType: 'evmBasic', contractAddress: TOKEN, standardContractType: 'ERC20', chain: 'ethereum', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '10000000000000000000'}};

  test('the humanizer prints a nested group in parentheses, formats amounts from tokenList, and 10000000000000 wei is 0.00001 ETH', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const {ethers} = requireFromSamples('ethers');
    expect(ethers.utils.formatEther('10000000000000')).toBe('0.00001');
    const text = await humanizeAccessControlConditions({
      unifiedAccessControlConditions: [member, {operator: 'and'}, [eth, {operator: 'or'}, gov]],
      tokenList: [{address: TOKEN, symbol: 'GOV', decimals: 18}],
    });
    expect(text).toBe(`Is a member of the DAO at ${DAO} and ( Owns at least 0.00001 ETH or Owns more than 10.0 of GOV tokens )`);
  });

  test('without operators the 2.2.61 humanizer joins the entries with nothing between them, and prints "Oops. something went wrong!" for an entry it does not know', async () => {
    const {humanizeAccessControlConditions} = requireFromSamples('@lit-protocol/lit-node-client');
    const text = await humanizeAccessControlConditions({unifiedAccessControlConditions: [member, eth]});
    expect(text).toBe(`Is a member of the DAO at ${DAO}Owns at least 0.00001 ETH`);
    const unknown = {...eth, method: 'somethingElse'};
    expect(await humanizeAccessControlConditions({accessControlConditions: [unknown]})).toBe('Oops. something went wrong!');
  });

  test('the SDK formats operators (passed on as written, no conditionType needed in a unified array) and nested groups at runtime', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const unified = acc.canonicalUnifiedAccessControlConditionFormatter([member, {operator: 'and'}, [eth, {operator: 'or'}, gov]]);
    expect(unified[1]).toEqual({operator: 'and'});
    expect(acc.canonicalUnifiedAccessControlConditionFormatter([member, {operator: 'AND'}, eth])[1]).toEqual({operator: 'AND'});
    expect(Array.isArray(unified[2])).toBe(true);
    expect(unified[2][1]).toEqual({operator: 'or'});
    const {conditionType: _omit, ...basic} = eth;
    const plain = acc.canonicalAccessControlConditionFormatter([basic, {operator: 'or'}, [basic]]);
    expect(plain[1]).toEqual({operator: 'or'});
    expect(Array.isArray(plain[2])).toBe(true);
  });

  test('TypeScript 6 rejects an operator in an AccessControlConditions literal (operator does not exist in the type) and a nested array in UnifiedAccessControlConditions (not assignable)', () => {
    const dir = path.join(samples, '.generated');
    fs.mkdirSync(dir, {recursive: true});
    const file = path.join(dir, 'facts-boolean-logic.ts');
    fs.writeFileSync(file, [
      "import type { AccessControlConditions, UnifiedAccessControlConditions } from '@lit-protocol/types';",
      "const c = { contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: { comparator: '=', value: '0x0' } };",
      "export const a: AccessControlConditions = [c, { operator: 'or' }, c];",
      "export const b: UnifiedAccessControlConditions = [{ conditionType: 'evmBasic', ...c }, { operator: 'and' }, [{ conditionType: 'evmBasic', ...c }]];",
    ].join('\n'));
    let output = '';
    try {
      execFileSync(process.execPath, [requireFromSamples.resolve('typescript/bin/tsc'), '--ignoreConfig', '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', file], {cwd: dir, encoding: 'utf8'});
    } catch (error) {
      output = String((error as {stdout?: string}).stdout);
    } finally {
      fs.rmSync(file, {force: true});
    }
    expect(output).toContain("'operator' does not exist in type 'AccsRegularParams | AccsDefaultParams'");
    expect(output).toContain("is not assignable to type 'AccsRegularParams | AccsDefaultParams | AccsEVMParams | AccsSOLV2Params | AccsCOSMOSParams | AccsOperatorParams'");
  });
});

test.describe('2.2.61 unified conditions (versioned_docs/version-2.0/accessControl/conditionTypes/unifiedAccessControlConditions.md)', () => {
  test.skip(!installed, skipReason);
  const solBalance = {method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: '100000000'}};
  const ethBalance = {contractAddress: '', standardContractType: '', chain: 'ethereum', method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '10000000000000'}};

  test('the client formats only the first conditions parameter it finds, in the order accessControlConditions, evmContractConditions, solRpcConditions, unifiedAccessControlConditions', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    const both = client.getFormattedAccessControlConditions({accessControlConditions: [ethBalance], unifiedAccessControlConditions: [{conditionType: 'evmBasic', ...ethBalance}]});
    expect(both.formattedAccessControlConditions).toHaveLength(1);
    expect(both.formattedUnifiedAccessControlConditions).toBeUndefined();
    const solAndUnified = client.getFormattedAccessControlConditions({solRpcConditions: [solBalance], unifiedAccessControlConditions: [{conditionType: 'evmBasic', ...ethBalance}]});
    expect(solAndUnified.formattedSolRpcConditions).toHaveLength(1);
    expect(solAndUnified.formattedUnifiedAccessControlConditions).toBeUndefined();
  });

  test('a misspelled conditionType is refused; a solRpc entry in a unified array needs pdaInterface (offset, fields) and pdaKey, is sent without pdaParams when absent, and the same entry without PDA fields passes in solRpcConditions', () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const thrownBy = (run: () => unknown): Any => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return {message: 'did not throw'};
    };
    expect(thrownBy(() => acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'evmbasic', ...ethBalance})).message).toContain('missing or has a wrong "conditionType"');
    expect(thrownBy(() => acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'solRpc', ...solBalance})).message).toContain('Solana RPC Conditions have changed and there are some new fields you must include');
    const withoutPdaParams = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'solRpc', ...solBalance, pdaInterface: {offset: 0, fields: {}}, pdaKey: ''});
    expect(JSON.parse(JSON.stringify(withoutPdaParams))).not.toHaveProperty('pdaParams');
    expect(acc.canonicalSolRpcConditionFormatter(solBalance)).toMatchObject({method: 'getBalance', params: [':userAddress']});
  });

  test('the example amounts resolve to 100000000 lamports, 10000000000000 wei and 1000000 uatom from the constants decimals; LIT_CHAINS.polygon.contractAddress is the ERC-1155 Lit lists for Polygon', () => {
    const {LIT_CHAINS, LIT_SVM_CHAINS, LIT_COSMOS_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const base = (amount: string, decimals: number) => ethers.utils.parseUnits(amount, decimals).toString();
    expect(base('0.1', LIT_SVM_CHAINS.solana.decimals)).toBe('100000000');
    expect(base('0.00001', LIT_CHAINS.ethereum.decimals)).toBe('10000000000000');
    expect(base('1', LIT_COSMOS_CHAINS.cosmos.decimals)).toBe('1000000');
    expect(ethers.utils.isAddress(LIT_CHAINS.polygon.contractAddress)).toBe(true);
    const {ALL_LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    expect(Object.keys(ALL_LIT_CHAINS)).toEqual(expect.arrayContaining(['ethereum', 'polygon', 'solana', 'cosmos']));
  });
});

test.describe('2.2.61 EVM contract conditions (versioned_docs/version-2.0/accessControl/EVM/customContractCalls.md)', () => {
  test.skip(!installed, skipReason);

  test('the SDK keeps only name and type of ABI inputs and outputs plus name, constant (default false) and stateMutability of the function', () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const formatted = acc.canonicalEVMContractConditionFormatter({
      contractAddress: '0x7C7757a9675f06F3BE4618bB68732c4aB25D2e88',
      chain: 'polygon',
      functionName: 'balanceOf',
      functionParams: [':userAddress', '1'],
      functionAbi: {name: 'balanceOf', type: 'function', stateMutability: 'view', inputs: [{name: 'account', type: 'address', internalType: 'address'}, {name: 'id', type: 'uint256', internalType: 'uint256', components: []}], outputs: [{name: '', type: 'uint256', internalType: 'uint256'}]},
      returnValueTest: {key: '', comparator: '>', value: '0'},
    });
    expect(formatted.functionAbi).toEqual({
      name: 'balanceOf',
      inputs: [{name: 'account', type: 'address'}, {name: 'id', type: 'uint256'}],
      outputs: [{name: '', type: 'uint256'}],
      constant: false,
      stateMutability: 'view',
    });
  });

  test('the conditionAbi helper prints the ABI entry shown on the page, and bytes32ArrayParam([2, 3]) gives two 64-character words without 0x', () => {
    const {ethers} = requireFromSamples('ethers');
    const fragment: Any = Object.values(new ethers.utils.Interface(['function balanceOf(address account, uint256 id) view returns (uint256)']).functions)[0];
    const param = (p: Any) => ({name: p.name ?? '', type: p.type});
    const abi = {name: fragment.name, type: 'function', stateMutability: fragment.stateMutability, constant: fragment.constant, inputs: fragment.inputs.map(param), outputs: (fragment.outputs ?? []).map(param)};
    expect(JSON.stringify(abi)).toBe('{"name":"balanceOf","type":"function","stateMutability":"view","constant":true,"inputs":[{"name":"account","type":"address"},{"name":"id","type":"uint256"}],"outputs":[{"name":"","type":"uint256"}]}');
    const words = ('[' + [2, 3].map((v) => ethers.utils.hexZeroPad(ethers.utils.hexlify(v), 32).slice(2)).join(',') + ']');
    expect(words).toBe(`[${'0'.repeat(63)}2,${'0'.repeat(63)}3]`);
  });

  test('uint8arrayToString(..., "base64url") gives unpadded base64url, as the nodes decode it', () => {
    const {uint8arrayToString, uint8arrayFromString} = requireFromSamples('@lit-protocol/lit-node-client');
    expect(uint8arrayToString(uint8arrayFromString('1', 'utf8'), 'base64url')).toBe('MQ');
    expect(uint8arrayToString(uint8arrayFromString('12345', 'utf8'), 'base64url')).toBe('MTIzNDU');
  });
});

test.describe('2.2.61 unified conditions formatter (versioned_docs/version-2.0/accessControl/conditionTypes/unifiedAccessControlConditions.md)', () => {
  test.skip(!installed, skipReason);

  test('the unified formatter throws for a solRpc entry without PDA fields but sends an evmBasic or cosmos entry on without its missing fields', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const returnValueTest = {comparator: '>', value: '0'};
    const sol = await thrownBy(() => acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'solRpc', method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest}));
    expect(sol.message).toContain('Solana RPC Conditions have changed');
    const evm = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'evmBasic', chain: 'ethereum', returnValueTest});
    expect(JSON.parse(JSON.stringify(evm))).toEqual({chain: 'ethereum', returnValueTest});
    const cosmos = acc.canonicalUnifiedAccessControlConditionFormatter({conditionType: 'cosmos', chain: 'cosmos', returnValueTest});
    expect(JSON.parse(JSON.stringify(cosmos))).toEqual({chain: 'cosmos', returnValueTest});
  });
});

test.describe('2.2.61 cached auth signature: other reasons to re-sign', () => {
  test.skip(!installed, skipReason);

  test('an expired cached signature with the requested resources is still replaced when its message does not parse or names a non-checksummed address', () => {
    const {getMustResign} = requireFromSamples('@lit-protocol/auth-browser/src/lib/chains/eth');
    const {SiweMessage} = requireFromSamples('lit-siwe');
    const checksummed = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    const expired = new Date(Date.now() - 3_600_000).toISOString();
    const message = (addr: string) =>
      new SiweMessage({domain: 'localhost:5173', address: addr, version: '1', chainId: 1, expirationTime: expired, uri: 'http://localhost:5173/'}).prepareMessage();
    // Same (absent) resources, expired, checksummed: reused.
    expect(getMustResign({signedMessage: message(checksummed)}, undefined)).toBeFalsy();
    // Same resources, expired, but the address in the message is lower-case: re-signed.
    expect(getMustResign({signedMessage: message(checksummed.toLowerCase())}, undefined)).toBe(true);
    // Same resources, expired (the expiry is read from line 10), but the first line is no SIWE header: re-signed.
    const broken = ['not a SIWE header', ...message(checksummed).split('\n').slice(1)].join('\n');
    expect(broken.split('\n')[9]).toBe(`Expiration Time: ${expired}`);
    expect(getMustResign({signedMessage: broken}, undefined)).toBe(true);
  });
});
