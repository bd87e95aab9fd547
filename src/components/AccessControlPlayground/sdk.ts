/**
 * Everything the playground asks of the pinned SDK, @lit-protocol/access-control-conditions 6.11.5. Only the
 * playground's Web Worker (worker.ts) imports this module, so the SDK (with the parts of ethers, ajv and
 * @lit-protocol/contracts it requires) is fetched by that page only and runs off the main thread. The tests
 * import it in Node to compare the page with the SDK.
 *
 * The verdict is `encryptString`'s, in its order: the array and operator checks of its `safeParams`
 * (encryptCheck.ts, the one part written here, see why there), then the schema validator LitNodeClient.encrypt
 * runs for the parameter (lit-core's validateAccessControlConditionsSchema), then the hash
 * (getHashedAccessControlConditions). Validation, humanizing, canonical forms and hashes are the SDK's own
 * functions. tests/unit/playgroundSdk.spec.ts compares every part with encryptString and decryptToString run in
 * Node.
 * No function called here sends a request: the one humanizer branch that would (an ERC-20 without a token list
 * entry asks the chain for its decimals) always receives a token list entry (see tokenListFor).
 */
import {
  canonicalAccessControlConditionFormatter,
  canonicalEVMContractConditionFormatter,
  canonicalSolRpcConditionFormatter,
  canonicalUnifiedAccessControlConditionFormatter,
  hashAccessControlConditions,
  hashEVMContractConditions,
  hashSolRpcConditions,
  hashUnifiedAccessControlConditions,
  humanizeEvmBasicAccessControlConditions,
  humanizeEvmContractConditions,
  humanizeSolRpcConditions,
  humanizeUnifiedAccessControlConditions,
  validateAccessControlConditionsSchema,
  validateEVMContractConditionsSchema,
  validateSolRpcConditionsSchema,
  validateUnifiedAccessControlConditionsSchema,
} from '@lit-protocol/access-control-conditions';
import {LIT_CHAINS, LIT_COSMOS_CHAINS, LIT_SVM_CHAINS} from '@lit-protocol/constants';
import type {ConditionKind} from './templates';
import {precheck, type Refusal} from './encryptCheck';
import {tokenListFor, type TokenDetails} from './tokens';
import type {Path} from './jsonText';

export type {TokenDetails};

// The SDK's functions are typed with the SDK's condition types; the playground feeds them whatever the reader
// typed (that is the point), so they are called through this loose signature.
type Loose = (conditions: any) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The validator LitNodeClient.encrypt runs for each parameter (lit-core's validateAccessControlConditionsSchema). */
const VALIDATORS: Record<ConditionKind, Loose> = {
  accessControlConditions: validateAccessControlConditionsSchema as Loose,
  evmContractConditions: validateEVMContractConditionsSchema as Loose,
  solRpcConditions: validateSolRpcConditionsSchema as Loose,
  unifiedAccessControlConditions: validateUnifiedAccessControlConditionsSchema as Loose,
};

/** The hash LitNodeClient.encrypt puts in the ciphertext's identity and decrypt recomputes. */
const HASHERS: Record<ConditionKind, Loose> = {
  accessControlConditions: hashAccessControlConditions as Loose,
  evmContractConditions: hashEVMContractConditions as Loose,
  solRpcConditions: hashSolRpcConditions as Loose,
  unifiedAccessControlConditions: hashUnifiedAccessControlConditions as Loose,
};

/** The formatter each hash function maps over the array before JSON.stringify and SHA-256 (hashing.js). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FORMATTERS: Record<ConditionKind, (condition: any) => unknown> = {
  accessControlConditions: canonicalAccessControlConditionFormatter,
  evmContractConditions: canonicalEVMContractConditionFormatter,
  solRpcConditions: (condition) => canonicalSolRpcConditionFormatter(condition),
  unifiedAccessControlConditions: canonicalUnifiedAccessControlConditionFormatter,
};

function humanizer(kind: ConditionKind, conditions: unknown[], tokenList: unknown[]): Promise<string | undefined> {
  const c = conditions as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (kind) {
    case 'accessControlConditions':
      return humanizeEvmBasicAccessControlConditions({tokenList, accessControlConditions: c});
    case 'evmContractConditions':
      return humanizeEvmContractConditions({tokenList, evmContractConditions: c});
    case 'solRpcConditions':
      return humanizeSolRpcConditions({tokenList, solRpcConditions: c});
    case 'unifiedAccessControlConditions':
      return humanizeUnifiedAccessControlConditions({tokenList, unifiedAccessControlConditions: c});
  }
}

export type Outcome<T> = {ok: true; value: T} | {ok: false; message: string};

/** One error object of ajv, as the SDK prints them after "Errors: ". */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Why encryptString refuses the set: at its array and operator check, or at the schema check. */
export interface Refused extends Refusal {
  ok: false;
  stage: 'structure' | 'schema';
  /** ajv's errors, read back from the SDK's message, when it carries them. */
  schemaErrors: SchemaError[];
}

export interface Analysis {
  /** What encryptString does with the set: goes on to encrypt, or throws. */
  verdict: {ok: true} | Refused;
  /**
   * What decryptToString does with it before asking the nodes: it runs the same array and operator check, but no
   * schema validator, so a set that passes the first is hashed and sent even if the schema would refuse it.
   */
  decrypt: {ok: true} | {ok: false; message: string};
  /** The SDK's sentence, for sets encryptString accepts. */
  humanized?: Outcome<string>;
  /** The array exactly as it is hashed (the JSON text the SDK passes to SHA-256), and parsed for the diff. */
  canonical: Outcome<{text: string; value: unknown}>;
  /** Hex SHA-256, as LitNodeClient.encrypt writes it into the ciphertext's identity (absent when nothing is hashed). */
  hash: Outcome<string>;
}

const messageOf = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error ? String((error as {message: unknown}).message) : String(error);

const codeOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'errorCode' in error ? String((error as {errorCode: unknown}).errorCode) : undefined;

/** checkSchema (@lit-protocol/misc) ends its message with `Errors: <ajv errors as JSON>`. */
function schemaErrorsIn(message: string): SchemaError[] {
  const marker = '. Errors: ';
  const at = message.lastIndexOf(marker);
  if (at < 0) return [];
  try {
    const parsed: unknown = JSON.parse(message.slice(at + marker.length));
    return Array.isArray(parsed) ? (parsed as SchemaError[]) : [];
  } catch {
    return [];
  }
}

/** The items of a set that are neither groups nor operators, with their place, in the order the validators walk them. */
function leaves(conditions: readonly unknown[], prefix: number[] = []): {path: number[]; condition: unknown}[] {
  return conditions.flatMap((c, i) => {
    if (Array.isArray(c)) return leaves(c, [...prefix, i]);
    if (c && typeof c === 'object' && 'operator' in c) return [];
    return [{path: [...prefix, i], condition: c}];
  });
}

/** The first condition the SDK's validator rejects on its own: where the set's error points. */
async function firstFailingCondition(kind: ConditionKind, conditions: readonly unknown[]): Promise<number[] | undefined> {
  for (const leaf of leaves(conditions)) {
    try {
      await VALIDATORS[kind]([leaf.condition]);
    } catch {
      return leaf.path;
    }
  }
  return undefined;
}

const toHex = (buffer: ArrayBuffer): string => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function attempt<T>(run: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return {ok: true, value: await run()};
  } catch (error) {
    return {ok: false, message: messageOf(error)};
  }
}

const NOTHING_HASHED: Outcome<never> = {ok: false, message: 'nothing is hashed: the SDK stops before it hashes'};

/** What encryptString and decryptToString make of `value` (any JSON value) as the parameter `kind`. Never throws. */
export async function analyse(kind: ConditionKind, value: unknown, tokens: TokenDetails = {}): Promise<Analysis> {
  const refusal = precheck(kind, value);
  if (refusal) {
    const decryptRefusal = precheck(kind, value, 'decrypt');
    return {
      verdict: {ok: false, stage: 'structure', schemaErrors: [], ...refusal},
      decrypt: decryptRefusal ? {ok: false, message: decryptRefusal.message} : {ok: true},
      canonical: NOTHING_HASHED,
      hash: NOTHING_HASHED,
    };
  }
  const conditions = value as unknown[];
  let verdict: Analysis['verdict'] = {ok: true};
  try {
    await VALIDATORS[kind](conditions);
  } catch (error) {
    const message = messageOf(error);
    verdict = {ok: false, stage: 'schema', message, errorCode: codeOf(error), schemaErrors: schemaErrorsIn(message), at: await firstFailingCondition(kind, conditions)};
  }
  const canonical = await attempt(() => {
    const text = JSON.stringify(conditions.map((c) => FORMATTERS[kind](c)));
    return {text, value: JSON.parse(text) as unknown};
  });
  const hash = await attempt(async () => toHex((await HASHERS[kind](conditions)) as ArrayBuffer));
  if (verdict.ok && !hash.ok) {
    // Past the validator, LitNodeClient.encrypt hashes: a set it cannot hash is refused there.
    verdict = {ok: false, stage: 'schema', message: hash.message, schemaErrors: [], reason: 'The SDK could not hash this set.'};
  }
  const humanized = verdict.ok
    ? await attempt(async () => {
        const text = await humanizer(kind, conditions, tokenListFor(conditions, tokens));
        if (text === undefined) throw new Error('The humanizer returned nothing for these conditions.');
        return text;
      })
    : undefined;
  // decryptToString hashes without validating: it throws only where the hash does.
  return {verdict, decrypt: hash.ok ? {ok: true} : {ok: false, message: hash.message}, humanized, canonical, hash};
}

/** The chain names of the pinned @lit-protocol/constants, per family (the keys the `chain` field accepts). */
export const CHAIN_NAMES = {
  evm: Object.keys(LIT_CHAINS),
  solana: Object.keys(LIT_SVM_CHAINS),
  cosmos: Object.keys(LIT_COSMOS_CHAINS),
} as const;
