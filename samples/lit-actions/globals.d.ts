/**
 * Declarations for the globals a Lit Action sees when it runs on the Lit nodes (Datil networks, SDK 6.x),
 * as the docs use them. Used by scripts/check-samples.mjs for fences marked `lit-action`.
 * The runtime exposes the API as both `Lit.Actions` and `LitActions`; values the caller passes in `jsParams`
 * become globals too (declared per fence with jsParams="…").
 * Keep this file to what the pages use and what the public Lit Actions API reference documents.
 */
import type {ethers as EthersV5} from 'ethers';

type AccessControlConditions = readonly object[];
/** The decrypt functions take exactly one of the condition kinds, like the SDK's encrypt functions. */
type ConditionsOneOf =
  | {accessControlConditions: AccessControlConditions}
  | {evmContractConditions: AccessControlConditions}
  | {solRpcConditions: AccessControlConditions}
  | {unifiedAccessControlConditions: AccessControlConditions};

interface LitActionsApi {
  /** Signs `toSign` (32 bytes) with the PKP; each node returns its share under `sigName`. */
  signEcdsa(params: {toSign: Uint8Array | number[]; publicKey: string; sigName: string}): Promise<string>;
  /** Signs and combines the shares inside the action; resolves to the combined signature as a JSON string. */
  signAndCombineEcdsa(params: {toSign: Uint8Array | number[]; publicKey: string; sigName: string}): Promise<string>;
  /** EIP-191 (eth_sign / personal_sign) signature of a message with the PKP. */
  ethPersonalSignMessageEcdsa(params: {message: string; publicKey: string; sigName: string}): Promise<string>;
  /** Sets the value returned to the caller in `response`. */
  setResponse(params: {response: string}): void;
  /** Evaluates access control conditions for the given authSig; resolves to true or false. */
  checkConditions(params: {conditions: AccessControlConditions; authSig: object | null; chain: string}): Promise<boolean>;
  /** Decrypts inside the action; the plaintext is only visible to the action. */
  decryptAndCombine(params: ConditionsOneOf & {
    ciphertext: string;
    dataToEncryptHash: string;
    authSig: object | null;
    chain: string;
  }): Promise<string>;
  /** Decrypts on the single node that runs this code path (use inside runOnce). */
  decryptToSingleNode(params: ConditionsOneOf & {
    ciphertext: string;
    dataToEncryptHash: string;
    authSig: object | null;
    chain: string;
  }): Promise<string>;
  /** Encrypts inside the action under the given conditions. */
  encrypt(params: {
    accessControlConditions: AccessControlConditions;
    to_encrypt: Uint8Array;
  }): Promise<{ciphertext: string; dataToEncryptHash: string}>;
  /**
   * Runs `fn` on one node only and shares its string result with the others. Nodes that were not chosen get
   * undefined when waitForResponse is false; if `fn` throws, the result is the string "[ERROR]".
   */
  runOnce(params: {waitForResponse: true; name: string}, fn: () => Promise<string>): Promise<string>;
  runOnce(params: {waitForResponse: boolean; name: string}, fn: () => Promise<string>): Promise<string | undefined>;
  /** Each node contributes `value`; resolves to the values from every node. */
  broadcastAndCollect(params: {name: string; value: string}): Promise<string[]>;
  /** The RPC URL the nodes use for a chain name from the supported chains list. */
  getRpcUrl(params: {chain: string}): Promise<string>;
  /** Claims a key derived from `keyId` for this action (claimable keys). */
  claimKey(params: {keyId: string}): void;
  /** The latest nonce for an address on a chain, fetched by the nodes. */
  getLatestNonce(params: {address: string; chain: string}): Promise<string>;
  /** Calls another Lit Action stored on IPFS and resolves to its response. */
  call(params: {ipfsId: string; params?: Record<string, unknown>}): Promise<string>;
  /** Calls a read-only contract method: `txn` is a serialized unsigned transaction. */
  callContract(params: {chain: string; txn: string}): Promise<string>;
  uint8arrayToString(array: Uint8Array, encoding: string): string;
  uint8arrayFromString(value: string, encoding: string): Uint8Array;
  /** Decrypts AES-encrypted data with a symmetric key inside the action. */
  aesDecrypt(params: {symmetricKey: Uint8Array; ciphertext: Uint8Array}): Promise<string>;
  /** The PKP NFT token id of a public key. */
  pubkeyToTokenId(params: {publicKey: string}): Promise<string>;
  isPermittedAction(params: {tokenId: string; ipfsId: string}): Promise<boolean>;
  isPermittedAddress(params: {tokenId: string; address: string}): Promise<boolean>;
  isPermittedAuthMethod(params: {tokenId: string; authMethodType: number | string; userId: Uint8Array | number[]}): Promise<boolean>;
  getPermittedActions(params: {tokenId: string}): Promise<string[]>;
  getPermittedAddresses(params: {tokenId: string}): Promise<string[]>;
  getPermittedAuthMethods(params: {tokenId: string}): Promise<object[]>;
  getPermittedAuthMethodScopes(params: {
    tokenId: string;
    authMethodType: number | string;
    userId: Uint8Array | number[];
    maxScopeId?: number;
  }): Promise<boolean[]>;
}

interface LitAuthContext {
  /** IPFS ids of the actions in the call stack. */
  actionIpfsIds: string[];
  /** The auth methods the caller presented, as the nodes verified them. */
  authMethodContexts: Array<{userId: string; appId: string; authMethodType: number; lastRetrievedAt: string; expiration: number; usedForSignSessionKeyRequest: boolean}>;
  /** Address of the wallet behind the session, when the caller used one. */
  authSigAddress: string | null;
  resources: string[];
  /** Set when the session was authorized by a custom auth Lit Action. */
  customAuthResource: string;
}

declare global {
  const Lit: {Actions: LitActionsApi; Auth: LitAuthContext};
  const LitActions: LitActionsApi;
  const LitAuth: LitAuthContext;
  /** ethers v5 is available in every Lit Action. */
  const ethers: typeof EthersV5;
}

export {};
