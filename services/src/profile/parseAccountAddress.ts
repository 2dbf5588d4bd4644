import { checksumEvmAddress, isAddressForNamespace } from '@foyer/kernel';
import { profileError } from './profileError.js';

/** The account families that have names. */
export type NameFamily = 'eip155' | 'solana';

export type AccountAddress = { family: NameFamily; address: string };

function shown(address: string): string {
  return address.length > 64 ? `${address.slice(0, 64)}…` : address;
}

/**
 * `address` in the form names are stored under (EIP-55 for EVM, base58 as given for Solana), for `family`
 * or, without it, whichever family it fits (EVM first); 400 `INVALID_ADDRESS` otherwise.
 */
export function parseAccountAddress(address: string, family?: NameFamily): AccountAddress {
  if (family !== 'solana' && isAddressForNamespace('eip155', address)) return { family: 'eip155', address: checksumEvmAddress(address) };
  if (family !== 'eip155' && isAddressForNamespace('solana', address)) return { family: 'solana', address };
  const expected =
    family === 'eip155'
      ? 'an EVM address (40 hex digits, EIP-55 checksum when mixed case)'
      : family === 'solana'
        ? 'a base58 Solana address (32 bytes)'
        : 'an EVM address or a base58 Solana address';
  throw profileError('INVALID_ADDRESS', `Invalid address '${shown(address)}': expected ${expected}`);
}
