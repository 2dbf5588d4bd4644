import { checksumEvmAddress } from '../address/checksumEvmAddress.js';
import { isEvmAddress } from '../address/isEvmAddress.js';
import { InvalidCaipAddressError } from '../errors/caip.js';
import type { CaipAddress } from '../types/network.js';

/**
 * `formatCaipAddress` for an EVM account: `eip155:<chainId>:<EIP-55 address>`. It needs only
 * the EVM checks (keccak), not the other families' decoders, so the browser-wallet connect path
 * stays small. Throws `InvalidCaipAddressError` for a chain id that is not a positive integer or
 * an address that is not 40 hex digits.
 * @example
 * formatEvmCaipAddress(1, '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')
 * // 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
 */
export function formatEvmCaipAddress(chainId: number | string, address: string): CaipAddress {
  const reference = String(chainId);
  if (!/^[1-9]\d{0,31}$/.test(reference) || !isEvmAddress(address)) {
    throw new InvalidCaipAddressError({ value: `eip155:${reference}:${address}` });
  }
  return `eip155:${reference}:${checksumEvmAddress(address)}`;
}
