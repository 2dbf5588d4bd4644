import type { ChainNamespace } from '../types/network.js';
import { isChecksumValid } from './isChecksumValid.js';
import { isSolanaAddress } from './isSolanaAddress.js';

/**
 * Whether `address` is valid for the chain namespace. eip155: 40 hex digits (optional `0x`)
 * with a valid checksum when mixed case; solana: a 32-byte base58 key. Polkadot, bitcoin and
 * cosmos addresses are accepted when non-empty and free of whitespace (their checksums are
 * checked by the wallets).
 * @example
 * isAddressForNamespace('solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false
 */
export function isAddressForNamespace(namespace: ChainNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return isChecksumValid(address);
    case 'solana':
      return isSolanaAddress(address);
    case 'polkadot':
    case 'bip122':
    case 'cosmos':
      return typeof address === 'string' && /^[^\s:]+$/.test(address);
  }
}
