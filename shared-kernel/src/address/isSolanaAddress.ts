import { base58 } from '@scure/base';

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Whether `value` is a Solana address: 32–44 base58 characters (spec §5) that decode to a
 * 32-byte public key.
 * @example
 * isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !SOLANA_ADDRESS.test(value)) return false;
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}
