/**
 * Declarations for the globals a Lit Action sees when it runs on the Lit nodes (Datil networks, SDK 6.x),
 * as the docs use them. Used by scripts/check-samples.mjs for fences marked `lit-action`.
 *
 * Every declaration names its source. The sources, all in public repositories of LIT-Protocol:
 *
 * - [JSDOC] `rust/lit-actions/ext/js/02_litActionsSDK.js` in LIT-Protocol/Node: the Lit Actions SDK the nodes run.
 *   Its JSDoc comments are what the Lit Actions API reference is generated from (the same file, with a later
 *   `keySetId` parameter, is in LIT-Protocol/lit-peer).
 * - [OPS] `rust/lit-actions/ext/bindings.rs` in LIT-Protocol/Node: the Rust ops each SDK function calls. Where the
 *   JSDoc and the op disagree on a type, the op wins (it is what the node checks and returns); each such case says so.
 * - [RUNTIME] `rust/lit-actions/server/runtime.rs` in LIT-Protocol/Node: defines `LitActions`, `LitAuth` and
 *   `Lit = {Actions, Auth, Headers}` as frozen globals, and copies the caller's `jsParams` onto `globalThis` (that is
 *   why jsParams are globals; check-samples declares them per fence with jsParams="…").
 * - [SDK-DTS] `packages/wrapped-keys-lit-actions/global.d.ts` in LIT-Protocol/js-sdk: the SDK line's own
 *   declarations of these globals (copied from the node's lit-assets repository, per its header), used for
 *   `Lit.Auth`.
 * - [AUTH-DOCS] `rust/lit-actions/ext/js/04_litAuthDocs.js` in LIT-Protocol/lit-peer: the reference's page on
 *   `Lit.Auth` (the one place `authSigAddress` is documented).
 *
 * Keep this file to what the pages use and what these sources define; a new declaration names its source too.
 */
import type {ethers as EthersV5} from 'ethers';

/** [OPS] The ops take conditions as `Vec<serde_json::Value>`: an array of condition objects. */
type AccessControlConditions = readonly object[];
/**
 * [JSDOC] signEcdsa and friends copy `toSign` with `new Uint8Array(toSign)` before calling the op, so a plain array
 * of byte values works as well as a Uint8Array (the JSDoc names only Uint8Array).
 */
type Bytes = Uint8Array | number[];
/** [OPS] `auth_sig: Option<serde_json::Value>`: an AuthSig object, or null to decide on conditions alone. */
type AuthSigOrNull = object | null;

interface DecryptParams {
  /** [JSDOC][OPS] The only condition parameter the SDK function reads (it destructures no other condition kind). */
  accessControlConditions: AccessControlConditions;
  ciphertext: string;
  dataToEncryptHash: string;
  authSig: AuthSigOrNull;
  chain: string;
}

interface SignParams {
  /** The data to sign: 32 bytes, a hash (signEcdsa's JSDoc: "an array of 8-bit integers"). */
  toSign: Bytes;
  /** The PKP's public key. */
  publicKey: string;
  /** The name the signature gets in the client's `signatures` result. */
  sigName: string;
}

interface LitActionsApi {
  /**
   * [JSDOC] signEcdsa. Each node returns its signature share to the client SDK, which combines them.
   * [OPS] op_sign_ecdsa resolves to the string "success".
   */
  signEcdsa(params: SignParams): Promise<string>;
  /**
   * [JSDOC] signAndCombineEcdsa: the shares are combined inside the action. The JSDoc says it returns a Uint8array;
   * [OPS] op_sign_and_combine_ecdsa returns a String (the combined signature, which the pages parse as JSON).
   */
  signAndCombineEcdsa(params: SignParams): Promise<string>;
  /** [JSDOC] ethPersonalSignMessageEcdsa: EIP-191 (personal_sign) signature of `message`; resolves to "success". */
  ethPersonalSignMessageEcdsa(params: {message: string; publicKey: string; sigName: string}): Promise<string>;
  /** [JSDOC] setResponse: the string the client gets as `response`. [OPS] op_set_response returns nothing. */
  setResponse(params: {response: string}): void;
  /**
   * [JSDOC] checkConditions: evaluates conditions with the access control engine; resolves to true or false.
   * [OPS] op_check_conditions takes `auth_sig` and `chain` as Options, so both may be left out or null.
   */
  checkConditions(params: {conditions: AccessControlConditions; authSig?: AuthSigOrNull; chain?: string}): Promise<boolean>;
  /** [JSDOC] decryptAndCombine: decrypts inside the action. [OPS] resolves to the plaintext as a String. */
  decryptAndCombine(params: DecryptParams): Promise<string>;
  /**
   * [JSDOC] decryptToSingleNode: decrypts on one node only (use inside runOnce). [OPS] resolves to a String;
   * the pages check for an empty result on the other nodes.
   */
  decryptToSingleNode(params: DecryptParams): Promise<string>;
  /**
   * [JSDOC] encrypt: encrypts under the given conditions. [OPS] op_encrypt_bls takes `to_encrypt` as bytes
   * (`#[buffer(copy)] Vec<u8>`, the JSDoc says string) and returns `{ciphertext, dataToEncryptHash}`.
   */
  encrypt(params: {
    accessControlConditions: AccessControlConditions;
    to_encrypt: Uint8Array;
  }): Promise<{ciphertext: string; dataToEncryptHash: string}>;
  /**
   * [JSDOC] runOnce: one node (the leader, op_is_leader) runs `fn`. If `fn` throws, the result is the string
   * "[ERROR]"; the result is converted with toString(). With waitForResponse the leader broadcasts it and every node
   * resolves to it; without, the other nodes resolve to undefined.
   */
  runOnce(params: {waitForResponse: true; name?: string}, fn: () => Promise<string>): Promise<string>;
  runOnce(params: {waitForResponse: boolean; name?: string}, fn: () => Promise<string>): Promise<string | undefined>;
  /**
   * [JSDOC] broadcastAndCollect: every node contributes `value`. The JSDoc says "a json array" string;
   * [OPS] op_broadcast_and_collect returns `Vec<String>`, an array with one value per node.
   */
  broadcastAndCollect(params: {name: string; value: string}): Promise<string[]>;
  /** [JSDOC] getRpcUrl: the RPC URL the nodes use for a chain name. */
  getRpcUrl(params: {chain: string}): Promise<string>;
  /**
   * [JSDOC] claimKey: claims a key derived from `keyId`; the claim appears in the client's result under `keyId`.
   * [OPS] op_claim_key_identifier is async and resolves to a String.
   */
  claimKey(params: {keyId: string}): Promise<string>;
  /** [JSDOC] getLatestNonce: the latest nonce of an address on a supported chain, fetched by the node. */
  getLatestNonce(params: {address: string; chain: string}): Promise<string>;
  /** [JSDOC] call: runs another Lit Action by IPFS id; resolves to its response. [OPS] params is optional JSON. */
  call(params: {ipfsId: string; params?: Record<string, unknown>}): Promise<string>;
  /** [JSDOC] callContract: `txn` is an RLP-encoded transaction as a hex string; resolves to the call's result. */
  callContract(params: {chain: string; txn: string}): Promise<string>;
  /** [JSDOC] uint8arrayToString: re-export of `toString` of the uint8arrays package; encoding defaults to utf8. */
  uint8arrayToString(array: Uint8Array, encoding?: string): string;
  /** [JSDOC] uint8arrayFromString: re-export of `fromString` of the uint8arrays package; encoding defaults to utf8. */
  uint8arrayFromString(value: string, encoding?: string): Uint8Array;
  /**
   * aesDecrypt has no JSDoc in the Node repository ([SDK-DTS] types it any). [JSDOC] the function copies both
   * arguments with `new Uint8Array(…)`; [OPS] op_aes_decrypt resolves to the plaintext as a String.
   */
  aesDecrypt(params: {symmetricKey: Bytes; ciphertext: Bytes}): Promise<string>;
  /**
   * [JSDOC] pubkeyToTokenId: keccak256 of the public key, as the token id. The JSDoc says Promise<string>;
   * [OPS] op_pubkey_to_token_id is synchronous and returns the String itself (`await` on it is harmless).
   */
  pubkeyToTokenId(params: {publicKey: string}): string;
  /** [JSDOC] isPermittedAction. */
  isPermittedAction(params: {tokenId: string; ipfsId: string}): Promise<boolean>;
  /** [JSDOC] isPermittedAddress. */
  isPermittedAddress(params: {tokenId: string; address: string}): Promise<boolean>;
  /**
   * [JSDOC] isPermittedAuthMethod. The JSDoc types authMethodType as a number; [OPS] the op takes it as a string
   * (`#[string]`, checked as a uint256, decimal or 0x hex). `userId` is copied with `new Uint8Array(userId)`.
   */
  isPermittedAuthMethod(params: {tokenId: string; authMethodType: string; userId: Bytes}): Promise<boolean>;
  /** [JSDOC] getPermittedActions: IPFS ids of the permitted actions. */
  getPermittedActions(params: {tokenId: string}): Promise<string[]>;
  /** [JSDOC] getPermittedAddresses. */
  getPermittedAddresses(params: {tokenId: string}): Promise<string[]>;
  /**
   * [JSDOC] getPermittedAuthMethods: objects with `auth_method_type`, `id` and `user_pubkey` (the JSDoc gives no
   * types for them, so they are `unknown` here: check before use).
   */
  getPermittedAuthMethods(params: {tokenId: string}): Promise<Array<{auth_method_type: unknown; id: unknown; user_pubkey: unknown}>>;
  /**
   * [JSDOC] getPermittedAuthMethodScopes: one boolean per scope id, index = scope id. maxScopeId defaults to 100 in
   * the function; authMethodType is a string (JSDoc and op agree).
   */
  getPermittedAuthMethodScopes(params: {
    tokenId: string;
    authMethodType: string;
    userId: Bytes;
    maxScopeId?: number;
  }): Promise<boolean[]>;
}

/** [SDK-DTS] `Lit.Auth`, filled by the node from the request's auth context ([RUNTIME] serializes it in). */
interface LitAuthContext {
  /** [SDK-DTS] IPFS ids of the actions in the call stack. */
  actionIpfsIds: string[];
  /** [SDK-DTS] The auth methods the caller presented, as the nodes verified them. */
  authMethodContexts: Array<{
    userId: string;
    appId: string;
    authMethodType: number;
    lastRetrievedAt: string;
    expiration: number;
    usedForSignSessionKeyRequest: boolean;
  }>;
  /** [AUTH-DOCS] The address of the auth signature behind the request, or null when there is none. */
  authSigAddress: string | null;
  /** [AUTH-DOCS] Resource URIs of the SIWE message or session signatures ([SDK-DTS] leaves them untyped). */
  resources: string[];
  /** [SDK-DTS] Set when the session was authorized by a custom auth Lit Action. */
  customAuthResource: string;
}

declare global {
  /** [RUNTIME] `Lit.Actions` is `LitActions` and `Lit.Auth` is `LitAuth` (the same frozen objects). */
  const Lit: {Actions: LitActionsApi; Auth: LitAuthContext};
  /** [RUNTIME] The SDK object of [JSDOC] (`globalThis.LitActions`). */
  const LitActions: LitActionsApi;
  /** [RUNTIME] The auth context, frozen. */
  const LitAuth: LitAuthContext;
  /**
   * ethers v5: `rust/lit-actions/ext/js/00_ethers.js` in LIT-Protocol/Node bundles ethers 5.7.2 (its header says so),
   * and [SDK-DTS] declares `ethers` as a global of that type.
   */
  const ethers: typeof EthersV5;
}

export {};
