import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
/** Longer inputs are no address of ours; base58 decoding is quadratic, so stop early. */
const MAX_LENGTH = 64;

/**
 * Decodes a Base58Check string (payload + 4-byte double-SHA-256 checksum, Bitcoin alphabet);
 * `undefined` when it is not one.
 * @example
 * decodeBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')?.[0] // 0 (P2PKH mainnet version byte)
 */
export function decodeBase58Check(value: string): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !BASE58.test(value)) return undefined;
  try {
    return base58check().decode(value);
  } catch {
    return undefined;
  }
}

let coder: ReturnType<typeof createBase58check> | undefined;
function base58check(): ReturnType<typeof createBase58check> {
  coder ??= createBase58check(sha256);
  return coder;
}
