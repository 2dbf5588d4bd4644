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
