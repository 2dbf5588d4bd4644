import { checksumEvmAddress } from './checksumEvmAddress.js';
import { isEvmAddress } from './isEvmAddress.js';

/**
 * Whether an EVM address's letter case matches its EIP-55 checksum. Single-case addresses
 * (all lower or all upper) carry no checksum and are accepted, as ethers and viem do; mixed
 * case must match exactly (ENSIP-9).
 * @example
 * isChecksumValid('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false
 */
export function isChecksumValid(address: string): boolean {
  if (!isEvmAddress(address)) return false;
  const hex = address.replace(/^0x/, '');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumEvmAddress(hex).slice(2) === hex;
}
