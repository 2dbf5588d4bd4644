import { formatBalance } from './formatBalance.js';

describe('formatBalance', () => {
  test('3 decimals, plain digits, then the symbol', () => {
    expect(formatBalance('10000.0', 'ETH')).toBe('10000.000 ETH');
    expect(formatBalance('1.23456789', 'SOL')).toBe('1.234 SOL');
  });

  test('never rounds up', () => {
    expect(formatBalance('0.99999')).toBe('0.999');
    expect(formatBalance('0.0009999', 'ETH')).toBe('0.000 ETH');
  });

  test('missing balance shows zero', () => {
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH');
    expect(formatBalance(null)).toBe('0.000');
    expect(formatBalance('')).toBe('0.000');
  });

  test('exact for amounts beyond float precision', () => {
    expect(formatBalance('115792089237316195423570985008687907853269984665640564039457.584007913129639935', 'WEI')).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584 WEI',
    );
  });
});
