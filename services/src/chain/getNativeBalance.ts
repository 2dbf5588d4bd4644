import type { TokenBalance } from '@foyer/kernel';
import type { ChainEntry } from './createChainRegistry.js';
import { readNativeBalance } from './readNativeBalance.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

function weiOf(result: unknown): bigint | undefined {
  return typeof result === 'string' && HEX_QUANTITY.test(result) ? BigInt(result) : undefined;
}

/**
 * The native balance of `address` on an EVM `chain`, read with `eth_getBalance` at the latest block.
 * `quantity.numeric` is exact (bigint arithmetic); fiat `value` and `price` are 0: no price feed is configured.
 */
export async function getNativeBalance(chain: ChainEntry, address: `0x${string}`): Promise<TokenBalance> {
  return readNativeBalance(chain, 'eth_getBalance', [address, 'latest'], weiOf);
}
