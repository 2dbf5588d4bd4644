import { bech32, bech32m } from '@scure/base';
import { isCosmosAddress } from './isCosmosAddress.js';

// Published Cosmos addresses: CAIP-10's Cosmos Hub example (ChainAgnostic CAIPs caip-10.md,
// CC0-1.0; also in ../shared/vectors/caip) and the first account (m/44'/118'/0'/0/0) of the
// BIP-39 test mnemonic "abandon … about".
const valid = ['cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0', 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4'];

describe('isCosmosAddress', () => {
  test.each(valid)('valid: %s', (address) => {
    expect(isCosmosAddress(address)).toBe(true);
  });

  test('any lowercase prefix, 20 or 32 bytes of data', () => {
    const data20 = bech32.decodeToBytes(valid[0] ?? '').bytes;
    expect(isCosmosAddress(bech32.encode('osmo', bech32.toWords(data20)))).toBe(true);
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(7))))).toBe(true);
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(21))))).toBe(false);
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(33))))).toBe(false);
  });

  test.each([
    ['bad checksum (last character changed)', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc1'],
    ['upper case', 'COSMOS1T2UFLQWQE0FSJ0SHCFKRVPUKEWCW40YJJ6HDC0'],
    ['mixed case', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdC0'],
    ['a Bitcoin segwit address (its witness version word leaves bad padding)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a prefix with digits', bech32.encode('cosmos2', bech32.toWords(new Uint8Array(20)))],
    ['a bech32m checksum', bech32m.encode('cosmos', bech32m.toWords(new Uint8Array(20)))],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['empty', ''],
  ])('invalid: %s', (_why, address) => {
    expect(isCosmosAddress(address)).toBe(false);
  });

  test('non-strings', () => {
    expect(isCosmosAddress(20)).toBe(false);
  });
});
