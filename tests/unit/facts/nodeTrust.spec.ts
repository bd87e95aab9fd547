/**
 * What one node, or a few, can do to a request of the 6.11.5 client, and what the client checks in the nodes'
 * answers (fact sweep 20, issue 25), for the pages that say how many nodes must answer and what a single node can
 * block or spoil (concepts, resources/how-it-works.md, resources/glossary.md, intro/what-is-lit-protocol.md,
 * sdk/installation.md, the Lit Actions pages, access-control/jwt-auth.md, learningLab/intro-to-lit/network.md).
 *
 * The pinned packages of samples/v3 run offline against made-up nodes: `fetch` answers for three node URLs.
 * - ECDSA (pkpSign, executeJs): a real secp256k1 signature by a test key, its s split into three additive shares, one
 *   per node, with the nonce point R the nodes report as big_r.
 * - BLS (decrypt, getSignedToken): a test BLS12-381 key x shared as f(i) = x + a·i (any two of three shares
 *   combine); each node signs the identity or the unsigned JWT with its share, hashed to G2 with the
 *   proof-of-possession domain the SDK's WebAssembly verifies with. Shares are serialised as the SDK expects:
 *   { ProofOfPossession: <one-byte share index><96-byte compressed G2 point> } in hex.
 * Each title is the fact in words; the pages' .claims.yml files cite them by title.
 */
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {stubFetch, withGlobals, thrownBy, samplesSet} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v3', '@lit-protocol/lit-node-client-nodejs');
/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's CommonJS modules are untyped */
type Any = any;

const NODES = ['https://node-1.example', 'https://node-2.example', 'https://node-3.example'];
const PKP_KEY = '11'.repeat(32);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
const refusal = () => json({errorKind: 'Validation', errorCode: 'NodeAccessControlConditionsReturnedNotAuthorized', message: 'refused by this node'}, 401);
const nodeOf = (url: string) => NODES.findIndex((node) => url.startsWith(node));

/** A session signature map shaped as getSessionSigs makes it, valid for ten minutes: one entry per node. */
function sessionSigs() {
  const expiration = new Date(Date.now() + 10 * 60_000).toISOString();
  const address = '0x2F6f5874a4d251e35Cd78b3576CA90bD2f05Fe0B';
  const capability = {sig: 'c', derivedVia: 'web3.eth.personal.sign', signedMessage: `example.com wants you to sign in with your Ethereum account:\n${address}\n\nExpiration Time: ${expiration}`, address};
  const signedMessage = JSON.stringify({sessionKey: 'k', resourceAbilityRequests: [], capabilities: [capability], issuedAt: new Date().toISOString(), expiration});
  return Object.fromEntries(NODES.map((node) => [node, {sig: 's', derivedVia: 'litSessionSignViaNacl', signedMessage, address: 'k', algo: 'ed25519'}]));
}

/** A LitNodeClientNodeJs as after connect() to the three made-up nodes, with a threshold of two. */
function connectedClient(blsPublicKey = 'unused') {
  const {LitNodeClientNodeJs} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
  const client = new LitNodeClientNodeJs({litNetwork: 'datil-dev', debug: false});
  Object.assign(client, {ready: true, connectedNodes: new Set(NODES), subnetPubKey: blsPublicKey, networkPubKey: blsPublicKey, networkPubKeySet: blsPublicKey});
  client.config.minNodeCount = 2;
  return client;
}

/** A fresh instance of the ECDSA WebAssembly module, as loadModules() makes when connect() runs. */
const resetEcdsa = async () => {
  await requireFromSamples('@lit-protocol/ecdsa-sdk').initWasmEcdsaSdk();
};

/** Runs `body` with console.error silenced: the ECDSA WebAssembly prints its panic there before the SDK goes on. */
const quietly = <T>(body: () => Promise<T>) => withGlobals({console: {...console, error: () => undefined, log: () => undefined}}, body);

test.describe('@lit-protocol 6.11.5: ECDSA shares in pkpSign and executeJs', () => {
  test.skip(!installed, skipReason);

  let ethers: Any;
  let key: Any;
  let curve: Any;
  let pkpAddress: string;
  const digest = (text: string) => ethers.utils.arrayify(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(text)));
  const hex = (x: Any) => x.toString(16).padStart(64, '0').toUpperCase();

  test.beforeAll(async () => {
    ethers = requireFromSamples('ethers').ethers;
    // elliptic is ethers' own curve library; it gives the nonce point R of a signature.
    const {ec: EC} = createRequire(requireFromSamples.resolve('@ethersproject/signing-key'))('elliptic');
    curve = new EC('secp256k1');
    key = curve.keyFromPrivate(PKP_KEY, 'hex');
    pkpAddress = new ethers.Wallet('0x' + PKP_KEY).address;
    await resetEcdsa();
  });
  // A failed combination leaves the ECDSA WebAssembly panicking for every later call in this worker; start fresh.
  test.afterEach(() => resetEcdsa());

  /** Three additive shares of a real signature of `toSign`, and the point R that goes with them. */
  const sharesOf = (toSign: Uint8Array) => {
    const full = key.sign(toSign, {canonical: true});
    const n = curve.curve.n;
    const shares = [new n.constructor(7), new n.constructor(11)];
    shares.push(full.s.sub(shares[0]).sub(shares[1]).umod(n));
    return {shares, R: curve.curve.pointFromX(full.r, full.recoveryParam & 1)};
  };

  /** One node's /web/pkp/sign answer, as the Datil nodes send it (snake case, JSON-quoted hex). */
  const pkpSignAnswer = (toSign: Uint8Array, share: Any, R: Any, index: number) => ({
    success: true,
    signedData: [],
    signatureShare: {
      digest: Buffer.from(toSign).toString('hex'),
      result: 'success',
      share_index: index,
      signature_share: `"${hex(share)}"`,
      big_r: `"${R.encodeCompressed('hex').toUpperCase()}"`,
      public_key: `"${key.getPublic(false, 'hex').toUpperCase()}"`,
      sig_type: 'K256',
    },
  });

  const pkpSign = (client: Any, toSign: Uint8Array, answer: (index: number) => Response) =>
    quietly(async () => {
      const {restore, calls} = stubFetch(({url}) => answer(nodeOf(url)));
      try {
        return {result: await client.pkpSign({toSign, pubKey: key.getPublic(false, 'hex'), sessionSigs: sessionSigs()}), calls};
      } catch (error) {
        return {error: error as Any, calls};
      } finally {
        restore();
      }
    });

  test("pkpSign sends every connected node the request and combines their shares into the PKP signature; one node that refuses makes it reject with that node's error", async () => {
    const toSign = digest('hello');
    const {shares, R} = sharesOf(toSign);
    const good = await pkpSign(connectedClient(), toSign, (i) => json(pkpSignAnswer(toSign, shares[i], R, i)));
    expect(good.calls.map((c) => c.url).sort()).toEqual(NODES.map((n) => `${n}/web/pkp/sign/v1`));
    expect(ethers.utils.recoverAddress(toSign, good.result.signature)).toBe(pkpAddress);

    // The threshold is two, and two nodes still answer, yet the call fails: pkpSign waits for all connected nodes.
    const refused = await pkpSign(connectedClient(), toSign, (i) => (i === 2 ? refusal() : json(pkpSignAnswer(toSign, shares[i], R, i))));
    expect(refused.error.message).toBe('refused by this node');
    expect(refused.error.errorCode).toBe('NodeAccessControlConditionsReturnedNotAuthorized');
  });

  test('the 6.11.5 ECDSA combining checks the combined signature against the public key: one altered share, or one node signing other bytes, makes pkpSign throw instead of returning a signature', async () => {
    const toSign = digest('hello');
    const {shares, R} = sharesOf(toSign);
    const altered = await pkpSign(connectedClient(), toSign, (i) => json(pkpSignAnswer(toSign, i === 0 ? shares[0].addn(1) : shares[i], R, i)));
    expect(altered.result).toBeUndefined();
    // combineEcdsaShares catches the WebAssembly's "signature failed to verify" and returns nothing; getSignatures then
    // reads .r of it.
    expect(altered.error).toBeInstanceOf(TypeError);
    expect(altered.error.message).toBe("Cannot read properties of undefined (reading 'r')");
    await resetEcdsa();

    // A node whose share comes from a signature over other bytes: it does not fit the others.
    const other = sharesOf(digest('something else'));
    const mixed = await pkpSign(connectedClient(), toSign, (i) => json(pkpSignAnswer(toSign, i === 2 ? other.shares[2] : shares[i], R, i)));
    expect(mixed.error).toBeInstanceOf(TypeError);
    await resetEcdsa();

    // The check itself: combineEcdsaShares returns the signature for good shares and nothing for an altered one.
    const {combineEcdsaShares} = requireFromSamples('@lit-protocol/crypto');
    const up = (text: string) => text.toUpperCase();
    const share = (s: Any, i: number) => ({sigType: 'K256', signatureShare: hex(s), shareIndex: i, bigR: up(R.encodeCompressed('hex')), publicKey: up(key.getPublic(true, 'hex')), dataSigned: up(Buffer.from(toSign).toString('hex')), sigName: 'sig'});
    const combined = combineEcdsaShares(shares.map(share));
    expect(ethers.utils.recoverAddress(toSign, ethers.utils.joinSignature({r: '0x' + combined.r, s: '0x' + combined.s, v: combined.recid}))).toBe(pkpAddress);
    const errors: string[] = [];
    await withGlobals({console: {...console, error: (...a: unknown[]) => errors.push(a.join(' ')), log: () => undefined}}, async () => {
      expect(combineEcdsaShares([shares[0].addn(1), shares[1], shares[2]].map(share))).toBeUndefined();
    });
    expect(errors.join('\n')).toContain('signature failed to verify');
  });

  test('after one failed ECDSA combination the 6.11.5 client cannot combine any signature, even from correct shares, until its WebAssembly modules are loaded again (disconnect() unloads them, connect() loads them)', async () => {
    const toSign = digest('hello');
    const {shares, R} = sharesOf(toSign);
    const client = connectedClient();
    const honest = (i: number) => json(pkpSignAnswer(toSign, shares[i], R, i));
    expect((await pkpSign(client, toSign, honest)).result.signature).toBeTruthy();
    await pkpSign(client, toSign, (i) => json(pkpSignAnswer(toSign, i === 0 ? shares[0].addn(1) : shares[i], R, i)));
    const after = await pkpSign(client, toSign, honest);
    expect(after.error).toBeInstanceOf(TypeError);
    // What disconnect() and a later connect() do with the modules.
    const crypto = requireFromSamples('@lit-protocol/crypto');
    crypto.unloadModules();
    crypto.loadModules();
    await expect.poll(() => Boolean((globalThis as Any).wasmECDSA)).toBe(true);
    const reloaded = await pkpSign(client, toSign, honest);
    expect(ethers.utils.recoverAddress(toSign, reloaded.result.signature)).toBe(pkpAddress);
  });

  test('executeJs combines the shares of a signing action the same way: shares over the same bytes give the PKP signature, one node whose share is over other bytes makes executeJs throw the same TypeError', async () => {
    const toSign = digest('hello');
    const {shares, R} = sharesOf(toSign);
    const other = sharesOf(digest('hello at another time'));
    // One node's executeJs answer for an action that called signEcdsa with sigName "sig".
    const actionAnswer = (share: Any, index: number) =>
      json({
        success: true,
        response: '',
        logs: '',
        claimData: {},
        signedData: {
          sig: {sigType: 'K256', dataSigned: `"${Buffer.from(toSign).toString('hex').toUpperCase()}"`, signatureShare: `"${hex(share)}"`, shareIndex: index, bigR: `"${R.encodeCompressed('hex').toUpperCase()}"`, publicKey: `"${key.getPublic(false, 'hex').toUpperCase()}"`, sigName: 'sig'},
        },
      });
    const execute = (answer: (index: number) => Response) =>
      quietly(async () => {
        const {restore} = stubFetch(({url}) => answer(nodeOf(url)));
        try {
          return {result: await connectedClient().executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}})};
        } catch (error) {
          return {error: error as Any};
        } finally {
          restore();
        }
      });
    const good = await execute((i) => actionAnswer(shares[i], i));
    expect(ethers.utils.recoverAddress(toSign, good.result.signatures.sig.signature)).toBe(pkpAddress);
    const mixed = await execute((i) => actionAnswer(i === 2 ? other.shares[2] : shares[i], i));
    expect(mixed.error).toBeInstanceOf(TypeError);
    expect(mixed.error.message).toBe("Cannot read properties of undefined (reading 'r')");
  });

  test('when the action signed, executeJs resolves to { claims: {}, signatures, response, logs } with no decryptions field: signatures[sigName].signature is 0x and 130 hex digits, and the response is the parsed JSON object', async () => {
    const toSign = digest('Ship it on Friday');
    const {shares, R} = sharesOf(toSign);
    const response = JSON.stringify({signed: true, digest: ethers.utils.hexlify(toSign)});
    const answer = (i: number) =>
      json({
        success: true,
        response,
        logs: 'checked\n',
        claimData: {},
        signedData: {
          noteSig: {sigType: 'K256', dataSigned: `"${Buffer.from(toSign).toString('hex').toUpperCase()}"`, signatureShare: `"${hex(shares[i])}"`, shareIndex: i, bigR: `"${R.encodeCompressed('hex').toUpperCase()}"`, publicKey: `"${key.getPublic(false, 'hex').toUpperCase()}"`, sigName: 'noteSig'},
        },
      });
    const result: Any = await quietly(async () => {
      const {restore} = stubFetch(({url}) => answer(nodeOf(url)));
      try {
        return await connectedClient().executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}});
      } finally {
        restore();
      }
    });
    expect(Object.keys(result).sort()).toEqual(['claims', 'logs', 'response', 'signatures']);
    expect(result.claims).toEqual({});
    expect(result.response).toEqual({signed: true, digest: ethers.utils.hexlify(toSign)});
    expect(result.logs).toBe('checked\n');
    const sig = result.signatures.noteSig;
    expect(sig.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(ethers.utils.recoverAddress(toSign, sig.signature)).toBe(pkpAddress);
  });

  test('executeJs without useSingleNode needs a successful answer from every connected node: one node that refuses makes it reject; with useSingleNode one node answers alone', async () => {
    const client = connectedClient();
    const answer = (i: number) => (i === 0 ? refusal() : json({success: true, signedData: {}, claimData: {}, response: 'ok', logs: ''}));
    const refused = await quietly(async () => {
      const {restore} = stubFetch(({url}) => answer(nodeOf(url)));
      try {
        return await thrownBy(() => client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}}));
      } finally {
        restore();
      }
    });
    expect(refused.message).toBe('refused by this node');

    const single = await quietly(async () => {
      const {restore, calls} = stubFetch(() => json({success: true, signedData: {}, claimData: {}, response: 'ok', logs: ''}));
      try {
        return {result: await client.executeJs({sessionSigs: sessionSigs(), code: 'x', jsParams: {}, useSingleNode: true}), calls};
      } finally {
        restore();
      }
    });
    expect(single.calls).toHaveLength(1);
    expect(single.result.response).toBe('ok');
  });
});

test.describe('@lit-protocol 6.11.5: BLS shares in decrypt and getSignedToken', () => {
  test.skip(!installed, skipReason);

  let bls: Any;
  let x: bigint;
  let a1: bigint;
  let publicKey: string;
  const DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
  const WALLET = '0x1111111111111111111111111111111111111111';
  const conditions = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: WALLET}}];
  const authSig = {sig: 's', derivedVia: 'web3.eth.personal.sign', signedMessage: 'm', address: WALLET};

  test.beforeAll(async () => {
    bls = requireFromSamples('@noble/curves/bls12-381').bls12_381;
    await requireFromSamples('@lit-protocol/bls-sdk').initWasmBlsSdk();
    const Fr = bls.fields.Fr;
    x = Fr.create(0x1234567890abcdefn);
    a1 = Fr.create(0xfedcba0987654321n);
    publicKey = Buffer.from(bls.G1.ProjectivePoint.BASE.multiply(x).toRawBytes(true)).toString('hex');
  });

  /** Node `index`'s BLS signature share over `message` (0-based index; the share's identifier is index + 1). */
  const blsShare = (message: Uint8Array, index: number, tweak = 0n) => {
    const Fr = bls.fields.Fr;
    const keyShare = Fr.add(Fr.add(x, Fr.mul(a1, BigInt(index + 1))), tweak);
    const point = bls.G2.hashToCurve(message, {DST}).multiply(keyShare);
    return {ProofOfPossession: (index + 1).toString(16).padStart(2, '0') + Buffer.from(point.toRawBytes(true)).toString('hex')};
  };

  const run = (answer: (index: number, body: Any) => Response, body: () => Promise<unknown>): Promise<Any> =>
    quietly(async () => {
      const {restore, calls} = stubFetch(({url, body: sent}) => answer(nodeOf(url), sent));
      try {
        return {result: await body(), calls};
      } catch (error) {
        return {error: error as Any, calls};
      } finally {
        restore();
      }
    });

  test('decrypt combines the first minNodeCount shares and verifies them against the network key: two of three nodes suffice, a refusing node does not matter, and one altered share makes it throw "Failed to verify signature"', async () => {
    const client = connectedClient(publicKey);
    const {ciphertext, dataToEncryptHash} = await client.encrypt({accessControlConditions: conditions, dataToEncrypt: new TextEncoder().encode('the secret')});
    const hashOfConditions = Buffer.from(await client.getHashedAccessControlConditions({accessControlConditions: conditions})).toString('hex');
    const identity = new TextEncoder().encode(`lit-accesscontrolcondition://${hashOfConditions}/${dataToEncryptHash}`);
    const decrypt = () => client.decrypt({accessControlConditions: conditions, chain: 'ethereum', ciphertext, dataToEncryptHash, authSig});
    const share = (i: number, tweak = 0n) => json({signatureShare: blsShare(identity, i, tweak), shareIndex: i, result: 'success'});

    const good = await run((i) => share(i), decrypt);
    expect(new TextDecoder().decode(good.result.decryptedData)).toBe('the secret');

    const oneRefuses = await run((i) => (i === 0 ? refusal() : share(i)), decrypt);
    expect(new TextDecoder().decode(oneRefuses.result.decryptedData)).toBe('the secret');

    const altered = await run((i) => share(i, i === 0 ? 1n : 0n), decrypt);
    expect(altered.result).toBeUndefined();
    expect(String(altered.error)).toContain('Failed to verify signature');
  });

  test('getSignedToken combines the BLS shares without checking them: one altered share gives a JWT that verifyJwt rejects, with no error from getSignedToken', async () => {
    const {verifyJwt} = requireFromSamples('@lit-protocol/encryption');
    const client = connectedClient(publicKey);
    const unsignedJwt = `${Buffer.from(JSON.stringify({alg: 'BLS12-381', typ: 'JWT'})).toString('base64url')}.${Buffer.from(JSON.stringify({iss: 'LIT', sub: WALLET})).toString('base64url')}`;
    const message = new TextEncoder().encode(unsignedJwt);
    const answer = (tweak: bigint) => (i: number) => json({signatureShare: blsShare(message, i, i === 0 ? tweak : 0n), shareIndex: i, unsignedJwt, result: 'success'});
    const token = () => client.getSignedToken({accessControlConditions: conditions, chain: 'ethereum', authSig});

    const good = await run(answer(0n), token);
    expect(verifyJwt({publicKey, jwt: good.result}).verified).toBe(true);

    const altered = await run(answer(1n), token);
    expect(altered.error).toBeUndefined();
    expect(altered.result).not.toBe(good.result);
    expect(() => verifyJwt({publicKey, jwt: altered.result})).toThrow();
  });
});
