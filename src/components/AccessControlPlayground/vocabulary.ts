/**
 * The words a condition may use, read from the JSON schemas the SDK's validators load
 * (@lit-protocol/accs-schemas, the package @lit-protocol/access-control-conditions 6.11.5 depends on): the keys
 * of each kind of condition, the chains, contract types and comparators the schemas list. The worker builds it
 * (worker.ts) and hands it to the page, which uses it for completion and "did you mean" without loading the
 * schemas itself. Method names are not in the schemas: METHODS lists the ones the SDK's humanizer reads.
 */

export type SchemaName = 'evmBasic' | 'evmContract' | 'solRpc' | 'cosmos';

export interface SchemaWords {
  /** Keys of the condition object, required ones first. */
  keys: string[];
  required: string[];
  /** Keys of `returnValueTest`. */
  returnValueTestKeys: string[];
  chains: string[];
  comparators: string[];
  /** EVM basic only. */
  standardContractTypes: string[];
}

export type Vocabulary = Readonly<Record<SchemaName, SchemaWords>>;

interface JsonSchema {
  properties: Record<string, {enum?: string[]; properties?: Record<string, {enum?: string[]}>}>;
  required?: string[];
}

export function vocabularyOf(schemas: Record<SchemaName, JsonSchema>): Vocabulary {
  const words = (schema: JsonSchema): SchemaWords => {
    const rvt = schema.properties.returnValueTest?.properties ?? {};
    const required = schema.required ?? [];
    return {
      keys: [...required, ...Object.keys(schema.properties).filter((k) => !required.includes(k))],
      required,
      returnValueTestKeys: Object.keys(rvt),
      chains: schema.properties.chain?.enum ?? [],
      comparators: rvt.comparator?.enum ?? [],
      standardContractTypes: schema.properties.standardContractType?.enum ?? [],
    };
  };
  return {evmBasic: words(schemas.evmBasic), evmContract: words(schemas.evmContract), solRpc: words(schemas.solRpc), cosmos: words(schemas.cosmos)};
}

/** The unified set's conditionType values (the SDK's validator: validateUnifiedAccessControlConditionsSchema). */
export const CONDITION_TYPES: readonly SchemaName[] = ['evmBasic', 'evmContract', 'solRpc', 'cosmos'];

/** Method names the SDK's humanizer (humanizer.js) reads, per standardContractType ('' is the chain's own RPC). */
export const METHODS: Readonly<Record<string, readonly string[]>> = {
  '': ['', 'eth_getBalance'],
  ERC20: ['balanceOf'],
  ERC721: ['balanceOf', 'ownerOf'],
  ERC1155: ['balanceOf', 'balanceOfBatch'],
  POAP: ['eventId', 'tokenURI'],
  timestamp: ['eth_getBlockByNumber'],
  'MolochDAOv2.1': ['members'],
  CASK: ['getActiveSubscriptionCount'],
};

/** Solana methods the docs' Solana page uses ('' compares the wallet address, no RPC call). */
export const SOLANA_METHODS: readonly string[] = ['', 'getBalance', 'balanceOfToken', 'balanceOfMetaplexCollection'];
