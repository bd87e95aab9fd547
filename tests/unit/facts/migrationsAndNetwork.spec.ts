/**
 * The facts the network pages (docs/network) and the SDK migration notes (docs/sdk/migrations) state about the
 * pinned 6.11.5 packages, checked by running them from samples/v3 with `fetch` stubbed: nothing leaves the machine.
 * A node's handshake is answered by the stub, so what connect() does with a node's attestation report runs for real
 * without a node. Facts about earlier releases (which release first knew a network) are `historical` package
 * evidence in the claims files, which check-claims reads from the packed releases; they are not re-run here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {stubFetch, thrownBy, samplesSet, withGlobals, standInYellowstoneSigner} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/lit-node-client');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */
type Params = Record<string, any>;

const NODE = 'https://node-a.example:443';
/** A node's handshake answer with every key present; `attestation` is added only when given. */
const handshake = (attestation?: Params) =>
  Response.json({
    serverPublicKey: 'aa',
    subnetPublicKey: 'bb',
    networkPublicKey: 'bb',
    networkPublicKeySet: 'cc',
    hdRootPubkeys: ['dd'],
    latestBlockhash: '0x' + '12'.repeat(32),
    ...(attestation ? {attestation} : {}),
  });

/** Runs the handshake step of connect() against one stubbed node and returns what it resolved or threw. */
async function handshakeOn(litNetwork: string, options: Params = {}, attestation?: Params) {
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const client = new LitNodeClientNodeJs({litNetwork, debug: false, ...options});
  client.config.bootstrapUrls = [NODE];
  const stub = stubFetch(() => handshake(attestation));
  try {
    const result = await client._runHandshakeWithBootstrapUrls().then(
      (r: Params) => ({ok: true as const, r}),
      (e: Params) => ({ok: false as const, e}),
    );
    return {client, result, urls: stub.calls.map((call) => call.url)};
  } finally {
    stub.restore();
  }
}

test.describe('@lit-protocol/* 6.11.5 networks (docs/network)', () => {
  test.skip(!installed, skipReason);

  // ---------- migration-guide.md ----------

  test('the re-mint script\'s plain ethers 5.7.2 contract call estimates gas first: no funds give INSUFFICIENT_FUNDS and a wrong value the mint-cost revert as UNPREDICTABLE_GAS_LIMIT, and nothing is sent', async () => {
    const {ethers} = requireFromSamples('ethers');
    let answer = 'execution reverted: You must pay exactly mint cost';
    const block = {number: '0x10', baseFeePerGas: '0x1', hash: '0x' + '00'.repeat(32), parentHash: '0x' + '00'.repeat(32), timestamp: '0x1', nonce: '0x0000000000000000', difficulty: '0x0', gasLimit: '0x1000000', gasUsed: '0x0', miner: '0x' + '00'.repeat(20), extraData: '0x', transactions: []};
    // The plain contract call fills in the fee and nonce itself, so the stand-in also answers those.
    const {signer, calls} = standInYellowstoneSigner(ethers, () => answer, {
      eth_getBlockByNumber: block,
      eth_gasPrice: '0x1',
      eth_maxPriorityFeePerGas: '0x1',
      eth_getTransactionCount: '0x0',
    });
    const abi = ['function mintNextAndAddAuthMethods(uint256 keyType, uint256[] types, bytes[] ids, bytes[] userKeys, uint256[][] scopes, bool addPkpEthAddressAsPermittedAddress, bool sendPkpToItself) payable returns (uint256)'];
    const helper = new ethers.Contract('0x' + '11'.repeat(20), abi, signer);
    const mint = () => thrownBy(() => helper.mintNextAndAddAuthMethods(2, [1], ['0x01'], ['0x'], [[1]], true, true, {value: 1}));
    const wrongValue = await mint();
    expect(wrongValue.code).toBe('UNPREDICTABLE_GAS_LIMIT');
    expect(wrongValue.message).toMatch(/^cannot estimate gas; transaction may fail or may require manual gas limit /);
    expect(wrongValue.message).toContain('You must pay exactly mint cost');
    answer = 'insufficient funds for gas * price + value';
    const poor = await mint();
    expect(poor.code).toBe('INSUFFICIENT_FUNDS');
    expect(poor.message).toMatch(/^insufficient funds for intrinsic transaction cost /);
    expect(calls).not.toContain('eth_sendRawTransaction');
  });

  test('LIT_NETWORK holds cayenne, manzano, habanero, datil-dev, datil-test, datil, custom and localhost; the LitNetwork enum has the same values but localhost', () => {
    const {LIT_NETWORK, LitNetwork} = requireFromSamples('@lit-protocol/constants');
    const names = ['cayenne', 'manzano', 'habanero', 'datil-dev', 'datil-test', 'datil', 'custom', 'localhost'];
    expect(Object.values(LIT_NETWORK)).toEqual(names);
    expect(Object.values(LitNetwork).sort()).toEqual(names.filter((n) => n !== 'localhost').sort());
    expect([LitNetwork.Datil, LitNetwork.DatilTest, LitNetwork.DatilDev]).toEqual(['datil', 'datil-test', 'datil-dev']);
  });

  test('an unknown litNetwork makes both clients throw "Unsupported network has been provided" listing the LIT_NETWORK values', () => {
    const {LIT_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    for (const Client of [LitNodeClient, LitNodeClientNodeJs]) {
      let thrown: any;
      try {
        new Client({litNetwork: 'datil-main', debug: false});
      } catch (e) {
        thrown = e;
      }
      expect(thrown?.message).toBe(
        `Unsupported network has been provided please use a "litNetwork" option which is supported (${Object.values(LIT_NETWORK).join(', ')})`,
      );
    }
    // The check is against LIT_NETWORKS, which still has one name LIT_NETWORK lacks.
    expect(() => new LitNodeClientNodeJs({litNetwork: 'internalDev', debug: false})).not.toThrow();
  });

  test('the 2.x networks jalapeno and serrano are refused by the 6.11.5 client', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    for (const litNetwork of ['jalapeno', 'serrano']) {
      let thrown: any;
      try {
        new LitNodeClientNodeJs({litNetwork, debug: false});
      } catch (e) {
        thrown = e;
      }
      expect(thrown?.message, litNetwork).toMatch(/^Unsupported network has been provided/);
    }
  });

  test('on datil and datil-test connect() rejects a node without an attestation report even with checkNodeAttestation false, and config keeps false', async () => {
    for (const litNetwork of ['datil', 'datil-test']) {
      const {client, result} = await handshakeOn(litNetwork, {checkNodeAttestation: false});
      expect(client.config.checkNodeAttestation, litNetwork).toBe(false);
      expect(result.ok, litNetwork).toBe(false);
      expect((result as Params).e).toMatchObject({
        message: `Missing attestation in handshake response from ${NODE}`,
        errorCode: 'InvalidNodeAttestation',
      });
    }
    // A report that does not answer this handshake's challenge fails verification the same way.
    const {result} = await handshakeOn('datil', {}, {type: 'AMD_SEV_SNP', noonce: Buffer.from('not the challenge').toString('base64'), data: {}, signatures: [], report: ''});
    expect((result as Params).e).toMatchObject({
      message: expect.stringMatching(new RegExp(`^Lit Node Attestation failed verification for ${NODE} - Attestation noonce .* does not match challenge`)),
      errorCode: 'InvalidNodeAttestation',
    });
  });

  test('on datil, a global localStorage without methods (Node.js 25 without --localstorage-file) fails every node attestation with "localStorage.getItem is not a function" before the AMD certificate is fetched', async () => {
    await requireFromSamples('@lit-protocol/sev-snp-utils-sdk').initWasmSevSnpUtilsSdk();
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    // A report that answers the handshake's challenge from the address the client talked to, so the check goes on to
    // the certificate; the report bytes are the example in crypto.js's own comment.
    const report = 'AgAAAAAAAAAAAAMAAAAAAAEAAAAFEAABCwyQBQajBzX8XJJQzMFZ5KA9OPtN8HpTAAAAAAEAAAADAAAAAAAKqQEAAAAAAAAAAQAAAAAAAAD=';
    const attempt = async () => {
      const client = new LitNodeClientNodeJs({litNetwork: 'datil', debug: false});
      client.config.bootstrapUrls = [NODE];
      const stub = stubFetch(({url, body}) =>
        url.startsWith(NODE)
          ? handshake({type: 'AMD_SEV_SNP', noonce: Buffer.from(String(body.challenge), 'hex').toString('base64'), data: {EXTERNAL_ADDR: Buffer.from('node-a.example:443').toString('base64')}, signatures: [], report})
          : new Response('no certificate here', {status: 404}),
      );
      try {
        const error = await thrownBy(() => client._runHandshakeWithBootstrapUrls());
        return {message: String(error.message), otherUrls: stub.calls.map((call) => call.url).filter((url) => !url.startsWith(NODE))};
      } finally {
        stub.restore();
      }
    };
    const node25 = await withGlobals({localStorage: {}}, attempt);
    expect(node25.message).toBe(`Lit Node Attestation failed verification for ${NODE} - localStorage.getItem is not a function`);
    expect(node25.otherUrls).toEqual([]);
    // Without the global (Node.js 20 to 24; 26 reads it as undefined) the check goes on to ask for the certificate.
    const node20 = await attempt();
    expect(node20.message).not.toContain('localStorage');
    expect(node20.otherUrls.length).toBeGreaterThan(0);
  });

  test('on datil-dev, cayenne, custom and localhost a node without attestation is accepted unless checkNodeAttestation is true', async () => {
    for (const litNetwork of ['datil-dev', 'cayenne', 'custom', 'localhost']) {
      const {client, result} = await handshakeOn(litNetwork);
      expect(client.config.checkNodeAttestation, litNetwork).toBe(false);
      expect(result.ok, litNetwork).toBe(true);
      const asked = await handshakeOn(litNetwork, {checkNodeAttestation: true});
      expect(asked.result.ok, litNetwork).toBe(false);
      expect((asked.result as Params).e).toMatchObject({errorCode: 'InvalidNodeAttestation'});
    }
  });

  test('RPC_URL_BY_NETWORK: the Datil networks use Chronicle Yellowstone, cayenne, manzano and habanero the Chronicle RPC; CENTRALISATION_BY_NETWORK marks datil-dev and cayenne centralised', () => {
    const {RPC_URL_BY_NETWORK, LIT_RPC, CENTRALISATION_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_RPC.CHRONICLE_YELLOWSTONE).toBe('https://yellowstone-rpc.litprotocol.com');
    expect(LIT_RPC.CHRONICLE).toBe('https://chain-rpc.litprotocol.com/http');
    for (const n of ['datil-dev', 'datil-test', 'datil']) expect(RPC_URL_BY_NETWORK[n], n).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
    for (const n of ['cayenne', 'manzano', 'habanero']) expect(RPC_URL_BY_NETWORK[n], n).toBe(LIT_RPC.CHRONICLE);
    expect(CENTRALISATION_BY_NETWORK).toMatchObject({
      cayenne: 'centralised',
      'datil-dev': 'centralised',
      manzano: 'decentralised',
      habanero: 'decentralised',
      'datil-test': 'decentralised',
      datil: 'decentralised',
    });
  });

  test('LIT_CHAINS: yellowstone is chain 175188 with tstLPX (18 decimals) and its explorer; chronicleTestnet is 175177 with tstLIT; the Datil networks add yellowstone to wallets', () => {
    const {LIT_CHAINS, METAMASK_CHAIN_INFO_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.yellowstone).toMatchObject({
      chainId: 175188,
      symbol: 'tstLPX',
      decimals: 18,
      blockExplorerUrls: ['https://yellowstone-explorer.litprotocol.com/'],
    });
    expect(LIT_CHAINS.chronicleTestnet).toMatchObject({chainId: 175177, symbol: 'tstLIT'});
    expect(METAMASK_CHAIN_INFO_BY_NETWORK.datil).toMatchObject({
      chainId: 175188,
      chainName: LIT_CHAINS.yellowstone.name,
      nativeCurrency: {name: 'tstLPX', symbol: 'tstLPX', decimals: 18},
    });
    // The chain id is a number: wallet_addEthereumChain wants it as a 0x string, which the page's sample converts.
    expect(`0x${METAMASK_CHAIN_INFO_BY_NETWORK.datil.chainId.toString(16)}`).toBe('0x2ac54');
  });

  test('LIT_CHAINS has two keys for the original Chronicle, chronicleTestnet and lit, holding the same entry (175177), and one for Chronicle Yellowstone, yellowstone', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const keysOf = (chainId: number) => Object.keys(LIT_CHAINS).filter((k) => LIT_CHAINS[k].chainId === chainId);
    expect(keysOf(175177)).toEqual(['chronicleTestnet', 'lit']);
    expect(LIT_CHAINS.lit).toBe(LIT_CHAINS.chronicleTestnet);
    expect(keysOf(175188)).toEqual(['yellowstone']);
  });

  test('the contracts of manzano and habanero are on the first Chronicle (chain 175177, tstLIT), those of the Datil networks on Chronicle Yellowstone (175188, tstLPX); cayenne has no config; the three older networks share one LITToken', () => {
    const {NETWORK_CONTEXT_BY_NETWORK, METAMASK_CHAIN_INFO_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const address = (network: string, name: string) =>
      NETWORK_CONTEXT_BY_NETWORK[network].data.find((c: Params) => c.name === name).contracts[0].address_hash;
    for (const n of ['manzano', 'habanero']) expect(NETWORK_CONTEXT_BY_NETWORK[n].config.chainId, n).toBe('175177');
    for (const n of ['datil-dev', 'datil-test', 'datil']) expect(NETWORK_CONTEXT_BY_NETWORK[n].config.chainId, n).toBe('175188');
    expect(Object.keys(NETWORK_CONTEXT_BY_NETWORK.cayenne)).toEqual(['data']);
    for (const n of ['cayenne', 'manzano', 'habanero']) {
      expect(METAMASK_CHAIN_INFO_BY_NETWORK[n], n).toMatchObject({chainId: 175177, nativeCurrency: {symbol: 'tstLIT'}});
      expect(address(n, 'LITToken'), n).toBe('0x53695556f8a1a064EdFf91767f15652BbfaFaD04');
    }
    for (const n of ['datil-dev', 'datil-test', 'datil']) {
      expect(METAMASK_CHAIN_INFO_BY_NETWORK[n], n).toMatchObject({chainId: 175188, nativeCurrency: {symbol: 'tstLPX'}});
    }
    // No other address is shared between the six deployments.
    const owners: Record<string, string[]> = {};
    for (const n of ['cayenne', 'manzano', 'habanero', 'datil-dev', 'datil-test', 'datil']) {
      for (const c of NETWORK_CONTEXT_BY_NETWORK[n].data) (owners[c.contracts[0].address_hash.toLowerCase()] ??= []).push(`${n}:${c.name}`);
    }
    expect(Object.values(owners).filter((l) => l.length > 1)).toEqual([['cayenne:LITToken', 'manzano:LITToken', 'habanero:LITToken']]);
    // custom and localhost carry datil-dev's deployment, not one of their own.
    for (const n of ['custom', 'localhost']) expect(NETWORK_CONTEXT_BY_NETWORK[n], n).toEqual(NETWORK_CONTEXT_BY_NETWORK['datil-dev']);
  });

  test('checkNodeAttestation defaults to true on habanero and manzano and to false on the other networks', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    for (const litNetwork of ['habanero', 'manzano']) {
      expect(new LitNodeClientNodeJs({litNetwork, debug: false}).config.checkNodeAttestation, litNetwork).toBe(true);
    }
    for (const litNetwork of ['cayenne', 'datil-dev', 'datil-test', 'datil', 'custom', 'localhost']) {
      expect(new LitNodeClientNodeJs({litNetwork, debug: false}).config.checkNodeAttestation, litNetwork).toBe(false);
    }
  });

  test("LitContracts.getContractAddresses takes the addresses from the bundled NETWORK_CONTEXT_BY_NETWORK without a request; custom and localhost get datil-dev's", async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {NETWORK_CONTEXT_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const stub = stubFetch(() => Response.json({}));
    try {
      const staking = (n: string) => NETWORK_CONTEXT_BY_NETWORK[n].data.find((c: Params) => c.name === 'Staking').contracts[0].address_hash;
      for (const n of ['datil-dev', 'datil', 'habanero', 'custom', 'localhost']) {
        const addresses = await LitContracts.getContractAddresses(n);
        expect(addresses.Staking.address, n).toBe(staking(n));
      }
      expect((await LitContracts.getContractAddresses('custom')).Staking.address).toBe('0xD4507CD392Af2c80919219d7896508728f6A623F');
      expect(stub.calls).toEqual([]);
    } finally {
      stub.restore();
    }
  });

  test('mintPKPThroughRelayer only POSTs the mint request to the relay and returns its request id: the client sends no transaction to Chronicle', async () => {
    const {LitAuthClient, EthWalletProvider} = requireFromSamples('@lit-protocol/lit-auth-client');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {ProviderType, AuthMethodType} = requireFromSamples('@lit-protocol/constants');
    const litNodeClient = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const client = new LitAuthClient({litRelayConfig: {relayApiKey: 'key-1', relayUrl: 'https://relay.example'}, litNodeClient});
    const provider = client.initProvider(ProviderType.EthWallet);
    expect(provider).toBeInstanceOf(EthWalletProvider);
    const authMethod = {authMethodType: AuthMethodType.EthWallet, accessToken: JSON.stringify({address: '0x' + '11'.repeat(20)})};
    const stub = stubFetch(() => Response.json({requestId: '0xabc'}));
    try {
      expect(await provider.mintPKPThroughRelayer(authMethod)).toBe('0xabc');
    } finally {
      stub.restore();
    }
    expect(stub.calls.map((c) => c.url)).toEqual(['https://relay.example/mint-next-and-add-auth-methods']);
    expect(stub.calls[0].body).toMatchObject({keyType: 2, permittedAuthMethodTypes: [AuthMethodType.EthWallet], sendPkpToItself: true});
  });

  test('a delegation signed with an expiration one hour ahead carries that expiration and the user as its only delegatee', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil', debug: false});
    // The sample connects first; a client that is not ready would connect itself, which needs the network.
    client.ready = true;
    const stub = stubFetch(() => Response.json({blockhash: '0x' + '34'.repeat(32), timestamp: String(Math.floor(Date.now() / 1000))}));
    try {
      const owner = ethers.Wallet.createRandom();
      const user = ethers.Wallet.createRandom().address;
      const expiration = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      const {capacityDelegationAuthSig} = await client.createCapacityDelegationAuthSig({
        dAppOwnerWallet: owner,
        capacityTokenId: '77',
        delegateeAddresses: [user],
        uses: '5',
        expiration,
      });
      expect(capacityDelegationAuthSig.signedMessage).toContain(`\nExpiration Time: ${expiration}\n`);
      expect(capacityDelegationAuthSig.address).toBe(owner.address);
      expect(ethers.utils.verifyMessage(capacityDelegationAuthSig.signedMessage, capacityDelegationAuthSig.sig)).toBe(owner.address);
      const helpers = requireFromSamples('@lit-protocol/auth-helpers');
      const recap = helpers.decode(/- (urn:recap:\S+)/.exec(capacityDelegationAuthSig.signedMessage)?.[1]);
      expect(recap.attenuations).toEqual({
        'lit-ratelimitincrease://77': {'Auth/Auth': [{nft_id: ['77'], delegate_to: [user.slice(2)], uses: '5'}]},
      });
      expect(ethers.utils.isAddress('not-an-address')).toBe(false);
    } finally {
      stub.restore();
    }
  });

  test('each network has its own contracts (Staking, PKPNFT, PKPPermissions, RateLimitNFT…) and its own relayer', () => {
    const {NETWORK_CONTEXT_BY_NETWORK, RELAYER_URL_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const address = (network: string, name: string) =>
      NETWORK_CONTEXT_BY_NETWORK[network].data.find((c: Params) => c.name === name).contracts[0].address_hash;
    const datil = ['datil-dev', 'datil-test', 'datil'];
    for (const name of ['Staking', 'PKPNFT', 'PKPPermissions', 'RateLimitNFT', 'PubkeyRouter']) {
      expect(new Set(datil.map((n) => address(n, name))).size, name).toBe(3);
    }
    expect(new Set(datil.map((n) => RELAYER_URL_BY_NETWORK[n])).size).toBe(3);
    for (const n of datil) {
      expect(NETWORK_CONTEXT_BY_NETWORK[n].data.map((c: Params) => c.name).sort(), n).toEqual(
        ['Allowlist', 'LITToken', 'Multisender', 'PKPHelper', 'PKPNFT', 'PKPNFTMetadata', 'PKPPermissions', 'PaymentDelegation', 'PubkeyRouter', 'RateLimitNFT', 'Staking', 'StakingBalances'].sort(),
      );
    }
  });

  test('a PKP wallet given only controllerAuthMethods is refused; given only controllerAuthSig it is built but cannot sign', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const litNodeClient = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const pkpPubKey = ethers.Wallet.createRandom().publicKey;
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey, controllerAuthMethods: [{authMethodType: 1, accessToken: 'x'}]})).toThrow(
      'Must specify one, and only one, authentication method',
    );
    const authSig = {sig: '0x', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: ethers.constants.AddressZero};
    const wallet = new PKPEthersWallet({litNodeClient, pkpPubKey, controllerAuthSig: authSig});
    litNodeClient.ready = true;
    expect((await thrownBy(() => wallet.signMessage('hi'))).message).toBe('Could not get sessionSigs');
  });

  test('the datil contracts expose what the rollup page says each one records (their ABIs in the pinned constants)', () => {
    const {NETWORK_CONTEXT_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    const functions = (name: string) =>
      NETWORK_CONTEXT_BY_NETWORK.datil.data
        .find((c: Params) => c.name === name)
        .contracts[0].ABI.filter((f: Params) => f.type === 'function')
        .map((f: Params) => f.name);
    const expected: Record<string, string[]> = {
      PKPNFT: ['ownerOf', 'getPubkey', 'mintNext', 'tokenOfOwnerByIndex'],
      PKPPermissions: ['getPermittedAuthMethods', 'getPermittedAddresses', 'getPermittedActions', 'getPermittedAuthMethodScopes', 'addPermittedAction'],
      PKPHelper: ['mintNextAndAddAuthMethods'],
      PubkeyRouter: ['getPubkey', 'getDerivedPubkey', 'getRoutingData', 'getRootKeys'],
      PKPNFTMetadata: ['tokenURI', 'setProfileForPKP', 'setUrlForPKP'],
      RateLimitNFT: ['mint', 'calculateCost', 'capacity', 'isExpired'],
      PaymentDelegation: ['delegatePayments', 'getPayers', 'getUsers', 'setRestriction'],
      Staking: ['getActiveUnkickedValidatorStructsAndCounts', 'epoch', 'stakeAndJoin'],
      StakingBalances: ['stake', 'balanceOf', 'getTokenAddress'],
      LITToken: ['transfer', 'balanceOf', 'decimals', 'cap', 'getVotes'],
      Allowlist: ['isAllowed', 'setAllowed'],
      Multisender: ['sendEth', 'sendTokens'],
    };
    for (const [name, names] of Object.entries(expected)) expect(functions(name), name).toEqual(expect.arrayContaining(names));
  });

  test('the constants export their version, and every LIT_NETWORK value has a CENTRALISATION_BY_NETWORK and an RPC_URL_BY_NETWORK entry', () => {
    const {version, LIT_NETWORK, CENTRALISATION_BY_NETWORK, RPC_URL_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    expect(version).toBe(JSON.parse(fs.readFileSync(path.join(samples, 'package.json'), 'utf8')).dependencies['@lit-protocol/constants']);
    for (const network of Object.values(LIT_NETWORK) as string[]) {
      expect(CENTRALISATION_BY_NETWORK[network], network).toMatch(/^(centralised|decentralised|unknown)$/);
      expect(RPC_URL_BY_NETWORK[network], network).toMatch(/^https?:\/\//);
    }
  });

  test('the 6.11.5 client has JWT signing, Lit Actions, session signatures and capacity delegation; no updateable-condition API', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    for (const name of ['getSignedToken', 'executeJs', 'getSessionSigs', 'getPkpSessionSigs', 'createCapacityDelegationAuthSig', 'encrypt', 'decrypt']) {
      expect(typeof client[name], name).toBe('function');
    }
    for (const name of ['saveEncryptionKey', 'saveSigningCondition', 'getEncryptionKey']) expect(client[name], name).toBeUndefined();
  });

  test('the re-mint script matches the datil ABIs: scopes 0-2 read with maxScopeId 3, mintNextAndAddAuthMethods takes seven arguments and is payable, mintCost is readable', () => {
    const {NETWORK_CONTEXT_BY_NETWORK, AuthMethodScope} = requireFromSamples('@lit-protocol/constants');
    const fn = (contract: string, name: string) =>
      NETWORK_CONTEXT_BY_NETWORK.datil.data
        .find((c: Params) => c.name === contract)
        .contracts[0].ABI.find((f: Params) => f.type === 'function' && f.name === name);
    expect([AuthMethodScope.NoPermissions, AuthMethodScope.SignAnything, AuthMethodScope.PersonalSign]).toEqual([0, 1, 2]);
    expect(fn('PKPPermissions', 'getPermittedAuthMethodScopes').inputs.map((i: Params) => i.name)).toEqual(['tokenId', 'authMethodType', 'id', 'maxScopeId']);
    expect(fn('PKPPermissions', 'getPermittedAuthMethodScopes').outputs[0].type).toBe('bool[]');
    expect(fn('PKPPermissions', 'getPermittedAuthMethods').outputs[0].components.map((c: Params) => c.name)).toEqual(['authMethodType', 'id', 'userPubkey']);
    const mint = fn('PKPHelper', 'mintNextAndAddAuthMethods');
    expect(mint.stateMutability).toBe('payable');
    expect(mint.inputs.map((i: Params) => i.name)).toEqual([
      'keyType',
      'permittedAuthMethodTypes',
      'permittedAuthMethodIds',
      'permittedAuthMethodPubkeys',
      'permittedAuthMethodScopes',
      'addPkpEthAddressAsPermittedAddress',
      'sendPkpToItself',
    ]);
    expect(fn('PKPNFT', 'mintCost').stateMutability).toBe('view');
  });

  test('the packages of one release depend on each other at exact versions', () => {
    const pin = JSON.parse(fs.readFileSync(path.join(samples, 'package.json'), 'utf8')).dependencies['@lit-protocol/lit-node-client'];
    for (const pkg of ['lit-node-client', 'lit-node-client-nodejs', 'encryption', 'auth-helpers', 'contracts-sdk']) {
      const manifest = JSON.parse(fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol', pkg, 'package.json'), 'utf8'));
      expect(manifest.dependencies['@lit-protocol/constants'], pkg).toBe(pin);
    }
  });

  test('6.11.5 PKP wallets take exactly one of controllerSessionSigs, authContext and controllerAuthSig; authContext needs getSessionSigsProps', () => {
    const {ethers} = requireFromSamples('ethers');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const litNodeClient = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const pkpPubKey = ethers.Wallet.createRandom().publicKey;
    const sessionSigs = {'https://node-a.example:443': {sig: 'x', derivedVia: 'litSessionSignViaNacl', signedMessage: '{}', address: 'aa', algo: 'ed25519'}};
    const authContext = {getSessionSigsProps: {chain: 'ethereum', resourceAbilityRequests: []}};
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey})).toThrow('Must specify one, and only one, authentication method');
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey, authContext, controllerSessionSigs: sessionSigs})).toThrow(
      'Must specify one, and only one, authentication method',
    );
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey, authContext: {}})).toThrow('authContext must be an object with getSessionSigsProps');
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey, controllerSessionSigs: sessionSigs})).not.toThrow();
    expect(() => new PKPEthersWallet({litNodeClient, pkpPubKey, authContext})).not.toThrow();
  });

  test('a wallet with authContext asks the client for session signatures each time it needs them; one with controllerSessionSigs reuses the object', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const litNodeClient = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    let asked = 0;
    litNodeClient.getSessionSigs = async () => ({n: ++asked});
    const pkpPubKey = ethers.Wallet.createRandom().publicKey;
    const withContext = new PKPEthersWallet({litNodeClient, pkpPubKey, authContext: {getSessionSigsProps: {chain: 'ethereum', resourceAbilityRequests: []}}});
    expect([await withContext.pkpBase.getSessionSigs(), await withContext.pkpBase.getSessionSigs()]).toEqual([{n: 1}, {n: 2}]);
    const fixed = {n: 0};
    const withSigs = new PKPEthersWallet({litNodeClient, pkpPubKey, controllerSessionSigs: fixed});
    expect(await withSigs.pkpBase.getSessionSigs()).toBe(fixed);
    expect(asked).toBe(2);
  });

  test('concurrent connect() calls share one connection attempt, and disconnect() marks the client not ready', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false, connectTimeout: 30_000});
    expect(client.config.connectTimeout).toBe(30_000);
    let attempts = 0;
    let finish!: () => void;
    client._connect = () => {
      attempts++;
      return new Promise<void>((resolve) => (finish = resolve)).then(() => void (client.ready = true));
    };
    const both = Promise.all([client.connect(), client.connect()]);
    await expect.poll(() => attempts).toBe(1);
    finish();
    await both;
    expect(attempts).toBe(1);
    expect(client.ready).toBe(true);
    expect(client.currentEpochNumber).toBeNull();
    await client.disconnect();
    expect(client.ready).toBe(false);
    for (const removed of ['getCurrentEpochNumber', 'listenForNewEpoch', 'updateEpochCache']) expect(client[removed], removed).toBeUndefined();
  });

  test('without sessionSigs, executeJs and pkpSign fail before sending anything (an authSig alone is not used)', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true;
    client.connectedNodes = new Set([NODE]);
    const stub = stubFetch(() => Response.json({}));
    try {
      const authSig = {sig: '0x', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: '0x0'};
      expect(await thrownBy(() => client.executeJs({authSig, code: '1'}))).toBeTruthy();
      expect((await thrownBy(() => client.pkpSign({authSig, pubKey: '0x04', toSign: [1]}))).message).toBe(
        'Either sessionSigs or authMethods (length > 0) must be present.',
      );
      expect(await thrownBy(() => client.pkpSign({authMethods: [{authMethodType: 1, accessToken: 'x'}], pubKey: '0x04', toSign: [1]}))).toBeTruthy();
      expect(stub.calls).toEqual([]);
    } finally {
      stub.restore();
    }
  });

  test('the 6.11.5 zip helpers zipAndEncryptString, zipAndEncryptFiles and encryptZip need no signature and no chain: encrypt gets only the conditions, the zip and its bytes', async () => {
    const enc = requireFromSamples('@lit-protocol/encryption');
    const JSZip = requireFromSamples('jszip');
    const calls: Params[] = [];
    const spy = {encrypt: async (params: Params) => (calls.push(params), {ciphertext: 'c', dataToEncryptHash: 'h'})};
    const accessControlConditions = [
      {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x0'}},
    ];
    const zip = new JSZip();
    zip.file('a.txt', 'b');
    expect(await enc.zipAndEncryptString({accessControlConditions, dataToEncrypt: 'x'}, spy)).toEqual({ciphertext: 'c', dataToEncryptHash: 'h'});
    expect(await enc.zipAndEncryptFiles([new File([new Uint8Array([1])], 'a.txt')], {accessControlConditions}, spy)).toEqual({ciphertext: 'c', dataToEncryptHash: 'h'});
    expect(await enc.encryptZip({accessControlConditions, zip}, spy)).toEqual({ciphertext: 'c', dataToEncryptHash: 'h'});
    expect(calls.map((params) => Object.keys(params).sort())).toEqual(Array(3).fill(['accessControlConditions', 'dataToEncrypt', 'zip']));
    for (const params of calls) expect(params.dataToEncrypt).toBeInstanceOf(Uint8Array);
  });

  test('TypeScript against 6.11.5 reports the errors the 6.0.0 page lists for 5.x code, an inline authSig before a missing sessionSigs', () => {
    test.setTimeout(120_000);
    // samples/v3/.generated is git-ignored; the file must sit under samples/v3 to resolve the pinned packages.
    fs.mkdirSync(path.join(samples, '.generated'), {recursive: true});
    const dir = fs.mkdtempSync(path.join(samples, '.generated', 'facts-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'v5-code.ts'),
        [
          "import { LitNodeClientNodeJs } from '@lit-protocol/lit-node-client-nodejs';",
          "import { LIT_NETWORK, LitNetwork, SIGTYPE } from '@lit-protocol/constants';",
          "import { encryptString } from '@lit-protocol/encryption';",
          'const a = new LitNodeClientNodeJs({ litNetwork: LIT_NETWORK.DatilDev });',
          'const b = new LitNodeClientNodeJs({ litNetwork: LitNetwork.DatilDev, debg: false });',
          'export async function f() {',
          "  await a.executeJs({ code: '1' });",
          "  await a.pkpSign({ pubKey: '0x', toSign: [1] });",
          "  await a.getSessionSigs({ chain: 'ethereum', resourceAbilityRequests: [] });",
          "  await encryptString({ accessControlConditions: [], chain: 'ethereum', dataToEncrypt: 'x' }, b);",
          '  const authSig = { sig: "", derivedVia: "web3.eth.personal.sign", signedMessage: "", address: "" };',
          "  // The page's 5.x snippet: authSig written inline, first among the keys.",
          "  await a.executeJs({ authSig, code: '1', jsParams: {} });",
          "  await a.pkpSign({ authSig, pubKey: '0x', toSign: [1] });",
          "  await encryptString({ accessControlConditions: [], authSig, chain: 'ethereum', dataToEncrypt: 'x' }, b);",
          '  a.getCurrentEpochNumber();',
          '  a.listenForNewEpoch();',
          '  return SIGTYPE;',
          '}',
        ].join('\n'),
      );
      const tsc = path.resolve(__dirname, '../../../node_modules/typescript/bin/tsc');
      const run = spawnSync(
        process.execPath,
        [tsc, '--ignoreConfig', '--ignoreDeprecations', '6.0', '--noEmit', '--strict', '--skipLibCheck', '--moduleResolution', 'node', '--module', 'commonjs', '--target', 'es2020', path.join(dir, 'v5-code.ts')],
        {cwd: samples, encoding: 'utf8'},
      );
      const out = run.stdout + run.stderr;
      for (const message of [
        "Module '\"@lit-protocol/constants\"' has no exported member 'SIGTYPE'.",
        "Type 'string' is not assignable to type 'LIT_NETWORKS_KEYS'.",
        "Object literal may only specify known properties, and 'debg' does not exist in type 'LitNodeClientConfig | CustomNetwork'.",
        "Property 'sessionSigs' is missing in type '{ code: string; }' but required in type 'JsonExecutionSdkParams'.",
        "Property 'sessionSigs' is missing in type '{ pubKey: string; toSign: number[]; }' but required in type 'JsonPkpSignSdkParams'.",
        "Property 'authNeededCallback' is missing",
        "Object literal may only specify known properties, and 'chain' does not exist in type 'EncryptStringRequest'.",
        "Property 'getCurrentEpochNumber' does not exist on type 'LitNodeClientNodeJs'.",
        "Property 'listenForNewEpoch' does not exist on type 'LitNodeClientNodeJs'.",
        "Object literal may only specify known properties, and 'authSig' does not exist in type 'JsonExecutionSdkParams'.",
        "Object literal may only specify known properties, and 'authSig' does not exist in type 'JsonPkpSignSdkParams'.",
        "Object literal may only specify known properties, and 'authSig' does not exist in type 'EncryptStringRequest'.",
      ]) {
        expect(out, message).toContain(message);
      }
      // An inline authSig is reported instead of the missing sessionSigs: only the two calls without it get that error.
      expect(out.match(/Property 'sessionSigs' is missing/g)).toHaveLength(2);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

test.describe('the rpcUrl option when moving to Datil (docs/network/migration-guide.md)', () => {
  test.skip(!installed, skipReason);

  test('connect() reads the Staking contract through the client option rpcUrl when one is set: the Chronicle RPC of an older network kept beside litNetwork datil-test is used instead of Chronicle Yellowstone', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LIT_RPC} = requireFromSamples('@lit-protocol/constants');
    const fetchStub = stubFetch(() => new Response('no network in this test', {status: 500}));
    const real = LitContracts.getConnectionInfo;
    try {
      // The client hands its rpcUrl to getConnectionInfo …
      const asked: Record<string, unknown>[] = [];
      LitContracts.getConnectionInfo = async (args: Record<string, unknown>) => {
        asked.push(args);
        return {stakingContract: {}, epochInfo: {number: 7}, minNodeCount: 2, bootstrapUrls: ['https://node.example']};
      };
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-test', rpcUrl: LIT_RPC.CHRONICLE, debug: false});
      await client._getValidatorData();
      expect(asked[0]).toMatchObject({litNetwork: 'datil-test', rpcUrl: LIT_RPC.CHRONICLE});
      LitContracts.getConnectionInfo = real;
      // … which reads the Staking contract through it, and through Chronicle Yellowstone only when none is given.
      const kept = await LitContracts.getStakingContract('datil-test', undefined, LIT_RPC.CHRONICLE);
      expect(kept.provider.connection.url).toBe(LIT_RPC.CHRONICLE);
      const fresh = await LitContracts.getStakingContract('datil-test', undefined, undefined);
      expect(fresh.provider.connection.url).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
      expect(LIT_RPC.CHRONICLE).not.toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
      expect(fetchStub.calls).toHaveLength(0);
    } finally {
      LitContracts.getConnectionInfo = real;
      fetchStub.restore();
    }
  });
});
