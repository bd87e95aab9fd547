/**
 * The builder's model: the kinds of condition it writes, which chain family and parameter each belongs to, the
 * condition JSON each writes (in the shapes of the docs' EVM, POAP, timelock, Solana and Cosmos pages), and how
 * a condition read from the JSON is recognised again. Plain data and functions, no React.
 */
import type {ChainFamily, ConditionKind} from './templates';
import type {Condition} from './conditions';

export type BuilderType =
  | 'wallet'
  | 'native'
  | 'erc20'
  | 'erc721'
  | 'erc721-token'
  | 'erc1155'
  | 'poap'
  | 'timelock'
  | 'contract'
  | 'sol-balance'
  | 'sol-wallet'
  | 'cosmos-balance'
  | 'cosmos-wallet';

/** The POAP contract the SDK's humanizer names (access-control-conditions/src/lib/humanizer.js). */
export const POAP_CONTRACT = '0x22C1f6050E56d2876009903609a2cC3fEf83B415';

export interface TypeInfo {
  type: BuilderType;
  label: string;
  family: ChainFamily;
  /** EVM basic conditions go in accessControlConditions, contract calls in evmContractConditions. */
  schema: 'evmBasic' | 'evmContract' | 'solRpc' | 'cosmos';
}

export const TYPES: readonly TypeInfo[] = [
  {type: 'wallet', label: 'Wallet address', family: 'evm', schema: 'evmBasic'},
  {type: 'native', label: 'Native balance', family: 'evm', schema: 'evmBasic'},
  {type: 'erc20', label: 'ERC-20 balance', family: 'evm', schema: 'evmBasic'},
  {type: 'erc721', label: 'ERC-721: holds NFTs of a collection', family: 'evm', schema: 'evmBasic'},
  {type: 'erc721-token', label: 'ERC-721: owns one token', family: 'evm', schema: 'evmBasic'},
  {type: 'erc1155', label: 'ERC-1155 balance', family: 'evm', schema: 'evmBasic'},
  {type: 'poap', label: 'POAP of an event', family: 'evm', schema: 'evmBasic'},
  {type: 'timelock', label: 'Timelock (after a time)', family: 'evm', schema: 'evmBasic'},
  {type: 'contract', label: 'Contract call with its ABI', family: 'evm', schema: 'evmContract'},
  {type: 'sol-balance', label: 'SOL balance', family: 'solana', schema: 'solRpc'},
  {type: 'sol-wallet', label: 'Solana account (wallet address)', family: 'solana', schema: 'solRpc'},
  {type: 'cosmos-balance', label: 'Cosmos balance', family: 'cosmos', schema: 'cosmos'},
  {type: 'cosmos-wallet', label: 'Cosmos wallet address', family: 'cosmos', schema: 'cosmos'},
];

export const typeInfo = (type: BuilderType): TypeInfo => TYPES.find((t) => t.type === type)!;

const KIND_SCHEMAS: Record<ConditionKind, readonly TypeInfo['schema'][]> = {
  accessControlConditions: ['evmBasic'],
  evmContractConditions: ['evmContract'],
  solRpcConditions: ['solRpc'],
  unifiedAccessControlConditions: ['evmBasic', 'evmContract', 'solRpc', 'cosmos'],
};

/** The types a chain of `family` supports, within what the parameter `kind` takes. */
export const typesFor = (kind: ConditionKind, family: ChainFamily): TypeInfo[] => TYPES.filter((t) => t.family === family && KIND_SCHEMAS[kind].includes(t.schema));

const evm = (chain: string, fields: Record<string, unknown>): Condition => ({
  contractAddress: '',
  standardContractType: '',
  chain,
  method: '',
  parameters: [':userAddress'],
  returnValueTest: {comparator: '=', value: ''},
  ...fields,
});
const sol = (chain: string, fields: Record<string, unknown>): Condition => ({
  method: '',
  params: [':userAddress'],
  pdaParams: [],
  pdaInterface: {offset: 0, fields: {}},
  pdaKey: '',
  chain,
  returnValueTest: {key: '', comparator: '=', value: ''},
  ...fields,
});

/** A new condition of `type` on `chain`, as the parameter `kind` takes it (conditionType first in a unified set). */
export function newCondition(kind: ConditionKind, type: BuilderType, chain: string): Condition {
  const made = ((): Condition => {
    switch (type) {
      case 'wallet':
        return evm(chain, {});
      case 'native':
        return evm(chain, {method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '0'}});
      case 'erc20':
        return evm(chain, {standardContractType: 'ERC20', method: 'balanceOf', returnValueTest: {comparator: '>=', value: '0'}});
      case 'erc721':
        return evm(chain, {standardContractType: 'ERC721', method: 'balanceOf', returnValueTest: {comparator: '>', value: '0'}});
      case 'erc721-token':
        return evm(chain, {standardContractType: 'ERC721', method: 'ownerOf', parameters: [''], returnValueTest: {comparator: '=', value: ':userAddress'}});
      case 'erc1155':
        return evm(chain, {standardContractType: 'ERC1155', method: 'balanceOf', parameters: [':userAddress', ''], returnValueTest: {comparator: '>', value: '0'}});
      case 'poap':
        return evm(chain, {contractAddress: POAP_CONTRACT, standardContractType: 'POAP', method: 'eventId', parameters: [], returnValueTest: {comparator: '=', value: ''}});
      case 'timelock':
        return evm(chain, {standardContractType: 'timestamp', method: 'eth_getBlockByNumber', parameters: ['latest'], returnValueTest: {comparator: '>=', value: ''}});
      case 'contract':
        return {
          contractAddress: '',
          chain,
          functionName: '',
          functionParams: [':userAddress'],
          functionAbi: {name: '', type: 'function', stateMutability: 'view', inputs: [], outputs: []},
          returnValueTest: {key: '', comparator: '=', value: ''},
        };
      case 'sol-balance':
        return sol(chain, {method: 'getBalance', returnValueTest: {key: '', comparator: '>=', value: '0'}});
      case 'sol-wallet':
        return sol(chain, {});
      case 'cosmos-balance':
        return {path: '/cosmos/bank/v1beta1/balances/:userAddress', chain, returnValueTest: {key: '$.balances[0].amount', comparator: '>=', value: '0'}};
      case 'cosmos-wallet':
        return {path: ':userAddress', chain, returnValueTest: {key: '', comparator: '=', value: ''}};
    }
  })();
  if (kind !== 'unifiedAccessControlConditions') return made;
  return {conditionType: typeInfo(type).schema, ...made};
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Which builder type a condition is, or undefined when the builder has no form for it (edit it in the JSON). */
export function recognise(kind: ConditionKind, c: Condition): BuilderType | undefined {
  const schema = kind === 'unifiedAccessControlConditions' ? str(c.conditionType) : {accessControlConditions: 'evmBasic', evmContractConditions: 'evmContract', solRpcConditions: 'solRpc'}[kind];
  const rvt = (c.returnValueTest ?? {}) as Record<string, unknown>;
  const params = Array.isArray(c.parameters) ? c.parameters : [];
  if (schema === 'evmBasic') {
    const t = c.standardContractType;
    const m = c.method;
    if (t === '' && m === '' && params[0] === ':userAddress') return 'wallet';
    if (t === '' && m === 'eth_getBalance') return 'native';
    if (t === 'ERC20' && m === 'balanceOf') return 'erc20';
    if (t === 'ERC721' && m === 'balanceOf') return 'erc721';
    if (t === 'ERC721' && m === 'ownerOf') return 'erc721-token';
    if (t === 'ERC1155' && m === 'balanceOf') return 'erc1155';
    if (t === 'POAP' && m === 'eventId') return 'poap';
    if (t === 'timestamp' && m === 'eth_getBlockByNumber') return 'timelock';
    return undefined;
  }
  if (schema === 'evmContract') return 'contract';
  if (schema === 'solRpc') return c.method === 'getBalance' ? 'sol-balance' : c.method === '' ? 'sol-wallet' : undefined;
  if (schema === 'cosmos') return c.path === '/cosmos/bank/v1beta1/balances/:userAddress' ? 'cosmos-balance' : c.path === ':userAddress' && rvt.key === '' ? 'cosmos-wallet' : undefined;
  return undefined;
}

// ---- Whole-token amounts: base-unit integer strings <-> decimal strings, exactly (no floating point) ----

/** "1500000" with 6 decimals -> "1.5". Undefined when `raw` is not a whole number. */
export function toTokens(raw: string, decimals: number): string | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  if (decimals === 0) return raw.replace(/^0+(?=\d)/, '');
  const padded = raw.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "1.5" with 6 decimals -> "1500000"; a sentence when the amount cannot be written in base units. */
export function fromTokens(amount: string, decimals: number): {ok: true; raw: string} | {ok: false; problem: string} {
  const a = amount.trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(a);
  if (!m || a === '' || a === '.') return {ok: false, problem: 'Write the amount as a number, such as 2.5.'};
  const fraction = m[2] ?? '';
  if (fraction.length > decimals) return {ok: false, problem: `This token has ${decimals} decimals: at most ${decimals} digits after the point.`};
  const raw = `${m[1] ?? ''}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '') || '0';
  return {ok: true, raw};
}
