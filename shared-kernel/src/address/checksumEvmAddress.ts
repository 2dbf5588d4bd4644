import { keccak_256 } from '@noble/hashes/sha3.js';
import { InvalidAddressError } from '../errors/address.js';
import { isEvmAddress } from './isEvmAddress.js';

const encoder = /* @__PURE__ */ new TextEncoder();

/**
 * The EIP-55 mixed-case form of an EVM address, with `0x`. Throws `InvalidAddressError` when
 * `address` is not 40 hex digits.
 * @example
 * checksumEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function checksumEvmAddress(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new InvalidAddressError({ address, namespace: 'eip155' });
  const hex = address.replace(/^0x/, '').toLowerCase();
  const hash = keccak_256(encoder.encode(hex));
  let result = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex[i] as string;
    const byte = hash[i >> 1] as number;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    result += nibble >= 8 ? char.toUpperCase() : char;
  }
  return result as `0x${string}`;
}
