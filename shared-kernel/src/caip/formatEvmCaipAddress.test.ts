import { formatCaipAddress } from './formatCaipAddress';
import { formatEvmCaipAddress } from './formatEvmCaipAddress';

test('matches formatCaipAddress for EVM accounts, with or without 0x, any case', () => {
  for (const address of [
    '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    'AB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ]) {
    expect(formatEvmCaipAddress(31337, address)).toBe(formatCaipAddress('eip155:31337', address));
  }
  expect(formatEvmCaipAddress('1', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  );
});

test.each([
  [0, '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'],
  ['0x1', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'],
  [1, '0xab16'],
  [1, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
])('rejects chain %p with address %p: Invalid CAIP Address', (chainId, address) => {
  expect(() => formatEvmCaipAddress(chainId, address)).toThrow('Invalid CAIP Address');
});
