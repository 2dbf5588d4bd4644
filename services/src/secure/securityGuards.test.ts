import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { startSecureSite, type RunningSecureSite } from './startSecureSite.js';

const PROJECT = 'foyer-demo-embedded';
const APP_ORIGIN = 'http://127.0.0.1:3000';

type Json = Record<string, unknown>;

let api: TestApi;
let secure: RunningSecureSite;
let dir: string;

async function call(method: 'GET' | 'POST', target: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Json }> {
  const response = await fetch(new URL(target, secure.url), {
    method,
    redirect: 'manual',
    headers: { origin: secure.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // HTML
  }
  return { status: response.status, json };
}

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
  dir = mkdtempSync(path.join(os.tmpdir(), 'foyer-guards-'));
  api = await startTestApi({ database: ':memory:' });
  secure = await startSecureSite({ dev: true, port: 0, database: path.join(dir, 'secure.db'), apiUrl: api.url, logLevel: 'silent' });
}, 30_000);

afterAll(async () => {
  await secure?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

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

  async function emailLogin(email: string): Promise<string> {
    const deviceId = randomUUID();
    const started = await call('POST', '/api/email/connect', { email, deviceId, projectId: PROJECT, appOrigin: APP_ORIGIN });
    expect(started.json).toEqual({ action: 'VERIFY_OTP' });
    const box = await call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const otp = (box.json.messages as { otp: string }[])[0]?.otp ?? '';
    const verified = await call('POST', '/api/email/otp', { email, otp, deviceId, chainId: 'eip155:31337' });
    return verified.json.token as string;
  }

  const user = async (token: string) => (await call('GET', '/api/user', undefined, { authorization: `Bearer ${token}`, 'x-foyer-project': PROJECT })).json;

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
