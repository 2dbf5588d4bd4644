import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi } from '../api/buildApi.js';
import { openDatabase } from '../db/openDatabase.js';
import { WALLETS_FILE } from '../test-utils/startTestApi.js';
import { AnalyticsEventRepository } from './AnalyticsEventRepository.js';

const ALLOWED = 'http://127.0.0.1:3000';
const event = {
  eventId: 'b7c1a6f0-0000-4000-8000-000000000001',
  url: `${ALLOWED}/`,
  domain: '127.0.0.1',
  timestamp: 1_764_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
};

let directory: string;
let app: FastifyInstance;
let base: string;
type Reply = { statusCode: number; headers: Record<string, string>; json<T = unknown>(): T };

/** A request over loopback (light-my-request's `inject` does not load under jest). */
async function request(method: string, url: string, headers: Record<string, string>, payload?: string): Promise<Reply> {
  const response = await fetch(`${base}${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    json: <T,>() => JSON.parse(text) as T,
  };
}
let readEvents: () => Promise<unknown[]>;
let closeReader: () => Promise<void>;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'foyer-analytics-'));
  const database = path.join(directory, 'foyer.db');
  app = await buildApi({ dev: true, database, walletsFile: WALLETS_FILE, logLevel: 'silent' });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = await openDatabase(database);
  const repository = new AnalyticsEventRepository(db);
  readEvents = () => repository.listByProject('foyer-demo');
  closeReader = () => db.destroy();
});

afterAll(async () => {
  await closeReader();
  await app.close();
  rmSync(directory, { recursive: true, force: true });
});

const post = (body: unknown, { origin = ALLOWED, projectId = 'foyer-demo', contentType = 'text/plain;charset=UTF-8' } = {}) =>
  request('POST', `/e?projectId=${projectId}&st=foyer&sv=foyer-react-0.1.0`, { origin, 'content-type': contentType }, typeof body === 'string' ? body : JSON.stringify(body));

describe('POST /e', () => {
  test('an event from an allowed origin is stored (beacon text/plain body), CORS for that origin', async () => {
    const before = (await readEvents()).length;
    const response = await post(event);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    const events = await readEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ ...event, projectId: 'foyer-demo', origin: ALLOWED, sdkType: 'foyer', sdkVersion: 'foyer-react-0.1.0' });
  });

  test('an application/json error report is stored too', async () => {
    const report = { ...event, props: { type: 'error', event: 'ERROR', errorType: 'BaseError', errorMessage: 'Connection rejected', stackTrace: 'at x' } };
    expect((await post(report, { contentType: 'application/json' })).statusCode).toBe(204);
  });

  test('an origin not on the project list: 403 ORIGIN_NOT_ALLOWED, nothing stored', async () => {
    const before = (await readEvents()).length;
    const response = await post(event, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'ORIGIN_NOT_ALLOWED', message: expect.any(String) } });
    expect(response.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    expect(await readEvents()).toHaveLength(before);
  });

  test('no Origin header: 403', async () => {
    const response = await request('POST', '/e?projectId=foyer-demo', { 'content-type': 'application/json' }, JSON.stringify(event));
    expect(response.statusCode).toBe(403);
  });

  test.each([
    ['not JSON', '{"eventId":'],
    ['missing eventId', { ...event, eventId: undefined }],
    ['a string timestamp', { ...event, timestamp: 'now' }],
    ['unknown props', { ...event, props: { event: 'X', secret: 'y' } }],
  ])('a bad body (%s): 400 INVALID_REQUEST', async (_name, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('INVALID_REQUEST');
  });

  test('an oversized body (over 16 KiB) is refused with 413', async () => {
    const response = await post({ ...event, props: { event: 'X', errorMessage: 'x'.repeat(20_000) } });
    expect(response.statusCode).toBe(413);
  });

  test('unknown project: 403 INVALID_PROJECT_ID; missing: 400', async () => {
    expect((await post(event, { projectId: 'nope' })).json<{ error: { code: string } }>().error.code).toBe('INVALID_PROJECT_ID');
    expect((await post(event, { projectId: '' })).statusCode).toBe(400);
  });
});

test('GET /getAnalyticsConfig honours the per-project flag', async () => {
  const on = await request('GET', '/getAnalyticsConfig?projectId=foyer-demo', {});
  expect(on.json()).toEqual({ isAnalyticsEnabled: true });
  const off = await request('GET', '/getAnalyticsConfig?projectId=foyer-demo-minimal', {});
  expect(off.json()).toEqual({ isAnalyticsEnabled: false });
});
