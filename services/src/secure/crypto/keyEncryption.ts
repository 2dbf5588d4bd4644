import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts `secret` with AES-256-GCM under the 32-byte key-encryption key. `context` (the user id) is bound as
 * additional authenticated data, so a ciphertext copied to another user's row does not decrypt.
 * Returns `v1.<iv>.<ciphertext>.<tag>` (base64url).
 * @example
 * const envelope = encryptSecret(privateKeyBytes, kek, user.id)
 */
export function encryptSecret(secret: Uint8Array, kek: Uint8Array, context: string): string {
  if (kek.length !== 32) throw new Error('The key-encryption key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, ciphertext, tag].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * Decrypts an envelope made by `encryptSecret`; throws on a wrong key, a wrong context or any tampering.
 * @example
 * const privateKeyBytes = decryptSecret(envelope, kek, user.id)
 */
export function decryptSecret(envelope: string, kek: Uint8Array, context: string): Uint8Array {
  const [version, iv, ciphertext, tag] = envelope.split('.');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined) {
    throw new Error('Unknown key envelope format');
  }
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]));
}
