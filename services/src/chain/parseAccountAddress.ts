import { checksumEvmAddress, isEvmAddress, isSolanaAddress } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry } from './createChainRegistry.js';

function shortened(address: string): string {
  return address.length > 64 ? `${address.slice(0, 64)}…` : address;
}

/** The address with `0x`, after checking its hex digits and, when mixed-case, its EIP-55 checksum. */
export function parseEvmAddress(address: string): `0x${string}` {
  const short = shortened(address);
  if (!isEvmAddress(address)) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${short}': expected 40 hex digits with an optional 0x prefix`);
  }
  const prefixed = (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`;
  const digits = prefixed.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && checksumEvmAddress(prefixed) !== prefixed) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${short}': wrong EIP-55 checksum`);
  }
  return prefixed;
}

/** A base58 Solana address, or 400 `INVALID_ADDRESS`. */
export function parseSolanaAddress(address: string): string {
  if (!isSolanaAddress(address)) {
    throw new ServiceError(400, 'INVALID_ADDRESS', `Invalid address '${shortened(address)}': expected a base58 Solana address (32 bytes)`);
  }
  return address;
}

/** The account address of a balance or NFT request, checked for `chain`'s family (400 `INVALID_ADDRESS` otherwise). */
export function parseAccountAddress(chain: ChainEntry, address: string): string {
  return chain.namespace === 'eip155' ? parseEvmAddress(address) : parseSolanaAddress(address);
}
