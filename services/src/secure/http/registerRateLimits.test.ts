import { randomBytes, randomUUID } from 'node:crypto';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { secureSiteClient, TEST_CHAIN, uniqueEmail } from '../../test-utils/secureSiteClient.js';
import { startSecureSite, type RunningSecureSite } from '../startSecureSite.js';

// The client behind the proxy; what it writes itself comes first in X-Forwarded-For (nginx's $proxy_add_x_forwarded_for).
const REAL_CLIENT = '203.0.113.7';
const OTP_BUDGET = 30;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ database: ':memory:' });
});

afterAll(() => api?.close());

/** A secure site (default limits) started with `FOYER_TRUST_PROXY=trustProxy`, as the deployment sets it. */
async function startBehindProxy(trustProxy: string): Promise<RunningSecureSite> {
  process.env.FOYER_TRUST_PROXY = trustProxy;
  try {
    const kek = randomBytes(32).toString('base64');
    return await startSecureSite({ dev: true, port: 0, database: ':memory:', rpcUrl: 'http://127.0.0.1:9', apiUrl: api.url, kek, otpPepper: kek, logLevel: 'silent' });
  } finally {
    delete process.env.FOYER_TRUST_PROXY;
  }
}

/** Code checks, each through the proxy (the socket peer is loopback) with the X-Forwarded-For `forwardedFor(i)`. */
async function codeChecks(site: RunningSecureSite, count: number, forwardedFor: (index: number) => string): Promise<number[]> {
  const { call } = secureSiteClient(() => site);
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const body = { email: uniqueEmail('guess'), otp: '123456', deviceId: randomUUID(), chainId: TEST_CHAIN };
    statuses.push((await call('POST', '/api/email/otp', body, { 'x-forwarded-for': forwardedFor(index) })).status);
  }
  return statuses;
}

describe.each([
  ['one hop', '1'],
  ['a loopback proxy list', '127.0.0.1, ::1'],
])('given FOYER_TRUST_PROXY names %s', (_name, trustProxy) => {
  let site: RunningSecureSite;

  beforeAll(async () => {
    site = await startBehindProxy(trustProxy);
  }, 30_000);

  afterAll(() => site?.close());

  test('60 requests with forged X-Forwarded-For are limited: 429 after the per-client budget', async () => {
    const statuses = await codeChecks(site, 60, (index) => `198.51.100.${index}, ${REAL_CLIENT}`);
    expect(statuses.slice(0, OTP_BUDGET)).toEqual(new Array<number>(OTP_BUDGET).fill(400));
    expect(statuses.slice(OTP_BUDGET)).toEqual(new Array<number>(60 - OTP_BUDGET).fill(429));
  });
});

describe('given IPv6 clients behind one hop, limits count by /64', () => {
  let site: RunningSecureSite;
  const inOne64 = (index: number) => `2001:db8:1:2:${(index + 1).toString(16)}::${(index * 7 + 1).toString(16)}`;

  beforeAll(async () => {
    site = await startBehindProxy('1');
  }, 30_000);

  afterAll(() => site?.close());

  test('60 code checks from 60 addresses of one /64: 429 after the budget', async () => {
    const statuses = await codeChecks(site, 60, inOne64);
    expect(statuses.slice(0, OTP_BUDGET)).toEqual(new Array<number>(OTP_BUDGET).fill(400));
    expect(statuses.slice(OTP_BUDGET)).toEqual(new Array<number>(60 - OTP_BUDGET).fill(429));
  });

  test('one /64 holds at most 8 device-approval long-polls at once, whatever addresses it uses', async () => {
    const controller = new AbortController();
    const poll = (index: number) =>
      fetch(new URL('/api/email/device', site.url), {
        method: 'POST',
        headers: { origin: site.url, 'content-type': 'application/json', 'x-forwarded-for': inOne64(100 + index) },
        body: JSON.stringify({ email: uniqueEmail('poll'), deviceId: randomUUID() }),
        signal: controller.signal,
      });
    const held = Array.from({ length: 8 }, (_, index) => poll(index).catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const ninth = await Promise.race([poll(8).then((response) => response.json()), new Promise((resolve) => setTimeout(() => resolve('held open'), 3_000))]);
      expect(ninth).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } });
    } finally {
      controller.abort();
      await Promise.all(held);
    }
  });
});
