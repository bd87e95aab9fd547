/**
 * What the 2.2.61 client checks about the shares the nodes send back, for the v2 pages that say what one node can or
 * cannot do (versioned_docs/version-2.0/resources/howItWorks.md, intro/whatIsLitProtocol.md, LitActions/*, pkp/intro.md,
 * support/faq.md, concepts/pkpsAsWallet.md and others). Run offline: `fetch` is answered by made-up nodes that hold shares of a test key. ECDSA
 * shares are additive (they add up to the signature's s, as the 2.2.61 ecdsa-sdk combines them); the BLS key set is made
 * with the 2.2.61 bls-sdk's own threshold helpers (generate_poly, derive_key_share). Each title is the fact in words;
 * the pages' .claims.yml files cite them by title.
 */
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {captureConsole, stubFetch, V2_NODES, connectedV2Client, samplesSet, standInAuthSig} from './harness';

const {installed, requireFromSamples, skipReason} = samplesSet('v2', '@lit-protocol/lit-node-client-nodejs');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const PKP_KEY = '0x' + '11'.repeat(32);
const json = (body: unknown) => new Response(JSON.stringify(body), {status: 200, headers: {'content-type': 'application/json'}});
const hex = (bytes: Uint8Array | number[]) => Buffer.from(Uint8Array.from(bytes)).toString('hex');
const authSig = standInAuthSig();
const conditions = [{contractAddress: '', standardContractType: '', chain: 'ethereum', method: '', parameters: [':userAddress'], returnValueTest: {comparator: '=', value: authSig.address}}];

/**
 * A real signature of `message` by the test key, its s split into three additive shares (one per made-up node), as
 * the 2.2.61 ecdsa-sdk adds them up; `word` writes a share or coordinate as 64 hex digits.
 */
async function additiveShares(message: string) {
  const {ethers} = requireFromSamples('ethers');
  // elliptic is ethers' own curve library; it gives the nonce point R that the nodes report as localX / localY.
  const {ec: EC} = createRequire(requireFromSamples.resolve('@ethersproject/signing-key'))('elliptic');
  await requireFromSamples('@lit-protocol/ecdsa-sdk').initWasmEcdsaSdkNodejs();
  const curve = new EC('secp256k1');
  const key = curve.keyFromPrivate(PKP_KEY.slice(2), 'hex');
  const toSign: Uint8Array = ethers.utils.arrayify(ethers.utils.keccak256(ethers.utils.toUtf8Bytes(message)));
  const full = key.sign(toSign, {canonical: true});
  const n = curve.curve.n;
  const shares: Any[] = [new n.constructor(5), new n.constructor(9)];
  shares.push(full.s.sub(shares[0]).sub(shares[1]).umod(n));
  return {
    ethers,
    key,
    toSign,
    shares,
    R: curve.curve.pointFromX(full.r, full.recoveryParam & 1),
    pkpAddress: new ethers.Wallet(PKP_KEY).address as string,
    word: (x: Any) => x.toString(16).padStart(64, '0') as string,
  };
}

test.describe('2.2.61 combines node shares without checking them', () => {
  test.skip(!installed, skipReason);

  test('executeJs combines every ECDSA signature share the nodes return without checking any: one node that alters its share changes the signature, and executeJs raises no error', async () => {
    const {ethers, key, toSign, shares, R, pkpAddress, word} = await additiveShares('temperature:48');
    const client = connectedV2Client(requireFromSamples);
    const run = async (sent: Any[]) => {
      const {restore} = stubFetch(({url}) => {
        const index = V2_NODES.findIndex((node) => url.startsWith(node));
        const share = {sigType: 'ECDSA', signatureShare: word(sent[index]), shareIndex: index, localX: word(R.getX()), localY: word(R.getY()), publicKey: key.getPublic(false, 'hex'), dataSigned: hex(toSign)};
        return json({success: true, signedData: {weatherSig: share}, decryptedData: {}, response: '{"signed":true}', logs: ''});
      });
      try {
        return await client.executeJs({code: 'signs', authSig, jsParams: {}});
      } finally {
        restore();
      }
    };
    const good = await run(shares);
    expect(ethers.utils.recoverAddress(toSign, good.signatures.weatherSig.signature)).toBe(pkpAddress);
    const spoiled = await run([shares[0], shares[1].addn(1), shares[2]]);
    expect(spoiled.response).toEqual({signed: true});
    expect(spoiled.signatures.weatherSig.signature).not.toBe(good.signatures.weatherSig.signature);
    expect(ethers.utils.recoverAddress(toSign, spoiled.signatures.weatherSig.signature)).not.toBe(pkpAddress);
  });

  test('pkpSign combines every share the nodes return without checking any: correct shares give the PKP signature, one altered share gives another signature and no error', async () => {
    const {ethers, key, toSign, shares, R, pkpAddress, word} = await additiveShares('hello');
    const client = connectedV2Client(requireFromSamples);
    const sign = async (sent: Any[]) => {
      const {restore} = stubFetch(({url}) => {
        const index = V2_NODES.findIndex((node) => url.startsWith(node));
        return json({
          signedData: Array.from(toSign),
          signatureShare: {sig_type: 'ECDSA', signature_share: word(sent[index]), share_index: index, local_x: word(R.getX()), local_y: word(R.getY()), public_key: key.getPublic(false, 'hex'), result: 'success'},
        });
      });
      try {
        return await client.pkpSign({toSign, pubKey: key.getPublic(false, 'hex'), authSig: {...authSig, address: pkpAddress}, authMethods: []});
      } finally {
        restore();
      }
    };
    const good = await sign(shares);
    expect(ethers.utils.recoverAddress(toSign, good.signature)).toBe(pkpAddress);
    const spoiled = await sign([shares[0].addn(1), shares[1], shares[2]]);
    expect(spoiled.signature).not.toBe(good.signature);
    expect(ethers.utils.recoverAddress(toSign, spoiled.signature)).not.toBe(pkpAddress);
  });

  test('getSignedToken and getEncryptionKey combine BLS shares without checking any: they use the first threshold + 1 shares by share index, so a wrong share among those gives a JWT that verifyJwt refuses, or a wrong key, and no error', async () => {
    const bls = requireFromSamples('@lit-protocol/bls-sdk');
    // The package index re-exports NETWORK_PUB_KEY through a getter that reads this module, where it can be replaced.
    const constants = requireFromSamples('@lit-protocol/constants/src/lib/constants/constants');
    const {LitNodeClientNodeJs, verifyJwt} = requireFromSamples('@lit-protocol/lit-node-client-nodejs');
    const previousBls = (globalThis as {wasmExports?: unknown}).wasmExports;
    (globalThis as {wasmExports?: unknown}).wasmExports = await bls.initWasmBlsSdk();
    const H = bls.wasmBlsSdkHelpers;
    const W = (globalThis as Any).wasmExports;
    const nodes = ['https://n-0.example', 'https://n-1.example', 'https://n-2.example', 'https://n-3.example', 'https://n-4.example'];
    // A made-up network key set of degree 2: any 3 of the 5 nodes' shares rebuild a result.
    const poly = H.generate_poly(2);
    W.derive_master_key(poly.length);
    const masterPublicKey = hex(H.get_mpk_bytes());
    const publicKeySet = hex(H.get_mc_bytes(2));
    const secretShares = nodes.map((_, i) => (W.derive_key_share(i, poly.length), Uint8Array.from(H.get_skshare())));
    const unsignedJwt = ['{"alg":"BLS12-381","typ":"JWT"}', '{"iss":"LIT","sub":"0xabc"}'].map((part) => Buffer.from(part).toString('base64url')).join('.');
    const message = new TextEncoder().encode(unsignedJwt);
    const goodSigShares = secretShares.map((sk) => hex(H.sign_msg(sk, message)));
    const otherSigShares = secretShares.map((sk) => hex(H.sign_msg(sk, new TextEncoder().encode('something else'))));
    const symmetricKey = crypto.getRandomValues(new Uint8Array(32));
    const ciphertext = H.encrypt(Uint8Array.from(H.get_mpk_bytes()), symmetricKey);
    const otherCiphertext = H.encrypt(Uint8Array.from(H.get_mpk_bytes()), new Uint8Array(32));
    const goodDecShares = secretShares.map((sk, i) => hex(H.create_decryption_share(sk, i, i, ciphertext)));
    const otherDecShares = secretShares.map((sk, i) => hex(H.create_decryption_share(sk, i, i, otherCiphertext)));

    const client = new LitNodeClientNodeJs({litNetwork: 'custom', bootstrapUrls: nodes, debug: false, minNodeCount: 3});
    Object.assign(client, {ready: true, connectedNodes: new Set(nodes), subnetPubKey: masterPublicKey, networkPubKeySet: publicKeySet});
    const realKey = constants.NETWORK_PUB_KEY;
    constants.NETWORK_PUB_KEY = masterPublicKey; // verifyJwt checks against this constant; here it is the made-up key
    const answer = (wrongNode: number) =>
      stubFetch(({url}) => {
        const i = nodes.findIndex((node) => url.startsWith(node));
        if (url.endsWith('/web/signing/retrieve')) return json({signatureShare: i === wrongNode ? otherSigShares[i] : goodSigShares[i], shareIndex: i, unsignedJwt});
        return json({decryptionShare: i === wrongNode ? otherDecShares[i] : goodDecShares[i], shareIndex: i});
      });
    const request = {accessControlConditions: conditions, chain: 'ethereum', authSig};
    const attempt = async (wrongNode: number) => {
      const stub = answer(wrongNode);
      try {
        const jwt = await client.getSignedToken({...request, resourceId: {baseUrl: 'a', path: '/b', orgId: '', role: '', extraData: ''}});
        const key = await client.getEncryptionKey({...request, toDecrypt: hex(ciphertext)});
        return {verified: verifyJwt({jwt}).verified, keyMatches: hex(key) === hex(symmetricKey)};
      } finally {
        stub.restore();
      }
    };
    try {
      // bls-sdk prints why a spoiled signature does not verify.
      await captureConsole(['error', 'log'], async () => {
        expect(await attempt(-1)).toEqual({verified: true, keyMatches: true});
        // Nodes 0-2 hold the first three share indexes: a wrong share from any of them spoils both results.
        for (const wrong of [0, 1, 2]) expect(await attempt(wrong)).toEqual({verified: false, keyMatches: false});
        // Shares 3 and 4 are not used at all.
        for (const wrong of [3, 4]) expect(await attempt(wrong)).toEqual({verified: true, keyMatches: true});
      });
    } finally {
      constants.NETWORK_PUB_KEY = realKey;
      (globalThis as {wasmExports?: unknown}).wasmExports = previousBls;
    }
  });
});

test.describe('2.2.61 signature entries (versioned_docs/version-2.0/LitActions/helloWorld.md, additionalExamples/usingEIP.md, sdk/explanation/authentication/sessionSigs/usage.md)', () => {
  test.skip(!installed, skipReason);

  test('each executeJs signature entry has r and s as hex without 0x and without leading zeros, recid 0 or 1, the joined 65-byte 0x signature, and publicKey and dataSigned as the nodes sent them; pkpSign returns an entry with the same fields', async () => {
    // 'invoice 8' signed by the test key has an s that starts with a zero digit.
    const {ethers, key, toSign, shares, R, pkpAddress, word} = await additiveShares('invoice 8');
    const client = connectedV2Client(requireFromSamples);
    const publicKey = key.getPublic(false, 'hex');
    const fromNodes = stubFetch(({url}) => {
      const index = V2_NODES.findIndex((node) => url.startsWith(node));
      const share = {sigType: 'ECDSA', signatureShare: word(shares[index]), shareIndex: index, localX: word(R.getX()), localY: word(R.getY()), publicKey, dataSigned: hex(toSign)};
      return json({success: true, signedData: {approval: share}, decryptedData: {}, response: '{}', logs: ''});
    });
    let entry: Any;
    try {
      entry = (await client.executeJs({code: 'signs', authSig, jsParams: {}})).signatures.approval;
    } finally {
      fromNodes.restore();
    }
    expect(Object.keys(entry).sort()).toEqual(['dataSigned', 'publicKey', 'r', 'recid', 's', 'signature']);
    const full = ethers.utils.splitSignature(entry.signature);
    expect(ethers.utils.hexDataLength(entry.signature)).toBe(65);
    expect(ethers.utils.recoverAddress(toSign, entry.signature)).toBe(pkpAddress);
    expect(full.s.slice(2, 4)).toBe('03');
    expect(entry.s).toBe(full.s.slice(3)); // the leading zero digit is gone: 63 digits, no 0x
    expect(entry.r).toBe(full.r.slice(2));
    expect([0, 1]).toContain(entry.recid);
    expect(entry.recid + 27).toBe(full.v);
    expect([entry.publicKey, entry.dataSigned]).toEqual([publicKey, hex(toSign)]);
    // '0x' + s is not a bytes32 a contract call accepts; splitSignature's s is.
    expect(() => ethers.utils.defaultAbiCoder.encode(['bytes32'], ['0x' + entry.s])).toThrow(/odd-length/);
    expect(() => ethers.utils.defaultAbiCoder.encode(['bytes32'], [full.s])).not.toThrow();

    const fromPkpSign = stubFetch(({url}) => {
      const index = V2_NODES.findIndex((node) => url.startsWith(node));
      return json({
        signedData: Array.from(toSign),
        signatureShare: {sig_type: 'ECDSA', signature_share: word(shares[index]), share_index: index, local_x: word(R.getX()), local_y: word(R.getY()), public_key: publicKey, result: 'success'},
      });
    });
    try {
      const signed = await client.pkpSign({toSign, pubKey: publicKey, authSig: {...authSig, address: pkpAddress}, authMethods: []});
      expect(Object.keys(signed).sort()).toEqual(Object.keys(entry).sort());
      expect(signed).toEqual(entry);
    } finally {
      fromPkpSign.restore();
    }
  });
});
