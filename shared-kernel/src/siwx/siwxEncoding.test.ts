import { base58ToBytes, bytesToBase58, utf8ToHex } from './siwxEncoding.js';

test('utf8ToHex encodes the UTF-8 bytes (personal_sign message parameter)', () => {
  expect(utf8ToHex('hi')).toBe('0x6869');
  expect(utf8ToHex('✓')).toBe('0xe29c93');
  expect(utf8ToHex('')).toBe('0x');
});

test('base58 keeps leading zero bytes and round-trips', () => {
  expect(bytesToBase58(new Uint8Array([0, 1]))).toBe('12');
  const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256);
  expect(base58ToBytes(bytesToBase58(bytes))).toEqual(bytes);
});
