import { hex } from '@scure/base';
import fc from 'fast-check';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { BASE58_ALPHABET, anyString, encodeSs58, mutated, ss58AddressArbitrary, stringOf } from '../test-utils/addressArbitraries.js';
import { decodeSs58Address } from './decodeSs58Address.js';
import { isPolkadotAddress } from './isPolkadotAddress.js';

// No SS58 library is installed: `encodeSs58` (test-utils) writes the format from its description. Each case
// hashes (blake2b): FUZZ_SIGN_RUNS.
const shown = (decoded: ReturnType<typeof decodeSs58Address>) => decoded && { prefix: decoded.prefix, accountId: hex.encode(decoded.accountId) };

test('property: every prefix (one or two bytes) and 32-byte account id round-trips', () => {
  fc.assert(
    fc.property(ss58AddressArbitrary, ({ prefix, accountId, address }) => {
      expect(shown(decodeSs58Address(address))).toEqual({ prefix, accountId: hex.encode(accountId) });
      expect(isPolkadotAddress(address)).toBe(true);
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: the reserved prefixes 46 and 47 and account ids of another length are refused', () => {
  fc.assert(
    fc.property(fc.constantFrom(46, 47), fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 0, maxLength: 40 }), (reserved, id, other) => {
      expect(decodeSs58Address(encodeSs58(reserved, id))).toBeUndefined();
      if (other.length !== 32) expect(decodeSs58Address(encodeSs58(0, other))).toBeUndefined();
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: what decodes from a changed or arbitrary string re-encodes to it; nothing throws', () => {
  fc.assert(
    fc.property(fc.oneof(ss58AddressArbitrary.chain(({ address }) => mutated(address)), stringOf(BASE58_ALPHABET, 40, 70), anyString()), (text) => {
      const decoded = decodeSs58Address(text);
      if (decoded !== undefined) expect(encodeSs58(decoded.prefix, decoded.accountId)).toBe(text);
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});
