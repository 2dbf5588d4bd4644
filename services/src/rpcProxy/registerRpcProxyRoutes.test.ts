import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { freePort } from '../test-utils/freePort.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import { RPC_PROXY_RATE_LIMIT } from './ProjectRateLimiter.js';
import { RPC_PROXY_MAX_BATCH } from './registerRpcProxyRoutes.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOT_ALLOWED = { code: 4200, message: 'Requested RPC call is not allowed' };

type Answer = { jsonrpc: string; id: unknown; result?: unknown; error?: { code: number; message: string } };

async function post(base: string, query: string, body: unknown): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${base}/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const call = (id: unknown, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params });

describe('RPC proxy POST /v1/ against a real anvil', () => {
  let anvil: RunningAnvil;
  let api: TestApi;
  const demo = 'chainId=eip155:31337&projectId=foyer-demo';

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url });
  });

  afterAll(async () => {
    await api?.close();
    await anvil?.stop();
  });

  test('forwards a single call and keeps the caller id', async () => {
    const response = await post(api.url, demo, call('abc', 'eth_getBalance', [ACCOUNT_0, 'latest']));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ jsonrpc: '2.0', id: 'abc', result: `0x${(10_000n * 10n ** 18n).toString(16)}` });
    const chainId = await post(api.url, demo.replace('foyer-demo', 'foyer-demo-minimal'), call(7, 'eth_chainId'));
    expect(chainId.json).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
  });

  test('a batch: allowed calls reach the node, others get the catalogue error, in order', async () => {
    const response = await post(api.url, demo, [
      call(1, 'eth_blockNumber'),
      call(2, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0]),
      call(3, 'eth_sendTransaction', [{ from: ACCOUNT_0, to: ACCOUNT_0, value: '0x1' }]),
      call(4, 'eth_accounts'),
      call(5, 'PERSONAL_SIGN'),
      call(6, '__proto__'),
      call(1, 'eth_chainId'),
      { id: 8, method: 'eth_chainId' },
    ]);
    expect(response.status).toBe(200);
    const answers = response.json as Answer[];
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3, 4, 5, 6, 1, 8]);
    expect(answers[0]?.result).toMatch(/^0x[0-9a-f]+$/);
    for (const index of [1, 2, 3, 4, 5]) expect(answers[index]?.error).toEqual(NOT_ALLOWED);
    expect(answers[6]?.result).toBe('0x7a69');
    expect(answers[7]?.error?.code).toBe(-32600);
  });

  test('eth_sendRawTransaction is forwarded: the node itself rejects a malformed transaction', async () => {
    const response = await post(api.url, demo, call(1, 'eth_sendRawTransaction', ['0x1234']));
    const answer = response.json as Answer;
    expect(answer.error).toBeDefined();
    expect(answer.error?.code).not.toBe(4200);
  });

  test('bad requests: missing / unknown project, unknown or missing chain, bad bodies', async () => {
    const missing = await post(api.url, 'chainId=eip155:31337', call(1, 'eth_chainId'));
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: { code: 'MISSING_PROJECT_ID' } });
    const unknown = await post(api.url, 'chainId=eip155:31337&projectId=nope', call(1, 'eth_chainId'));
    expect(unknown.status).toBe(403);
    expect(unknown.json).toMatchObject({ error: { code: 'INVALID_PROJECT_ID' } });
    const chain = await post(api.url, 'chainId=eip155:999&projectId=foyer-demo', call(1, 'eth_chainId'));
    expect(chain.status).toBe(400);
    expect(chain.json).toMatchObject({ error: { code: 'UNSUPPORTED_CHAIN' } });
    expect((await post(api.url, 'projectId=foyer-demo', call(1, 'eth_chainId'))).status).toBe(400);
    expect((await post(api.url, demo, [])).status).toBe(400);
    expect((await post(api.url, demo, '"text"')).status).toBe(400);
    expect((await post(api.url, demo, '{oops')).status).toBe(400);
    const tooMany = await post(api.url, demo, Array.from({ length: RPC_PROXY_MAX_BATCH + 1 }, (_, id) => call(id, 'eth_chainId')));
    expect(tooMany.status).toBe(400);
  });

  test('answers the CORS preflight with POST allowed', async () => {
    const response = await fetch(`${api.url}/v1/?${demo}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  test(`rate limit: ${RPC_PROXY_RATE_LIMIT} calls per window per project, then 429 RATE_LIMITED`, async () => {
    const query = 'chainId=eip155:31337&projectId=foyer-demo-multi';
    const batch = Array.from({ length: RPC_PROXY_MAX_BATCH }, (_, id) => call(id, 'eth_chainId'));
    for (let used = 0; used < RPC_PROXY_RATE_LIMIT; used += RPC_PROXY_MAX_BATCH) {
      expect((await post(api.url, query, batch.slice(0, Math.min(RPC_PROXY_MAX_BATCH, RPC_PROXY_RATE_LIMIT - used)))).status).toBe(200);
    }
    const limited = await post(api.url, query, call(1, 'eth_chainId'));
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('Rate Limited') } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another project is not affected.
    expect((await post(api.url, demo, call(1, 'eth_chainId'))).status).toBe(200);
  });
});

describe('RPC proxy with the node down', () => {
  test('answers 502 NODE_UNAVAILABLE', async () => {
    const api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${await freePort()}` });
    try {
      const response = await post(api.url, 'chainId=eip155:31337&projectId=foyer-demo', call(1, 'eth_blockNumber'));
      expect(response.status).toBe(502);
      expect(response.json).toMatchObject({ error: { code: 'NODE_UNAVAILABLE' } });
    } finally {
      await api.close();
    }
  });
});
