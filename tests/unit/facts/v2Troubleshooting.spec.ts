/**
 * Facts behind the "Common errors" rows of v2 pages (versioned_docs/version-2.0), checked by running the packages that
 * samples/v2 pins (@lit-protocol/* 2.2.61, ethers 5.7.2, siwe 2.3.2) offline: each test feeds the bad input a row
 * names and asserts what is thrown or returned. Nothing leaves the machine. The pages' .claims.yml files cite the
 * tests by title.
 */
import http from 'node:http';
import type net from 'node:net';
import {test, expect} from '@playwright/test';
import {connectedV2Client, thrownBy, samplesSet, standInAuthSig, stubFetch, withV2Bls} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

type RpcCall = {id: number; method: string; params: {to: string; data: string}[]};
/** A JSON-RPC endpoint on 127.0.0.1 whose answers `answer` decides (by the call's method and params). */
async function jsonRpcStandIn(answer: (call: RpcCall) => Record<string, unknown>) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      const reply = (call: RpcCall) => ({jsonrpc: '2.0', id: call.id, ...answer(call)});
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(reply) : reply(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => server.close()};
}

test.describe('session keys (versioned_docs/version-2.0/LitActions/additionalExamples/generatingSessionKey.md)', () => {
  test.skip(!installed, skipReason);

  test('getSessionSigs throws No wallet signature found for an empty address or derivedVia, and for an empty sig after asking the callback a second time; an empty signedMessage throws Invalid message first', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {SiweMessage} = requireFromSamples('siwe');
    const wallet = new ethers.Wallet('0x' + '12'.repeat(32));
    const client = connectedV2Client(requireFromSamples);
    const outcome = async (emptyField: string) => {
      let calls = 0;
      const error = await thrownBy(() =>
        client.getSessionSigs({
          chain: 'ethereum',
          resourceAbilityRequests: [],
          authNeededCallback: async ({uri, resources, statement, expiration}: Record<string, never>) => {
            calls += 1;
            const signedMessage = new SiweMessage({domain: 'localhost', address: wallet.address, statement, uri, version: '1', chainId: 1, expirationTime: expiration, resources}).prepareMessage();
            const answer: Record<string, string> = {sig: await wallet.signMessage(signedMessage), derivedVia: 'web3.eth.personal.sign', signedMessage, address: wallet.address};
            answer[emptyField] = '';
            return answer;
          },
        }),
      );
      return {calls, message: String(error.message), errorCode: error.errorCode};
    };
    expect(await outcome('address')).toEqual({calls: 1, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    expect(await outcome('derivedVia')).toEqual({calls: 1, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    expect(await outcome('sig')).toEqual({calls: 2, message: 'No wallet signature found', errorCode: 'WalletSignatureNotFoundError'});
    const noMessage = await outcome('signedMessage');
    expect(noMessage.calls).toBe(1);
    expect(noMessage.message).toMatch(/^Invalid message: /);
  });
});

test.describe('reading PKP permissions (versioned_docs/version-2.0/LitActions/workingWithActions/permissions.md)', () => {
  test.skip(!installed, skipReason);

  test('for a token id no PKP has, the page script gets empty lists (the addresses helper after five tries a second apart) and then ownerOf rejects with an ethers CALL_EXCEPTION', async () => {
    const {ethers} = requireFromSamples('ethers');
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    // A JSON-RPC stand-in for Chronicle on 127.0.0.1 that answers as the contracts do for a token that does not
    // exist (LitNodeContracts 5ef13fc: the permission getters return empty arrays; ERC721 ownerOf reverts).
    let contracts: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const asked: string[] = [];
    const rpc = await jsonRpcStandIn((call) => {
      if (call.method === 'eth_chainId') return {result: '0x2ac49'};
      if (call.method === 'net_version') return {result: '175177'};
      const {to, data} = call.params[0];
      for (const contract of [contracts.pkpPermissionsContract.read, contracts.pkpNftContract.read]) {
        if (contract.address.toLowerCase() !== to.toLowerCase()) continue;
        const fn = contract.interface.getFunction(data.slice(0, 10));
        asked.push(fn.name);
        if (fn.name === 'ownerOf') {
          const revert = '0x08c379a0' + ethers.utils.defaultAbiCoder.encode(['string'], ['ERC721: invalid token ID']).slice(2);
          return {error: {code: 3, message: 'execution reverted: ERC721: invalid token ID', data: revert}};
        }
        return {result: contract.interface.encodeFunctionResult(fn, [[]])};
      }
      return {error: {code: -32601, message: 'not served'}};
    });
    try {
      contracts = new LitContracts({rpc: rpc.url});
      await contracts.connect();
      const tokenId = ethers.BigNumber.from(ethers.utils.keccak256('0x02' + '11'.repeat(32))).toString();
      const started = Date.now();
      expect(await contracts.pkpPermissionsContractUtil.read.getPermittedAddresses(tokenId)).toEqual([]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(await contracts.pkpPermissionsContract.read.getPermittedActions(tokenId)).toEqual([]);
      expect(await contracts.pkpPermissionsContract.read.getPermittedAuthMethods(tokenId)).toEqual([]);
      const error = await thrownBy(() => contracts.pkpNftContract.read.ownerOf(tokenId));
      expect(error.code).toBe('CALL_EXCEPTION');
      expect(asked).toEqual([...Array(5).fill('getPermittedAddresses'), 'getPermittedActions', 'getPermittedAuthMethods', 'ownerOf']);
    } finally {
      rpc.close();
    }
  });
});

test.describe('minting from the browser (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples/OnchainMetadata/frontend.md)', () => {
  test.skip(!installed, skipReason);

  test('ethers 5.7.2 Web3Provider turns a wallet error whose message says insufficient funds into INSUFFICIENT_FUNDS, but passes on unchanged one that carries that text only in data', async () => {
    const {ethers} = requireFromSamples('ethers');
    const me = '0x' + '22'.repeat(20);
    const mintWith = async (walletError: Record<string, unknown>) => {
      // An injected wallet (EIP-1193) that refuses the gas estimate of the mint with the given error.
      const injected = {
        request: async ({method}: {method: string}) => {
          if (method === 'eth_chainId') return '0xaa36a7';
          if (method === 'eth_accounts') return [me];
          if (method === 'eth_blockNumber') return '0x1';
          if (method === 'eth_estimateGas') throw Object.assign(new Error(String(walletError.message)), walletError);
          throw new Error(`not served: ${method}`);
        },
      };
      const provider = new ethers.providers.Web3Provider(injected, 'any');
      const nft = new ethers.Contract('0x' + '33'.repeat(20), ['function mint(string name) returns (uint256)'], provider.getSigner());
      return thrownBy(() => nft.mint('Backstage pass', {gasPrice: 1}));
    };
    const plain = await mintWith({code: -32000, message: 'insufficient funds for gas * price + value'});
    expect(plain.code).toBe('INSUFFICIENT_FUNDS');
    expect(plain.message).toMatch(/^insufficient funds for intrinsic transaction cost /);
    const wrapped = await mintWith({code: -32603, message: 'Internal JSON-RPC error.', data: {code: -32000, message: 'insufficient funds for gas * price + value'}});
    expect(wrapped.code).toBe(-32603);
    expect(wrapped.message).toBe('Internal JSON-RPC error.');
  });
});

test.describe('SecretNoteNFT from scripts (versioned_docs/version-2.0/ToolsAndExamples/SDKExamples/OnchainMetadata/smartContract.md)', () => {
  test.skip(!installed, skipReason);

  test('with the human-readable ABI of the scripts, ethers 5.7.2 reports an EmptyCiphertext revert of mint as cannot estimate gas (the details hold 0xdbe0cd78) and an ERC721NonexistentToken revert of noteOf as call revert exception with data 0x7e273289…, naming neither error', async () => {
    const {ethers} = requireFromSamples('ethers');
    const selector = (signature: string) => ethers.utils.id(signature).slice(0, 10);
    expect(selector('EmptyCiphertext()')).toBe('0xdbe0cd78');
    expect(selector('ERC721NonexistentToken(uint256)')).toBe('0x7e273289');
    // A JSON-RPC stand-in that reverts as SecretNoteNFT does: mint with an empty value, noteOf for token 7.
    const rpc = await jsonRpcStandIn((call) => {
      if (call.method === 'eth_chainId') return {result: '0xaa36a7'};
      if (call.method === 'net_version') return {result: '11155111'};
      if (call.method === 'eth_blockNumber') return {result: '0x1'};
      if (call.method === 'eth_getTransactionCount') return {result: '0x0'};
      if (call.method === 'eth_gasPrice') return {result: '0x1'};
      if (call.method === 'eth_getBlockByNumber') {
        const zero32 = '0x' + '00'.repeat(32);
        return {result: {number: '0x1', hash: zero32, parentHash: zero32, timestamp: '0x1', nonce: '0x0000000000000000', difficulty: '0x0', gasLimit: '0x1000000', gasUsed: '0x0', miner: '0x' + '00'.repeat(20), extraData: '0x', transactions: [], baseFeePerGas: '0x1'}};
      }
      if (call.method === 'eth_estimateGas') return {error: {code: 3, message: 'execution reverted', data: selector('EmptyCiphertext()')}};
      if (call.method === 'eth_call') {
        const data = selector('ERC721NonexistentToken(uint256)') + ethers.utils.defaultAbiCoder.encode(['uint256'], [7]).slice(2);
        return {error: {code: 3, message: 'execution reverted', data}};
      }
      return {error: {code: -32601, message: 'not served'}};
    });
    try {
      const provider = new ethers.providers.JsonRpcProvider(rpc.url);
      const wallet = new ethers.Wallet('0x' + '12'.repeat(32), provider);
      const secretNoteAbi = [ // as in mint.ts and read.ts
        'function mint(string name, string imageUrl, bytes encryptedDescription, bytes encryptedSymmetricKey) returns (uint256)',
        'function noteOf(uint256 tokenId) view returns (tuple(string name, string imageUrl, bytes encryptedDescription, bytes encryptedSymmetricKey))',
      ];
      const nft = new ethers.Contract('0x' + '11'.repeat(20), secretNoteAbi, wallet);
      const minting = await thrownBy(() => nft.mint('Backstage pass #1', 'https://example.com/pass.png', '0x', '0x'));
      expect(minting.code).toBe('UNPREDICTABLE_GAS_LIMIT');
      expect(minting.message).toMatch(/^cannot estimate gas; transaction may fail or may require manual gas limit /);
      expect(minting.message).toContain('0xdbe0cd78');
      expect(minting.message).not.toContain('EmptyCiphertext');
      const reading = await thrownBy(() => nft.noteOf(7));
      expect(reading.code).toBe('CALL_EXCEPTION');
      expect(reading.message).toMatch(/^call revert exception /);
      expect(reading.data).toBe(selector('ERC721NonexistentToken(uint256)') + ethers.utils.defaultAbiCoder.encode(['uint256'], [7]).slice(2));
      expect(reading.errorName).toBeNull();
    } finally {
      rpc.close();
    }
  });

  test('mint.ts cannot send an empty value: encryptString returns 32 bytes even for an empty text, and saveEncryptionKey returns the BLS-encrypted key or rejects when the nodes refuse', async () => {
    const {encryptString} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {encryptedString} = await encryptString('');
    expect((await encryptedString.arrayBuffer()).byteLength).toBe(32);
    const client = connectedV2Client(requireFromSamples);
    // any valid G1 key encrypts (the SDK's own crypto test key)
    client.subnetPubKey = '8e29447d7b0666fe41c357dbbdbdac0ac8ac973f88439a07f85fa31fa6fa3cea87c2eaa8b367e1c97764800fb5636892';
    const params = {
      accessControlConditions: [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '0'}}],
      symmetricKey: new Uint8Array(32).fill(7),
      authSig: standInAuthSig(),
      chain: 'ethereum',
    };
    await withV2Bls(requireFromSamples, async () => {
      const accepted = stubFetch(() => Response.json({result: 'success'}));
      try {
        expect((await client.saveEncryptionKey(params)).length).toBeGreaterThan(0);
      } finally {
        accepted.restore();
      }
      const refused = stubFetch(() => Response.json({errorCode: 'NodeNotAuthorized', message: 'refused'}, {status: 401}));
      try {
        expect((await thrownBy(() => client.saveEncryptionKey(params))).message).toBe('refused');
      } finally {
        refused.restore();
      }
    });
  });
});

test.describe('LitContracts helpers (versioned_docs/version-2.0/sdk/explanation/contracts.md)', () => {
  test.skip(!installed, skipReason);

  test('contracts-sdk 2.2.35 helpers: before connect() "Contracts are not connected. Please call connect() first"; connect() makes no RPC call, and mint then throws "Could not get mint cost" when the chain behind the RPC has no contract there; getTokensByAddress refuses a non-address with the value in quotes', async () => {
    const {LitContracts} = requireFromSamples('@lit-protocol/contracts-sdk');
    const privateKey = '0x' + '11'.repeat(32);
    const unconnected = new LitContracts({privateKey, debug: false});
    await expect(unconnected.pkpNftContractUtil.write.mint()).rejects.toThrow(/^Contracts are not connected\. Please call connect\(\) first$/);
    // a chain without the contracts: every eth_call answers empty data
    const methods: string[] = [];
    const rpc = await jsonRpcStandIn((call) => {
      methods.push(call.method);
      if (call.method === 'eth_chainId') return {result: '0x2ac49'};
      if (call.method === 'net_version') return {result: '175177'};
      return {result: '0x'};
    });
    try {
      const contracts = new LitContracts({privateKey, rpc: rpc.url, debug: false});
      await contracts.connect();
      expect(contracts.connected).toBe(true);
      expect(methods).toEqual([]);
      await expect(contracts.pkpNftContractUtil.write.mint()).rejects.toThrow(/^Could not get mint cost$/);
      expect(methods).toContain('eth_call');
      await expect(contracts.pkpNftContractUtil.read.getTokensByAddress('0x12')).rejects.toThrow(/^Given string is not a valid address "0x12"$/);
    } finally {
      rpc.close();
    }
  });
});
