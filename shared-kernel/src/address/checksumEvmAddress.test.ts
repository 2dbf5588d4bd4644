import { InvalidAddressError } from '../errors/address.js';
import { readVector } from '../test-utils/readVector.js';
import { checksumEvmAddress } from './checksumEvmAddress.js';
import { isChecksumValid } from './isChecksumValid.js';
import { isEvmAddress } from './isEvmAddress.js';

type Eip55Vectors = {
  spec: { all_caps: string[]; all_lower: string[]; normal: string[] };
  ensip9: { address: string; expect: string }[];
  derived_invalid: { address: string; derived_from: string }[];
  format_invalid: { input: string; why: string; product_expect?: string }[];
};
type EthersAccount = { name: string; address: string };

const eip55 = readVector<Eip55Vectors>('eip55/eip55-vectors.json');
const accounts = readVector<EthersAccount[]>('eip55/ethers-accounts.json');
const specAddresses = [...eip55.spec.all_caps, ...eip55.spec.all_lower, ...eip55.spec.normal];

describe('checksumEvmAddress', () => {
  test.each(specAddresses)('ERC-55 test case %s', (address) => {
    expect(checksumEvmAddress(address.toLowerCase())).toBe(address);
    expect(checksumEvmAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
    expect(isChecksumValid(address)).toBe(true);
  });

  test.each(eip55.ensip9.map((entry) => entry.address))('ENSIP-9 %s', (address) => {
    expect(checksumEvmAddress(address.toLowerCase())).toBe(address);
  });

  test(`all ${accounts.length} ethers.js accounts`, () => {
    expect(accounts).toHaveLength(259);
    for (const { address } of accounts) {
      expect(checksumEvmAddress(address.toLowerCase())).toBe(address);
      expect(checksumEvmAddress(address.slice(2))).toBe(address);
      expect(isChecksumValid(address)).toBe(true);
    }
  });

  test('throws InvalidAddressError for malformed input', () => {
    expect(() => checksumEvmAddress('0x123')).toThrow(InvalidAddressError);
    expect(() => checksumEvmAddress('0x123')).toThrowErrorMatchingInlineSnapshot(`"Address "0x123" is invalid for eip155."`);
  });
});

describe('isChecksumValid', () => {
  test.each(eip55.derived_invalid.map((entry) => [entry.address, entry.derived_from] as const))(
    'one flipped letter: %s',
    (address, original) => {
      expect(isChecksumValid(address)).toBe(false);
      expect(isChecksumValid(original)).toBe(true);
      // Still a syntactically valid address: the checksum is a separate check.
      expect(isEvmAddress(address)).toBe(true);
    },
  );

  test('single-case addresses carry no checksum and are accepted', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(isChecksumValid(address.toLowerCase())).toBe(true);
    expect(isChecksumValid(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
  });

  test('malformed input is not valid', () => {
    expect(isChecksumValid('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });
});
