import { formatUnits, type TokenBalance } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry } from './createChainRegistry.js';
import { rpcRequest } from './rpcRequest.js';

/**
 * Asks `chain`'s node `method` and turns its answer, read by `amountOf` into base units, into the native token's balance.
 * `quantity.numeric` is exact (bigint arithmetic); fiat `value` and `price` are 0: no price feed is configured.
 */
export async function readNativeBalance(
  chain: ChainEntry,
  method: string,
  params: readonly unknown[],
  amountOf: (result: unknown) => bigint | undefined,
): Promise<TokenBalance> {
  const result = await rpcRequest({ chainId: chain.chainId, url: chain.rpcUrl }, method, params);
  const amount = amountOf(result);
  if (amount === undefined) {
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered ${method} with ${JSON.stringify(result)}`);
  }
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    name,
    symbol,
    chainId: chain.chainId,
    value: 0,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals, { keepFraction: true }) },
    iconUrl: '',
  };
}
