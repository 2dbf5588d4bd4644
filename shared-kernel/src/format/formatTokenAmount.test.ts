import { formatTokenAmount } from './formatTokenAmount.js';

test.each([
  ['0.032833333333333333', 'ETH', '0.03283 ETH'],
  ['0.00013668805774', 'ETH', '0.0001366 ETH'],
  ['298.802123', 'fUSD', '298.8021 fUSD'],
  ['298.8', 'fUSD', '298.8 fUSD'],
  ['5', 'fUSD', '5 fUSD'],
  ['0', 'ETH', '0 ETH'],
  ['0.000', undefined, '0'],
  ['1.99999', undefined, '1.9999'],
  ['0.1', undefined, '0.1'],
  ['-0.0012345', undefined, '-0.001234'],
  ['1e-9', undefined, '0.000000001'],
])('formatTokenAmount(%j, %j) = %j', (numeric, symbol, expected) => {
  expect(formatTokenAmount(numeric, symbol)).toBe(expected);
});

test('never rounds up: the shown amount is at most the exact one', () => {
  expect(formatTokenAmount('0.99999999')).toBe('0.9999');
  expect(formatTokenAmount('9.99999')).toBe('9.9999');
});

test('given a locale: its grouping and decimal sign, the digits of the exact string', () => {
  expect(formatTokenAmount('1234567.891234', 'ETH', { locale: 'de' })).toBe('1.234.567,8912 ETH');
  expect(formatTokenAmount('1234.5', 'ETH', { locale: 'en' })).toBe('1,234.5 ETH');
  expect(formatTokenAmount('-0.00013668805774', undefined, { locale: 'fr' })).toBe('-0,0001366');
  // A value beyond float precision keeps every digit.
  expect(formatTokenAmount('123456789012345678901', 'fUSD', { locale: 'en' })).toBe('123,456,789,012,345,678,901 fUSD');
});
