import { InvalidDecimalError } from '../errors/format.js';
import { truncateDecimal } from './truncateDecimal.js';

describe('truncateDecimal', () => {
  test.each([
    ['10000.0', 3, '10000.000'],
    ['0.123999', 3, '0.123'],
    ['0.9999', 3, '0.999'],
    ['1', 2, '1.00'],
    ['.5', 2, '0.50'],
    ['5.', 2, '5.00'],
    ['007.10', 3, '7.100'],
    ['-1.23456', 3, '-1.234'],
    ['-0.0001', 3, '0.000'],
    ['+2.5', 1, '2.5'],
    ['123456789012345678901234567890.123456789', 3, '123456789012345678901234567890.123'],
    ['1e-7', 3, '0.000'],
    ['1.5e3', 2, '1500.00'],
    ['2.5E-2', 3, '0.025'],
    ['12.345', 0, '12'],
  ])('%s to %i decimals is %s', (value, decimals, expected) => {
    expect(truncateDecimal(value, decimals)).toBe(expected);
  });

  test('numbers, including exponent notation', () => {
    expect(truncateDecimal(1234.5678, 2)).toBe('1234.56');
    expect(truncateDecimal(1e-7, 3)).toBe('0.000');
    expect(truncateDecimal(1e21, 1)).toBe('1000000000000000000000.0');
  });

  test.each(['', 'abc', '1.2.3', '0x10', '.', '1,000', 'NaN'])('rejects %j', (value) => {
    expect(() => truncateDecimal(value, 3)).toThrow(InvalidDecimalError);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %p', (value) => {
    expect(() => truncateDecimal(value, 3)).toThrow(InvalidDecimalError);
  });
});
