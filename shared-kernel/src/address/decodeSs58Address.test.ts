import { base58, hex } from '@scure/base';
import { blake2b } from '@noble/hashes/blake2.js';
import { decodeSs58Address } from './decodeSs58Address.js';
import { isPolkadotAddress } from './isPolkadotAddress.js';

// Published SS58 addresses: CAIP-10's Polkadot and Kusama examples (ChainAgnostic namespaces
// polkadot/caip10.md, CC0-1.0; also in ../shared/vectors/caip) and Substrate's well-known dev
// account //Alice (public key d435…a27d) under the generic prefix 42 and Polkadot's prefix 0.
const ALICE = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const valid: [address: string, prefix: number][] = [
  ['15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF', 0],
  ['HRkCrbmke2XeabJ5fxJdgXWpBRPkXWfWHY8eTeCKwDdf4k6', 2],
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 42],
  ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0],
];

/** SS58 encoding written from the format description (two-byte prefixes for 64..16383). */
function encodeSs58(prefix: number, accountId: Uint8Array): string {
  const prefixBytes =
    prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)];
  const body = Uint8Array.from([...prefixBytes, ...accountId]);
  const hash = blake2b(Uint8Array.from([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 });
  return base58.encode(Uint8Array.from([...body, hash[0] ?? 0, hash[1] ?? 0]));
}

describe('decodeSs58Address', () => {
  test.each(valid)('valid: %s (prefix %i)', (address, prefix) => {
    const decoded = decodeSs58Address(address);
    expect(decoded?.prefix).toBe(prefix);
    expect(decoded?.accountId).toHaveLength(32);
    expect(isPolkadotAddress(address)).toBe(true);
  });

  test('Alice decodes to her public key under both prefixes', () => {
    expect(hex.encode(decodeSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')?.accountId ?? new Uint8Array())).toBe(ALICE);
    expect(encodeSs58(0, hex.decode(ALICE))).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5');
  });

  test('two-byte prefixes (64..16383) decode', () => {
    for (const prefix of [64, 255, 1284, 16383]) {
      const decoded = decodeSs58Address(encodeSs58(prefix, hex.decode(ALICE)));
      expect(decoded?.prefix).toBe(prefix);
      expect(hex.encode(decoded?.accountId ?? new Uint8Array())).toBe(ALICE);
    }
  });

  test.each([
    ['bad checksum (last character changed)', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ'],
    ['case changed (base58 is case sensitive)', '5grwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    ["CAIP-10's lower-cased Kusama example", '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy'],
    ['too short (last character dropped)', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ'],
    ['a Solana address (32 bytes, no prefix or checksum)', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    ['a Bitcoin P2PKH address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['not base58', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['empty', ''],
  ])('invalid: %s', (_why, address) => {
    expect(decodeSs58Address(address)).toBeUndefined();
    expect(isPolkadotAddress(address)).toBe(false);
  });

  test('reserved prefixes 46 and 47, and a first byte of 128 or more, are refused', () => {
    expect(decodeSs58Address(encodeSs58(46, hex.decode(ALICE)))).toBeUndefined();
    expect(decodeSs58Address(encodeSs58(47, hex.decode(ALICE)))).toBeUndefined();
    const body = Uint8Array.from([0x80, 0, ...hex.decode(ALICE)]);
    const hash = blake2b(Uint8Array.from([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 });
    expect(decodeSs58Address(base58.encode(Uint8Array.from([...body, hash[0] ?? 0, hash[1] ?? 0])))).toBeUndefined();
  });

  test('non-strings', () => {
    expect(isPolkadotAddress(null)).toBe(false);
  });
});
