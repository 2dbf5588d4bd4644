import { base58 } from '@scure/base';
import { blake2b } from '@noble/hashes/blake2.js';

/** A decoded SS58 address. */
export type Ss58Address = {
  /** The network prefix, 0 to 16383 (0 Polkadot, 2 Kusama, 42 generic Substrate). */
  prefix: number;
  /** The 32-byte account id (public key or its hash). */
  accountId: Uint8Array;
};

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const MAX_LENGTH = 64;
const ACCOUNT_ID_LENGTH = 32;
const CHECKSUM_LENGTH = 2;
const SS58_CONTEXT = new TextEncoder().encode('SS58PRE');
/** Prefixes the SS58 registry reserves and decoders refuse. */
const RESERVED_PREFIXES = [46, 47];

/**
 * Decodes an SS58 address (Substrate): base58 of prefix (1 or 2 bytes) || 32-byte account id
 * || the first 2 bytes of blake2b-512('SS58PRE' || prefix || account id). `undefined` when it
 * is not one.
 * @example
 * decodeSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')?.prefix // 0
 */
export function decodeSs58Address(address: string): Ss58Address | undefined {
  if (typeof address !== 'string' || address.length > MAX_LENGTH || !BASE58.test(address)) return undefined;
  const bytes = base58.decode(address);
  const first = bytes[0] ?? 0xff;
  // 0b00xxxxxx: one-byte prefix; 0b01xxxxxx: two-byte prefix; 0b1xxxxxxx: not an account address.
  if (first >= 0x80) return undefined;
  const prefixLength = first < 0x40 ? 1 : 2;
  if (bytes.length !== prefixLength + ACCOUNT_ID_LENGTH + CHECKSUM_LENGTH) return undefined;
  const second = bytes[1] ?? 0;
  const prefix = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
  if (RESERVED_PREFIXES.includes(prefix)) return undefined;
  const body = bytes.subarray(0, bytes.length - CHECKSUM_LENGTH);
  const hash = blake2b(concat(SS58_CONTEXT, body), { dkLen: 64 });
  if (hash[0] !== bytes[body.length] || hash[1] !== bytes[body.length + 1]) return undefined;
  return { prefix, accountId: body.slice(prefixLength) };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
