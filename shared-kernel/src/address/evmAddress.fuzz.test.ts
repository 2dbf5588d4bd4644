import fc from 'fast-check';
import { getAddress, isAddress as isViemAddress, toCoinType } from 'viem';
import { InvalidAddressError, InvalidCoinTypeChainIdError } from '../errors/address.js';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import { HEX_DIGITS, anyString, evmAddressArbitrary, mutated, stringOf } from '../test-utils/addressArbitraries.js';
import { chainIdToCoinType, coinTypeToChainId } from './chainIdToCoinType.js';
import { checksumEvmAddress } from './checksumEvmAddress.js';
import { isChecksumValid } from './isChecksumValid.js';
import { isEvmAddress } from './isEvmAddress.js';

/** 40 hex digits in random case, with or without `0x`. */
const hex40 = fc.tuple(fc.boolean(), stringOf(HEX_DIGITS, 40, 40)).map(([prefixed, digits]) => `${prefixed ? '0x' : ''}${digits}`);
/** Near-misses of an EVM address: 38 to 42 digits, `0X`, non-hex letters, spaces, one character changed. */
const nearEvm = fc.oneof(
  fc.tuple(fc.constantFrom('0x', '0X', '', 'x', ' 0x'), stringOf(`${HEX_DIGITS}gG `, 38, 42)).map(([prefix, digits]) => prefix + digits),
  evmAddressArbitrary.chain(mutated),
);
const evmInput = fc.oneof(hex40, nearEvm, anyString());
const withPrefix = (value: string) => (value.startsWith('0x') ? value : `0x${value}`);
/** 0x + 40 hex digits all upper case: no checksum, so we accept it; viem's strict check does not. */
const isUpperCaseHex = (value: string) => /^0x[0-9A-F]{40}$/.test(value);

test('property: isEvmAddress is viem isAddress (non-strict) once the optional 0x is added', () => {
  fc.assert(
    fc.property(evmInput, (value) => {
      expect(isEvmAddress(value)).toBe(isViemAddress(withPrefix(value), { strict: false }));
    }),
    fuzzParameters(),
  );
});

// The next three hash (keccak) per case: FUZZ_SIGN_RUNS.
test('property: checksumEvmAddress is viem getAddress; it refuses what viem refuses, with InvalidAddressError only', () => {
  fc.assert(
    fc.property(evmInput, (value) => {
      let ours: string | undefined;
      try {
        ours = checksumEvmAddress(value);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidAddressError);
      }
      if (ours === undefined) expect(isViemAddress(withPrefix(value), { strict: false })).toBe(false);
      else expect(ours).toBe(getAddress(withPrefix(value)));
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: isChecksumValid is viem strict isAddress, plus all-upper-case addresses (single case carries no checksum)', () => {
  fc.assert(
    fc.property(fc.oneof(hex40, evmInput), (value) => {
      if (!value.startsWith('0x')) return;
      expect(isChecksumValid(value)).toBe(isViemAddress(value) || isUpperCaseHex(value));
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: a checksummed address stays valid in any single case; flipping one letter breaks it', () => {
  fc.assert(
    fc.property(evmAddressArbitrary, fc.nat(), (address, pick) => {
      const checksummed = checksumEvmAddress(address);
      expect(isChecksumValid(checksummed)).toBe(true);
      expect(checksumEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(checksummed);
      const letters = [...checksummed.slice(2)].flatMap((char, index) => (/[a-fA-F]/.test(char) ? [index + 2] : []));
      if (letters.length === 0) return;
      const at = letters[pick % letters.length] ?? 2;
      const char = checksummed[at] ?? '';
      const flipped = checksummed.slice(0, at) + (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()) + checksummed.slice(at + 1);
      const digits = flipped.slice(2);
      expect(isChecksumValid(flipped)).toBe(digits === digits.toLowerCase() || digits === digits.toUpperCase());
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: chainIdToCoinType is viem toCoinType, throws only InvalidCoinTypeChainIdError and inverts with coinTypeToChainId', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: 0, max: 0x7fff_ffff }), fc.integer(), fc.double(), fc.constantFrom(2 ** 31, -1, 0.5, Number.NaN)), (chainId) => {
      let ours: number | undefined;
      try {
        ours = chainIdToCoinType(chainId);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidCoinTypeChainIdError);
      }
      let theirs: bigint | undefined;
      try {
        theirs = Number.isInteger(chainId) ? toCoinType(chainId) : undefined;
      } catch {
        theirs = undefined;
      }
      expect(ours === undefined ? undefined : BigInt(ours)).toBe(theirs);
      // -0 maps back to 0.
      if (ours !== undefined) expect(coinTypeToChainId(ours) === chainId).toBe(true);
    }),
    fuzzParameters(),
  );
});
