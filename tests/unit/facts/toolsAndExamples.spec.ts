/**
 * Facts that the tools and example pages state (docs/tools/pkpexplorer.md, docs/tools/searchlit.md and the v2 pages
 * under versioned_docs/version-2.0/ToolsAndExamples), checked by running the pinned packages offline: contracts-sdk
 * and constants 6.11.5 from samples/v3, @lit-protocol/* 2.2.61 from samples/v2. Nothing here reaches a network. Each
 * test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {withGlobals} from './harness';

const v3 = path.resolve(__dirname, '../../../samples/v3');
const v3Installed = fs.existsSync(path.join(v3, 'node_modules/@lit-protocol/contracts-sdk/package.json'));
const requireV3 = createRequire(path.join(v3, 'package.json'));

/** A LitContracts as after connect(), whose permissions contract is the given stand-in. */
function connectedContracts(pkpPermissionsRead: Record<string, unknown>) {
  const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
  const contracts = new LitContracts({network: 'datil-dev', debug: false});
  Object.assign(contracts, {connected: true, pkpPermissionsContract: {read: pkpPermissionsRead, write: {}}});
  return contracts;
}

/** Runs `body` with a setTimeout that fires at once and records the delays asked for. */
async function withInstantTimers<T>(body: (delays: number[]) => Promise<T>): Promise<T> {
  const delays: number[] = [];
  const instant = (fn: () => void, ms: number) => {
    delays.push(ms);
    fn();
    return 0;
  };
  return withGlobals({setTimeout: instant}, () => body(delays));
}

test.describe('contracts-sdk 6.11.5 as the PKP Explorer and SearchLit pages use it (docs/tools)', () => {
  test.skip(!v3Installed, 'samples/v3 is not installed (npm run check:samples installs it)');

  test('getPermittedAddresses and getPermittedActions ask the contract five times, waiting 1000 ms after each empty answer, then return []', async () => {
    expect(requireV3('@lit-protocol/contracts-sdk/package.json').version).toBe('6.11.5');
    for (const method of ['getPermittedAddresses', 'getPermittedActions'] as const) {
      let reads = 0;
      const contracts = connectedContracts({[method]: async () => (reads++, [])});
      const result = await withInstantTimers(async (delays) => {
        const list = await contracts.pkpPermissionsContractUtils.read[method]('1');
        expect(delays).toEqual([1000, 1000, 1000, 1000, 1000]);
        return list;
      });
      expect(result).toEqual([]);
      expect(reads).toBe(5);
    }
  });

  test('a permission read that throws is retried without waiting, and after five failures the helper returns [] instead of throwing', async () => {
    for (const method of ['getPermittedAddresses', 'getPermittedActions'] as const) {
      let reads = 0;
      const contracts = connectedContracts({
        [method]: async () => {
          reads++;
          throw new Error('could not detect network');
        },
      });
      const result = await withInstantTimers(async (delays) => {
        const list = await contracts.pkpPermissionsContractUtils.read[method]('1');
        expect(delays).toEqual([]);
        return list;
      });
      expect(result).toEqual([]);
      expect(reads).toBe(5);
    }
  });

  test('addPermittedAction sends the CID as multihash bytes with scope 1 (AuthMethodScope.SignAnything), and isPermittedAction converts the CID the same way', async () => {
    const {AuthMethodScope} = requireV3('@lit-protocol/constants');
    const {ethers} = requireV3('ethers');
    const cid = 'QmZKLGf3vgYsboM7WVUS9X56cJSdLzQVacNp841wmEDRkW';
    const asked: unknown[][] = [];
    const contracts = connectedContracts({isPermittedAction: async (...args: unknown[]) => (asked.push(args), true)});
    const pubkey = '0x04' + 'ab'.repeat(64);
    contracts.pubkeyRouterContract = {read: {getPubkey: async () => pubkey}};
    const sent: {method: string; args: unknown[]}[] = [];
    contracts._callWithAdjustedOverrides = async (_contract: unknown, method: string, args: unknown[]) => {
      sent.push({method, args});
      return {hash: '0x'};
    };
    await contracts.pkpPermissionsContractUtils.write.addPermittedAction('7', cid);
    const bytes = contracts.utils.getBytesFromMultihash(cid);
    expect(bytes).toMatch(/^0x1220[0-9a-f]{64}$/);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('addPermittedAction');
    expect(sent[0].args[0].toString()).toBe(ethers.BigNumber.from(ethers.utils.keccak256(pubkey)).toString());
    expect(sent[0].args.slice(1)).toEqual([bytes, [1]]);
    expect(AuthMethodScope.SignAnything).toBe(1);
    expect(await contracts.pkpPermissionsContractUtils.read.isPermittedAction('7', cid)).toBe(true);
    expect(asked).toEqual([['7', bytes]]);
  });

  test('the bundled datil-dev ABIs, PKPPermissions.getPermittedActions returns bytes[], getPermittedAuthMethods returns (authMethodType uint256, id bytes, userPubkey bytes)[], PKPNFT has getPubkey, getEthAddress, ownerOf and Transfer(from, to, tokenId) with all three indexed', async () => {
    const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
    const {ethers} = requireV3('ethers');
    const addresses = await LitContracts.getContractAddresses('datil-dev');
    const permissions = new ethers.utils.Interface(addresses.PKPPermissions.abi);
    expect(permissions.getFunction('getPermittedActions').outputs.map((o: {type: string}) => o.type)).toEqual(['bytes[]']);
    const authMethod = permissions.getFunction('getPermittedAuthMethods').outputs[0];
    expect(authMethod.components.map((c: {name: string; type: string}) => `${c.name} ${c.type}`)).toEqual([
      'authMethodType uint256',
      'id bytes',
      'userPubkey bytes',
    ]);
    const pkpNft = new ethers.utils.Interface(addresses.PKPNFT.abi);
    expect(pkpNft.getFunction('getPubkey').outputs.map((o: {type: string}) => o.type)).toEqual(['bytes']);
    expect(pkpNft.getFunction('getEthAddress').outputs.map((o: {type: string}) => o.type)).toEqual(['address']);
    expect(pkpNft.getFunction('ownerOf').outputs.map((o: {type: string}) => o.type)).toEqual(['address']);
    expect(pkpNft.getEvent('Transfer').inputs.map((i: {name: string; indexed: boolean}) => `${i.name} ${i.indexed}`)).toEqual([
      'from true',
      'to true',
      'tokenId true',
    ]);
  });

  test('datil-dev and datil-test have different PKPNFT and PKPPermissions addresses, and both default to the Chronicle Yellowstone RPC (LIT_RPC.CHRONICLE_YELLOWSTONE)', async () => {
    const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
    const {RPC_URL_BY_NETWORK, LIT_RPC, LitNetwork} = requireV3('@lit-protocol/constants');
    const dev = await LitContracts.getContractAddresses('datil-dev');
    const testnet = await LitContracts.getContractAddresses('datil-test');
    expect(dev.PKPNFT.address).not.toBe(testnet.PKPNFT.address);
    expect(dev.PKPPermissions.address).not.toBe(testnet.PKPPermissions.address);
    expect(LitNetwork.DatilDev).toBe('datil-dev');
    expect(RPC_URL_BY_NETWORK['datil-dev']).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
    expect(RPC_URL_BY_NETWORK['datil-test']).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
    expect(new LitContracts({network: 'datil-dev'}).rpc).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
  });

  test('with randomPrivatekey in Node.js, connect() makes a throwaway wallet on a provider for the default RPC and builds the read contracts without a funded key', async () => {
    const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
    const {LIT_RPC} = requireV3('@lit-protocol/constants');
    const contracts = new LitContracts({randomPrivatekey: true, network: 'datil-dev', debug: false});
    await contracts.connect();
    expect(contracts.signer.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(contracts.provider.connection.url).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
    expect(typeof contracts.pkpNftContract.read.getPubkey).toBe('function');
  });

  test('a PKPNFT Transfer filter from the zero address to an owner matches mints to that owner (topic 0 is Transfer, topic 1 the zero address, topic 2 the owner)', async () => {
    const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
    const {ethers} = requireV3('ethers');
    const addresses = await LitContracts.getContractAddresses('datil-dev');
    const pkpNft = new ethers.Contract(addresses.PKPNFT.address, addresses.PKPNFT.abi);
    const owner = '0x' + '11'.repeat(20);
    const filter = pkpNft.filters.Transfer(ethers.constants.AddressZero, owner);
    expect(filter.address).toBe(addresses.PKPNFT.address);
    expect(filter.topics).toEqual([
      ethers.utils.id('Transfer(address,address,uint256)'),
      ethers.utils.hexZeroPad(ethers.constants.AddressZero, 32),
      ethers.utils.hexZeroPad(owner, 32),
    ]);
  });

  test('RPC_URL_BY_NETWORK in constants 6.11.5 sends cayenne, manzano and habanero to LIT_RPC.CHRONICLE and datil-dev, datil-test and datil to LIT_RPC.CHRONICLE_YELLOWSTONE', () => {
    const {RPC_URL_BY_NETWORK, LIT_RPC} = requireV3('@lit-protocol/constants');
    for (const network of ['cayenne', 'manzano', 'habanero']) expect(RPC_URL_BY_NETWORK[network]).toBe(LIT_RPC.CHRONICLE);
    for (const network of ['datil-dev', 'datil-test', 'datil']) expect(RPC_URL_BY_NETWORK[network]).toBe(LIT_RPC.CHRONICLE_YELLOWSTONE);
  });

  test('LIT_CHAINS.yellowstone in constants 6.11.5 is chain 175188 with the tstLPX token and one block explorer, https://yellowstone-explorer.litprotocol.com/', () => {
    const {LIT_CHAINS} = requireV3('@lit-protocol/constants');
    expect(LIT_CHAINS.yellowstone).toMatchObject({
      chainId: 175188,
      symbol: 'tstLPX',
      blockExplorerUrls: ['https://yellowstone-explorer.litprotocol.com/'],
    });
  });
});
