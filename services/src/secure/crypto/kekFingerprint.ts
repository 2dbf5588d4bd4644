import { createHmac } from 'node:crypto';

/** A constant MACed under the KEK: it identifies the key without revealing anything about it. */
const FINGERPRINT_LABEL = 'foyer/kek-fingerprint/v1';

/**
 * HMAC-SHA-256 (hex) of a constant under `kek`: stored in the database so that a start with another KEK is refused
 * instead of silently failing every decryption later.
 * @example
 * kekFingerprint(kek) // '3f1c…' (64 hex)
 */
export function kekFingerprint(kek: Uint8Array): string {
  return createHmac('sha256', kek).update(FINGERPRINT_LABEL, 'utf8').digest('hex');
}

/** The key id written into each envelope (`v2.<kid>.…`): the first 8 bytes of the fingerprint, hex. */
export function kekKeyId(kek: Uint8Array): string {
  return kekFingerprint(kek).slice(0, 16);
}
