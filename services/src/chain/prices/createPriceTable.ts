/** USD prices by CAIP-2 network id, then by token address or `native` for the network's own currency. */
export type PriceEntries = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Looks prices up; anything not in the table is worth 0 (the spec shows testnets and unknown tokens as 0.00). */
export type PriceTable = {
  /** The USD price of one whole token (`native`: the network's currency); 0 when unknown. */
  priceOf(caipNetworkId: string, token: string): number;
};

/** EVM addresses compare without their checksum case; other families' addresses (base58) are case-sensitive. */
function tokenKey(caipNetworkId: string, token: string): string {
  return caipNetworkId.startsWith('eip155:') || token.toLowerCase() === 'native' ? token.toLowerCase() : token;
}

/**
 * A price table over `entries`; later entries of the same network and token win.
 *
 * @example
 * const prices = createPriceTable({ 'eip155:31337': { native: 3000 } });
 * prices.priceOf('eip155:31337', 'native'); // 3000
 * prices.priceOf('eip155:11155111', 'native'); // 0
 */
export function createPriceTable(...entries: PriceEntries[]): PriceTable {
  const byNetwork = new Map<string, Map<string, number>>();
  for (const table of entries) {
    for (const [caipNetworkId, tokens] of Object.entries(table)) {
      const prices = byNetwork.get(caipNetworkId) ?? new Map<string, number>();
      for (const [token, price] of Object.entries(tokens)) prices.set(tokenKey(caipNetworkId, token), price);
      byNetwork.set(caipNetworkId, prices);
    }
  }
  return {
    priceOf: (caipNetworkId, token) => byNetwork.get(caipNetworkId)?.get(tokenKey(caipNetworkId, token)) ?? 0,
  };
}
