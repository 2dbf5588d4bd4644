import fs from 'node:fs';
import path from 'node:path';
import { createClientKey } from './test-utils/relayTestClient.js';
import { RelayAuthError, relayAudienceOf, verifyRelayAuth } from './verifyRelayAuth.js';

type JwtVector = { jwt: string; iss_did_key: string; iat: number; exp: number; aud: string };

const vector = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../shared/vectors/walletconnect-relay/relay-auth-jwt.json'), 'utf8'),
) as JwtVector;

describe('verifyRelayAuth', () => {
  test('the @walletconnect/relay-auth vector verifies to its did:key while valid', () => {
    expect(verifyRelayAuth(vector.jwt, vector.iat + 1, [vector.aud])).toBe(vector.iss_did_key);
  });

  test('the same vector after its exp is refused', () => {
    expect(() => verifyRelayAuth(vector.jwt, vector.exp, [vector.aud])).toThrow(new RelayAuthError('the JWT has expired'));
  });

  test('a changed payload or signature is refused', () => {
    const [header, payload, signature] = vector.jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(() => verifyRelayAuth(`${header}.${forged}.${signature}`, vector.iat + 1, [vector.aud])).toThrow('the JWT signature does not match its iss');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(() => verifyRelayAuth(`${header}.${payload}.${flipped}`, vector.iat + 1, [vector.aud])).toThrow(RelayAuthError);
  });

  test('a key made like the SDK makes it verifies to its own did:key', () => {
    const key = createClientKey();
    expect(verifyRelayAuth(key.jwt('ws://127.0.0.1:1'), Math.floor(Date.now() / 1000), ['ws://127.0.0.1:1'])).toBe(key.clientId);
  });

  test('malformed tokens are refused with a RelayAuthError', () => {
    for (const jwt of ['', 'a.b', 'a.b.c', `${'x'.repeat(3000)}`]) expect(() => verifyRelayAuth(jwt, 0, [])).toThrow(RelayAuthError);
  });

  // L4: these failed before the fix (exp was optional, iat and aud were ignored).
  describe('claims (L4)', () => {
    const RELAY = 'ws://127.0.0.1:3030';
    const now = 1_800_000_000;
    const key = createClientKey();
    const check = (claims: Record<string, unknown>, audiences: readonly string[] = [RELAY]): string =>
      verifyRelayAuth(key.signClaims({ sub: 'nonce', aud: RELAY, ...claims }), now, audiences);

    test('the 2.21.8 client token (exp = iat + 1 day) is accepted, also with the aud spelled with a trailing slash', () => {
      expect(check({ iat: now, exp: now + 86_400 })).toBe(key.clientId);
      expect(check({ iat: now, exp: now + 86_400, aud: `${RELAY}/` })).toBe(key.clientId);
      expect(relayAudienceOf('WS://LocalHost:3030/')).toBe('ws://localhost:3030');
    });

    test('a JWT without exp is refused', () => {
      expect(() => check({ iat: now })).toThrow(new RelayAuthError('the JWT has no numeric exp'));
      expect(() => check({ iat: now, exp: '9999999999' })).toThrow(RelayAuthError);
    });

    test('a JWT without iat, or issued in the future beyond the skew, is refused', () => {
      expect(() => check({ exp: now + 60 })).toThrow(new RelayAuthError('the JWT has no numeric iat'));
      expect(() => check({ iat: now + 3_600, exp: now + 3_700 })).toThrow(new RelayAuthError('the JWT iat is in the future'));
      expect(check({ iat: now + 60, exp: now + 60 + 86_400 })).toBe(key.clientId); // a client clock a minute ahead
      expect(() => check({ iat: now, exp: now + 600, nbf: now + 3_600 })).toThrow(RelayAuthError);
    });

    test('a JWT living longer than a day is refused', () => {
      expect(() => check({ iat: now, exp: now + 7 * 86_400 })).toThrow(new RelayAuthError('the JWT lives longer than 86400 s'));
      expect(() => check({ iat: now - 10, exp: now + 2 * 86_400 - 10 })).toThrow(RelayAuthError);
    });

    test('a JWT for another relay (aud) or without aud is refused', () => {
      expect(() => check({ iat: now, exp: now + 600, aud: 'wss://relay.walletconnect.com' })).toThrow(
        new RelayAuthError("the JWT aud 'wss://relay.walletconnect.com' is not this relay"),
      );
      expect(() => check({ iat: now, exp: now + 600, aud: 'ws://127.0.0.1:3031' })).toThrow(RelayAuthError);
      expect(() => check({ iat: now, exp: now + 600, aud: undefined })).toThrow(new RelayAuthError('the JWT has no aud'));
      expect(check({ iat: now, exp: now + 600, aud: 'wss://relay.example.org' }, [RELAY, 'wss://relay.example.org/'])).toBe(key.clientId);
    });

    test('the vector is refused by a relay that is not its aud', () => {
      expect(() => verifyRelayAuth(vector.jwt, vector.iat + 1, [RELAY])).toThrow(RelayAuthError);
    });
  });
});
