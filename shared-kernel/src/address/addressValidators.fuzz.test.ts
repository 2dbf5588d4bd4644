import fc from 'fast-check';
import { CHAIN_NAMESPACES } from '../constants.js';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { anyString } from '../test-utils/addressArbitraries.js';
import { decodeBase58Check } from './decodeBase58Check.js';
import { decodeSegwitAddress } from './decodeSegwitAddress.js';
import { decodeSs58Address } from './decodeSs58Address.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isBip122Address } from './isBip122Address.js';
import { isBitcoinAddress } from './isBitcoinAddress.js';
import { isChecksumValid } from './isChecksumValid.js';
import { isCosmosAddress } from './isCosmosAddress.js';
import { isEvmAddress } from './isEvmAddress.js';
import { isPolkadotAddress } from './isPolkadotAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';
import { shortenAddress } from './shortenAddress.js';

// Validators take `unknown` (guards) or a string from user input; neither may throw, whatever arrives.
const guards: [string, (value: unknown) => boolean][] = [
  ['isEvmAddress', isEvmAddress],
  ['isSolanaAddress', isSolanaAddress],
  ['isBitcoinAddress', (value) => isBitcoinAddress(value)],
  ['isBip122Address', (value) => isBip122Address(value, '12a765e31ffd4059bada1e25190f6e98')],
  ['isCosmosAddress', isCosmosAddress],
  ['isPolkadotAddress', isPolkadotAddress],
];
const decoders: [string, (value: string) => unknown][] = [
  ['decodeSegwitAddress', decodeSegwitAddress],
  ['decodeSs58Address', decodeSs58Address],
  ['decodeBase58Check', decodeBase58Check],
];

/** Mostly short strings; some long ones (up to 5,000 characters) and any JS value. */
const anyValue = fc.oneof({ arbitrary: anyString(), weight: 5 }, { arbitrary: anyString(5_000), weight: 1 }, { arbitrary: fc.anything(), weight: 2 });

test('property: every address guard answers a boolean for any value (strings, unicode, huge, objects, null)', () => {
  fc.assert(
    fc.property(anyValue, (value) => {
      const answers = guards.map(([name, guard]) => [name, typeof guard(value)]);
      expect(answers.filter(([, type]) => type !== 'boolean')).toEqual([]);
    }),
    fuzzParameters(),
  );
});

test('property: decoders answer undefined or a decoding for any value, and refuse what is not a string', () => {
  fc.assert(
    fc.property(anyValue, (value) => {
      const wrong = decoders.filter(([, decode]) => {
        const decoded = decode(value as string);
        return typeof value === 'string' ? decoded !== undefined && !(decoded instanceof Object) : decoded !== undefined;
      });
      expect(wrong.map(([name]) => name)).toEqual([]);
    }),
    fuzzParameters(),
  );
});

test('property: string validators never throw; an address valid for a namespace passes its guard', () => {
  fc.assert(
    fc.property(anyString(), (value) => {
      expect(typeof isChecksumValid(value)).toBe('boolean');
      expect(typeof shortenAddress(value)).toBe('string');
      for (const namespace of CHAIN_NAMESPACES) expect(typeof isAddressForNamespace(namespace, value)).toBe('boolean');
      if (isAddressForNamespace('eip155', value)) expect(isEvmAddress(value)).toBe(true);
      if (isAddressForNamespace('polkadot', value)) expect(isPolkadotAddress(value)).toBe(true);
    }),
    // Five namespaces per case, two of them hashing (SS58 blake2b, Base58Check SHA-256).
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});
