import { formatUnits, type TokenBalance } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry } from './createChainRegistry.js';
import { rpcRequest } from './rpcRequest.js';

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
  const result = await rpcRequest({ chainId: chain.chainId, url: chain.rpcUrl }, 'getBalance', [address, { commitment: 'confirmed' }]);
  const lamports = lamportsOf(result);
  if (lamports === undefined) {
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered getBalance with ${JSON.stringify(result)}`);
  }
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    name,
    symbol,
    chainId: chain.chainId,
    value: 0,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(lamports, decimals, { keepFraction: true }) },
    iconUrl: '',
  };
}
