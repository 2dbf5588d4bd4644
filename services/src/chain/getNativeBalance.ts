import { formatUnits, type TokenBalance } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry } from './createChainRegistry.js';
import { rpcRequest } from './rpcRequest.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * The native balance of `address` on an EVM `chain`, read with `eth_getBalance` at the latest block.
 * `quantity.numeric` is exact (bigint arithmetic); fiat `value` and `price` are 0: no price feed is configured.
 */
export async function getNativeBalance(chain: ChainEntry, address: `0x${string}`): Promise<TokenBalance> {
  const result = await rpcRequest({ chainId: chain.chainId, url: chain.rpcUrl }, 'eth_getBalance', [address, 'latest']);
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) {
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered eth_getBalance with ${JSON.stringify(result)}`);
  }
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    name,
    symbol,
    chainId: chain.chainId,
    value: 0,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(result), decimals, { keepFraction: true }) },
    iconUrl: '',
  };
}
