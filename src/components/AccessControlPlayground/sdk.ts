/**
 * Everything the playground asks of the pinned SDK, @lit-protocol/access-control-conditions 6.11.5. Only the
 * playground's Web Worker (worker.ts) imports this module, so the SDK (with the parts of ethers, ajv and
 * @lit-protocol/contracts it requires) is fetched by that page only and runs off the main thread. The tests
 * import it in Node to compare the page with the SDK.
 *
 * Nothing here reimplements the SDK: validation, humanizing, canonical forms and hashes are the SDK's own
 * functions, picked by parameter name as lit-core 6.11.5 picks them (validateAccessControlConditionsSchema, which
 * LitNodeClient.encrypt runs, and getHashedAccessControlConditions, which encrypt and decrypt both run).
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
  humanizeCosmosConditions,
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
import {tokenListFor, type TokenInfo} from './tokens';

export type {TokenInfo};

// The SDK's functions are typed with the SDK's condition types; the playground feeds them whatever the reader
// typed (that is the point), so they are called through this loose signature.
type Loose = (conditions: any) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The validator LitNodeClient.encrypt runs for each parameter. */
const VALIDATORS: Record<ConditionKind, Loose> = {
  accessControlConditions: validateAccessControlConditionsSchema as Loose,
  evmContractConditions: validateEVMContractConditionsSchema as Loose,
  solRpcConditions: validateSolRpcConditionsSchema as Loose,
  // 6.11.5 has no validator for a bare Cosmos array: Cosmos conditions are only accepted inside
  // unifiedAccessControlConditions, where the unified validator checks them against the Cosmos schema.
  cosmosConditions: validateUnifiedAccessControlConditionsSchema as Loose,
  unifiedAccessControlConditions: validateUnifiedAccessControlConditionsSchema as Loose,
};

/** The hash LitNodeClient.encrypt puts in the ciphertext's identity and the nodes recompute at decryption. */
const HASHERS: Record<ConditionKind, Loose> = {
  accessControlConditions: hashAccessControlConditions as Loose,
  evmContractConditions: hashEVMContractConditions as Loose,
  solRpcConditions: hashSolRpcConditions as Loose,
  cosmosConditions: hashUnifiedAccessControlConditions as Loose,
  unifiedAccessControlConditions: hashUnifiedAccessControlConditions as Loose,
};

/** The formatter each hash function maps over the array before JSON.stringify and SHA-256 (hashing.js). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FORMATTERS: Record<ConditionKind, (condition: any) => unknown> = {
  accessControlConditions: canonicalAccessControlConditionFormatter,
  evmContractConditions: canonicalEVMContractConditionFormatter,
  solRpcConditions: (condition) => canonicalSolRpcConditionFormatter(condition),
  cosmosConditions: canonicalUnifiedAccessControlConditionFormatter,
  unifiedAccessControlConditions: canonicalUnifiedAccessControlConditionFormatter,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function humanizer(kind: ConditionKind, conditions: unknown[], tokenList: unknown[]): Promise<string | undefined> {
  const common = {tokenList};
  const c = conditions as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (kind) {
    case 'accessControlConditions':
      return humanizeEvmBasicAccessControlConditions({...common, accessControlConditions: c});
    case 'evmContractConditions':
      return humanizeEvmContractConditions({...common, evmContractConditions: c});
    case 'solRpcConditions':
      return humanizeSolRpcConditions({...common, solRpcConditions: c});
    case 'cosmosConditions':
      return humanizeCosmosConditions({...common, cosmosConditions: c});
    case 'unifiedAccessControlConditions':
      return humanizeUnifiedAccessControlConditions({...common, unifiedAccessControlConditions: c});
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

export interface ValidationFailure {
  /** The SDK's message, exactly as thrown. */
  message: string;
  errorCode?: string;
  /** ajv's errors, read back from the SDK's message, when it carries them. */
  schemaErrors: SchemaError[];
  /** Where the first failing condition sits in the set (indexes into nested arrays), when it could be found. */
  conditionPath?: number[];
}

export interface Analysis {
  validation: {ok: true} | ({ok: false} & ValidationFailure);
  humanized: Outcome<string>;
  /** The array exactly as it is hashed (the JSON text the SDK passes to SHA-256), and parsed for the diff. */
  canonical: Outcome<{text: string; value: unknown}>;
  /** Hex SHA-256, as LitNodeClient.encrypt writes it into the ciphertext's identity. */
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

/** The leaf conditions of a set (operators and groups excluded), with their place in it, in the order the validators walk them. */
function leaves(conditions: unknown[], prefix: number[] = []): {path: number[]; condition: unknown}[] {
  return conditions.flatMap((c, i) => {
    if (Array.isArray(c)) return leaves(c, [...prefix, i]);
    if (c && typeof c === 'object' && 'operator' in c) return [];
    return [{path: [...prefix, i], condition: c}];
  });
}

/** The first condition the SDK's validator rejects on its own: where the set's error points. */
async function firstFailingCondition(kind: ConditionKind, conditions: unknown[]): Promise<number[] | undefined> {
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

/** Validates, humanizes, formats and hashes one condition set with the SDK. Never throws. */
export async function analyse(kind: ConditionKind, conditions: unknown[], token: TokenInfo): Promise<Analysis> {
  let validation: Analysis['validation'] = {ok: true};
  try {
    await VALIDATORS[kind](conditions);
  } catch (error) {
    const message = messageOf(error);
    validation = {ok: false, message, errorCode: codeOf(error), schemaErrors: schemaErrorsIn(message), conditionPath: await firstFailingCondition(kind, conditions)};
  }
  const humanized = await attempt(async () => {
    const text = await humanizer(kind, conditions, tokenListFor(conditions, token));
    if (text === undefined) throw new Error('The humanizer returned nothing for these conditions.');
    return text;
  });
  const canonical = await attempt(() => {
    const text = JSON.stringify(conditions.map((c) => FORMATTERS[kind](c)));
    return {text, value: JSON.parse(text) as unknown};
  });
  const hash = await attempt(async () => toHex((await HASHERS[kind](conditions)) as ArrayBuffer));
  return {validation, humanized, canonical, hash};
}

/** The chain names of the pinned @lit-protocol/constants, per family (the keys the `chain` field accepts). */
export const CHAIN_NAMES = {
  evm: Object.keys(LIT_CHAINS),
  solana: Object.keys(LIT_SVM_CHAINS),
  cosmos: Object.keys(LIT_COSMOS_CHAINS),
} as const;
