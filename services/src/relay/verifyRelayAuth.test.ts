import fs from 'node:fs';
import path from 'node:path';
import { createClientKey } from './test-utils/relayTestClient.js';
import { RelayAuthError, verifyRelayAuth } from './verifyRelayAuth.js';

type JwtVector = { jwt: string; iss_did_key: string; iat: number; exp: number };

const vector = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../shared/vectors/walletconnect-relay/relay-auth-jwt.json'), 'utf8'),
) as JwtVector;

describe('verifyRelayAuth', () => {
  test('the @walletconnect/relay-auth vector verifies to its did:key while valid', () => {
    expect(verifyRelayAuth(vector.jwt, vector.iat + 1)).toBe(vector.iss_did_key);
  });

  test('the same vector after its exp is refused', () => {
    expect(() => verifyRelayAuth(vector.jwt, vector.exp)).toThrow(new RelayAuthError('the JWT has expired'));
  });

  test('a changed payload or signature is refused', () => {
    const [header, payload, signature] = vector.jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(() => verifyRelayAuth(`${header}.${forged}.${signature}`, vector.iat + 1)).toThrow('the JWT signature does not match its iss');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(() => verifyRelayAuth(`${header}.${payload}.${flipped}`, vector.iat + 1)).toThrow(RelayAuthError);
  });

  test('a key made like the SDK makes it verifies to its own did:key', () => {
    const key = createClientKey();
    expect(verifyRelayAuth(key.jwt('ws://127.0.0.1:1'), Math.floor(Date.now() / 1000))).toBe(key.clientId);
  });

  test('malformed tokens are refused with a RelayAuthError', () => {
    for (const jwt of ['', 'a.b', 'a.b.c', `${'x'.repeat(3000)}`]) expect(() => verifyRelayAuth(jwt, 0)).toThrow(RelayAuthError);
  });
});
