const P = (1n << 255n) - 19n;
// d = -121665 / 121666 mod p
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

/**
 * Whether 32 bytes decompress to a point of the ed25519 curve (RFC 8032 §5.1.3): a program derived
 * address must NOT, so that no private key can sign for it.
 */
export function isOnEd25519Curve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let index = 31; index >= 0; index -= 1) y = (y << 8n) | BigInt(index === 31 ? (bytes[index] ?? 0) & 0x7f : (bytes[index] ?? 0));
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P;
  const v = (D * y2 + 1n) % P;
  // x² = u / v has a root when (u·v⁻¹)^((p-1)/2) is 0 or 1 (Euler's criterion).
  const x2 = (u * modPow(v, P - 2n)) % P;
  if (x2 === 0n) return true;
  return modPow(x2, (P - 1n) / 2n) === 1n;
}
