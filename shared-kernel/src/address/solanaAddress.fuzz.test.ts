import { isAddress as isSolanaKitAddress } from '@solana/kit';
import { base58, hex } from '@scure/base';
import fc from 'fast-check';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { BASE58_ALPHABET, anyString, mutated, solanaAddressArbitrary, stringOf } from '../test-utils/addressArbitraries.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isSolanaAddress } from './isSolanaAddress.js';

const nearSolana = fc.oneof(stringOf(BASE58_ALPHABET, 30, 46), stringOf(`${BASE58_ALPHABET}0OIl`, 31, 45), solanaAddressArbitrary.chain(mutated));

test('property: isSolanaAddress is @solana/kit isAddress on any string', () => {
  fc.assert(
    fc.property(fc.oneof(nearSolana, anyString()), (value) => {
      expect(isSolanaAddress(value)).toBe(isSolanaKitAddress(value));
    }),
    fuzzParameters(),
  );
});

test('property: every 32-byte key round-trips through base58 and is an address', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
      const address = base58.encode(key);
      expect(isSolanaAddress(address)).toBe(true);
      expect(isSolanaKitAddress(address)).toBe(true);
      expect(hex.encode(base58.decode(address))).toBe(hex.encode(key));
      expect(isAddressForNamespace('solana', address)).toBe(true);
    }),
    // Four base58 codings per case (about 0.4 ms): within the file's time budget.
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: the base58 of a key of another length is no address', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 0, maxLength: 40 }).filter((bytes) => bytes.length !== 32), (bytes) => {
      expect(isSolanaAddress(base58.encode(bytes))).toBe(false);
    }),
    fuzzParameters(),
  );
});
