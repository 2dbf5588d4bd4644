import { bech32, bech32m } from '@scure/base';
import fc from 'fast-check';
import { fuzzParameters } from '../test/fuzz.js';
import { cosmosAddressArbitrary, stringOf } from '../test-utils/addressArbitraries.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isCosmosAddress } from './isCosmosAddress.js';

test('property: bech32 of 20 or 32 bytes under a letters-only prefix is an address, in lower case only', () => {
  fc.assert(
    fc.property(cosmosAddressArbitrary, (address) => {
      expect(isCosmosAddress(address)).toBe(true);
      expect(isCosmosAddress(address.toUpperCase())).toBe(false);
      expect(isAddressForNamespace('cosmos', address)).toBe(true);
    }),
    fuzzParameters(),
  );
});

test('property: other data lengths, prefixes with digits, bech32m and more than 90 characters are refused', () => {
  fc.assert(
    fc.property(stringOf('abcdefghijklmnopqrstuvwxyz0123456789', 1, 40), fc.uint8Array({ minLength: 0, maxLength: 40 }), fc.boolean(), (prefix, data, modern) => {
      const address = (modern ? bech32m : bech32).encode(prefix, bech32.toWords(data), 200);
      const expected = !modern && /^[a-z]+$/.test(prefix) && (data.length === 20 || data.length === 32) && address.length <= 90;
      expect(isCosmosAddress(address)).toBe(expected);
    }),
    fuzzParameters(),
  );
});
