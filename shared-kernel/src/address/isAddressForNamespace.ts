import type { ChainNamespace } from '../types/network.js';
import { isBip122Address } from './isBip122Address.js';
import { isChecksumValid } from './isChecksumValid.js';
import { isCosmosAddress } from './isCosmosAddress.js';
import { isPolkadotAddress } from './isPolkadotAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';

/**
 * Whether `address` is valid for the chain namespace. eip155: 40 hex digits (optional `0x`)
 * with a valid checksum when mixed case; solana: a 32-byte base58 key; bip122: a Bitcoin
 * address (Base58Check P2PKH / P2SH or segwit, `isBitcoinAddress`), or for another bip122
 * chain `reference` its encoding only (`isBip122Address`); polkadot: SS58 with a valid
 * checksum; cosmos: lowercase bech32 with 20 or 32 bytes.
 * @example
 * isAddressForNamespace('solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false
 * isAddressForNamespace('bip122', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 */
export function isAddressForNamespace(namespace: ChainNamespace, address: string, reference?: string): boolean {
  switch (namespace) {
    case 'eip155':
      return isChecksumValid(address);
    case 'solana':
      return isSolanaAddress(address);
    case 'bip122':
      return isBip122Address(address, reference);
    case 'polkadot':
      return isPolkadotAddress(address);
    case 'cosmos':
      return isCosmosAddress(address);
  }
}
