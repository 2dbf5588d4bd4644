import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { bearer, secureSiteClient, TEST_APP_ORIGIN as APP_ORIGIN, TEST_PROJECT as PROJECT } from '../test-utils/secureSiteClient.js';
import { startSecureSiteFixture, type SecureSiteFixture } from '../test-utils/startSecureSiteFixture.js';
import type { TestApi } from '../test-utils/startTestApi.js';
import type { RunningSecureSite } from './startSecureSite.js';

let api: TestApi;
let secure: RunningSecureSite;
let fixture: SecureSiteFixture;
const { call, login: emailLogin } = secureSiteClient(() => secure);

/** A raw request (fetch normalises the path and refuses to set Host). */
function raw(base: string, options: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers: { ...(options.host ? { host: options.host } : {}), ...options.headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

beforeAll(async () => {
  fixture = await startSecureSiteFixture({ logLevel: 'silent' });
  ({ api, secure } = fixture);
}, 30_000);

afterAll(() => fixture?.close());

describe('same-origin guard (L1)', () => {
  test('a percent-encoded /api path is guarded like /api', async () => {
    const response = await raw(secure.url, {
      method: 'POST',
      path: '/%61pi/email/connect',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', deviceId: randomUUID(), projectId: PROJECT, appOrigin: APP_ORIGIN }),
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin requests are not allowed' } });
  });

  test('a form POST never reaches an /api handler, encoded path or not', async () => {
    for (const target of ['/api/email/connect', '/%61pi/email/connect']) {
      const response = await raw(secure.url, {
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=x%40example.com&deviceId=${randomUUID()}&projectId=${PROJECT}&appOrigin=${encodeURIComponent(APP_ORIGIN)}`,
      });
      expect({ target, status: response.status }).toEqual({ target, status: 415 });
    }
  });
});

describe('Host header (L8, DNS rebinding)', () => {
  test.each(['127.0.0.1', 'localhost'])('the secure site answers Host %s', async (host) => {
    const port = new URL(secure.url).port;
    expect((await raw(secure.url, { path: '/health', host: `${host}:${port}` })).status).toBe(200);
  });

  test('the secure site refuses Host evil.example with 421 and a catalogued error', async () => {
    const response = await raw(secure.url, { path: '/dev/mailbox?to=a@example.com', host: 'evil.example:3020' });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'UNKNOWN_HOST', message: 'Unknown host' } });
  });

  test('the services API refuses Host evil.example too', async () => {
    const response = await raw(api.url, { path: '/health', host: 'evil.example' });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'UNKNOWN_HOST', message: 'Unknown host' } });
    expect((await raw(api.url, { path: '/health', host: 'localhost' })).status).toBe(200);
  });
});

describe('social e-mail (H4)', () => {
  async function socialLogin(email: string, verified: boolean): Promise<string> {
    const verifier = randomBytes(32).toString('base64url');
    const verifierHash = createHash('sha256').update(verifier).digest('hex');
    const started = await call('POST', '/api/social/start', { provider: 'github', projectId: PROJECT, appOrigin: APP_ORIGIN, verifierHash });
    const uri = new URL(started.json.uri as string);
    const form = new URLSearchParams({ state: uri.searchParams.get('state') ?? '', email, name: 'mallory' });
    if (verified) form.set('verified', 'on');
    const consent = await fetch(new URL('/idp/github/consent', secure.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const connected = await call('POST', '/api/social/connect', { uri: consent.headers.get('location'), verifier, deviceId: randomUUID(), chainId: 'eip155:31337' });
    return connected.json.token as string;
  }

  const user = async (token: string) => (await call('GET', '/api/user', undefined, bearer(token))).json;

  test('an unverified provider e-mail is not the login e-mail: a later e-mail login gets a NEW wallet', async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const attacker = await user(await socialLogin(victim, false));
    expect(attacker).toMatchObject({ socialProvider: 'github', email: null });
    const victimWallet = await user(await emailLogin(victim));
    expect(victimWallet.email).toBe(victim);
    expect(victimWallet.address).not.toBe(attacker.address);
  });

  test('a verified provider e-mail (the LOCAL page checkbox) is kept', async () => {
    const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
    expect(await user(await socialLogin(email, true))).toMatchObject({ email });
  });
});
