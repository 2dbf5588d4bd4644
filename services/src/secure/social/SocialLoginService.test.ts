import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SocialLoginService } from './SocialLoginService.js';

const SITE = 'https://wallet.example.com';
const APP = 'https://app.example.com';
/** Who starts a login: the project, and the client's address key (`clientIpKey`). */
const FROM = { projectId: 'project-1', clientKey: '203.0.113.1' };

type Claims = Record<string, unknown>;
type ProviderBehaviour = { idToken?: (nonce: string) => Claims | undefined; userInfo: Claims; hang?: boolean };

/** A fake OIDC provider: records the token request; answers with the configured claims. */
async function fakeProvider(behaviour: ProviderBehaviour) {
  const tokenRequests: URLSearchParams[] = [];
  let nonce = '';
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (behaviour.hang) return;
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        tokenRequests.push(new URLSearchParams(body));
        const claims = behaviour.idToken?.(nonce);
        const idToken = claims
          ? ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part)).join('.')
          : undefined;
        response.end(JSON.stringify({ access_token: 'access', token_type: 'Bearer', ...(idToken ? { id_token: idToken } : {}) }));
      } else {
        response.end(JSON.stringify(behaviour.userInfo));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tokenRequests,
    setNonce: (value: string) => (nonce = value),
    oidc: {
      google: {
        clientId: 'client-1',
        clientSecret: 'secret',
        authorizationUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userInfoUrl: `${base}/userinfo`,
        scope: 'openid email profile',
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startLogin(service: SocialLoginService) {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(await service.start('google', APP, createHash('sha256').update(verifier).digest('hex'), FROM));
  const result = new URL('/social/callback', SITE);
  result.searchParams.set('state', authorize.searchParams.get('state') ?? '');
  result.searchParams.set('code', 'the-code');
  return { verifier, authorize, resultUri: result.toString() };
}

const goodIdToken = (nonce: string) => ({ iss: 'https://accounts.example.com', aud: 'client-1', sub: 'u1', nonce, exp: Math.floor(Date.now() / 1000) + 300, email: 'ada@example.com', email_verified: true });

describe('OIDC login (L3: PKCE and nonce; H4: email_verified)', () => {
  test('the authorize URL carries an S256 code challenge and a nonce; the token request the verifier', async () => {
    const provider = await fakeProvider({ idToken: goodIdToken, userInfo: { sub: 'u1', email: 'Ada@Example.com', email_verified: true, name: 'Ada' } });
    try {
      const service = new SocialLoginService({ siteUrl: SITE, oidc: provider.oidc, localIdp: false });
      const login = await startLogin(service);
      const challenge = login.authorize.searchParams.get('code_challenge') ?? '';
      const nonce = login.authorize.searchParams.get('nonce') ?? '';
      expect(login.authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      provider.setNonce(nonce);
      const identity = await service.complete(login.resultUri, login.verifier);
      expect(identity).toEqual({ provider: 'google', subject: 'u1', email: 'ada@example.com', emailVerified: true, userName: 'Ada' });
      const verifier = provider.tokenRequests[0]?.get('code_verifier') ?? '';
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    } finally {
      await provider.close();
    }
  });

  test('an id_token with another nonce is refused', async () => {
    const provider = await fakeProvider({ idToken: goodIdToken, userInfo: { sub: 'u1', email: 'ada@example.com', email_verified: true } });
    try {
      const service = new SocialLoginService({ siteUrl: SITE, oidc: provider.oidc, localIdp: false });
      const login = await startLogin(service);
      provider.setNonce('not-the-nonce');
      await expect(service.complete(login.resultUri, login.verifier)).rejects.toMatchObject({ code: 'POPUP_RESULT_INVALID' });
    } finally {
      await provider.close();
    }
  });

  test('an id_token for another client or subject is refused', async () => {
    const provider = await fakeProvider({ idToken: (nonce) => ({ ...goodIdToken(nonce), aud: 'other-client' }), userInfo: { sub: 'u1' } });
    try {
      const service = new SocialLoginService({ siteUrl: SITE, oidc: provider.oidc, localIdp: false });
      const login = await startLogin(service);
      provider.setNonce(login.authorize.searchParams.get('nonce') ?? '');
      await expect(service.complete(login.resultUri, login.verifier)).rejects.toMatchObject({ code: 'POPUP_RESULT_INVALID' });
    } finally {
      await provider.close();
    }
  });

  test('an e-mail without email_verified === true is marked unverified', async () => {
    const provider = await fakeProvider({ userInfo: { id: 7, email: 'eve@example.com', email_verified: 'true', login: 'eve' } });
    try {
      const service = new SocialLoginService({ siteUrl: SITE, oidc: provider.oidc, localIdp: false });
      const login = await startLogin(service);
      expect(await service.complete(login.resultUri, login.verifier)).toEqual({
        provider: 'google',
        subject: '7',
        email: 'eve@example.com',
        emailVerified: false,
        userName: 'eve',
      });
    } finally {
      await provider.close();
    }
  });

  test('a provider that never answers times out (M8)', async () => {
    const provider = await fakeProvider({ hang: true, userInfo: {} });
    try {
      const service = new SocialLoginService({ siteUrl: SITE, oidc: provider.oidc, localIdp: false, fetchTimeoutMs: 200 });
      const login = await startLogin(service);
      await expect(service.complete(login.resultUri, login.verifier)).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      await provider.close();
    }
  }, 5_000);

  test('without the LOCAL identity provider an unconfigured provider is not offered', async () => {
    const service = new SocialLoginService({ siteUrl: SITE, oidc: {}, localIdp: false });
    await expect(service.start('github', APP, 'a'.repeat(64), FROM)).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    const dev = new SocialLoginService({ siteUrl: SITE, oidc: {}, localIdp: true });
    expect(await dev.start('github', APP, 'a'.repeat(64), FROM)).toMatch(/^https:\/\/wallet\.example\.com\/idp\/github\?state=/);
  });
});

describe('pending social logins are bounded (M1)', () => {
  test('past the cap a new login is refused (503 RATE_LIMITED), none is evicted; expired ones free their places', async () => {
    let now = 1_000_000;
    const service = new SocialLoginService({ siteUrl: SITE, oidc: {}, localIdp: true, now: () => now, maxPending: 2 });
    const first = new URL(await service.start('github', APP, 'a'.repeat(64), FROM));
    await service.start('github', APP, 'b'.repeat(64), FROM);
    await expect(service.start('github', APP, 'c'.repeat(64), FROM)).rejects.toMatchObject({ statusCode: 503, code: 'RATE_LIMITED' });
    expect(await service.pending(first.searchParams.get('state'))).toMatchObject({ provider: 'github', appOrigin: APP });
    now += 10 * 60_000 + 1;
    await expect(service.start('github', APP, 'd'.repeat(64), FROM)).resolves.toMatch(/^https:\/\/wallet\.example\.com\/idp\/github\?state=/);
  });

  // Failed before the fix (issue 24 point 5): one client's logins filled the store, and everyone else got 503.
  test("one client key filling its share does not stop another client's start", async () => {
    const service = new SocialLoginService({ siteUrl: SITE, oidc: {}, localIdp: true, maxPending: 10, maxPendingPerClient: 3 });
    const flood = [];
    for (let index = 0; index < 20; index += 1) flood.push(await service.start('github', APP, 'a'.repeat(64), FROM).catch(() => undefined));
    await expect(service.start('github', APP, 'b'.repeat(64), { ...FROM, clientKey: '2001:db8:1:2::/64' })).resolves.toMatch(/\/idp\/github\?state=/);
    // The flooding client holds only its own newest three: its oldest made room, never anyone else's.
    const states = flood.map((uri) => (uri === undefined ? null : new URL(uri).searchParams.get('state')));
    const pending = await Promise.all(states.map((state) => service.pending(state)));
    expect(pending.filter((login) => login !== undefined)).toHaveLength(3);
  });

  test("one app filling its share does not stop another app's start", async () => {
    const service = new SocialLoginService({ siteUrl: SITE, oidc: {}, localIdp: true, maxPending: 10, maxPendingPerApp: 5 });
    const starts = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => service.start('github', APP, 'a'.repeat(64), { ...FROM, clientKey: `198.51.100.${index}` })));
    expect(starts.filter((start) => start.status === 'fulfilled')).toHaveLength(5);
    const refused = starts.find((start) => start.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ statusCode: 503, code: 'RATE_LIMITED' });
    await expect(service.start('github', 'https://other.example.com', 'b'.repeat(64), { ...FROM, clientKey: '198.51.100.99' })).resolves.toMatch(/\/idp\/github\?state=/);
  });
});
