import { checksumEvmAddress } from '../address/checksumEvmAddress.js';
import { isEvmAddress } from '../address/isEvmAddress.js';
import type { CaipAddress, CaipNetworkId } from '../types/network.js';
import { parseCaipAddress } from './parseCaipAddress.js';

/**
 * Builds a CAIP-10 account id from a CAIP-2 chain id and an address. EVM addresses are
 * written in their EIP-55 form with `0x`. Throws `InvalidCaipAddressError` on bad input.
 * @example
 * formatCaipAddress('eip155:1', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')
 * // 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const normalized = caipNetworkId.startsWith('eip155:') && isEvmAddress(address) ? checksumEvmAddress(address) : address;
  const value = `${caipNetworkId}:${normalized}`;
  parseCaipAddress(value);
  return value as CaipAddress;
}
