/**
 * The checks `encryptString` and `decryptToString` (@lit-protocol/encryption 6.11.5) make before any schema: the
 * parameter must be an array (`is` of @lit-protocol/misc), and its items must alternate condition, operator,
 * condition… with groups checked the same way (`isValidBooleanExpression`, encryption/src/lib/utils.js). Both
 * functions run these in `safeParams` (params-validators.js, AccessControlConditionsValidator); `encryptString`
 * then lets LitNodeClient.encrypt run the schema validator, `decryptToString` does not.
 *
 * Written here rather than imported: @lit-protocol/encryption would bring the BLS and ECDSA WebAssembly of
 * @lit-protocol/crypto into the page's worker. tests/unit/playgroundSdk.spec.ts runs the real encryptString and
 * decryptToString in Node on the same inputs and fails if a message, or the verdict, differs from this file's.
 * Each token is tested the SDK's way, `token.hasOwnProperty('operator')`, so a `null` item throws the same
 * TypeError the SDK throws.
 */
import {kindInfo, type ConditionKind} from './templates';
import type {Path} from './jsonText';

export interface Refusal {
  /** The SDK's message, as the function throws it. */
  message: string;
  /** `errorCode` of the SDK's error, when it is one of the SDK's errors (a TypeError has none). */
  errorCode?: string;
  /** Where in the set the check stopped, when the playground can tell. */
  at?: Path;
  /** The playground's words for why. */
  reason?: string;
}

/** The name each function gives itself in `safeParams`, which `is` puts in its message. */
export type SdkFunction = 'encryptString' | 'decrypt';

const INVALID_PARAM_TYPE = 'InvalidParamType';

const varType = (value: unknown): string => Object.prototype.toString.call(value).slice(8, -1);

// Exactly the SDK's test (isTokenOperator): only lower-case "and" and "or" are operators; anything else,
// `{"operator": "xor"}` or `{"operator": "AND"}` included, counts as a condition. The parameter is named `token`
// as in the SDK because V8 puts the name in the TypeError it throws for `{"hasOwnProperty": 1}`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function isOperator(token: any): boolean {
  return token.hasOwnProperty('operator') && ['and', 'or'].includes(token.operator);
}

type Walk = {ok: true} | {ok: false; at: (string | number)[]; reason: string};

/** isValidBooleanExpression, with the place and reason of the first refusal. Throws where the SDK throws. */
function walk(items: readonly unknown[], prefix: (string | number)[]): Walk {
  let state: 'start' | 'condition' | 'operator' = 'start';
  for (let i = 0; i < items.length; i++) {
    const token = items[i];
    if (state === 'start' || state === 'operator') {
      if (isOperator(token)) {
        return {
          ok: false,
          at: [...prefix, i],
          reason: state === 'start' ? 'A set or group cannot begin with an operator: put a condition first.' : 'Two operators in a row: put a condition or a group between them.',
        };
      }
      if (Array.isArray(token)) {
        const inner = walk(token, [...prefix, i]);
        if (!inner.ok) return inner;
      }
      state = 'condition';
    } else {
      if (!isOperator(token)) {
        const op = token && typeof token === 'object' && !Array.isArray(token) && 'operator' in token ? (token as {operator: unknown}).operator : undefined;
        return {
          ok: false,
          at: [...prefix, i],
          reason:
            op !== undefined
              ? `${JSON.stringify(op)} is not an operator the SDK knows: only "and" and "or" (lower case) join conditions.`
              : 'Two conditions in a row: join them with {"operator": "and"} or {"operator": "or"}. (Lists without operators, read as "and" by older SDKs, are refused.)',
        };
      }
      state = 'operator';
    }
  }
  if (state === 'condition') return {ok: true};
  return state === 'start'
    ? {ok: false, at: prefix, reason: prefix.length ? 'An empty group: remove it or put a condition in it.' : 'An empty set: it needs at least one condition.'}
    : {ok: false, at: [...prefix, items.length - 1], reason: 'A set or group cannot end with an operator: add a condition after it or remove it.'};
}

/**
 * What `encryptString` (or `decryptToString`, fn "decrypt") says about `value` as the parameter `kind` before any
 * schema check: undefined when it goes on, else the refusal. Never throws: a TypeError the SDK would throw is
 * returned as the refusal, with its message.
 */
export function precheck(kind: ConditionKind, value: unknown, fn: SdkFunction = 'encryptString'): Refusal | undefined {
  try {
    if (!value) {
      // A falsy parameter counts as absent (`if (accessControlConditions && …)`), and there is no other.
      return {
        message: 'Invalid params: You must pass either accessControlConditions, evmContractConditions, solRpcConditions or unifiedAccessControlConditions',
        errorCode: INVALID_PARAM_TYPE,
        reason: `${JSON.stringify(value)} counts as no conditions at all.`,
      };
    }
    if (varType(value) !== 'Array') {
      return {
        message: `Expecting "Array" type for parameter named ${kind} in Lit-JS-SDK function ${fn}(), but received "${varType(value)}" type instead. value: ${value instanceof Object ? JSON.stringify(value) : String(value)}`,
        errorCode: INVALID_PARAM_TYPE,
        reason: 'Conditions are a JSON array: put the condition inside [ ], even when there is only one.',
      };
    }
    const result = walk(value as unknown[], []);
    if (result.ok) return undefined;
    return {message: `Invalid params: Invalid boolean ${kindInfo(kind).booleanLabel}`, errorCode: INVALID_PARAM_TYPE, at: result.at, reason: result.reason};
  } catch (error) {
    return {
      message: error instanceof Error ? error.message : String(error),
      reason: 'The SDK stopped on an item it could not read as a condition or an operator (null, or an object whose "hasOwnProperty" is a field).',
    };
  }
}
