import { blake2b } from '@noble/hashes/blake2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import fc from 'fast-check';
import { getAddress } from 'viem';

// Encoders written from the formats' descriptions (the kernel only decodes), and fast-check
// arbitraries of valid addresses of every namespace, for the property tests (`*.fuzz.test.ts`).

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const HEX_DIGITS = '0123456789abcdefABCDEF';

/** Strings over `alphabet`, `minLength` to `maxLength` characters. */
export function stringOf(alphabet: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
}

/** Any string, from plain ASCII to full unicode (lone surrogates included), short or up to `maxLength`. */
export function anyString(maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: fc.constantFrom(...`${BASE58_ALPHABET}0Ol:-_.%x `), maxLength }),
  );
}

/** A string with one character deleted, replaced or inserted at a random place. */
export function mutated(value: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: value.length }), fc.constantFrom('delete', 'replace', 'insert'), fc.oneof(fc.constantFrom(...BASE58_ALPHABET), fc.string({ minLength: 1, maxLength: 1 })))
    .map(([index, edit, char]) => {
      if (edit === 'insert') return value.slice(0, index) + char + value.slice(index);
      const at = Math.min(index, value.length - 1);
      return value.slice(0, at) + (edit === 'replace' ? char : '') + value.slice(at + 1);
    });
}

/** An EVM address: 40 hex digits with `0x`, lower case. */
export const evmAddressArbitrary: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);

/** An EIP-55 (checksummed) EVM address. */
export const checksummedEvmAddressArbitrary: fc.Arbitrary<string> = evmAddressArbitrary.map((address) => getAddress(address));

/** A Solana address: the base58 of a 32-byte public key. */
export const solanaAddressArbitrary: fc.Arbitrary<string> = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => base58.encode(bytes));

const SS58_CONTEXT = new TextEncoder().encode('SS58PRE');

/** SS58: base58(prefix (1 byte below 64, else 2) || account id || blake2b-512('SS58PRE' || both)[0..2]). */
export function encodeSs58(prefix: number, accountId: Uint8Array): string {
  const prefixBytes = prefix < 64 ? [prefix] : [((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6)];
  const body = Uint8Array.from([...prefixBytes, ...accountId]);
  const hash = blake2b(Uint8Array.from([...SS58_CONTEXT, ...body]), { dkLen: 64 });
  return base58.encode(Uint8Array.from([...body, hash[0] ?? 0, hash[1] ?? 0]));
}

/** SS58 network prefixes decoders accept: 0 to 16383 but the reserved 46 and 47. */
export const ss58PrefixArbitrary: fc.Arbitrary<number> = fc.integer({ min: 0, max: 16_383 }).filter((prefix) => prefix !== 46 && prefix !== 47);

export const ss58AddressArbitrary: fc.Arbitrary<{ prefix: number; accountId: Uint8Array; address: string }> = fc
  .tuple(ss58PrefixArbitrary, fc.uint8Array({ minLength: 32, maxLength: 32 }))
  .map(([prefix, accountId]) => ({ prefix, accountId, address: encodeSs58(prefix, accountId) }));

/** A segwit address as BIP-173 / BIP-350 write it: bech32 for version 0, bech32m for 1 to 16. */
export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)];
  return (version === 0 ? bech32 : bech32m).encode(hrp, words, false);
}

/** A valid segwit address of `hrps` (program lengths by the BIP rules). */
export function segwitAddressArbitrary(hrps: readonly string[]): fc.Arbitrary<string> {
  const v0 = fc.tuple(fc.constant(0), fc.constantFrom(20, 32));
  const modern = fc.tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 2, max: 40 }));
  return fc
    .tuple(fc.constantFrom(...hrps), fc.oneof(v0, modern))
    .chain(([hrp, [version, length]]) => fc.uint8Array({ minLength: length, maxLength: length }).map((program) => encodeSegwit(hrp, version, program)))
    .filter((address) => address.length <= 90);
}

const base58check = createBase58check(sha256);

/** Base58Check of `payload` (Bitcoin alphabet, double-SHA-256 checksum). */
export function encodeBase58Check(payload: Uint8Array): string {
  return base58check.encode(payload);
}

/** A Bitcoin mainnet address: P2PKH / P2SH (version 0x00 / 0x05) or a `bc1` segwit address. */
export const bitcoinMainnetAddressArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(0x00, 0x05), fc.uint8Array({ minLength: 20, maxLength: 20 }))
    .map(([version, hash]) => encodeBase58Check(Uint8Array.from([version, ...hash]))),
  segwitAddressArbitrary(['bc']),
);

/** A Cosmos SDK account address: lower-case letters prefix, 20 or 32 bytes, bech32. */
export const cosmosAddressArbitrary: fc.Arbitrary<string> = fc
  .tuple(stringOf('abcdefghijklmnopqrstuvwxyz', 1, 12), fc.constantFrom(20, 32))
  .chain(([prefix, length]) => fc.uint8Array({ minLength: length, maxLength: length }).map((data) => bech32.encode(prefix, bech32.toWords(data), 90)));
