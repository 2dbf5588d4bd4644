import { base58, hex } from '@scure/base';

/**
 * The UTF-8 bytes of `text` as 0x hex: the message parameter of `personal_sign`.
 * @example
 * utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(text: string): `0x${string}` {
  return `0x${hex.encode(new TextEncoder().encode(text))}`;
}

/**
 * Base58 (Bitcoin alphabet) of raw bytes: how Solana signatures travel to the sessions service.
 * @example
 * bytesToBase58(new Uint8Array([0, 1])) // '12'
 */
export function bytesToBase58(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

/**
 * Bytes of a base58 string.
 * @example
 * base58ToBytes('12') // Uint8Array [0, 1]
 */
export function base58ToBytes(text: string): Uint8Array {
  return base58.decode(text);
}
