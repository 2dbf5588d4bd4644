import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { startSecureSite, type RunningSecureSite } from '../startSecureSite.js';
import type { TrustProxyOption } from '../../options/resolveTrustProxy.js';

type Reply = { status: number; body: string };

/** A raw request (fetch may not send `Via` or `Forwarded` headers as given). */
function send(site: RunningSecureSite, method: 'GET' | 'POST', target: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(target, site.url), { method, headers: body === undefined ? headers : { 'content-type': 'application/x-www-form-urlencoded', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const MAILBOX = '/dev/mailbox?to=a@example.com';
const FORWARDED_HEADERS: [string, string][] = [
  ['forwarded', 'for=203.0.113.7;proto=https'],
  ['x-forwarded-for', '203.0.113.7'],
  ['x-forwarded-host', 'wallet.example.com'],
  ['via', '1.1 nginx'],
];
const REFUSED = { error: { code: 'FORBIDDEN', message: 'Development-only routes answer direct local requests only, not forwarded ones (Forwarded, X-Forwarded-For, X-Forwarded-Host, Via)' } };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ database: ':memory:' });
});
afterAll(() => api?.close());

const startDevSite = (trustProxy?: TrustProxyOption) => {
  const kek = randomBytes(32).toString('base64');
  return startSecureSite({ dev: true, port: 0, database: ':memory:', rpcUrl: 'http://127.0.0.1:9', apiUrl: api.url, kek, otpPepper: kek, logLevel: 'silent', ...(trustProxy !== undefined ? { trustProxy } : {}) });
};

describe('given development mode behind a same-host reverse proxy (no trusted proxy)', () => {
  let site: RunningSecureSite;
  beforeAll(async () => {
    site = await startDevSite();
  }, 30_000);
  afterAll(() => site?.close());

  test('a direct request still reaches the dev mailbox and the LOCAL identity provider', async () => {
    expect((await send(site, 'GET', MAILBOX)).status).toBe(200);
    // Past the guard: the IdP itself answers that the state is unknown.
    expect((await send(site, 'GET', '/idp/github?state=x')).status).toBe(400);
  });

  test.each(FORWARDED_HEADERS)('a request carrying %s is refused by the dev mailbox and both LOCAL IdP routes (403)', async (name, value) => {
    for (const reply of [
      await send(site, 'GET', MAILBOX, { [name]: value }),
      await send(site, 'GET', '/idp/github?state=x', { [name]: value }),
      await send(site, 'POST', '/idp/github/consent', { [name]: value }, 'state=x&email=a%40example.com'),
    ]) {
      expect(reply.status).toBe(403);
      expect(JSON.parse(reply.body)).toEqual(REFUSED);
    }
  });

  test('other routes still answer forwarded requests', async () => {
    expect((await send(site, 'GET', '/health', { via: '1.1 nginx', 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });
});

describe('given development mode behind a trusted loopback proxy (scripts/cluster.ts)', () => {
  let site: RunningSecureSite;
  beforeAll(async () => {
    site = await startDevSite('127.0.0.1');
  }, 30_000);
  afterAll(() => site?.close());

  test('a local client through the proxy reaches the dev mailbox; a remote one, or an unverifiable Forwarded/Via, is refused', async () => {
    expect((await send(site, 'GET', MAILBOX, { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': '127.0.0.1:3020' })).status).toBe(200);
    expect((await send(site, 'GET', MAILBOX, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    expect((await send(site, 'GET', MAILBOX, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).status).toBe(403);
    expect((await send(site, 'GET', MAILBOX, { 'x-forwarded-for': '127.0.0.1', via: '1.1 nginx' })).status).toBe(403);
    expect((await send(site, 'GET', MAILBOX, { forwarded: 'for=127.0.0.1' })).status).toBe(403);
  });
});
