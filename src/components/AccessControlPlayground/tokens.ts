/**
 * ERC-20 details for the SDK's humanizer. Kept apart from sdk.ts so the page can tell whether a set holds
 * ERC-20 conditions without loading the SDK.
 */

export interface TokenInfo {
  decimals: number;
  symbol: string;
}

/** Contract addresses of the ERC-20 balance conditions in a set, nested groups included. */
export function erc20Addresses(conditions: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const c = node as Record<string, unknown>;
      if (c.standardContractType === 'ERC20' && c.method === 'balanceOf' && typeof c.contractAddress === 'string') found.add(c.contractAddress);
    }
  };
  visit(conditions);
  return [...found];
}

/**
 * The humanizer's `tokenList` (entries matched on `address`; it reads `decimals` and `symbol`): one entry per
 * ERC-20 in the set, with what the reader typed, so the humanizer never asks a chain for the decimals.
 */
export function tokenListFor(conditions: unknown, token: TokenInfo): {address: string; decimals: number; symbol: string}[] {
  return erc20Addresses(conditions).map((address) => ({address, decimals: token.decimals, symbol: token.symbol}));
}

