import { hex } from '@scure/base';
import { decodeSegwitAddress } from './decodeSegwitAddress.js';

// Test vectors reproduced from BIP-350 "Test vectors for v0-v16 native segregated witness
// addresses" (https://github.com/bitcoin/bips/blob/master/bip-0350.mediawiki, BSD-2-Clause):
// each valid address with the scriptPubKey it stands for (version opcode, push length, program).
const valid: [address: string, scriptPubKey: string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
];

// BIP-350's invalid segwit addresses, with the reason the BIP gives. (The first one has a valid
// checksum: its human-readable part `tc` is for isBitcoinAddress to refuse, not the decoder.)
const invalid: [reason: string, address: string][] = [
  ['Invalid checksum (Bech32 instead of Bech32m)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
  ['Invalid checksum (Bech32 instead of Bech32m), v2', 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf'],
  ['Invalid checksum (Bech32 instead of Bech32m), v16', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL'],
  ['Invalid checksum (Bech32m instead of Bech32)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
  ['Invalid checksum (Bech32m instead of Bech32), tb', 'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47'],
  ['Invalid character in checksum', 'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4'],
  ['Invalid witness version', 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R'],
  ['Invalid program length (1 byte)', 'bc1pw5dgrnzv'],
  ['Invalid program length (41 bytes)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav'],
  ['Invalid program length for witness version 0 (per BIP141)', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
  ['Mixed case', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq'],
  ['zero padding of more than 4 bits', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf'],
  ['Non-zero padding in 8-to-5 conversion', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j'],
  ['Empty data section', 'bc1gmk9yu'],
];

/** The scriptPubKey of a witness program: OP_0 or OP_1..OP_16 (0x51..0x60), then the push. */
function scriptPubKey(version: number, program: Uint8Array): string {
  const opcode = version === 0 ? 0 : 0x50 + version;
  return hex.encode(Uint8Array.from([opcode, program.length, ...program]));
}

describe('decodeSegwitAddress (BIP-173 / BIP-350)', () => {
  test.each(valid)('valid: %s', (address, script) => {
    const decoded = decodeSegwitAddress(address);
    expect(decoded).toBeDefined();
    if (!decoded) return;
    expect(scriptPubKey(decoded.version, decoded.program)).toBe(script);
    expect(decoded.hrp).toBe(address.slice(0, address.lastIndexOf('1')).toLowerCase());
  });

  test('the human-readable part is returned, not judged', () => {
    expect(decodeSegwitAddress('tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut')?.hrp).toBe('tc');
  });

  test.each(invalid)('invalid: %s', (_reason, address) => {
    expect(decodeSegwitAddress(address)).toBeUndefined();
  });

  test('a bech32 string that is no segwit address, and non-strings', () => {
    // BIP-173's valid bech32 string "A12UEL5L" has an empty data part (no witness version).
    expect(decodeSegwitAddress('A12UEL5L')).toBeUndefined();
    expect(decodeSegwitAddress(42 as unknown as string)).toBeUndefined();
    expect(decodeSegwitAddress(`bc1q${'q'.repeat(90)}`)).toBeUndefined();
  });
});
