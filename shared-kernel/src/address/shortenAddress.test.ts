import { shortenAddress } from './shortenAddress.js';

describe('shortenAddress', () => {
  test('keeps 6 + 4 characters by default', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });

  test('custom lengths', () => {
    expect(shortenAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', { start: 4, end: 4 })).toBe('7S3P…AaKv');
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { start: 6, end: 0 })).toBe('0xf39F…');
  });

  test('short values are returned unchanged', () => {
    // No gain from an ellipsis when the result would be as long as the input.
    expect(shortenAddress('0x123456789')).toBe('0x123456789');
    expect(shortenAddress('0x1234567890')).toBe('0x1234…7890');
    expect(shortenAddress('')).toBe('');
  });
});
