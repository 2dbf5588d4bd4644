import { readVector } from '../test-utils/readVector.js';
import { isEvmAddress } from './isEvmAddress.js';

type FormatInvalid = { input: string; why: string; product_expect?: string }[];
const formatCases = readVector<{ format_invalid: FormatInvalid }>('eip55/eip55-vectors.json').format_invalid;

describe('isEvmAddress (40 hex digits, optional 0x)', () => {
  test.each(formatCases.map((entry) => [entry.why, entry] as const))('%s', (_why, entry) => {
    // Product rule (spec §5): "valid" and "valid syntax, reject as receiver" are syntactically valid.
    const expected = entry.product_expect?.startsWith('valid') ?? false;
    expect(isEvmAddress(entry.input)).toBe(expected);
  });

  test('the dev account, with and without 0x', () => {
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
  });

  test('non-strings', () => {
    expect(isEvmAddress(undefined)).toBe(false);
    expect(isEvmAddress(0x1234)).toBe(false);
  });
});
