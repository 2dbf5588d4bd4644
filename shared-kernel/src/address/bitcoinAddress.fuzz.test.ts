import { bech32, bech32m, hex } from '@scure/base';
import fc from 'fast-check';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { anyString, bitcoinMainnetAddressArbitrary, encodeBase58Check, encodeSegwit, mutated, stringOf } from '../test-utils/addressArbitraries.js';
import { decodeBase58Check } from './decodeBase58Check.js';
import { decodeSegwitAddress, type SegwitAddress } from './decodeSegwitAddress.js';
import { isBip122Address } from './isBip122Address.js';
import { isBitcoinAddress } from './isBitcoinAddress.js';

// No independent bech32 or Base58Check library is installed: these encode with @scure/base as BIP-173 / BIP-350 /
// Base58Check describe it and check the kernel's decoders against the BIP rules written out here.
const hrp = fc.oneof(fc.constantFrom('bc', 'tb', 'bcrt', 'ltc'), stringOf('abcdefghijklmnopqrstuvwxyz0123456789', 1, 10));
const shown = (decoded: SegwitAddress | undefined) => decoded && { ...decoded, program: hex.encode(decoded.program) };

describe('segwit (BIP-173 / BIP-350)', () => {
  test('property: an encoded witness program decodes back, in either case, exactly when the BIP rules allow it', () => {
    fc.assert(
      fc.property(hrp, fc.integer({ min: 0, max: 16 }), fc.uint8Array({ minLength: 0, maxLength: 44 }), fc.boolean(), (prefix, version, program, upper) => {
        let address: string;
        try {
          address = encodeSegwit(prefix, version, program);
        } catch {
          return; // longer than bech32's 90 characters
        }
        const allowed = program.length >= 2 && program.length <= 40 && (version !== 0 || program.length === 20 || program.length === 32);
        const decoded = decodeSegwitAddress(upper ? address.toUpperCase() : address);
        expect(shown(decoded)).toEqual(allowed ? { hrp: prefix, version, program: hex.encode(program) } : undefined);
      }),
      fuzzParameters(),
    );
  });

  test('property: the other checksum variant for the version (bech32m for v0, bech32 for v1+) is refused', () => {
    fc.assert(
      fc.property(hrp, fc.integer({ min: 0, max: 16 }), fc.uint8Array({ minLength: 20, maxLength: 20 }), (prefix, version, program) => {
        const wrong = (version === 0 ? bech32m : bech32).encode(prefix, [version, ...bech32.toWords(program)], 90);
        expect(decodeSegwitAddress(wrong)).toBeUndefined();
      }),
      fuzzParameters(),
    );
  });

  test('property: what decodes from a changed or arbitrary string re-encodes to it (one case only); nothing throws', () => {
    const address = fc.tuple(hrp, fc.integer({ min: 0, max: 16 }), fc.constantFrom(20, 32)).chain(([prefix, version, length]) =>
      fc.uint8Array({ minLength: length, maxLength: length }).map((program) => encodeSegwit(prefix, version, program)),
    );
    fc.assert(
      fc.property(fc.oneof(address.chain(mutated), anyString(), stringOf('qpzry9x8gf2tvdw0s3jn54khce6mua7lQPZRY1', 8, 95)), (text) => {
        const decoded = decodeSegwitAddress(text);
        if (decoded === undefined) return;
        const reencoded = encodeSegwit(decoded.hrp, decoded.version, decoded.program);
        expect([reencoded, reencoded.toUpperCase()]).toContain(text);
      }),
      fuzzParameters(),
    );
  });
});

// Base58Check hashes (double SHA-256) per case: FUZZ_SIGN_RUNS.
describe('Base58Check and Bitcoin networks', () => {
  test('property: any payload round-trips while its text is at most 64 characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 48 }), (payload) => {
        const text = encodeBase58Check(payload);
        const decoded = decodeBase58Check(text);
        expect(decoded && hex.encode(decoded)).toBe(text.length > 64 ? undefined : hex.encode(payload));
      }),
      fuzzParameters(FUZZ_SIGN_RUNS * 3),
    );
  });

  test('property: the version byte of a 21-byte payload decides the Bitcoin network; other bip122 chains take any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ minLength: 20, maxLength: 20 }), (version, hash) => {
        const address = encodeBase58Check(Uint8Array.from([version, ...hash]));
        expect(isBitcoinAddress(address, 'mainnet')).toBe(version === 0x00 || version === 0x05);
        expect(isBitcoinAddress(address, 'testnet')).toBe(version === 0x6f || version === 0xc4);
        expect(isBip122Address(address, '12a765e31ffd4059bada1e25190f6e98')).toBe(true);
      }),
      fuzzParameters(FUZZ_SIGN_RUNS * 3),
    );
  });

  test('property: mainnet P2PKH / P2SH / bc1 addresses are Bitcoin mainnet addresses and not testnet ones', () => {
    fc.assert(
      fc.property(bitcoinMainnetAddressArbitrary, (address) => {
        expect(isBitcoinAddress(address)).toBe(true);
        expect(isBitcoinAddress(address, 'testnet')).toBe(false);
        expect(isBip122Address(address, '000000000019d6689c085ae165831e93')).toBe(true);
      }),
      fuzzParameters(FUZZ_SIGN_RUNS * 3),
    );
  });
});
