/**
 * Facts that the v2 SDK example pages (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples) state, checked by
 * running the packages that samples/v2 pins (@lit-protocol/* 2.2.61, contracts-sdk 2.2.35) offline. Nothing here
 * reaches a network. Each test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {withV2Bls, samplesSet, standInAuthSig, withGlobals} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

type ChainEntry = {chainId: number; name: string};

test.describe('2.2.61 on-chain metadata tutorial (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples/OnchainMetadata)', () => {
  test.skip(!installed, skipReason);

  test('no LIT_CHAINS entry of constants 2.2.61 has chain id 31337 (a local Hardhat node), so the tutorial deploy script refuses that node', () => {
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants') as {LIT_CHAINS: Record<string, ChainEntry>};
    expect(requireFromSamples('@lit-protocol/constants/package.json').version).toBe('2.2.61');
    expect(Object.values(LIT_CHAINS).filter((entry) => entry.chainId === 31337)).toEqual([]);
  });

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
  test('encryptString makes a fresh 32-byte AES-256-CBC key and a Blob of a random 16-byte IV followed by the PKCS#7-padded ciphertext (38 bytes of text give 64 bytes, 128 hex digits)', async () => {
    const {encryptString} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const text = 'Backstage pass: the door code is 4417.';
    expect(Buffer.byteLength(text)).toBe(38);
    const first = await encryptString(text);
    const second = await encryptString(text);
    const bytes = Buffer.from(await first.encryptedString.arrayBuffer());
    expect(bytes).toHaveLength(64);
    const decipher = crypto.createDecipheriv('aes-256-cbc', Buffer.from(first.symmetricKey), bytes.subarray(0, 16));
    expect(Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')).toBe(text);
    const secondBytes = Buffer.from(await second.encryptedString.arrayBuffer());
    expect(secondBytes.subarray(0, 16).equals(bytes.subarray(0, 16))).toBe(false);
    expect(Buffer.from(second.symmetricKey).equals(Buffer.from(first.symmetricKey))).toBe(false);
  });

  test('encryptString always pads (PKCS#7): 0, 15, 16 and 32 bytes of text give 16, 16, 32 and 48 bytes after the 16-byte IV', async () => {
    const {encryptString} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const lengths: number[] = [];
    for (const n of [0, 15, 16, 32]) {
      const {encryptedString} = await encryptString('a'.repeat(n));
      lengths.push((await encryptedString.arrayBuffer()).byteLength - 16);
    }
    expect(lengths).toEqual([16, 16, 32, 48]);
  });

  test('decryptString returns different text, without an error, for a ciphertext with one altered IV byte; given the 184-byte encrypted key as the ciphertext (values swapped) it throws instead', async () => {
    const {encryptString, decryptString} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const text = 'Backstage pass: the door code is 4417.';
    const {encryptedString, symmetricKey} = await encryptString(text);
    const bytes = new Uint8Array(await encryptedString.arrayBuffer());
    const altered = bytes.slice();
    altered[0] ^= 1; // first IV byte: AES-CBC has no integrity check, so the first block decrypts to other text
    const fromAltered = await decryptString(new Blob([altered]), symmetricKey);
    expect(fromAltered).not.toBe(text);
    expect(fromAltered.slice(1)).toBe(text.slice(1));
    // 184 bytes: a 16-byte "IV" and 168 bytes, not a whole number of 16-byte blocks, refused whatever the key
    await expect(decryptString(new Blob([crypto.randomBytes(184)]), symmetricKey)).rejects.toThrow();
  });

  test('saveEncryptionKey encrypts the AES key to the network (subnet) public key and returns a 184-byte Uint8Array', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {NETWORK_PUB_KEY} = requireFromSamples('@lit-protocol/constants');
    const client = new LitNodeClientNodeJs({litNetwork: 'serrano', debug: false, minNodeCount: 2});
    Object.assign(client, {ready: true, connectedNodes: new Set(['https://node-1.example', 'https://node-2.example']), subnetPubKey: NETWORK_PUB_KEY, networkPubKeySet: 'bb'});
    const real = globalThis.fetch;
    globalThis.fetch = (async () => Response.json({result: 'success'})) as typeof fetch;
    try {
      // As a 2.x app has it: the 2.2.61 BLS module, whatever another test file loaded before (harness.ts withV2Bls).
      const encryptedKey = await withV2Bls(requireFromSamples, () =>
        client.saveEncryptionKey({
          accessControlConditions: [{contractAddress: '', standardContractType: '', chain: 'sepolia', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B'}}],
          symmetricKey: crypto.getRandomValues(new Uint8Array(32)),
          authSig: standInAuthSig(),
          chain: 'sepolia',
        }),
      );
      expect(encryptedKey).toBeInstanceOf(Uint8Array);
      expect(encryptedKey).toHaveLength(184);
    } finally {
      globalThis.fetch = real;
    }
  });

  test('the conditions hash ignores the order of the fields of a condition but changes with its method, comparator or value', async () => {
    const {hashAccessControlConditions} = requireFromSamples('@lit-protocol/access-control-conditions');
    const hex = async (conditions: unknown) => Buffer.from(await hashAccessControlConditions(conditions)).toString('hex');
    const condition = {contractAddress: '0xabcdef0000000000000000000000000000000001', standardContractType: 'ERC721', chain: 'sepolia', method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '0'}};
    const reordered = {returnValueTest: {value: '0', comparator: '>'}, parameters: [':userAddress'], method: 'balanceOf', chain: 'sepolia', standardContractType: 'ERC721', contractAddress: condition.contractAddress};
    expect(await hex([reordered])).toBe(await hex([condition]));
    expect(await hex([{...condition, returnValueTest: {comparator: '>=', value: '0'}}])).not.toBe(await hex([condition]));
    expect(await hex([{...condition, returnValueTest: {comparator: '>', value: '1'}}])).not.toBe(await hex([condition]));
    expect(await hex([{...condition, method: 'ownerOf'}])).not.toBe(await hex([condition]));
  });

  test('ethers 5.7.2 arrayify refuses a string that is not 0x-prefixed hex with "invalid arrayify value"', () => {
    const {ethers} = requireFromSamples('ethers');
    expect(() => ethers.utils.arrayify('abcd')).toThrow(/^invalid arrayify value/);
  });

  test("checkAndSignAuthMessage first opens Lit's own wallet dialog and waits for a click on a wallet, kept in lit-web3-provider; once stored, the dialog resolves at once", async () => {
    // connectWeb3 (auth-browser 2.2.61, chains/eth.js) asks LitConnectModal.getWalletProvider() for the provider on
    // every call. Run it with a stand-in DOM whose elements only record their listeners, and a MetaMask-like wallet.
    const elements = new Map<string, {listeners: Record<string, Array<() => void>>}>();
    const element = (): unknown => {
      const listeners: Record<string, Array<() => void>> = {};
      const target = function () {} as unknown as Record<string | symbol, unknown>;
      return new Proxy(target, {
        get(t, key) {
          if (key === 'addEventListener') return (event: string, fn: () => void) => void (listeners[event] ||= []).push(fn);
          if (key === 'listeners') return listeners;
          if (key === 'querySelectorAll') return () => [];
          if (key === 'then') return undefined;
          if (key in t) return t[key];
          return element();
        },
        set(t, key, value) {
          t[key] = value;
          return true;
        },
        apply: () => element(),
      });
    };
    const byId = (id: string) => {
      if (!elements.has(id)) elements.set(id, element() as {listeners: Record<string, Array<() => void>>});
      return elements.get(id);
    };
    const store = new Map<string, string>();
    const wallet = {isMetaMask: true, request: async () => []};
    const globals = {
      localStorage: {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, String(v)), removeItem: (k: string) => void store.delete(k)},
      document: {body: element(), head: element(), createElement: () => element(), getElementById: byId, querySelectorAll: () => [], querySelector: () => null, addEventListener() {}, removeEventListener() {}, activeElement: null},
      ethereum: wallet,
    };
    const {WEB3_PROVIDER} = requireFromSamples('@lit-protocol/constants').LOCAL_STORAGE_KEYS;
    expect(WEB3_PROVIDER).toBe('lit-web3-provider');
    const eth = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/auth-browser/src/lib/chains/eth.js'), 'utf8');
    expect(eth).toContain('const provider = await dialog.getWalletProvider();');
    // The modal module reads globalThis.ethereum into its wallet list when it loads: load it afresh, under the stand-in
    // globals, whatever another test in this worker loaded before.
    const modalPath = requireFromSamples.resolve('@lit-protocol/auth-browser/src/lib/connect-modal/modal');
    delete requireFromSamples.cache[modalPath];
    await withGlobals(globals, async () => {
      const LitConnectModal = requireFromSamples(modalPath).default;
      let chosen: unknown = 'pending';
      const first = new LitConnectModal({providerOptions: {}}).getWalletProvider().then((p: unknown) => (chosen = p));
      // The dialog is up and waiting once it listens for a click on the wallet's button; until then nothing is chosen.
      await expect.poll(() => byId('metamask')!.listeners.click?.length ?? 0).toBeGreaterThan(0);
      expect(chosen).toBe('pending');
      expect(store.get(WEB3_PROVIDER)).toBeUndefined();
      for (const click of byId('metamask')!.listeners.click ?? []) click();
      await first;
      expect(chosen).toBe(wallet);
      expect(store.get(WEB3_PROVIDER)).toBe('metamask');
      elements.clear();
      expect(await new LitConnectModal({providerOptions: {}}).getWalletProvider()).toBe(wallet);
    });
  });
});
