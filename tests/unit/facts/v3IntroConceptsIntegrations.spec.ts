/**
 * Facts that the integration guides (docs/integrations), the concept pages (docs/concepts) and the introduction
 * (docs/intro) state about the pinned 6.11.5 packages, checked by running them from samples/v3 offline.
 *
 * The smart account guides all wrap a PKP in a `PKPEthersWallet`. Here its Lit client is a stand-in that is already
 * "ready" and whose `pkpSign` signs with a local secp256k1 key, the way the nodes' combined signature would: so the
 * wallet's own code (hashing, address, signature encoding) runs for real and nothing leaves the machine. Each test's
 * title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {samplesSet, thrownBy} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/pkp-ethers');

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are loaded untyped */

/** A PKPEthersWallet over a stand-in client whose pkpSign signs with `privateKey`; `requests` records each call. */
function pkpWalletSigningWith(privateKey: string) {
  const {PKPEthersWallet} = requireFromSamples('@lit-protocol/pkp-ethers');
  const {ethers} = requireFromSamples('ethers');
  const key = new ethers.utils.SigningKey(privateKey);
  const requests: {toSign: Uint8Array; pubKey: string; sessionSigs: unknown}[] = [];
  const litNodeClient = {
    ready: true,
    config: {litNetwork: 'datil-dev'},
    connect: async () => undefined,
    pkpSign: async (params: {toSign: Uint8Array; pubKey: string; sessionSigs: unknown}) => {
      requests.push(params);
      const sig = key.signDigest(params.toSign);
      return {r: sig.r.slice(2), s: sig.s.slice(2), recid: sig.recoveryParam};
    },
  };
  const sessionSigs = {'https://node-1.example': {sig: 'session-sig'}};
  const wallet = new PKPEthersWallet({litNodeClient, pkpPubKey: key.publicKey, controllerSessionSigs: sessionSigs});
  return {wallet, ethers, publicKey: key.publicKey as string, requests, sessionSigs};
}

const PRIVATE_KEY = '0x' + '11'.repeat(32);

test.describe('@lit-protocol/pkp-ethers 6.11.5 as a smart account owner (docs/integrations/aa)', () => {
  test.skip(!installed, skipReason);

  test('a PKPEthersWallet’s address is the Ethereum address of the PKP’s public key', async () => {
    const {wallet, ethers, publicKey} = pkpWalletSigningWith(PRIVATE_KEY);
    expect(wallet.address).toBe(ethers.utils.computeAddress(publicKey));
    expect(await wallet.getAddress()).toBe(wallet.address);
  });

  test('signMessage over the 32 bytes of a hash asks the nodes (pkpSign, with the session signatures) for an EIP-191 signature that recovers to the PKP', async () => {
    const {wallet, ethers, publicKey, requests, sessionSigs} = pkpWalletSigningWith(PRIVATE_KEY);
    const userOpHash = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('a user operation'));
    const signature = await wallet.signMessage(ethers.utils.arrayify(userOpHash));
    expect(requests).toHaveLength(1);
    expect(requests[0].pubKey.replace(/^0x/, '')).toBe(publicKey.slice(2));
    expect(requests[0].sessionSigs).toBe(sessionSigs);
    // EIP-191: the nodes sign keccak256("\x19Ethereum Signed Message:\n32" ‖ hash), as SimpleAccount and
    // Light Account check with toEthSignedMessageHash(userOpHash).
    expect(ethers.utils.hexlify(requests[0].toSign)).toBe(ethers.utils.hashMessage(ethers.utils.arrayify(userOpHash)));
    expect(ethers.utils.verifyMessage(ethers.utils.arrayify(userOpHash), signature)).toBe(wallet.address);
    expect(ethers.utils.splitSignature(signature).v).toBeGreaterThanOrEqual(27);
  });

  test('signing the hash’s hex string as text gives a signature over different bytes, which does not verify for the hash', async () => {
    const {wallet, ethers} = pkpWalletSigningWith(PRIVATE_KEY);
    const userOpHash = ethers.utils.keccak256(ethers.utils.toUtf8Bytes('a user operation'));
    const asText = await wallet.signMessage(userOpHash);
    expect(ethers.utils.verifyMessage(userOpHash, asText)).toBe(wallet.address);
    expect(ethers.utils.verifyMessage(ethers.utils.arrayify(userOpHash), asText)).not.toBe(wallet.address);
  });

  test('_signTypedData gives an EIP-712 signature that recovers to the PKP; ethers refuses an explicit EIP712Domain entry in the types', async () => {
    const {wallet, ethers} = pkpWalletSigningWith(PRIVATE_KEY);
    const domain = {name: 'Example', version: '1', chainId: 11155111, verifyingContract: '0x' + '22'.repeat(20)};
    const types = {Mail: [{name: 'contents', type: 'string'}]};
    const message = {contents: 'hello'};
    const signature = await wallet._signTypedData(domain, types, message);
    expect(ethers.utils.verifyTypedData(domain, types, message, signature)).toBe(wallet.address);

    const withDomainType = {EIP712Domain: [{name: 'name', type: 'string'}], ...types};
    await expect(wallet._signTypedData(domain, withDomainType, message)).rejects.toThrow(/ambiguous primary types or unused types/);
  });
});

test.describe('@lit-protocol/lit-node-client-nodejs 6.11.5: session lifetime (docs/integrations/aa)', () => {
  test.skip(!installed, skipReason);

  test('pkpSign refuses session signatures past their expiration before sending anything', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const past = '2020-01-01T00:00:00.000Z';
    const capability = {
      sig: 'wallet-sig',
      derivedVia: 'web3.eth.personal.sign',
      signedMessage: `example.com wants you to sign in\n\nURI: lit:session:session-key\nExpiration Time: ${past}`,
      address: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
    };
    const signedMessage = JSON.stringify({sessionKey: 'session-key', resourceAbilityRequests: [], capabilities: [capability], issuedAt: past, expiration: past});
    const sessionSigs = {'https://node-1.example': {sig: 'sig', derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'session-key', algo: 'ed25519'}};
    const fetchCalls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: unknown[]) => {
      fetchCalls.push(args);
      throw new Error('no network in this test');
    }) as typeof fetch;
    try {
      const error = await thrownBy(() => client.pkpSign({toSign: new Uint8Array(32), pubKey: '0x04' + '11'.repeat(64), sessionSigs}));
      expect(String(error?.message)).toContain('Invalid sessionSigs');
      expect(String(error?.message)).toContain('Expired main signedMessage');
      expect(fetchCalls).toHaveLength(0);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

test.describe('ethers 5.7.2 address checks (docs/integrations/storage)', () => {
  test.skip(!installed, skipReason);

  test('ethers.utils.getAddress returns the checksummed form of a lowercase address and throws on a malformed one', () => {
    const {ethers} = requireFromSamples('ethers');
    const lower = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a';
    expect(ethers.utils.getAddress(lower)).toBe('0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A');
    expect(() => ethers.utils.getAddress('0x19e7e376')).toThrow(/invalid address/);
  });
});

test.describe('@lit-protocol/contracts-sdk 6.11.5: a PKP’s addresses (docs/concepts/pkps-as-wallet.md)', () => {
  test.skip(!installed, skipReason);

  test('one secp256k1 public key gives the PKP’s Ethereum, Bitcoin (P2PKH) and Cosmos addresses, computed locally', async () => {
    const {derivedAddresses} = requireFromSamples('@lit-protocol/contracts-sdk/src/lib/addresses');
    const {ethers} = requireFromSamples('ethers');
    const publicKey = new ethers.utils.SigningKey(PRIVATE_KEY).publicKey;
    // The URL is required by the signature but only used to look a public key up from a token id; none is given.
    const addresses = await derivedAddresses({publicKey, defaultRPCUrl: 'http://127.0.0.1:9'});
    expect(addresses.ethAddress).toBe(ethers.utils.computeAddress(publicKey));
    expect(addresses.btcAddress).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{25,34}$/);
    expect(addresses.cosmosAddress).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/);
  });
});

/** A LitNodeClientNodeJs that behaves as connected to three made-up nodes, each answering executeJs with `answer(url)`. */
function offlineExecuteJsClient(answer: (url: string) => Record<string, unknown>) {
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const nodes = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
  const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
  const sent: {url: string; params: any}[] = [];
  client.ready = true;
  client.connectedNodes = new Set(nodes);
  client.executeJsNodeRequest = async (url: string, params: unknown) => {
    sent.push({url, params: JSON.parse(JSON.stringify(params))});
    return {success: true, signedData: {}, claimData: {}, logs: 'log line\n', ...answer(url)};
  };
  const expiration = new Date(Date.now() + 10 * 60_000).toISOString();
  const capability = {
    sig: 'wallet-sig',
    derivedVia: 'web3.eth.personal.sign',
    signedMessage: `example.com wants you to sign in\n\nURI: lit:session:session-key\nExpiration Time: ${expiration}`,
    address: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
  };
  const signedMessage = JSON.stringify({sessionKey: 'session-key', resourceAbilityRequests: [], capabilities: [capability], issuedAt: new Date().toISOString(), expiration});
  const sessionSigs = Object.fromEntries(nodes.map((n) => [n, {sig: `sig-${n}`, derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'session-key', algo: 'ed25519'}]));
  return {client, sent, nodes, sessionSigs};
}

test.describe('@lit-protocol/lit-node-client-nodejs 6.11.5: executeJs results (docs/concepts/programmable-signing-concept.md)', () => {
  test.skip(!installed, skipReason);

  test('executeJs sends the jsParams to every node and, when nothing was signed, returns the response text unparsed with the logs', async () => {
    const text = '{"candidate":7919,"isPrime":true}';
    const {client, sent, nodes, sessionSigs} = offlineExecuteJsClient(() => ({response: text}));
    const result = await client.executeJs({sessionSigs, code: 'Lit.Actions.setResponse({response: "x"})', jsParams: {candidate: 7919}});
    expect(sent.map((s) => s.url).sort()).toEqual(nodes);
    for (const s of sent) expect(s.params.jsParams).toEqual({candidate: 7919});
    expect(result.response).toBe(text);
    expect(typeof result.response).toBe('string');
    expect(result.logs).toBe('log line\n');
  });

  test('7919 is prime', () => {
    const divisors = Array.from({length: 7918}, (_, i) => i + 2).filter((d) => 7919 % d === 0);
    expect(divisors).toEqual([7919]);
  });

  test('when the nodes’ responses differ, executeJs returns the least common one unless a responseStrategy is given', async () => {
    const answers: Record<string, string> = {'https://node-1.example': 'a', 'https://node-2.example': 'a', 'https://node-3.example': 'b'};
    const first = offlineExecuteJsClient((url) => ({response: answers[url]}));
    expect((await first.client.executeJs({sessionSigs: first.sessionSigs, code: 'x'})).response).toBe('b');
    const second = offlineExecuteJsClient((url) => ({response: answers[url]}));
    const mostCommon = await second.client.executeJs({sessionSigs: second.sessionSigs, code: 'x', responseStrategy: {strategy: 'mostCommon'}});
    expect(mostCommon.response).toBe('a');
  });
});

test.describe('@lit-protocol/access-control-conditions 6.11.5: checking conditions (docs/tools/access-control.md)', () => {
  test.skip(!installed, skipReason);

  const balance = (chain: string, value: string) => ({
    conditionType: 'evmBasic',
    contractAddress: '',
    standardContractType: '',
    chain,
    method: 'eth_getBalance',
    parameters: [':userAddress', 'latest'],
    returnValueTest: {comparator: '>=', value},
  });
  const example = () => [balance('ethereum', '1000000000000'), {operator: 'and'}, balance('polygon', '1000000000000000000')];

  test('the page’s example validates, humanizes as one sentence joined by "and" (every EVM native balance labelled ETH), and hashes to 32 bytes', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    expect(await acc.validateUnifiedAccessControlConditionsSchema(example())).toBe(true);
    expect(await acc.humanizeUnifiedAccessControlConditions({unifiedAccessControlConditions: example()})).toBe(
      'Owns at least 0.000001 ETH and Owns at least 1.0 ETH',
    );
    expect(Buffer.from(await acc.hashUnifiedAccessControlConditions(example())).length).toBe(32);
    expect(Object.keys(acc).filter((k) => k.startsWith('validate')).sort()).toEqual([
      'validateAccessControlConditionsSchema',
      'validateEVMContractConditionsSchema',
      'validateSolRpcConditionsSchema',
      'validateUnifiedAccessControlConditionsSchema',
    ]);
  });

  test('without conditionType the unified validation throws "Missing schema to validate condition type undefined"', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const conditions: any[] = example();
    delete conditions[0].conditionType;
    const error = await thrownBy(() => acc.validateUnifiedAccessControlConditionsSchema(conditions));
    expect(String(error?.message)).toBe('Missing schema to validate condition type undefined');
  });

  test('an upper-case AND humanizes the same but hashes differently', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const upper = [example()[0], {operator: 'AND'}, example()[2]];
    expect(await acc.humanizeUnifiedAccessControlConditions({unifiedAccessControlConditions: upper})).toBe(
      await acc.humanizeUnifiedAccessControlConditions({unifiedAccessControlConditions: example()}),
    );
    const hex = async (c: unknown[]) => Buffer.from(await acc.hashUnifiedAccessControlConditions(c)).toString('hex');
    expect(await hex(upper)).not.toBe(await hex(example()));
  });

  test('a missing operator passes the schema; the unified humanizer runs the sentences together, the plain one inserts "and"', async () => {
    const acc = requireFromSamples('@lit-protocol/access-control-conditions');
    const unified = [example()[0], example()[2]];
    expect(await acc.validateUnifiedAccessControlConditionsSchema(unified)).toBe(true);
    expect(await acc.humanizeUnifiedAccessControlConditions({unifiedAccessControlConditions: unified})).toBe(
      'Owns at least 0.000001 ETHOwns at least 1.0 ETH',
    );
    const plain = unified.map(({conditionType: _type, ...rest}: any) => rest);
    expect(await acc.humanizeAccessControlConditions({accessControlConditions: plain})).toBe(
      'Owns at least 0.000001 ETH and Owns at least 1.0 ETH',
    );
  });
});

test.describe('@lit-protocol/lit-node-client-nodejs 6.11.5 has no stored conditions (docs/tools/access-control.md)', () => {
  test.skip(!installed, skipReason);

  test('the 6.x client has no function that saves or stores signing conditions', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    const names = new Set([...Object.keys(client), ...Object.getOwnPropertyNames(LitNodeClientNodeJs.prototype)]);
    expect([...names].filter((n) => /saveSigningCondition|storeSigningCondition|storeEncryptionCondition|updateCondition/i.test(n))).toEqual([]);
    expect(names.has('executeJs')).toBe(true); // the listing does see the client's functions
  });
});

test.describe('@lit-protocol/lit-node-client-nodejs 6.11.5: executeJs without signatures (docs/tools/event-listener.md)', () => {
  test.skip(!installed, skipReason);

  test('when the action signed nothing, the result has no signatures field and the response stays a JSON string', async () => {
    const {client, sessionSigs} = offlineExecuteJsClient(() => ({response: '{"signed":false}'}));
    const result = await client.executeJs({sessionSigs, code: 'x', jsParams: {}});
    expect(result.signatures).toBeUndefined();
    expect(result.response).toBe('{"signed":false}');
  });

  test('the action’s Transfer check with ethers 5: parseLog throws for a non-Transfer log of the token, and only a Transfer to the recipient at or above minValue matches', () => {
    const {ethers} = requireFromSamples('ethers');
    const erc20 = new ethers.utils.Interface([
      'event Transfer(address indexed from, address indexed to, uint256 value)',
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
    ]);
    const tokenAddress = '0x00000000000000000000000000000000000000aa';
    const recipient = '0x00000000000000000000000000000000000000bb';
    const from = '0x00000000000000000000000000000000000000cc';
    const logOf = (name: string, args: unknown[]) => ({address: tokenAddress, ...erc20.encodeEventLog(erc20.getEvent(name), args)});
    // The page's predicate, with the page's one-event interface.
    const pageInterface = new ethers.utils.Interface(['event Transfer(address indexed from, address indexed to, uint256 value)']);
    const matches = (log: any, minValue: string) => {
      if (log.address.toLowerCase() !== tokenAddress.toLowerCase()) return false;
      try {
        const {args} = pageInterface.parseLog(log);
        return args.to.toLowerCase() === recipient.toLowerCase() && args.value.gte(minValue);
      } catch {
        return false;
      }
    };
    const approval = logOf('Approval', [from, recipient, 5]);
    expect(() => pageInterface.parseLog(approval)).toThrow();
    expect(matches(approval, '1')).toBe(false);
    expect(matches(logOf('Transfer', [from, recipient, 5]), '5')).toBe(true);
    expect(matches(logOf('Transfer', [from, recipient, 4]), '5')).toBe(false);
    expect(matches(logOf('Transfer', [recipient, from, 9]), '5')).toBe(false);
  });
});

test.describe('@lit-protocol/core 6.11.5: debugging aids (docs/support/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('debug is true unless set; the client offers getRequestIds and getLogsForRequestId', () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    expect(new LitNodeClientNodeJs({litNetwork: 'datil-dev'}).config.debug).toBe(true);
    const quiet = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
    expect(quiet.config.debug).toBe(false);
    expect(typeof quiet.getRequestIds).toBe('function');
    expect(typeof quiet.getLogsForRequestId).toBe('function');
  });
});

test.describe('@lit-protocol/lit-node-client 6.11.5 in a long-running process (docs/tools/event-listener)', () => {
  const v3Client = samplesSet('v3', '@lit-protocol/lit-node-client');
  test.skip(!v3Client.installed, v3Client.skipReason);

  test('when the staking contract reports a new state and re-reading the validator data fails, the client leaves the rejection unhandled and Node.js exits with code 1', async () => {
    const entry = v3Client.requireFromSamples.resolve('@lit-protocol/lit-node-client');
    // A client as connect() leaves it (its staking contract is a stand-in that hands over the listener), whose
    // validator-data read fails the way it does when the RPC endpoint does not answer.
    const script = `
      const {LitNodeClient} = require(${JSON.stringify(entry)});
      const client = new LitNodeClient({litNetwork: 'datil-dev', debug: false});
      let onStateChanged;
      client._stakingContract = {address: '0x0000000000000000000000000000000000000001', on: (_event, fn) => { onStateChanged = fn; }};
      client._getValidatorData = async () => { throw new Error('stand-in RPC failure'); };
      client._listenForNewEpoch();
      setTimeout(() => console.log('still running'), 500);
      onStateChanged(0);
    `;
    const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', timeout: 20_000});
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('still running');
    expect(run.stderr).toContain('stand-in RPC failure');
    expect(run.stderr).toContain('_handleStakingContractStateChange');
  });
});

test.describe('capacity delegation expiry (docs/concepts/capacity-credits-concept.md)', () => {
  test.skip(!installed, skipReason);

  test('createCapacityDelegationAuthSig writes an Expiration Time one week ahead when expiration is left out, and none at all when expiration is an empty string', async () => {
    const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const {validateSessionSigs} = requireFromSamples('@lit-protocol/misc');
    const {ethers} = requireFromSamples('ethers');
    const client = new LitNodeClientNodeJs({litNetwork: 'datil-test', debug: false});
    // Stand-ins for what connect() would set: no request leaves the machine.
    client.ready = true;
    client.getLatestBlockhash = async () => `0x${'ab'.repeat(32)}`;
    const owner = ethers.Wallet.createRandom();
    const before = Date.now();
    const left = (await client.createCapacityDelegationAuthSig({dAppOwnerWallet: owner, capacityTokenId: '5'})).capacityDelegationAuthSig;
    const expiry = Date.parse(/\nExpiration Time: (\S+)/.exec(left.signedMessage)?.[1] ?? '');
    expect(expiry - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
    const empty = (await client.createCapacityDelegationAuthSig({dAppOwnerWallet: owner, capacityTokenId: '5', expiration: ''})).capacityDelegationAuthSig;
    expect(empty.signedMessage).not.toContain('Expiration Time');
    expect(empty.signedMessage).toContain('\nURI: lit:capability:delegation\n');
    // The client-side check that executeJs and pkpSign run refuses a session carrying such a delegation.
    const session = {
      sig: 'session-sig',
      derivedVia: 'litSessionSignViaNacl',
      address: 'session-key',
      algo: 'ed25519',
      signedMessage: JSON.stringify({capabilities: [empty], expiration: new Date(Date.now() + 600_000).toISOString()}),
    };
    const checked = validateSessionSigs({'https://node.example': session});
    expect(checked.isValid).toBe(false);
    expect(checked.errors.join(' ')).toContain("Expiration Time not found in capability 0's signedMessage.");
  });
});

test.describe('@lit-protocol/core 6.11.5: request ids come from the shared log manager (docs/support/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('getRequestIds lists the ids of every client in the process, not only its own: two clients each send one request and both list both ids', async () => {
    const entry = requireFromSamples.resolve('@lit-protocol/lit-node-client-nodejs');
    // Run in a child process: the log manager is a process-wide global, so other tests in this worker would add ids.
    const script = `
      const {LitNodeClientNodeJs} = require(${JSON.stringify(entry)});
      globalThis.fetch = async () => new Response(JSON.stringify({ok: true}), {status: 200, headers: {'content-type': 'application/json'}});
      (async () => {
        const a = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
        const b = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
        await a.sendCommandToNode({url: 'https://node-a.example/web/x', data: {}, requestId: 'sent-by-a'});
        await b.sendCommandToNode({url: 'https://node-b.example/web/x', data: {}, requestId: 'sent-by-b'});
        console.log(JSON.stringify({a: a.getRequestIds(), b: b.getRequestIds()}));
      })();
    `;
    const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', timeout: 20_000});
    expect(run.status).toBe(0);
    const ids = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
    expect(ids.a).toEqual(['sent-by-a', 'sent-by-b']);
    expect(ids.b).toEqual(['sent-by-a', 'sent-by-b']);
  });
});

test.describe('@lit-protocol/core 6.11.5: the first client sets the shared log level (docs/support/intro.md)', () => {
  test.skip(!installed, skipReason);

  test('a client created with debug true prints and keeps its request logs when it is alone, and neither after a client created with debug false', async () => {
    const entry = requireFromSamples.resolve('@lit-protocol/lit-node-client-nodejs');
    const logger = requireFromSamples.resolve('@lit-protocol/logger');
    // In a child process: the log manager is a process-wide global that the first client sets up. Between the two
    // cases the child drops it, as a fresh process would start.
    const script = `
      const {LitNodeClientNodeJs} = require(${JSON.stringify(entry)});
      const {LogManager} = require(${JSON.stringify(logger)});
      globalThis.fetch = async () => new Response(JSON.stringify({ok: true}), {status: 200, headers: {'content-type': 'application/json'}});
      const real = console.log;
      const run = async (quietFirst) => {
        delete globalThis.logManager; delete globalThis.logger; delete globalThis.litConfig; LogManager.clearInstance();
        let printed = 0;
        console.log = console.info = console.debug = () => void printed++;
        if (quietFirst) new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
        const loud = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: true});
        await loud.sendCommandToNode({url: 'https://node.example/web/x', data: {}, requestId: 'r1'});
        console.log = console.info = console.debug = real;
        return {printed, kept: loud.getLogsForRequestId('r1').length};
      };
      (async () => real(JSON.stringify({alone: await run(false), afterQuiet: await run(true)})))();
    `;
    const child = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', timeout: 20_000});
    expect(child.status).toBe(0);
    const {alone, afterQuiet} = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
    expect(alone.printed).toBeGreaterThan(0);
    expect(alone.kept).toBeGreaterThan(0);
    expect(afterQuiet).toEqual({printed: 0, kept: 0});
  });
});
