import { parseUnits as viemParseUnits } from 'viem';
import { formatUnits } from '../format/formatUnits.js';
import { parseUnits } from './parseUnits.js';

test.each([
  ['1.5', 6],
  ['0.000001', 6],
  ['1234.56', 6],
  ['.5', 18],
  ['7', 0],
  ['10000.0', 18],
  ['0.123456789012345678', 18],
])('%s with %i decimals: the same base units as viem', (value, decimals) => {
  expect(parseUnits(value, decimals)).toBe(viemParseUnits(value, decimals));
});

test('round trip with formatUnits', () => {
  expect(formatUnits(parseUnits('42.000123', 6) ?? -1n, 6)).toBe('42.000123');
});

test.each([[''], ['.'], ['1,5'], ['-1'], ['1e3'], ['0x10'], ['1.2.3'], [' abc ']])('"%s" is not an amount', (value) => {
  expect(parseUnits(value, 6)).toBeUndefined();
});

test('more fraction digits than the token has is refused unless they are zeros', () => {
  expect(parseUnits('1.0000001', 6)).toBeUndefined();
  expect(parseUnits('1.5000000', 6)).toBe(1_500_000n);
  expect(parseUnits('1.5', 0)).toBeUndefined();
});
