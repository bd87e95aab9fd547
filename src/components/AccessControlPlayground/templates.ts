/**
 * The condition kinds the playground knows and its starting templates. Plain data, no SDK import, so this file
 * can be read by the page, the sample generator and the tests without loading the SDK.
 *
 * The templates follow the examples of the v3 access control pages. Addresses are placeholders
 * (0x1111…, 0x2222…) in the docs' style: a reader replaces them with their own.
 */

/**
 * The parameter names of `encryptString` / `decryptToString`. Cosmos conditions have no parameter of their own in
 * 6.11.5: they travel in `unifiedAccessControlConditions` with `"conditionType": "cosmos"`.
 */
export type ConditionKind = 'accessControlConditions' | 'evmContractConditions' | 'solRpcConditions' | 'unifiedAccessControlConditions';

/** The chain families of @lit-protocol/constants: LIT_CHAINS (EVM), LIT_SVM_CHAINS, LIT_COSMOS_CHAINS. */
export type ChainFamily = 'evm' | 'solana' | 'cosmos';

export interface KindInfo {
  kind: ConditionKind;
  label: string;
  /** The chain families whose conditions this parameter takes. */
  families: readonly ChainFamily[];
  /** The SDK type that annotates the array in the generated sample. */
  sdkType: string;
  /** How the SDK names the set in "Invalid boolean … Access Control Conditions" (params-validators.js). */
  booleanLabel: string;
  /** The schema validator lit-core runs for this parameter before it hashes. */
  validator: string;
}

export const KINDS: readonly KindInfo[] = [
  {
    kind: 'accessControlConditions',
    label: 'EVM basic (accessControlConditions)',
    families: ['evm'],
    sdkType: 'AccessControlConditions',
    booleanLabel: 'Access Control Conditions',
    validator: 'validateAccessControlConditionsSchema',
  },
  {
    kind: 'evmContractConditions',
    label: 'EVM contract (evmContractConditions)',
    families: ['evm'],
    sdkType: 'EvmContractConditions',
    booleanLabel: 'EVM Access Control Conditions',
    validator: 'validateEVMContractConditionsSchema',
  },
  {
    kind: 'solRpcConditions',
    label: 'Solana RPC (solRpcConditions)',
    families: ['solana'],
    sdkType: 'SolRpcConditions',
    booleanLabel: 'Solana Access Control Conditions',
    validator: 'validateSolRpcConditionsSchema',
  },
  {
    kind: 'unifiedAccessControlConditions',
    label: 'Unified, any chain, Cosmos included (unifiedAccessControlConditions)',
    families: ['evm', 'solana', 'cosmos'],
    sdkType: 'UnifiedAccessControlConditions',
    booleanLabel: 'Unified Access Control Conditions',
    validator: 'validateUnifiedAccessControlConditionsSchema',
  },
];

export const kindInfo = (kind: ConditionKind): KindInfo => KINDS.find((k) => k.kind === kind)!;

export const isConditionKind = (value: unknown): value is ConditionKind => KINDS.some((k) => k.kind === value);

/**
 * A kind named in a share link. Links made before Cosmos sets were read as unified say `cosmosConditions`: they
 * open as the unified sets they always were to the SDK.
 */
export const kindFromLink = (value: unknown): ConditionKind | undefined =>
  value === 'cosmosConditions' ? 'unifiedAccessControlConditions' : isConditionKind(value) ? value : undefined;

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
    label: 'Holds at least 1 ATOM (Cosmos)',
    kind: 'unifiedAccessControlConditions',
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
