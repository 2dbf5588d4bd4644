import { formatUnits as viemFormatUnits } from 'viem';
import { InvalidDecimalError } from '../errors/format.js';
import { formatUnits } from './formatUnits.js';

describe('formatUnits', () => {
  test.each([
    [10n ** 22n, 18, '10000.0'],
    [0n, 18, '0.0'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [123_456_789n, 6, '123.456789'],
    [-25n, 1, '-2.5'],
    [42n, 0, '42.0'],
    // Beyond Number precision: exact digits.
    [123_456_789_012_345_678_901_234_567_890n, 18, '123456789012.34567890123456789'],
  ])('%s with %s decimals keeping a fraction -> %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals, { keepFraction: true })).toBe(expected);
  });

  test('rejects negative or fractional decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(InvalidDecimalError);
    expect(() => formatUnits(1n, 1.5)).toThrow(InvalidDecimalError);
  });

  // Property-style: a seeded generator (reproducible failures) over signs, lengths and decimals.
  test('agrees with viem for a range of values and decimals', () => {
    let seed = 0x2545f491;
    const next = (): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 0x1_0000_0000;
    };
    const edges = [0n, 1n, -1n, 9n, 10n, 100n, 10n ** 18n, 10n ** 18n - 1n, 10n ** 18n + 1n, 2n ** 256n - 1n, -(2n ** 255n)];
    const randomValue = (): bigint => {
      const length = 1 + Math.floor(next() * 80);
      let digits = '';
      for (let index = 0; index < length; index += 1) digits += String(Math.floor(next() * 10));
      // Runs of trailing zeros exercise the trimming.
      if (next() < 0.3) digits += '0'.repeat(Math.floor(next() * 20));
      return (next() < 0.2 ? -1n : 1n) * BigInt(digits);
    };
    const values = [...edges, ...Array.from({ length: 500 }, randomValue)];
    for (const value of values) {
      for (const decimals of [0, 1, 2, 6, 8, 9, 18, 24, 36, 77]) {
        expect([value, decimals, formatUnits(value, decimals)]).toEqual([value, decimals, viemFormatUnits(value, decimals)]);
      }
    }
  });

  test('keepFraction only adds ".0" to whole numbers', () => {
    for (const [value, decimals] of [[1_500_000n, 6], [10n ** 20n, 18], [-3n, 0]] as const) {
      const plain = formatUnits(value, decimals);
      expect(formatUnits(value, decimals, { keepFraction: true })).toBe(plain.includes('.') ? plain : `${plain}.0`);
    }
  });
});
