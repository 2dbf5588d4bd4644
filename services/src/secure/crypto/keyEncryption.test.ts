import { createCipheriv, randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, envelopeKeyId } from './keyEncryption.js';
import { kekKeyId } from './kekFingerprint.js';

const kek = new Uint8Array(randomBytes(32));
const secret = new Uint8Array(randomBytes(32));

/** An envelope in the first format (`v1.<iv>.<ciphertext>.<tag>`, no key id), as older databases hold. */
function v1Envelope(value: Uint8Array, key: Uint8Array, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(value), cipher.final()]);
  return ['v1', iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

describe('key encryption (AES-256-GCM under the KEK)', () => {
  test('round trip with the same key and context', () => {
    const envelope = encryptSecret(secret, kek, 'user-1');
    expect(envelope).not.toContain(Buffer.from(secret).toString('hex'));
    expect(envelope).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(decryptSecret(envelope, kek, 'user-1')).toEqual(secret);
  });

  test('a new envelope is v2 and names its KEK: v2.<kid>.<iv>.<ciphertext>.<tag>', () => {
    const envelope = encryptSecret(secret, kek, 'user-1');
    const parts = envelope.split('.');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe('v2');
    expect(parts[1]).toBe(kekKeyId(kek));
    expect(envelopeKeyId(envelope)).toBe(kekKeyId(kek));
    expect(kekKeyId(kek)).toMatch(/^[0-9a-f]{16}$/);
  });

  test('an old-format (v1) envelope still decrypts; it has no key id', () => {
    const old = v1Envelope(secret, kek, 'user-1');
    expect(decryptSecret(old, kek, 'user-1')).toEqual(secret);
    expect(envelopeKeyId(old)).toBeUndefined();
    expect(() => decryptSecret(old, kek, 'user-2')).toThrow();
  });

  test('an envelope of another KEK says so', () => {
    const other = new Uint8Array(randomBytes(32));
    expect(() => decryptSecret(encryptSecret(secret, other, 'user-1'), kek, 'user-1')).toThrow(`written under KEK ${kekKeyId(other)}`);
  });

  test('a fresh IV each time: the same secret never encrypts to the same envelope', () => {
    expect(encryptSecret(secret, kek, 'user-1')).not.toBe(encryptSecret(secret, kek, 'user-1'));
  });

  test('another user id (AAD), a changed key id or a flipped byte fail', () => {
    const envelope = encryptSecret(secret, kek, 'user-1');
    expect(() => decryptSecret(envelope, kek, 'user-2')).toThrow();
    const parts = envelope.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => decryptSecret([parts[0], parts[1], parts[2], body.toString('base64url'), parts[4]].join('.'), kek, 'user-1')).toThrow();
    expect(() => decryptSecret(['v1', parts[2], parts[3], parts[4]].join('.'), kek, 'user-1')).toThrow();
  });

  test('a KEK that is not 32 bytes is refused', () => {
    expect(() => encryptSecret(secret, new Uint8Array(16), 'user-1')).toThrow('32 bytes');
  });
});
