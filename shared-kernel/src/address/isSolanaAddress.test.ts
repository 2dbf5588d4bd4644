import { base58, hex } from '@scure/base';
import { readVector } from '../test-utils/readVector.js';
import { isSolanaAddress } from './isSolanaAddress.js';

type SolanaVectors = {
  valid: { address: string; decoded_bytes: number }[];
  invalid: { address: string; why: string; passes_32_44_regex: boolean; decoded_bytes: number | null }[];
};

const solana = readVector<SolanaVectors>('base58/solana-addresses.json');
const bitcoinBase58 = readVector<[string, string][]>('base58/base58_encode_decode.json');

describe('isSolanaAddress', () => {
  test.each(solana.valid.map((entry) => entry.address))('valid: %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true);
  });

  test.each(solana.invalid.map((entry) => [entry.why, entry.address] as const))('invalid: %s', (_why, address) => {
    expect(isSolanaAddress(address)).toBe(false);
  });

  test('non-strings', () => {
    expect(isSolanaAddress(null)).toBe(false);
  });
});

// The decoder isSolanaAddress relies on, checked against Bitcoin Core's vectors.
describe('base58 (bitcoin alphabet)', () => {
  test.each(bitcoinBase58)('%s <-> %s', (bytes, encoded) => {
    const data = hex.decode(bytes.toLowerCase());
    expect(base58.encode(data)).toBe(encoded);
    expect(hex.encode(base58.decode(encoded))).toBe(bytes.toLowerCase());
  });
});
