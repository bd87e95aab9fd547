/**
 * Facts that the v2 SDK example pages (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples) state, checked by
 * running the packages that samples/v2 pins (@lit-protocol/* 2.2.61, contracts-sdk 2.2.35) offline. Nothing here
 * reaches a network. Each test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';

const samples = path.resolve(__dirname, '../../../samples/v2');
const installed = fs.existsSync(path.join(samples, 'node_modules/@lit-protocol/lit-node-client-nodejs/package.json'));
const requireFromSamples = createRequire(path.join(samples, 'package.json'));

type ChainEntry = {chainId: number; name: string};

test.describe('2.2.61 on-chain metadata tutorial (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples/OnchainMetadata)', () => {
  test.skip(!installed, 'samples/v2 is not installed (npm run check:samples installs it)');

  test('LIT_CHAINS of constants 2.2.61 has mumbai (chain 80001) and sepolia (chain 11155111, "Sepolia Testnet") and no entry for Polygon Amoy (no key amoy, no chain 80002)', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants') as {LIT_CHAINS: Record<string, ChainEntry>};
    expect(requireFromSamples('@lit-protocol/constants/package.json').version).toBe('2.2.61');
    expect(LIT_CHAINS.mumbai).toMatchObject({chainId: 80001, name: 'Mumbai'});
    expect(LIT_CHAINS.sepolia).toMatchObject({chainId: 11155111, name: 'Sepolia Testnet'});
    expect(Object.keys(LIT_CHAINS).filter((key) => /amoy/i.test(key))).toEqual([]);
    expect(Object.values(LIT_CHAINS).filter((entry) => entry.chainId === 80002)).toEqual([]);
  });

  test('the 2.2.61 client has the calls the tutorial flow names: encryptString and decryptString, and saveEncryptionKey and getEncryptionKey on LitNodeClient; encryptString uses a 256-bit AES key', async () => {
    const client = requireFromSamples('@lit-protocol/lit-node-client');
    const {SYMM_KEY_ALGO_PARAMS} = requireFromSamples('@lit-protocol/constants');
    expect(typeof client.encryptString).toBe('function');
    expect(typeof client.decryptString).toBe('function');
    // The methods are instance fields (arrow functions), so look at an instance; LitNodeClient builds on the Node.js client.
    expect(client.LitNodeClient.prototype).toBeInstanceOf(client.LitNodeClientNodeJs);
    const instance = new client.LitNodeClientNodeJs({litNetwork: 'serrano', debug: false});
    expect(typeof instance.saveEncryptionKey).toBe('function');
    expect(typeof instance.getEncryptionKey).toBe('function');
    expect(SYMM_KEY_ALGO_PARAMS).toEqual({name: 'AES-CBC', length: 256});
    const {symmetricKey} = await requireFromSamples('@lit-protocol/lit-node-client-nodejs').encryptString('note');
    expect(symmetricKey).toBeInstanceOf(Uint8Array);
    expect(symmetricKey.length).toBe(32);
  });
  test('a 2.2.61 serrano client waits for minNodeCount 6 by default, out of the 10 serrano bootstrap nodes', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LIT_NETWORKS} = requireFromSamples('@lit-protocol/constants');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, alertWhenUnauthorized: false});
    expect(client.config.minNodeCount).toBe(6);
    expect(LIT_NETWORKS.serrano).toHaveLength(10);
    expect(client.config.bootstrapUrls).toEqual(LIT_NETWORKS.serrano);
  });

  test('ethers 5.7.2 JsonRpcProvider.getNetwork rejects with "could not detect network" when the RPC URL does not answer', async () => {
    const {ethers} = requireFromSamples('ethers');
    expect(ethers.version).toBe('ethers/5.7.2');
    // Port 9 (discard) on the loopback interface: nothing listens, so the request fails without leaving the machine.
    const provider = new ethers.providers.JsonRpcProvider('http://127.0.0.1:9');
    await expect(provider.getNetwork()).rejects.toThrow(/^could not detect network/);
  });
  test('ethers 5.7.2 encodes 0x-hex strings straight into bytes parameters (one byte per two hex digits), and every LIT_CHAINS entry has a block explorer URL', () => {
    const {ethers} = requireFromSamples('ethers');
    const mint = new ethers.utils.Interface(['function mint(string name, string imageUrl, bytes encryptedDescription, bytes encryptedSymmetricKey) returns (uint256)']);
    const data = mint.encodeFunctionData('mint', ['pass', 'https://example.com/pass.png', '0x0102', '0xff']);
    expect(mint.decodeFunctionData('mint', data).encryptedDescription).toBe('0x0102');
    expect(ethers.utils.arrayify('0x0102')).toHaveLength(2);
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants') as {LIT_CHAINS: Record<string, {blockExplorerUrls?: string[]}>};
    for (const [name, entry] of Object.entries(LIT_CHAINS)) expect(entry.blockExplorerUrls?.length, name).toBeGreaterThan(0);
  });

  test('the conditions hash that saveEncryptionKey stores changes with the letter case of the contract address', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const holder = (contractAddress: string) => [
      {contractAddress, standardContractType: 'ERC721', chain: 'sepolia', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '0'}},
    ];
    const hex = async (address: string) => Buffer.from(await hashAccessControlConditions(holder(address))).toString('hex');
    expect(await hex('0xAbCdEf0000000000000000000000000000000001')).not.toBe(await hex('0xabcdef0000000000000000000000000000000001'));
  });
  test('reading an artifact that was never compiled fails with ENOENT and the file path in the message', async () => {
    const missing = path.join(samples, 'contracts/artifacts/contracts/SecretNoteNFT.sol/SecretNoteNFT.json');
    await expect(fs.promises.readFile(missing, 'utf8')).rejects.toThrow(/^ENOENT: .*SecretNoteNFT\.json/);
  });
});
