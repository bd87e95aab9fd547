/**
 * The facts the learning lab, the ecosystem and blog pages, the site's own pages and the access control conditions
 * playground page (docs/sdk/access-control/playground.md) state about the pinned 6.11.5 packages, run from
 * samples/v3 with nothing sent: the client is a LitNodeClientNodeJs marked ready, and its hash function is wrapped
 * so a call stops right after the conditions are hashed, before any encryption or node request. If an upgrade of the
 * pin changes one of these, the test names the fact and the page that states it needs the same change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {test, expect} from '@playwright/test';
import {captureConsole, samplesSet, thrownBy, withGlobals} from './harness';

const {dir: samples, installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/encryption');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */
type Outcome = {ok: true; hash: string} | {ok: false; message: string};
const STOP = 'stopped after hashing (test)';

const wallet = (chain = 'ethereum', value = '0x1111111111111111111111111111111111111111') => ({
  contractAddress: '',
  standardContractType: '',
  chain,
  method: '',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '=', value},
});
const AND = {operator: 'and'};
const OR = {operator: 'or'};

test.describe('playground.md: what encryptString and decryptToString of 6.11.5 check', () => {
  test.skip(!installed, skipReason);
  test.describe.configure({timeout: 120_000});

  let encryption: any;
  let acc: any;
  let client: any;
  let lastHash: string | undefined;

  test.beforeAll(() => {
    encryption = requireFromSamples('@lit-protocol/encryption');
    acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    // connect() would reach the network: mark the client ready and stop each call once it has hashed.
    client.ready = true;
    client.subnetPubKey = 'not used: the call stops before encrypting';
    const hashConditions = client.getHashedAccessControlConditions.bind(client);
    client.getHashedAccessControlConditions = async (params: unknown) => {
      lastHash = Buffer.from(await hashConditions(params)).toString('hex');
      throw new Error(STOP);
    };
  });

  const run = async (call: () => Promise<unknown>): Promise<Outcome> => {
    lastHash = undefined;
    try {
      await call();
      throw new Error('the stub should have stopped the call');
    } catch (error) {
      const message = (error as Error).message;
      return message === STOP ? {ok: true, hash: lastHash!} : {ok: false, message};
    }
  };
  const encrypt = (params: Record<string, unknown>) => run(() => encryption.encryptString({...params, dataToEncrypt: 'secret'}, client));
  const decrypt = (params: Record<string, unknown>) =>
    run(() => encryption.decryptToString({...params, ciphertext: 'c', dataToEncryptHash: 'h', chain: 'ethereum', sessionSigs: {'https://node.example': {}}}, client));

  test('encryptString refuses sets whose operators are out of order, empty or missing with "Invalid params: Invalid boolean Access Control Conditions"', async () => {
    const refused = [
      [AND, wallet()], // starts with an operator
      [wallet(), OR], // ends with an operator
      [wallet(), AND, OR, wallet()], // two operators in a row
      [wallet(), wallet()], // two conditions in a row: no implicit "and"
      [], // empty
      [wallet(), AND, [OR, wallet()]], // a group built the wrong way
      [wallet(), {operator: 'AND'}, wallet()], // upper case is no operator
      [wallet(), {operator: 'xor'}, wallet()], // only and/or are operators
    ];
    for (const set of refused) {
      expect(await encrypt({accessControlConditions: set}), JSON.stringify(set)).toEqual({ok: false, message: 'Invalid params: Invalid boolean Access Control Conditions'});
    }
    expect((await encrypt({accessControlConditions: [wallet(), AND, [wallet(), OR, wallet()]]})).ok).toBe(true);
  });

  test('the boolean error names the parameter: EVM, Solana, Unified', async () => {
    expect(await encrypt({evmContractConditions: []})).toEqual({ok: false, message: 'Invalid params: Invalid boolean EVM Access Control Conditions'});
    expect(await encrypt({solRpcConditions: []})).toEqual({ok: false, message: 'Invalid params: Invalid boolean Solana Access Control Conditions'});
    expect(await encrypt({unifiedAccessControlConditions: []})).toEqual({ok: false, message: 'Invalid params: Invalid boolean Unified Access Control Conditions'});
  });

  test('encryptString refuses a parameter that is not an array before any other check', async () => {
    const outcome = await encrypt({accessControlConditions: wallet()});
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain('Expecting "Array" type for parameter named accessControlConditions in Lit-JS-SDK function encryptString()');
  });

  test('encryptString makes the operator check before the schema check, and the schema validator stops at the first condition it rejects', async () => {
    // Out of order and malformed: the operator check answers.
    expect(await encrypt({accessControlConditions: [AND, wallet('notAChain')]})).toEqual({ok: false, message: 'Invalid params: Invalid boolean Access Control Conditions'});
    // In order, two malformed conditions: the schema error names the first one only.
    const outcome = await encrypt({accessControlConditions: [wallet('firstBad'), OR, wallet('secondBad')]});
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.message).toContain('FAILED schema validation for parameter named accessControlConditions');
      expect(outcome.message).toContain('validateAccessControlConditionsSchema');
      expect(outcome.message).toContain('"chain":"firstBad"');
      expect(outcome.message).not.toContain('secondBad');
    }
  });

  test('decryptToString makes the same operator check with the same message but runs no schema validator: a malformed condition is hashed', async () => {
    expect(await decrypt({accessControlConditions: [AND, wallet()]})).toEqual({ok: false, message: 'Invalid params: Invalid boolean Access Control Conditions'});
    expect((await encrypt({accessControlConditions: [wallet('notAChain')]})).ok).toBe(false);
    expect((await decrypt({accessControlConditions: [wallet('notAChain')]})).ok).toBe(true);
  });

  test('decryptToString stops in the canonical formatter for a Solana item without pdaKey or a pdaInterface holding offset and fields, when it has pdaParams or sits in a unified set', async () => {
    const sol = (extra: Record<string, unknown> = {}) => ({method: 'getBalance', params: [':userAddress'], chain: 'solana', returnValueTest: {key: '', comparator: '>=', value: '1'}, ...extra});
    const full = {pdaParams: [], pdaKey: '', pdaInterface: {offset: 0, fields: {}}};
    const changed = 'Solana RPC Conditions have changed and there are some new fields you must include in your condition.';
    const refused = (outcome: Outcome) => !outcome.ok && outcome.message.startsWith(changed);
    // Alone, an item without pdaParams is hashed without the PDA fields; with pdaParams it needs pdaKey and a full pdaInterface.
    expect((await decrypt({solRpcConditions: [sol()]})).ok).toBe(true);
    expect(refused(await decrypt({solRpcConditions: [sol({pdaParams: [], pdaKey: ''})]}))).toBe(true);
    expect(refused(await decrypt({solRpcConditions: [sol({pdaParams: [], pdaKey: '', pdaInterface: {}})]}))).toBe(true);
    expect((await decrypt({solRpcConditions: [sol(full)]})).ok).toBe(true);
    // In a unified set every Solana item needs them, pdaParams or not.
    expect(refused(await decrypt({unifiedAccessControlConditions: [sol({conditionType: 'solRpc'})]}))).toBe(true);
    expect((await decrypt({unifiedAccessControlConditions: [sol({conditionType: 'solRpc', pdaKey: '', pdaInterface: {offset: 0, fields: {}}})]})).ok).toBe(true);
  });

  test('the encryption functions take four condition parameters and none for Cosmos conditions alone', async () => {
    expect(await encrypt({cosmosConditions: [wallet()]})).toEqual({
      ok: false,
      message: 'Invalid params: You must pass either accessControlConditions, evmContractConditions, solRpcConditions or unifiedAccessControlConditions',
    });
  });

  test('the hash is SHA-256 of the JSON text of the canonical form: fixed field order, unknown fields dropped', async () => {
    const set = [wallet(), OR, wallet('polygon')];
    const canonical = JSON.stringify(set.map((c) => acc.canonicalAccessControlConditionFormatter(c)));
    const encrypted = await encrypt({accessControlConditions: set});
    expect(encrypted).toEqual({ok: true, hash: createHash('sha256').update(canonical).digest('hex')});
    const {returnValueTest, chain, ...rest} = wallet();
    const reordered = {returnValueTest, note: 'an unknown field', ...rest, chain};
    expect(acc.canonicalAccessControlConditionFormatter(reordered)).toEqual(acc.canonicalAccessControlConditionFormatter(wallet()));
  });

  test('decryptToString hashes the same way, and one changed field or a group changes the hash', async () => {
    const set = [wallet(), OR, wallet('polygon')];
    const atEncrypt = await encrypt({accessControlConditions: set});
    expect(await decrypt({accessControlConditions: set})).toEqual(atEncrypt);
    const changed = await encrypt({accessControlConditions: [wallet(), OR, wallet('polygon', '0x2222222222222222222222222222222222222222')]});
    const grouped = await encrypt({accessControlConditions: [[wallet(), OR, wallet('polygon')]]});
    expect(changed.ok && grouped.ok && atEncrypt.ok).toBe(true);
    expect(changed).not.toEqual(atEncrypt);
    expect(grouped).not.toEqual(atEncrypt);
  });
});

test.describe('blog/2025-02-19-mdx-blog-post.mdx: the builder writes conditions the 6.11.5 SDK accepts', () => {
  test.skip(!installed, skipReason);
  test.describe.configure({timeout: 120_000});

  // The three shapes the post's AccBuilder writes, on every chain it offers (the component's own code, restated).
  const CHAINS = ['ethereum', 'polygon', 'arbitrum', 'base', 'sepolia'];
  const ADDRESS = '0x0000000000000000000000000000000000000000';
  const shapes = (chain: string) => ({
    wallet: {contractAddress: '', standardContractType: '', chain, method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: ADDRESS}},
    nft: {contractAddress: ADDRESS, standardContractType: 'ERC721', chain, method: 'balanceOf', parameters: [':userAddress'], returnValueTest: {comparator: '>', value: '0'}},
    balance: {contractAddress: '', standardContractType: '', chain, method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '10000000000000000'}},
  });

  test('every condition the builder writes passes the checks of encryptString, and the chains it offers are SDK chains', async () => {
    const encryption = requireFromSamples('@lit-protocol/encryption');
    const {LIT_CHAINS} = requireFromSamples('@lit-protocol/constants');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true;
    client.subnetPubKey = 'not used: the call stops before encrypting';
    client.getHashedAccessControlConditions = async () => {
      throw new Error(STOP);
    };
    for (const chain of CHAINS) {
      expect(Object.keys(LIT_CHAINS), chain).toContain(chain);
      for (const [name, condition] of Object.entries(shapes(chain))) {
        const outcome = await encryption.encryptString({accessControlConditions: [condition], dataToEncrypt: 'x'}, client).catch((e: Error) => e.message);
        expect(outcome, `${name} on ${chain}`).toBe(STOP);
      }
    }
    // A single condition outside an array is refused: the result is always an array.
    const single = await encryption.encryptString({accessControlConditions: shapes('ethereum').wallet, dataToEncrypt: 'x'}, client).catch((e: Error) => e.message);
    expect(single).toContain('Expecting "Array" type for parameter named accessControlConditions');
  });

  test('the SDK reads an eth_getBalance value in wei: 10000000000000000 (a 1 and sixteen zeros) is 0.01 ETH', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const sentence = await acc.humanizeAccessControlConditions({accessControlConditions: [shapes('ethereum').balance]});
    expect(sentence).toBe('Owns at least 0.01 ETH');
    expect('10000000000000000').toBe(`1${'0'.repeat(16)}`);
  });
});

test.describe('learningLab/intro-to-lit/welcome.md: setup facts of 6.11.5', () => {
  test.skip(!installed, skipReason);

  test('ethers 5 Wallet.createRandom() gives a new 0x-prefixed 32-byte private key each time', () => {
    const {Wallet} = requireFromSamples('ethers');
    expect(requireFromSamples('ethers/package.json').version).toBe('5.7.2');
    const a = Wallet.createRandom().privateKey;
    const b = Wallet.createRandom().privateKey;
    expect(a).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  test('a LitNodeClient for datil-dev reports its network, starts with no connected nodes and waits 20000 ms for the handshake', () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const {LitNetwork} = requireFromSamples('@lit-protocol/constants');
    const client = new LitNodeClient({litNetwork: LitNetwork.DatilDev, debug: false});
    expect(client.config.litNetwork).toBe('datil-dev');
    expect(client.config.connectTimeout).toBe(20000);
    expect(client.connectedNodes.size).toBe(0);
    expect(client.latestBlockhash).toBeNull();
  });
});

test.describe('learningLab/intro-to-lit/network.md: what the 6.11.5 client knows about the networks', () => {
  test.skip(!installed, skipReason);

  test('checkNodeAttestation stays false on datil-dev, datil-test and datil unless passed; the SDK forces the attestation check on datil-test and datil', () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    for (const litNetwork of ['datil-dev', 'datil-test', 'datil']) {
      expect(new LitNodeClient({litNetwork, debug: false}).config.checkNodeAttestation, litNetwork).toBe(false);
    }
    expect(new LitNodeClient({litNetwork: 'datil-dev', debug: false, checkNodeAttestation: true}).config.checkNodeAttestation).toBe(true);
    const core = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/core/src/lib/lit-core.js'), 'utf8');
    expect(core).toContain('constants_1.LitNetwork.DatilTest,');
    expect(core).toMatch(/NETWORKS_REQUIRING_SEV = \[[^\]]*LitNetwork\.Datil,/);
    expect(core).not.toMatch(/NETWORKS_REQUIRING_SEV = \[[^\]]*DatilDev/);
  });

  test('Chronicle Yellowstone is LIT_CHAINS.yellowstone (chain 175188, tstLPX) with LIT_RPC.CHRONICLE_YELLOWSTONE, and the contract addresses of each Datil network ship in NETWORK_CONTEXT_BY_NETWORK', () => {
    const {LIT_CHAINS, LIT_RPC, LitNetwork, NETWORK_CONTEXT_BY_NETWORK} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_CHAINS.yellowstone).toMatchObject({chainId: 175188, name: 'Chronicle Yellowstone - Lit Protocol Testnet', symbol: 'tstLPX'});
    expect(LIT_CHAINS.yellowstone.blockExplorerUrls[0]).toMatch(/^https:\/\//);
    expect(LIT_RPC.CHRONICLE_YELLOWSTONE).toMatch(/^https:\/\//);
    expect([LitNetwork.DatilDev, LitNetwork.DatilTest, LitNetwork.Datil]).toEqual(['datil-dev', 'datil-test', 'datil']);
    for (const network of ['datil-dev', 'datil-test', 'datil']) {
      const names = NETWORK_CONTEXT_BY_NETWORK[network].data.map((c: {name: string}) => c.name);
      expect(names, network).toEqual(expect.arrayContaining(['Staking', 'PKPNFT', 'PKPPermissions']));
    }
  });

  test('an expired session goes out with decrypt to the unversioned /web/encryption/sign route, unchecked by the client; executeJs and pkpSign refuse it before sending, and their routes are /v1', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LIT_ENDPOINT} = requireFromSamples('@lit-protocol/constants');
    expect(LIT_ENDPOINT.ENCRYPTION_SIGN).toEqual({path: '/web/encryption/sign', version: '/'});
    expect([LIT_ENDPOINT.EXECUTE_JS.version, LIT_ENDPOINT.PKP_SIGN.version]).toEqual(['/v1', '/v1']);
    const nodes = ['https://node-a.example', 'https://node-b.example'];
    // A client as after connect(), without the handshake: the nodes below refuse, so no key is used.
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    client.ready = true;
    client.connectedNodes = new Set(nodes);
    client.config.minNodeCount = nodes.length;
    client.subnetPubKey = client.networkPubKey = client.networkPubKeySet = 'not used: the nodes refuse';
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const expired = Object.fromEntries(
      nodes.map((node) => [
        node,
        {sig: 's', derivedVia: 'litSessionSignViaNacl', address: 'k', algo: 'ed25519', signedMessage: JSON.stringify({capabilities: [], expiration: anHourAgo, nodeAddress: node})},
      ]),
    );
    const urls: string[] = [];
    const refuse = async (url: string) => {
      urls.push(String(url).replace(/\/$/, ''));
      return new Response(JSON.stringify({errorKind: 'Validation', errorCode: 'NodeAccessControlConditionsReturnedNotAuthorized', message: 'not permitted'}), {
        status: 401,
        headers: {'content-type': 'application/json'},
      });
    };
    await withGlobals({fetch: refuse}, async () => {
      const decryptError = await thrownBy(() =>
        client.decrypt({accessControlConditions: [wallet()], chain: 'ethereum', ciphertext: 'Y2lwaGVy', dataToEncryptHash: 'ab'.repeat(32), sessionSigs: expired}),
      );
      expect(decryptError.message).toBe('not permitted');
      expect([...urls].sort()).toEqual(nodes.map((node) => `${node}/web/encryption/sign`));
      urls.length = 0;
      expect((await thrownBy(() => client.executeJs({sessionSigs: expired, code: 'x', jsParams: {}}))).message).toMatch(/^Invalid sessionSigs.*Expired main signedMessage/);
      expect((await thrownBy(() => client.pkpSign({pubKey: '0x04', toSign: new Uint8Array(32), sessionSigs: expired}))).message).toMatch(/^Invalid sessionSigs.*Expired main signedMessage/);
      expect(urls).toEqual([]);
    });
  });

  test('the handshake blockhash is reused for 30 s; after that getLatestBlockhash asks the block indexer', async () => {
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const client = new LitNodeClient({litNetwork: 'datil-dev', debug: false});
    const requested: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      requested.push(String(url));
      return new Response(JSON.stringify({blockhash: '0xfromindexer', timestamp: String(Math.floor(Date.now() / 1000))}), {status: 200});
    }) as typeof fetch;
    try {
      client.latestBlockhash = '0xfromhandshake';
      client.lastBlockHashRetrieved = Date.now();
      expect(await client.getLatestBlockhash()).toBe('0xfromhandshake');
      expect(requested).toEqual([]);
      client.lastBlockHashRetrieved = Date.now() - 31_000;
      expect(await client.getLatestBlockhash()).toBe('0xfromindexer');
      expect(requested).toEqual(['https://block-indexer.litgateway.com/get_most_recent_valid_block']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

test.describe('learningLab/intro-to-lit/acc.md: conditions and sessions in 6.11.5', () => {
  test.skip(!installed, skipReason);

  test('the eth_getBalance example passes the schema and reads as at least 0.001 ETH (1000000000000000 wei)', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const condition = {
      contractAddress: '',
      standardContractType: '',
      chain: 'ethereum',
      method: 'eth_getBalance',
      parameters: [':userAddress', 'latest'],
      returnValueTest: {comparator: '>=', value: '1000000000000000'},
    };
    expect(await acc.validateAccessControlConditionsSchema([condition])).toBe(true);
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: [condition]})).toBe('Owns at least 0.001 ETH');
  });

  test('the decryption resource string is the hex hash of the conditions, a slash and the dataToEncryptHash', async () => {
    const {LitAccessControlConditionResource} = requireFromSamples('@lit-protocol/auth-helpers');
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const conditions = [wallet()];
    const hash = Buffer.from(await acc.hashAccessControlConditions(conditions)).toString('hex');
    expect(await LitAccessControlConditionResource.generateResourceString(conditions, 'abc123')).toBe(`${hash}/abc123`);
  });

  test('without localStorage, getSessionKey makes a new session key on every call and warns that the storage key is missing', async () => {
    expect((globalThis as {localStorage?: unknown}).localStorage).toBeUndefined();
    const {LitNodeClient} = requireFromSamples('@lit-protocol/lit-node-client');
    const client = new LitNodeClient({litNetwork: 'datil-dev', debug: false});
    const warnings = await captureConsole(['warn'], async () => {
      const first = client.getSessionKey();
      const second = client.getSessionKey();
      expect(first.publicKey).not.toBe(second.publicKey);
    });
    const missing = ['warn', 'Storage key "lit-session-key" is missing. Not a problem. Contiune...'];
    expect(warnings).toEqual([missing, missing]);
  });
});

test.describe('learningLab/intro-to-lit/pok.md: checking a PKP from its public key', () => {
  test.skip(!installed, skipReason);

  test('ethers 5 needs the 0x prefix the SDK mint strips; with it, the address and keccak256 token id follow from the public key', () => {
    const {ethers} = requireFromSamples('ethers');
    const wallet = ethers.Wallet.createRandom();
    const withoutPrefix = wallet.publicKey.slice(2); // the form pkpNftContractUtils.write.mint() returns
    expect(() => ethers.utils.computeAddress(withoutPrefix)).toThrow(/invalid arrayify value/);
    expect(() => ethers.utils.keccak256(withoutPrefix)).toThrow(/invalid arrayify value/);
    const publicKey = withoutPrefix.startsWith('0x') ? withoutPrefix : `0x${withoutPrefix}`;
    expect(ethers.utils.computeAddress(publicKey)).toBe(wallet.address);
    // keccak256 over the 65 bytes of the uncompressed key, as PKPNFTFacet computes the token id.
    expect(ethers.utils.arrayify(publicKey)).toHaveLength(65);
    expect(ethers.BigNumber.from(ethers.utils.keccak256(publicKey)).gt(0)).toBe(true);
    const mint = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/contracts-sdk/src/lib/contracts-sdk.js'), 'utf8');
    expect(mint).toContain("if (publicKey.startsWith('0x')) {\n                        publicKey = publicKey.slice(2);");
  });
});

test.describe('src/pages/markdown-page.md: what the MDX compiler of the site does with blank lines', () => {
  test('MDX 3 parses the Markdown inside a TabItem with or without blank lines around it', async () => {
    // The compiler the site's MDX loader resolves, wherever npm placed it.
    const mdxEntry = createRequire(require.resolve('@docusaurus/mdx-loader')).resolve('@mdx-js/mdx');
    const {compile} = await import(pathToFileURL(mdxEntry).href);
    const fence = '```bash\nnpm install x\n```';
    const tight = String(await compile(`<TabItem value="npm">\n${fence}\n</TabItem>\n`));
    const spaced = String(await compile(`<TabItem value="npm">\n\n${fence}\n\n</TabItem>\n`));
    // Both give the same TabItem holding a highlighted code block, not text.
    expect(tight).toContain('className: "language-bash"');
    expect(tight).toBe(spaced);
    const mdxVersion = JSON.parse(fs.readFileSync(path.join(path.dirname(mdxEntry), 'package.json'), 'utf8')).version;
    expect(mdxVersion).toMatch(/^3\./);
  });

  test('in a details block MDX 3 parses Markdown without blank lines too, but a paragraph right after the summary line is merged with the summary into one paragraph', async () => {
    const mdxEntry = createRequire(require.resolve('@docusaurus/mdx-loader')).resolve('@mdx-js/mdx');
    const {compile} = await import(pathToFileURL(mdxEntry).href);
    const body = 'The **content** with `code`.';
    const details = (before: string, after: string) => compile(`<details>\n<summary>S</summary>${before}${body}${after}</details>\n`).then(String);
    const spaced = await details('\n\n', '\n\n');
    const tight = await details('\n', '\n');
    // Markdown works either way (bold and code are parsed) ...
    expect(tight).toContain('_components.strong');
    // ... but without the blank line after the summary, the summary sits inside the paragraph.
    expect(tight).not.toBe(spaced);
    expect(tight).toMatch(/_components\.p, \{\s*children: \[_jsx\("summary"/);
    // The blank line before </details> changes nothing.
    expect(await details('\n\n', '\n')).toBe(spaced);
  });
});

test.describe('learningLab/intro-to-lit/prog-signing.md: steps 2 and 3', () => {
  test.skip(!installed, skipReason);

  test('in Node.js without localStorage, the lesson’s getSessionSigs (createSiweMessage; step 2’s two abilities, step 3’s PKPSigning) prints only the three local-storage warnings and signs the abilities and expiration it was given', async () => {
    test.skip(Object.getOwnPropertyDescriptor(globalThis, 'localStorage') !== undefined, 'this Node.js defines localStorage');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {LitAbility, LitActionResource, LitPKPResource, createSiweMessage, generateAuthSig} = requireFromSamples('@lit-protocol/auth-helpers');
    const {ethers} = requireFromSamples('ethers');
    const blockhash = '0x' + '11'.repeat(32);
    const indexer = async () => Response.json({blockhash, timestamp: String(Math.floor(Date.now() / 1000))});
    const nodes = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
    const steps = {
      two: [
        {resource: new LitPKPResource('*'), ability: LitAbility.PKPSigning},
        {resource: new LitActionResource('*'), ability: LitAbility.LitActionExecution},
      ],
      three: [{resource: new LitPKPResource('*'), ability: LitAbility.PKPSigning}],
    };
    for (const requests of Object.values(steps)) {
      const wallet = ethers.Wallet.createRandom();
      const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
      Object.assign(client, {ready: true, connectedNodes: new Set(nodes)}); // as after connect(); no node is asked
      const expiration = new Date(Date.now() + 10 * 60 * 1000).toISOString();
      let sessionSigs: Record<string, {signedMessage: string}> = {};
      const printed = await withGlobals({fetch: indexer}, () =>
        captureConsole(['log', 'info', 'warn', 'error'], async () => {
          sessionSigs = await client.getSessionSigs({
            chain: 'ethereum',
            expiration,
            resourceAbilityRequests: requests,
            authNeededCallback: async ({uri, expiration: exp, resourceAbilityRequests}: any) => {
              const toSign = await createSiweMessage({
                uri,
                expiration: exp,
                resources: resourceAbilityRequests,
                walletAddress: wallet.address,
                nonce: await client.getLatestBlockhash(),
                litNodeClient: client,
              });
              return generateAuthSig({signer: wallet, toSign});
            },
          });
        }),
      );
      expect(printed).toEqual([
        ['warn', 'Storage key "lit-session-key" is missing. Not a problem. Contiune...'],
        ['warn', 'Storage key "lit-wallet-sig" is missing. Not a problem. Continue...'],
        ['warn', 'Unable to store walletSig in local storage. Not a problem. Continue...'],
      ]);
      expect(Object.keys(sessionSigs).sort()).toEqual(nodes);
      const signed = JSON.parse(Object.values(sessionSigs)[0].signedMessage);
      expect(signed.expiration).toBe(expiration);
      expect(signed.resourceAbilityRequests.map((r: any) => r.ability)).toEqual(requests.map((r) => r.ability));
    }
  });

  test('step 3: PKPEthersWallet fills the nonce and gas price from its RPC, asks pkpSign for the keccak256 of the serialized transaction, and parseTransaction of the result gives the PKP as sender on chain 175188', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
    const {LIT_CHAINS, LIT_RPC} = requireFromSamples('@lit-protocol/constants');
    const {ethers} = requireFromSamples('ethers');
    const pkpKey = ethers.Wallet.createRandom(); // stands in for the PKP: its key signs what the nodes would
    const testWallet = ethers.Wallet.createRandom();
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    Object.assign(client, {ready: true, connectedNodes: new Set(['https://node-1.example'])}); // as after connect()
    const asked: Uint8Array[] = [];
    client.pkpSign = async ({toSign}: {toSign: Uint8Array}) => {
      asked.push(toSign);
      const sig = pkpKey._signingKey().signDigest(toSign);
      return {r: sig.r.slice(2), s: sig.s.slice(2), recid: sig.recoveryParam, signature: ethers.utils.joinSignature(sig)};
    };
    const pkpWallet = new PKPEthersWallet({litNodeClient: client, pkpPubKey: pkpKey.publicKey, controllerSessionSigs: {'https://node-1.example': {}}, rpc: LIT_RPC.CHRONICLE_YELLOWSTONE});
    const rpcCalls: string[] = [];
    Object.assign(pkpWallet.rpcProvider, {
      getTransactionCount: async (address: string) => (rpcCalls.push(`getTransactionCount ${address}`), 0),
      getGasPrice: async () => (rpcCalls.push('getGasPrice'), ethers.BigNumber.from(12345)),
      estimateGas: async () => (rpcCalls.push('estimateGas'), ethers.BigNumber.from(99999)),
      getNetwork: async () => (rpcCalls.push('getNetwork'), {chainId: 1}),
    });
    // The transaction exactly as the lesson's sign-transaction.ts writes it.
    const signedTx = await pkpWallet.signTransaction({to: testWallet.address, value: 0, chainId: LIT_CHAINS['yellowstone'].chainId, gasLimit: 21000});
    expect(rpcCalls).toEqual([`getTransactionCount ${pkpKey.address}`, 'getGasPrice']);
    expect(signedTx).toMatch(/^0x[0-9a-f]+$/);
    const parsed = ethers.utils.parseTransaction(signedTx);
    expect(parsed.from).toBe(pkpKey.address);
    expect(parsed.from?.toLowerCase()).toBe((await pkpWallet.getAddress()).toLowerCase());
    expect([parsed.chainId, parsed.nonce, parsed.gasPrice?.toNumber(), parsed.gasLimit.toNumber(), parsed.value.toNumber()]).toEqual([175188, 0, 12345, 21000, 0]);
    expect(asked).toHaveLength(1);
    const unsigned = ethers.utils.serializeTransaction({to: testWallet.address, value: 0, chainId: 175188, gasLimit: 21000, nonce: 0, gasPrice: 12345});
    expect(ethers.utils.hexlify(asked[0])).toBe(ethers.utils.keccak256(unsigned));
  });
});

test.describe('playground.md, where decryptToString stops before sending (6.11.5)', () => {
  test.skip(!installed, skipReason);

  test('decryptToString throws a TypeError, before any request, for an EVM contract condition without functionAbi or whose functionAbi lacks inputs or outputs; a complete one with an unknown chain is hashed and sent', async () => {
    const {decryptToString} = requireFromSamples('@lit-protocol/encryption');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    Object.assign(client, {ready: true, subnetPubKey: 'not used', connectedNodes: new Set(['https://node.example'])});
    const returnValueTest = {key: '', comparator: '=', value: 'true'};
    const abi = {name: 'isMember', inputs: [{name: 'who', type: 'address'}], outputs: [{name: '', type: 'bool'}], stateMutability: 'view'};
    const condition = (extra: Record<string, unknown>) => ({contractAddress: '0x' + '11'.repeat(20), functionName: 'isMember', functionParams: [':userAddress'], chain: 'ethereum', returnValueTest, ...extra});
    const attempt = async (evmContractConditions: unknown[]) => {
      let requests = 0;
      const fetch = async () => {
        requests++;
        throw new Error('offline');
      };
      const error = await withGlobals({fetch}, () =>
        decryptToString({evmContractConditions, ciphertext: 'c', dataToEncryptHash: 'h', chain: 'ethereum', sessionSigs: {'https://node.example': {}}}, client).then(
          () => undefined,
          (e: unknown) => e,
        ),
      );
      return {name: (error as Error)?.constructor?.name, requests};
    };
    expect(await attempt([condition({})])).toEqual({name: 'TypeError', requests: 0});
    const {inputs: _inputs, ...withoutInputs} = abi;
    expect(await attempt([condition({functionAbi: withoutInputs})])).toEqual({name: 'TypeError', requests: 0});
    const {outputs: _outputs, ...withoutOutputs} = abi;
    expect(await attempt([condition({functionAbi: withoutOutputs})])).toEqual({name: 'TypeError', requests: 0});
    // A complete condition on a chain the schema does not know: no schema check, so it is hashed and sent.
    expect((await attempt([condition({functionAbi: abi, chain: 'no-such-chain'})])).requests).toBeGreaterThan(0);
  });

  test('decryptToString throws a TypeError, before any request, for an item that is not an object (a string, number or boolean passes the operator check and fails in the canonical formatter)', async () => {
    const {decryptToString} = requireFromSamples('@lit-protocol/encryption');
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    Object.assign(client, {ready: true, subnetPubKey: 'not used', connectedNodes: new Set(['https://node.example'])});
    for (const item of ['a condition as a string', 5, true]) {
      let requests = 0;
      const fetch = async () => {
        requests++;
        throw new Error('offline');
      };
      const error = await withGlobals({fetch}, () =>
        decryptToString({accessControlConditions: [item], ciphertext: 'c', dataToEncryptHash: 'h', chain: 'ethereum', sessionSigs: {'https://node.example': {}}}, client).then(
          () => undefined,
          (e: unknown) => e,
        ),
      );
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(`Cannot use 'in' operator to search for 'operator' in ${item}`);
      expect(requests).toBe(0);
    }
  });

  test('the 6.11.5 schema refuses the near misses the playground editor hints at (chain ethereumm, comparator =>), with its schema error', async () => {
    const {validateAccessControlConditionsSchema} = requireFromSamples('@lit-protocol/access-control-conditions');
    const base = {contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: '0x' + '11'.repeat(20)}};
    await expect(validateAccessControlConditionsSchema([base])).resolves.toBeTruthy();
    for (const nearMiss of [{...base, chain: 'ethereumm'}, {...base, returnValueTest: {comparator: '=>', value: '1'}}]) {
      const error = await validateAccessControlConditionsSchema([nearMiss]).then(() => undefined, (e: unknown) => e);
      expect((error as Error)?.message).toContain('FAILED schema validation for parameter named accessControlConditions');
    }
  });
});

test.describe('the handshake values the client keeps (learningLab/intro-to-lit/network.md)', () => {
  test.skip(!installed, skipReason);

  test('mostCommonString keeps the most frequent string key, but compares lists by identity, so the HD root keys list comes from the last answer, not the majority', () => {
    const {mostCommonString} = requireFromSamples('@lit-protocol/misc');
    expect(mostCommonString(['key-a', 'key-b', 'key-a'])).toBe('key-a');
    expect(mostCommonString(['key-a', 'key-a', 'key-b'])).toBe('key-a');
    // Two nodes agree on a list and a third, answering last, differs: the third one's list is kept.
    expect(mostCommonString([['root-1', 'root-2'], ['root-1', 'root-2'], ['other-1', 'other-2']])).toEqual(['other-1', 'other-2']);
    const source = fs.readFileSync(path.join(samples, 'node_modules/@lit-protocol/core/src/lib/lit-core.js'), 'utf8');
    expect(source).toContain('hdRootPubkeys: (0, misc_1.mostCommonString)(Object.values(serverKeys).map((keysFromSingleNode) => keysFromSingleNode.hdRootPubkeys)),');
  });
});
