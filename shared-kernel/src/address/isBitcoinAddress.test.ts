import { bech32, hex } from '@scure/base';
import { isBitcoinAddress } from './isBitcoinAddress.js';

// Published examples. Base58Check: the Bitcoin wiki's P2PKH / P2SH examples and CAIP-10's
// (ChainAgnostic CAIPs caip-10.md, namespaces bip122/caip10.md, CC0-1.0; also in
// ../shared/vectors/caip). Segwit: BIP-173 "Examples" and BIP-350 test vectors (BSD-2-Clause);
// BIP-84 / BIP-86 first receive addresses of the BIP-39 test mnemonic "abandon … about".
const mainnet = [
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
  '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6', // P2PKH, CAIP-10
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  '35PBEaofpUeH8VnnNSorM1QZsadrZoQp4N', // P2SH, bip122/caip10.md
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH, BIP-173
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // upper case is valid (BIP-173)
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH, BIP-173
  'bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk', // P2WPKH, bip122/caip10.md
  'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', // BIP-84 m/84'/0'/0'/0/0
  'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', // P2TR, BIP-86 m/86'/0'/0'/0/0
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // P2TR, BIP-350
];

const testnet = [
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // P2PKH (m…)
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', // P2SH (2…)
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // P2WPKH, BIP-173
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // P2WSH, BIP-173
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', // P2TR, BIP-350
];

/** A regtest P2WPKH: the BIP-173 example program under the regtest prefix `bcrt`. */
const regtest = bech32.encode('bcrt', [0, ...bech32.toWords(hex.decode('751e76e8199196d454941c45d1b3a323f1433bd6'))]);

describe('isBitcoinAddress', () => {
  test.each(mainnet)('mainnet: %s', (address) => {
    expect(isBitcoinAddress(address)).toBe(true);
    expect(isBitcoinAddress(address, 'mainnet')).toBe(true);
    expect(isBitcoinAddress(address, 'testnet')).toBe(false);
    expect(isBitcoinAddress(address, 'regtest')).toBe(false);
  });

  test.each(testnet)('testnet: %s', (address) => {
    expect(isBitcoinAddress(address)).toBe(true);
    expect(isBitcoinAddress(address, 'testnet')).toBe(true);
    expect(isBitcoinAddress(address, 'mainnet')).toBe(false);
  });

  test('regtest: bcrt1 segwit, and the testnet version bytes', () => {
    expect(regtest).toBe('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080');
    expect(isBitcoinAddress(regtest)).toBe(true);
    expect(isBitcoinAddress(regtest, 'regtest')).toBe(true);
    expect(isBitcoinAddress(regtest, 'testnet')).toBe(false);
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe(true);
  });

  test.each([
    ['bad Base58Check checksum (last character changed)', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['bad bech32 checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['mixed case (BIP-350)', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq'],
    ['v1 with a bech32 checksum (BIP-350)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['v0 of 16 bytes (BIP-350)', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
    ['unknown segwit prefix (BIP-350 "tc")', 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut'],
    ['Litecoin segwit (bip122/caip10.md)', 'ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0'],
    ['Dogecoin version byte 0x1e (bip122/caip10.md)', 'DBcZSePDaMMduBMLymWHXhkE5ArFEvkagU'],
    ['CAIP-10 "Taproot" example of 42 characters (no valid checksum)', 'bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a Solana address (32 bytes, no checksum)', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    ['empty', ''],
  ])('invalid: %s', (_why, address) => {
    expect(isBitcoinAddress(address)).toBe(false);
  });

  test('non-strings', () => {
    expect(isBitcoinAddress(undefined)).toBe(false);
    expect(isBitcoinAddress(21)).toBe(false);
  });
});
