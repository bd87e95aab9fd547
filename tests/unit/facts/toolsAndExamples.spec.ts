/**
 * Facts that the tools and example pages state (docs/tools/pkpexplorer.md, docs/tools/searchlit.md and the v2 pages
 * under versioned_docs/version-2.0/ToolsAndExamples), checked by running the pinned packages offline: contracts-sdk
 * and constants 6.11.5 from samples/v3, @lit-protocol/* 2.2.61 from samples/v2. Nothing here reaches a network. Each
 * test's title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {captureConsole, withGlobals, withInstantTimers, withV2Bls, stubFetch, connectedV2Client, V2_NODES, thrownBy, samplesSet} from './harness';

const {installed: v3Installed, requireFromSamples: requireV3, skipReason: v3SkipReason} = samplesSet('v3', '@lit-protocol/contracts-sdk');

/** A LitContracts as after connect(), whose permissions contract is the given stand-in. */
function connectedContracts(pkpPermissionsRead: Record<string, unknown>) {
  const {LitContracts} = requireV3('@lit-protocol/contracts-sdk');
  const contracts = new LitContracts({network: 'datil-dev', debug: false});
  Object.assign(contracts, {connected: true, pkpPermissionsContract: {read: pkpPermissionsRead, write: {}}});
  return contracts;
}

test.describe('contracts-sdk 6.11.5 as the PKP Explorer and SearchLit pages use it (docs/tools)', () => {
  test.skip(!v3Installed, v3SkipReason);

  test('getPermittedAddresses and getPermittedActions ask the contract five times, waiting 1000 ms after each empty answer, then return []', async () => {
    expect(requireV3('@lit-protocol/contracts-sdk/package.json').version).toBe('6.11.5');
    for (const method of ['getPermittedAddresses', 'getPermittedActions'] as const) {
      let reads = 0;
      const contracts = connectedContracts({[method]: async () => (reads++, [])});
      const result = await withInstantTimers(1000, async (delays) => {
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
      const result = await withInstantTimers(1000, async (delays) => {
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
    expect(String(sent[0].args[0])).toBe(ethers.BigNumber.from(ethers.utils.keccak256(pubkey)).toString());
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

const {installed: v2Installed, requireFromSamples: requireV2, skipReason: v2SkipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');

const v2Resource = {baseUrl: 'localhost:8787', path: '/content/members', orgId: '', role: '', extraData: ''};
const v2Conditions = [
  {
    contractAddress: '',
    standardContractType: '',
    chain: 'ethereum',
    method: 'eth_getBalance',
    parameters: [':userAddress', 'latest'],
    returnValueTest: {comparator: '>=', value: '0'},
  },
];
const v2AuthSig = {sig: '0x', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: '0x' + '22'.repeat(20)};

test.describe('2.2.61 JWT pages (versioned_docs/version-2.0/ToolsAndExamples)', () => {
  test.skip(!v2Installed, v2SkipReason);

  test('saveSigningCondition stores, on every node, key = hex SHA-256 of the resourceId and val = hex hash of the conditions, and resolves to true', async () => {
    expect(requireV2('@lit-protocol/lit-node-client-nodejs/package.json').version).toBe('2.2.61');
    const acc = requireV2('@lit-protocol/access-control-conditions');
    const hex = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('hex');
    const client = connectedV2Client(requireV2);
    const {calls, restore} = stubFetch(() => Response.json({result: 'success'}));
    try {
      const saved = await client.saveSigningCondition({accessControlConditions: v2Conditions, chain: 'ethereum', authSig: v2AuthSig, resourceId: v2Resource});
      expect(saved).toBe(true);
      expect(calls.map((c) => c.url)).toEqual(V2_NODES.map((node) => `${node}/web/signing/store`));
      for (const call of calls) {
        expect(call.body.key).toBe(hex(await acc.hashResourceId(v2Resource)));
        expect(call.body.val).toBe(hex(await acc.hashAccessControlConditions(v2Conditions)));
      }
    } finally {
      restore();
    }
  });

  test('getSignedToken without a resourceId rejects with a plain object (not an Error) whose message is "You must provide a resourceId"', async () => {
    const client = connectedV2Client(requireV2);
    const {calls, restore} = stubFetch(() => Response.json({}));
    try {
      const error = await thrownBy(() => client.getSignedToken({accessControlConditions: v2Conditions, chain: 'ethereum', authSig: v2AuthSig}));
      expect(error).not.toBeInstanceOf(Error);
      expect(error.message).toBe('You must provide a resourceId');
      expect(typeof error.errorCode).toBe('string');
      expect(calls).toHaveLength(0);
    } finally {
      restore();
    }
  });

  test('getSignedChainDataToken sends only callRequests, chain, iat and exp = iat + 12 hours to /web/signing/sign_chain_data on every node (no authSig)', async () => {
    const client = connectedV2Client(requireV2);
    const {calls, restore} = stubFetch(() => Response.json({signatureShare: ''}));
    const callRequests = [{to: '0x' + '33'.repeat(20), data: '0x06fdde03'}];
    try {
      const before = Math.floor(Date.now() / 1000);
      await thrownBy(() => client.getSignedChainDataToken({callRequests, chain: 'ethereum'}));
      expect(calls.map((c) => c.url)).toEqual(V2_NODES.map((node) => `${node}/web/signing/sign_chain_data`));
      const body = calls[0].body as {iat: number; exp: number};
      expect(Object.keys(body).sort()).toEqual(['callRequests', 'chain', 'exp', 'iat']);
      expect(body.iat).toBeGreaterThanOrEqual(before);
      expect(body.exp - body.iat).toBe(12 * 60 * 60);
    } finally {
      restore();
    }
  });

  test('verifyJwt throws for a string that is not three base64url parts, and decodes a token with alg "none" and iss "EVIL" without complaint (verified false only from the signature)', async () => {
    const {verifyJwt} = requireV2('@lit-protocol/lit-node-client-nodejs');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // bls-sdk reports on the console why it cannot verify the made-up signature.
    const errors = await captureConsole(['error'], () =>
      withV2Bls(requireV2, async () => {
        expect(() => verifyJwt({jwt: 'not-a-jwt'})).toThrow();
        const result = verifyJwt({jwt: `${part({alg: 'none', typ: 'JWT'})}.${part({iss: 'EVIL', exp: 1})}.${Buffer.alloc(96, 1).toString('base64url')}`});
        expect(result.header).toEqual({alg: 'none', typ: 'JWT'});
        expect(result.payload).toEqual({iss: 'EVIL', exp: 1});
        expect(result.verified).toBe(false);
      }),
    );
    // verified is false because the signature does not check out, not because the check could not run.
    expect(errors.flat().join(' ')).not.toContain('is not a function');
  });

  test('before the BLS module has loaded, the 2.2.61 verifyJwt returns verified false for any token and logs "error verifying sig in bls-sdk.js:", rather than throwing', async () => {
    const {verifyJwt} = requireV2('@lit-protocol/lit-node-client-nodejs');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = `${part({alg: 'BLS12-381', typ: 'JWT'})}.${part({iss: 'LIT', exp: 1})}.${Buffer.alloc(96, 1).toString('base64url')}`;
    let verified: unknown;
    const logs = await captureConsole(['log'], () =>
      withGlobals({wasmExports: undefined}, async () => {
        verified = verifyJwt({jwt}).verified;
      }),
    );
    expect(verified).toBe(false);
    expect(logs.flat().map(String)).toContain('error verifying sig in bls-sdk.js:');
  });

  test('verifyJwt throws, rather than returning verified false, for a token whose payload was altered so it no longer decodes to JSON; bls-sdk catches the wasm trap a garbage signature causes, and later verifications still work', async () => {
    const {verifyJwt} = requireV2('@lit-protocol/lit-node-client-nodejs');
    const {wasmBlsSdkHelpers} = requireV2('@lit-protocol/bls-sdk');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = part({alg: 'BLS12-381', typ: 'JWT'});
    const payload = part({iss: 'LIT', baseUrl: 'localhost:8787', path: '/content/members', orgId: '', role: '', extraData: '', exp: 1});
    const signature = Buffer.alloc(96, 1).toString('base64url');
    const logs = await captureConsole(['log'], () =>
      withV2Bls(requireV2, async () => {
        expect(verifyJwt({jwt: `${header}.${payload}.${signature}`}).verified).toBe(false);
        // the payload's first character changed: it no longer starts with '{'
        expect(() => verifyJwt({jwt: `${header}.x${payload.slice(1)}.${signature}`})).toThrow();
        const secretKey = new Uint8Array(32);
        secretKey[31] = 7;
        const publicKey = Uint8Array.from(wasmBlsSdkHelpers.sk_bytes_to_pk_bytes(secretKey));
        const message = new TextEncoder().encode(`${header}.${payload}`);
        const good = wasmBlsSdkHelpers.sign_msg(secretKey, message);
        expect(Boolean(wasmBlsSdkHelpers.verify(publicKey, good, message))).toBe(true);
        expect(Boolean(wasmBlsSdkHelpers.verify(publicKey, Buffer.alloc(96, 1), message))).toBe(false);
        expect(Boolean(wasmBlsSdkHelpers.verify(publicKey, good, message))).toBe(true);
      }),
    );
    expect(logs.flat().map(String).join(' ')).toContain('RuntimeError');
  });

  test('ethers 5.7.2 decodeFunctionResult of an empty response ("0x") throws CALL_EXCEPTION "call revert exception"', () => {
    const {ethers} = requireV2('ethers');
    const erc20 = new ethers.utils.Interface(['function name() view returns (string)']);
    let error: {code?: string; message?: string} = {};
    try {
      erc20.decodeFunctionResult('name', '0x');
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.code).toBe('CALL_EXCEPTION');
    expect(error.message).toMatch(/^call revert exception/);
  });

  test('the 6.11.5 Node.js client has no getSignedChainDataToken', () => {
    test.skip(!v3Installed, v3SkipReason);
    const {LitNodeClientNodeJs} = requireV3('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect('getSignedChainDataToken' in client).toBe(false);
  });

  test('LIT_CHAINS of constants 2.2.61 has no kovan, ropstein or rinkeby key (chains the share modal 0.0.96 lists)', () => {
    const {LIT_CHAINS} = requireV2('@lit-protocol/constants');
    for (const key of ['kovan', 'ropstein', 'rinkeby']) expect(Object.keys(LIT_CHAINS)).not.toContain(key);
    for (const key of ['ethereum', 'polygon', 'xdai']) expect(Object.keys(LIT_CHAINS)).toContain(key);
  });

  test('the default 2.2.61 client config has alertWhenUnauthorized true, minNodeCount 6 and connectTimeout 20000 ms', () => {
    const {defaultLitnodeClientConfig} = requireV2('@lit-protocol/constants');
    expect(defaultLitnodeClientConfig).toMatchObject({alertWhenUnauthorized: true, minNodeCount: 6, connectTimeout: 20000});
  });
});

test.describe('which client debug setting prints "most common error" (docs/tools/getlit-cli.md)', () => {
  test.skip(!v3Installed, v3SkipReason);

  test('the 6.11.5 logger keeps the level the first client in the process sets: "most common error" prints for a debug false client after a default one, and not for a debug true client after a debug false one', async () => {
    const clientModule = requireV3.resolve('@lit-protocol/lit-node-client-nodejs');
    // Each case needs a fresh process: the log manager and its loggers are process-wide and keep their first level.
    const run = async (first: string, debug: boolean) => {
      const script = `
        const {LitNodeClientNodeJs} = require(${JSON.stringify(clientModule)});
        const lines = [];
        for (const k of ['log', 'error', 'warn', 'info', 'debug']) console[k] = (...a) => lines.push(a.map(String).join(' '));
        (async () => {
          ${first}
          const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: ${debug}});
          lines.length = 0;
          await client.handleNodePromises([Promise.reject({errorCode: 'NodeJsExecutionError', message: 'SyntaxError'})], 'req', 1);
          process.stdout.write(String(lines.some((l) => l.includes('most common error'))));
        })();
      `;
      const {stdout} = await promisify(execFile)(process.execPath, ['-e', script], {encoding: 'utf8', timeout: 60_000});
      return stdout.trim();
    };
    // (A lone client prints the line with debug true and not with debug false; other tests cover that.)
    const results = await Promise.all([
      run("new LitNodeClientNodeJs({litNetwork: 'datil-dev'});", false),
      run("new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});", true),
    ]);
    expect(results).toEqual(['true', 'false']);
  });
});

test.describe('lit-jwt-verifier 1.0.2 and the 2.2.61 JWT (versioned_docs/version-2.0/ToolsAndExamples/Tools/jwtverify.md)', () => {
  // The 1.0.2 tarball as the claims check packs it (node_modules/.claims-evidence); nothing installs it.
  const verifierBundle = path.resolve(__dirname, '../../../node_modules/.claims-evidence/lit-jwt-verifier@1.0.2/package/dist/index.js');
  const haveVerifier = fs.existsSync(verifierBundle);
  test.skip(!v2Installed, v2SkipReason);
  test.skip(!haveVerifier, 'lit-jwt-verifier 1.0.2 is not in node_modules/.claims-evidence (npm run check:claims packs it)');

  test('2.2.61 base64url-encodes the JWT signature replacing only the first + and the first /, so lit-jwt-verifier 1.0.2 rejects most getSignedToken tokens with "Non-base64url character"; with + and / replaced in the signature part it verifies them, as the SDK’s verifyJwt does unchanged', async () => {
    const hex = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('hex');
    const u8 = requireV2('@lit-protocol/uint8arrays');
    // Bytes whose base64 is "++++////": only the first + and the first / become - and _.
    expect(u8.uint8arrayToString(Uint8Array.from([0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff]), 'base64url')).toBe('-+++_///');
    const bls = requireV2('@lit-protocol/bls-sdk');
    const constants = requireV2('@lit-protocol/constants/src/lib/constants/constants');
    const {LitNodeClientNodeJs, verifyJwt} = requireV2('@lit-protocol/lit-node-client-nodejs');
    const realKeyHex = constants.NETWORK_PUB_KEY as string;
    const source = fs.readFileSync(verifierBundle, 'utf8');
    expect(source).toContain(JSON.stringify(realKeyHex)); // the package's built-in key is the SDK's constant
    await withV2Bls(requireV2, async () => {
      const H = bls.wasmBlsSdkHelpers;
      const W = (globalThis as {wasmExports?: any}).wasmExports; // eslint-disable-line @typescript-eslint/no-explicit-any
      // A made-up network key set of degree 2 (any 3 shares of 5 combine), standing in for the network's.
      const poly = H.generate_poly(2);
      W.derive_master_key(poly.length);
      const masterPublicKey = hex(H.get_mpk_bytes());
      const publicKeySet = hex(H.get_mc_bytes(2));
      const secretShares = [0, 1, 2].map((i) => (W.derive_key_share(i, poly.length), Uint8Array.from(H.get_skshare())));
      const client = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: ['https://n.example'], debug: false});
      /** A token as getSignedToken builds it: the nodes' unsigned JWT and the combined signature (combineSharesAndGetJWT). */
      const token = (n: number) => {
        const parts = ['{"alg":"BLS12-381","typ":"JWT"}', `{"iss":"LIT","exp":${Math.floor(Date.now() / 1000) + 3600},"baseUrl":"a","path":"/b","orgId":"","role":"","extraData":"${n}"}`];
        const unsignedJwt = parts.map((part) => Buffer.from(part).toString('base64url')).join('.');
        const message = new TextEncoder().encode(unsignedJwt);
        const nodeShares = secretShares.map((sk, i) => ({signatureShare: hex(H.sign_msg(sk, message)), shareIndex: i, unsignedJwt}));
        return client.combineSharesAndGetJWT(publicKeySet, nodeShares) as string;
      };
      const mod = {exports: {} as {verifyJwt: (p: {jwt: string}) => Promise<{verified: boolean}>}};
      new Function('module', 'exports', 'require', source.replace(JSON.stringify(realKeyHex), JSON.stringify(masterPublicKey)))(mod, mod.exports, createRequire(verifierBundle));
      // The first server's own line, taken from the page.
      const page = fs.readFileSync(path.resolve(__dirname, '../../../versioned_docs/version-2.0/ToolsAndExamples/Tools/jwtverify.md'), 'utf8');
      const expression = /const base64url = (.+);\n/.exec(page)?.[1];
      expect(expression, 'the first server makes the signature part base64url').toBeTruthy();
      const toBase64url = new Function('jwt', `return ${expression};`) as (jwt: string) => string;
      constants.NETWORK_PUB_KEY = masterPublicKey; // the SDK's verifyJwt reads the key from this module
      try {
        let jwt = token(0);
        for (let n = 1; n < 40 && !/[+/]/.test(jwt.split('.')[2]); n++) jwt = token(n);
        expect(jwt.split('.')[2]).toMatch(/[+/]/); // most tokens: 253 of 300 in a run of draw58-6
        expect(verifyJwt({jwt}).verified).toBe(true);
        await captureConsole(['log', 'error'], async () => {
          const rejection = await mod.exports.verifyJwt({jwt}).then(() => undefined, (error: Error) => error);
          expect(rejection?.message).toBe('Non-base64url character');
          expect((await mod.exports.verifyJwt({jwt: toBase64url(jwt)})).verified).toBe(true);
          const otherPath = toBase64url(jwt).replace(jwt.split('.')[1], Buffer.from(Buffer.from(jwt.split('.')[1], 'base64url').toString().replace('/b', '/c')).toString('base64url'));
          expect((await mod.exports.verifyJwt({jwt: otherPath})).verified).toBe(false);
        });
      } finally {
        constants.NETWORK_PUB_KEY = realKeyHex;
      }
    });
  });

  test('the 2.2.61 verifyJwt throws (InvalidCharacterError) for well-formed base64url parts that hold - or _ more than once, since its decoder turns only the first of each back into + or /', async () => {
    const {verifyJwt} = requireV2('@lit-protocol/encryption');
    const u8 = requireV2('@lit-protocol/uint8arrays');
    expect(() => u8.uint8arrayFromString('-_', 'base64url')).not.toThrow();
    expect(() => u8.uint8arrayFromString('--__', 'base64url')).toThrow('Invalid character');
    const b64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');
    const header = b64url('{"alg":"BLS12-381","typ":"JWT"}');
    const payload = b64url(JSON.stringify({iss: 'LIT', path: '/a?b', note: '>>>???~~~'}));
    expect(payload.match(/[-_]/g)?.length).toBeGreaterThan(2);
    const signature = b64url(Buffer.alloc(96, 0xfb)); // "-++…" in base64: many - in base64url
    await withV2Bls(requireV2, async () => {
      await captureConsole(['log', 'error'], async () => {
        const outcome = (jwt: string) => {
          try {
            return `returned ${verifyJwt({jwt}).verified}`;
          } catch (error) {
            return `threw ${(error as Error).name}`;
          }
        };
        expect(outcome(`${header}.${payload}.${b64url('x')}`)).toBe('threw InvalidCharacterError');
        expect(outcome(`${header}.${b64url('{"iss":"LIT"}')}.${signature}`)).toBe('threw InvalidCharacterError');
        expect(outcome(`${header}.${b64url('{"iss":"LIT"}')}.${b64url('x')}`)).toBe('returned false');
      });
    });
  });

  test('the lit-jwt-verifier 1.0.2 build is for Node.js: its dist bundle requires Node’s crypto module when it loads, and does not load where that module is missing', () => {
    const source = fs.readFileSync(verifierBundle, 'utf8');
    const pkg = JSON.parse(fs.readFileSync(path.join(verifierBundle, '../../package.json'), 'utf8'));
    expect(pkg.main).toBe('dist/index.js');
    expect(pkg.scripts.build).toContain('--platform=node');
    const load = (requireFn: (name: string) => unknown) => {
      const mod = {exports: {} as Record<string, unknown>};
      new Function('module', 'exports', 'require', source)(mod, mod.exports, requireFn);
      return Object.keys(mod.exports);
    };
    const nodeRequire = createRequire(verifierBundle);
    const asked: string[] = [];
    expect(load((name) => (asked.push(name), nodeRequire(name)))).toEqual(['NETWORK_PUB_KEY', 'verifyJwt']);
    expect([...new Set(asked)]).toEqual(['crypto']); // noble's hashing and multiformats' sha2 both ask for it
    expect(() =>
      load((name) => {
        throw new Error(`Cannot find module '${name}'`);
      }),
    ).toThrow("Cannot find module 'crypto'");
  });
});
