/**
 * A wallet allowlist of `count` EVM wallet conditions joined by "or", with addresses 0x…01, 0x…02, …: the large set
 * that bench/playground-typing.mjs and the playground's typing test paste.
 * @param {number} count
 */
export function walletAllowlist(count) {
  const wallet = (n) => ({
    contractAddress: '',
    standardContractType: '',
    chain: 'ethereum',
    method: '',
    parameters: [':userAddress'],
    returnValueTest: {comparator: '=', value: `0x${n.toString(16).padStart(40, '0')}`},
  });
  return Array.from({length: count}, (_, i) => (i === 0 ? [wallet(1)] : [{operator: 'or'}, wallet(i + 1)])).flat();
}
