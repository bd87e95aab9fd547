/**
 * The condition kinds the playground knows and its starting templates. Plain data, no SDK import, so this file
 * can be read by the page, the sample generator and the tests without loading the SDK.
 *
 * The templates follow the examples of the v3 access control pages. Addresses are placeholders
 * (0x1111…, 0x2222…) in the docs' style: a reader replaces them with their own.
 */

/** The parameter names of `encryptString` / `decryptToString` (plus `cosmosConditions`, see below). */
export type ConditionKind =
  | 'accessControlConditions'
  | 'evmContractConditions'
  | 'solRpcConditions'
  | 'cosmosConditions'
  | 'unifiedAccessControlConditions';

export interface KindInfo {
  kind: ConditionKind;
  label: string;
  /** Which chain list of @lit-protocol/constants the `chain` field takes its names from. */
  chainFamily: 'evm' | 'solana' | 'cosmos' | 'any';
  /** The SDK type that annotates the array in the generated sample. */
  sdkType: string;
}

export const KINDS: readonly KindInfo[] = [
  {kind: 'accessControlConditions', label: 'EVM basic (accessControlConditions)', chainFamily: 'evm', sdkType: 'AccessControlConditions'},
  {kind: 'evmContractConditions', label: 'EVM contract (evmContractConditions)', chainFamily: 'evm', sdkType: 'EvmContractConditions'},
  {kind: 'solRpcConditions', label: 'Solana RPC (solRpcConditions)', chainFamily: 'solana', sdkType: 'SolRpcConditions'},
  // The 6.11.5 encryption functions take no `cosmosConditions` parameter: Cosmos conditions travel inside
  // `unifiedAccessControlConditions` with conditionType "cosmos" (lib/sdk.ts says how they are checked).
  {kind: 'cosmosConditions', label: 'Cosmos (cosmosConditions)', chainFamily: 'cosmos', sdkType: 'UnifiedAccessControlConditions'},
  {kind: 'unifiedAccessControlConditions', label: 'Unified (unifiedAccessControlConditions)', chainFamily: 'any', sdkType: 'UnifiedAccessControlConditions'},
];

export const kindInfo = (kind: ConditionKind): KindInfo => KINDS.find((k) => k.kind === kind)!;

export const isConditionKind = (value: unknown): value is ConditionKind => KINDS.some((k) => k.kind === value);

export interface Template {
  id: string;
  label: string;
  kind: ConditionKind;
  conditions: unknown[];
}

const PLACEHOLDER_WALLET = '0x1111111111111111111111111111111111111111';
const PLACEHOLDER_CONTRACT = '0x2222222222222222222222222222222222222222';

const evmBasic = (fields: Record<string, unknown>) => ({
  contractAddress: '',
  standardContractType: '',
  chain: 'ethereum',
  method: '',
  parameters: [':userAddress'],
  ...fields,
});

const walletIs = (address: string) => evmBasic({returnValueTest: {comparator: '=', value: address}});

const solBalance = {
  method: 'getBalance',
  params: [':userAddress'],
  pdaParams: [],
  pdaInterface: {offset: 0, fields: {}},
  pdaKey: '',
  chain: 'solana',
  returnValueTest: {key: '', comparator: '>=', value: '100000000'},
};

const erc721Any = evmBasic({
  contractAddress: PLACEHOLDER_CONTRACT,
  standardContractType: 'ERC721',
  method: 'balanceOf',
  returnValueTest: {comparator: '>', value: '0'},
});

export const TEMPLATES: readonly Template[] = [
  {id: 'evm-wallet', label: 'Wallet is one address', kind: 'accessControlConditions', conditions: [walletIs(PLACEHOLDER_WALLET)]},
  {
    id: 'evm-wallet-or',
    label: 'Wallet is one of two addresses (or)',
    kind: 'accessControlConditions',
    conditions: [walletIs(PLACEHOLDER_WALLET), {operator: 'or'}, walletIs('0x3333333333333333333333333333333333333333')],
  },
  {
    id: 'evm-native',
    label: 'Holds at least 0.01 ETH',
    kind: 'accessControlConditions',
    conditions: [evmBasic({method: 'eth_getBalance', parameters: [':userAddress', 'latest'], returnValueTest: {comparator: '>=', value: '10000000000000000'}})],
  },
  {
    id: 'evm-erc20',
    label: 'Holds an ERC-20 balance',
    kind: 'accessControlConditions',
    conditions: [
      evmBasic({contractAddress: PLACEHOLDER_CONTRACT, standardContractType: 'ERC20', method: 'balanceOf', returnValueTest: {comparator: '>=', value: '100000000'}}),
    ],
  },
  {id: 'evm-erc721', label: 'Holds any NFT of an ERC-721 collection', kind: 'accessControlConditions', conditions: [erc721Any]},
  {
    id: 'evm-erc721-token',
    label: 'Owns one ERC-721 token',
    kind: 'accessControlConditions',
    conditions: [
      evmBasic({contractAddress: PLACEHOLDER_CONTRACT, standardContractType: 'ERC721', method: 'ownerOf', parameters: ['42'], returnValueTest: {comparator: '=', value: ':userAddress'}}),
    ],
  },
  {
    id: 'evm-erc1155',
    label: 'Holds an ERC-1155 token',
    kind: 'accessControlConditions',
    conditions: [
      evmBasic({
        contractAddress: PLACEHOLDER_CONTRACT,
        standardContractType: 'ERC1155',
        chain: 'polygon',
        method: 'balanceOf',
        parameters: [':userAddress', '7'],
        returnValueTest: {comparator: '>=', value: '1'},
      }),
    ],
  },
  {
    id: 'evm-timestamp',
    label: 'After a date (timestamp), and holds an NFT (and)',
    kind: 'accessControlConditions',
    conditions: [
      erc721Any,
      {operator: 'and'},
      evmBasic({standardContractType: 'timestamp', method: 'eth_getBlockByNumber', parameters: ['latest'], returnValueTest: {comparator: '>=', value: '1767225600'}}),
    ],
  },
  {
    id: 'evm-contract',
    label: 'A contract call returns true',
    kind: 'evmContractConditions',
    conditions: [
      {
        contractAddress: PLACEHOLDER_CONTRACT,
        chain: 'polygon',
        functionName: 'isAllowed',
        functionParams: [':userAddress'],
        functionAbi: {
          name: 'isAllowed',
          type: 'function',
          stateMutability: 'view',
          inputs: [{name: 'user', type: 'address'}],
          outputs: [{name: '', type: 'bool'}],
        },
        returnValueTest: {key: '', comparator: '=', value: 'true'},
      },
    ],
  },
  {id: 'sol-balance', label: 'Holds at least 0.1 SOL', kind: 'solRpcConditions', conditions: [solBalance]},
  {
    id: 'cosmos-balance',
    label: 'Holds at least 1 ATOM',
    kind: 'cosmosConditions',
    conditions: [
      {
        conditionType: 'cosmos',
        path: '/cosmos/bank/v1beta1/balances/:userAddress',
        chain: 'cosmos',
        returnValueTest: {key: '$.balances[0].amount', comparator: '>=', value: '1000000'},
      },
    ],
  },
  {
    id: 'unified-nft-or-sol',
    label: 'Holds an NFT on Ethereum or SOL on Solana',
    kind: 'unifiedAccessControlConditions',
    conditions: [{conditionType: 'evmBasic', ...erc721Any}, {operator: 'or'}, {conditionType: 'solRpc', ...solBalance}],
  },
];

export const templateById = (id: string): Template | undefined => TEMPLATES.find((t) => t.id === id);
