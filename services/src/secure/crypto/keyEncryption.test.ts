import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret } from './keyEncryption.js';

const kek = new Uint8Array(randomBytes(32));
const secret = new Uint8Array(randomBytes(32));

describe('key encryption (AES-256-GCM under the KEK)', () => {
  test('round trip with the same key and context', () => {
    const envelope = encryptSecret(secret, kek, 'user-1');
    expect(envelope.startsWith('v1.')).toBe(true);
    expect(envelope).not.toContain(Buffer.from(secret).toString('hex'));
    expect(envelope).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(decryptSecret(envelope, kek, 'user-1')).toEqual(secret);
  });

  test('a fresh IV each time: the same secret never encrypts to the same envelope', () => {
    expect(encryptSecret(secret, kek, 'user-1')).not.toBe(encryptSecret(secret, kek, 'user-1'));
  });

  test('a wrong key, another user id (AAD) or a flipped byte fail', () => {
    const envelope = encryptSecret(secret, kek, 'user-1');
    expect(() => decryptSecret(envelope, new Uint8Array(randomBytes(32)), 'user-1')).toThrow();
    expect(() => decryptSecret(envelope, kek, 'user-2')).toThrow();
    const parts = envelope.split('.');
    const body = Buffer.from(parts[2] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => decryptSecret([parts[0], parts[1], body.toString('base64url'), parts[3]].join('.'), kek, 'user-1')).toThrow();
  });

  test('a KEK that is not 32 bytes is refused', () => {
    expect(() => encryptSecret(secret, new Uint8Array(16), 'user-1')).toThrow('32 bytes');
  });
});
