import { fiatValue } from './fiatValue.js';

describe('fiatValue', () => {
  test.each([
    [1_234_560_000n, 6, 1, 1234.56],
    [2_500_000_000_000_000_000n, 18, 3000, 7500],
    [1_000_000_000_000_000_000_000n, 18, 0.5, 500],
    [7n, 0, 1, 7],
    // Half a cent rounds up; less rounds down.
    [5_000n, 6, 1, 0.01],
    [4_999n, 6, 1, 0],
    [1n, 18, 3000, 0],
    [123_456_789_012_345_678_901_234n, 18, 2500.5, 308_703_700.93],
  ])('%s base units with %i decimals at %d -> %d', (amount, decimals, price, value) => {
    expect(fiatValue(amount, decimals, price)).toBe(value);
  });

  test('nothing held or no price is worth 0', () => {
    expect(fiatValue(0n, 18, 3000)).toBe(0);
    expect(fiatValue(10n ** 18n, 18, 0)).toBe(0);
    expect(fiatValue(10n ** 18n, 18, Number.NaN)).toBe(0);
  });
});
