import type { TokenBalance } from '@foyer/kernel';
import type { ChainEntry } from './createChainRegistry.js';
import { readNativeBalance } from './readNativeBalance.js';

function lamportsOf(result: unknown): bigint | undefined {
  const value = typeof result === 'object' && result !== null && 'value' in result ? result.value : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
}

/**
 * The SOL balance of `address` on a Solana `chain`, read with `getBalance` (lamports, 9 decimals).
 * `quantity.numeric` is exact; fiat `value` and `price` are 0: no price feed is configured.
 * @example
 * await getSolanaBalance(registry.get(foyerDevSolana.caipNetworkId)!, 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA')
 * // { symbol: 'SOL', quantity: { decimals: '9', numeric: '1000.0' }, ... }
 */
export async function getSolanaBalance(chain: ChainEntry, address: string): Promise<TokenBalance> {
  return readNativeBalance(chain, 'getBalance', [address, { commitment: 'confirmed' }], lamportsOf);
}
