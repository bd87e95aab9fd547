/**
 * ERC-20 details for the SDK's humanizer, one entry per token. Kept apart from sdk.ts so the page can tell
 * which tokens a set holds without loading the SDK.
 *
 * The humanizer writes an ERC-20 amount in whole tokens: it looks the contract up in its `tokenList` (by exact
 * `address`, reading `decimals` and `symbol`) and, when the token is not there, asks the chain for its decimals
 * (`decimalPlaces` of @lit-protocol/misc, a request). The playground never lets it ask: every ERC-20 of the set is
 * in the list, with the decimals the reader gave, or 0 until they give them, so the amount reads in the token's
 * smallest unit.
 */

export interface TokenDetail {
  /** Whole number of decimals (ERC-20 `decimals()` is a uint8: 0 to 255). */
  decimals?: number;
  symbol?: string;
}

/** Per contract address, exactly as written in the conditions. */
export type TokenDetails = Readonly<Record<string, TokenDetail>>;

const isErc20Balance = (c: Record<string, unknown>): boolean => c.standardContractType === 'ERC20' && c.method === 'balanceOf' && typeof c.contractAddress === 'string';

/** Contract addresses of the ERC-20 balance conditions in a set, nested groups included. */
export function erc20Addresses(conditions: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && isErc20Balance(node as Record<string, unknown>)) found.add((node as {contractAddress: string}).contractAddress);
  };
  visit(conditions);
  return [...found];
}

/** The humanizer's `tokenList`: every ERC-20 of the set, with the reader's details (decimals 0 when not given). */
export function tokenListFor(conditions: unknown, tokens: TokenDetails): {address: string; decimals: number; symbol: string}[] {
  return erc20Addresses(conditions).map((address) => ({address, decimals: tokens[address]?.decimals ?? 0, symbol: tokens[address]?.symbol ?? ''}));
}

/** Reads a decimals field: a whole number from 0 to 255, or a sentence saying why not. Never rounds or clamps. */
export function readDecimals(text: string): {ok: true; value: number | undefined} | {ok: false; problem: string} {
  const t = text.trim();
  if (t === '') return {ok: true, value: undefined};
  if (!/^\d+$/.test(t)) {
    return {ok: false, problem: /^-/.test(t) ? 'Decimals cannot be negative.' : /[.,]/.test(t) ? 'Decimals are a whole number (an ERC-20 token reports them as one).' : 'Decimals are a whole number.'};
  }
  const n = Number(t);
  if (n > 255) return {ok: false, problem: 'Decimals go up to 255 (ERC-20 decimals() returns a uint8).'};
  return {ok: true, value: n};
}
