import { formatUnits } from './formatUnits.js';

describe('formatUnits', () => {
  it.each([
    [10n ** 22n, 18, '10000.0'],
    [0n, 18, '0.0'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [123_456_789n, 6, '123.456789'],
    [-25n, 1, '-2.5'],
    [42n, 0, '42.0'],
    // beyond Number precision: exact digits
    [123_456_789_012_345_678_901_234_567_890n, 18, '123456789012.34567890123456789'],
  ])('%s with %s decimals -> %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('rejects negative or fractional decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(RangeError);
    expect(() => formatUnits(1n, 1.5)).toThrow(RangeError);
  });
});
