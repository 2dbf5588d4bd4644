import { CONVERT_PATHS, ONRAMP_PATHS, PROFILE_PATHS, SESSIONS_PATHS } from '@foyer/kernel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AnalyticsEventRepository } from '../analytics/AnalyticsEventRepository.js';
import { openDatabase } from '../db/openDatabase.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { DEFAULT_API_LIMITS } from './apiLimits.js';

const ORIGIN = 'http://127.0.0.1:3000';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const event = {
  eventId: 'b7c1a6f0-0000-4000-8000-000000000001',
  url: `${ORIGIN}/`,
  domain: '127.0.0.1',
  timestamp: 1_764_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
};

type Call = { method: 'GET' | 'POST'; path: string; body?: string; contentType?: string };

async function send(api: TestApi, call: Call, client: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${api.url}${call.path}`, {
    method: call.method,
    headers: { origin: ORIGIN, 'x-forwarded-for': client, ...(call.body === undefined ? {} : { 'content-type': call.contentType ?? 'application/json' }) },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  const text = await response.text();
  const code = response.status === 429 ? (JSON.parse(text) as { error: { code: string } }).error.code : undefined;
  return { status: response.status, ...(code === undefined ? {} : { code }) };
}

describe('N9: per-client limits on the API', () => {
  let directory: string;
  beforeAll(() => void (directory = mkdtempSync(path.join(tmpdir(), 'foyer-api-limits-'))));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  test('5,000 analytics posts are cut off: 60 stored, the rest 429 RATE_LIMITED', async () => {
    const database = path.join(directory, 'analytics.db');
    const api = await startTestApi({ database });
    const { db } = await openDatabase(database);
    try {
      const post: Call = { method: 'POST', path: '/e?projectId=foyer-demo', body: JSON.stringify(event), contentType: 'text/plain;charset=UTF-8' };
      const statuses = new Map<number, number>();
      // 50 at a time, as a flooding script would.
      for (let batch = 0; batch < 100; batch += 1) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => send(api, post, '127.0.0.1')));
        for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const allowed = DEFAULT_API_LIMITS.perClientPerMinute.analytics;
      expect(Object.fromEntries(statuses)).toEqual({ 204: allowed, 429: 5_000 - allowed });
      expect(await new AnalyticsEventRepository(db).listByProject('foyer-demo')).toHaveLength(allowed);
    } finally {
      await db.destroy();
      await api.close();
    }
  }, 60_000);

  describe('given a budget of 2 per minute for every group', () => {
    let api: TestApi;
    beforeAll(async () => {
      const two = Object.fromEntries(Object.keys(DEFAULT_API_LIMITS.perClientPerMinute).map((group) => [group, 2]));
      api = await startTestApi({ database: ':memory:', trustProxy: 'loopback', limits: { perClientPerMinute: two } });
    });
    afterAll(async () => api.close());

    const q = (target: string) => `${target}${target.includes('?') ? '&' : '?'}projectId=foyer-demo`;
    const cases: [string, Call][] = [
      ['name registration', { method: 'POST', path: q(PROFILE_PATHS.register), body: '{}' }],
      ['SIWX authenticate', { method: 'POST', path: q(SESSIONS_PATHS.authenticate), body: '{}' }],
      ['a forced balance refresh', { method: 'GET', path: q(`/v1/account/${ADDRESS}/balance?chainId=eip155:31337&forceUpdate=true`) }],
      ['a forced NFT refresh', { method: 'GET', path: q(`/v1/account/${ADDRESS}/nfts?chainId=eip155:31337&forceUpdate=1`) }],
      ['a swap quote', { method: 'GET', path: q(`${CONVERT_PATHS.quotes}?chainId=eip155:31337`) }],
      ['an onramp quote', { method: 'POST', path: q(ONRAMP_PATHS.quote), body: '{}' }],
      ['another write (revoke)', { method: 'POST', path: q(`/v1/sessions/${ADDRESS}/revoke`), body: '{}' }],
    ];
    test.each(cases.map((entry, index) => [...entry, index] as const))('%s: the third from one client is refused, another client is not', async (_name, call, index) => {
      const client = `198.51.100.${index + 1}`;
      const seen = [await send(api, call, client), await send(api, call, client), await send(api, call, client)];
      expect(seen.map(({ status }) => status === 429)).toEqual([false, false, true]);
      expect(seen[2]).toEqual({ status: 429, code: 'RATE_LIMITED' });
      expect((await send(api, call, `203.0.113.${index + 1}`)).status).not.toBe(429);
    });

    test('an IPv6 client counts by its /64: another address of the same /64 is refused too', async () => {
      const call: Call = { method: 'POST', path: q(PROFILE_PATHS.register), body: '{}' };
      await send(api, call, '2001:db8:7:7::1');
      await send(api, call, '2001:db8:7:7::2');
      expect(await send(api, call, '2001:db8:7:7:ffff::3')).toEqual({ status: 429, code: 'RATE_LIMITED' });
      expect((await send(api, call, '2001:db8:7:8::1')).status).not.toBe(429);
    });

    test('reads are not counted: balances without forceUpdate, name lookups', async () => {
      for (const target of [`/v1/account/${ADDRESS}/balance?chainId=eip155:31337`, `${PROFILE_PATHS.account('alice.foyer.id')}`]) {
        const seen = await Promise.all(Array.from({ length: 5 }, () => send(api, { method: 'GET', path: q(target) }, '192.0.2.50')));
        expect(seen.filter(({ status }) => status === 429)).toHaveLength(0);
      }
    });
  });
});
