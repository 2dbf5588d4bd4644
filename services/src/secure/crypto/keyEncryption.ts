import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { kekKeyId } from './kekFingerprint.js';

const IV_BYTES = 12;

function assertKek(kek: Uint8Array): void {
  if (kek.length !== 32) throw new Error('The key-encryption key must be 32 bytes');
}

/** The AAD: the user id, and in v2 also the version and key id (so neither can be swapped). */
function additionalData(context: string, header?: string): Buffer {
  return Buffer.from(header === undefined ? context : `${header}.${context}`, 'utf8');
}

/**
 * Encrypts `secret` with AES-256-GCM under the 32-byte key-encryption key. `context` (the user id) is bound as
 * additional authenticated data, so a ciphertext copied to another user's row does not decrypt.
 * Returns `v2.<kid>.<iv>.<ciphertext>.<tag>` (base64url; `kid` names the KEK, so a rotation knows what to re-wrap).
 * @example
 * const envelope = encryptSecret(privateKeyBytes, kek, user.id)
 */
export function encryptSecret(secret: Uint8Array, kek: Uint8Array, context: string): string {
  assertKek(kek);
  const header = `v2.${kekKeyId(kek)}`;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(additionalData(context, header));
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [header, ...[iv, ciphertext, tag].map((part) => part.toString('base64url'))].join('.');
}

/** The key id of a v2 envelope; undefined for the first format (`v1.<iv>.<ciphertext>.<tag>`), which has none. */
export function envelopeKeyId(envelope: string): string | undefined {
  const [version, kid] = envelope.split('.');
  return version === 'v2' ? kid : undefined;
}

/**
 * Decrypts an envelope made by `encryptSecret` (v2, or the older v1 without a key id); throws on a wrong key, a
 * wrong context or any tampering.
 * @example
 * const privateKeyBytes = decryptSecret(envelope, kek, user.id)
 */
export function decryptSecret(envelope: string, kek: Uint8Array, context: string): Uint8Array {
  assertKek(kek);
  const parts = envelope.split('.');
  let header: string | undefined;
  let body: string[];
  if (parts[0] === 'v1' && parts.length === 4) {
    body = parts.slice(1);
  } else if (parts[0] === 'v2' && parts.length === 5) {
    const kid = parts[1] ?? '';
    if (kid !== kekKeyId(kek)) throw new Error(`This key envelope was written under KEK ${kid}, not the configured one`);
    header = `v2.${kid}`;
    body = parts.slice(2);
  } else {
    throw new Error('Unknown key envelope format');
  }
  const [iv = '', ciphertext = '', tag = ''] = body;
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'));
  decipher.setAAD(additionalData(context, header));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]));
}
