import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../test-utils/freePort.js';
import { startApiOnAnvil } from '../test-utils/startApiOnAnvil.js';
import { startTestApi, type TestApi } from '../test-utils/startTestApi.js';
import {
  RPC_PROXY_IP_BURST,
  RPC_PROXY_MAX_BATCH,
  RPC_PROXY_MAX_GET_LOGS_BLOCKS,
  RPC_PROXY_MAX_RESPONSE_BYTES,
  RPC_PROXY_RATE_LIMIT,
} from './rpcProxyLimits.js';

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

/** POST from another loopback source address (127.0.0.x stands for another client IP). */
async function postFrom(localAddress: string, base: string, query: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const url = new URL(`${base}/v1/?${query}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const call = (id: unknown, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params });
const getLogs = (id: unknown, fromBlock: string, toBlock: string) => call(id, 'eth_getLogs', [{ fromBlock, toBlock }]);

describe('RPC proxy POST /v1/ against a real anvil', () => {
  let api: TestApi;
  let close: (() => Promise<void>) | undefined;
  const demo = 'chainId=eip155:31337&projectId=foyer-demo';

  beforeAll(async () => {
    ({ api, close } = await startApiOnAnvil());
  });

  afterAll(() => close?.());

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

  // M3: failed before the fix (100 calls per project, no per-address bucket: the second address got 429 too).
  test(`per-address limit: ${RPC_PROXY_IP_BURST} request units, then 429 RATE_LIMITED for that address only`, async () => {
    const query = 'chainId=eip155:31337&projectId=foyer-demo-embedded';
    const batch = Array.from({ length: RPC_PROXY_MAX_BATCH }, (_, id) => call(id, 'eth_chainId'));
    for (let used = 0; used < RPC_PROXY_IP_BURST; used += RPC_PROXY_MAX_BATCH) expect((await postFrom('127.0.0.2', api.url, query, batch)).status).toBe(200);
    // A whole batch more: the bucket refills while the test runs, but not by this much.
    const limited = await postFrom('127.0.0.2', api.url, query, batch);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Rate Limited: .* per address; retry after \d+ s$/) } });
    // Another address, same project, still gets through: the project quota is far from used.
    expect((await postFrom('127.0.0.3', api.url, query, call(1, 'eth_chainId'))).status).toBe(200);
  });

  // M3: failed before the fix (eth_getLogs cost 1 like eth_chainId).
  test(`eth_getLogs costs 20 units: ${RPC_PROXY_IP_BURST / 20} of them use an address bucket up; a batch costing more than the bucket is refused`, async () => {
    for (let index = 0; index < RPC_PROXY_IP_BURST / 20; index++) {
      const answer = await postFrom('127.0.0.4', api.url, demo, getLogs(index, '0x0', '0x0'));
      expect(answer).toEqual({ status: 200, json: { jsonrpc: '2.0', id: index, result: [] } });
    }
    const five = Array.from({ length: 5 }, (_, id) => getLogs(id, '0x0', '0x0'));
    expect((await postFrom('127.0.0.4', api.url, demo, five)).status).toBe(429);
    const heavy = await postFrom('127.0.0.6', api.url, demo, Array.from({ length: RPC_PROXY_IP_BURST / 20 + 1 }, (_, id) => getLogs(id, '0x0', '0x0')));
    expect(heavy.status).toBe(400);
    expect(heavy.json).toMatchObject({ error: { code: -32600, message: expect.stringContaining('split it') } });
  });

  // M3: failed before the fix (any range was forwarded).
  test(`eth_getLogs over ${RPC_PROXY_MAX_GET_LOGS_BLOCKS} blocks is answered -32005 without reaching the node; the rest of the batch is served`, async () => {
    const tooWide = `0x${RPC_PROXY_MAX_GET_LOGS_BLOCKS.toString(16)}`; // 0..10000 is 10 001 blocks
    const widest = `0x${(RPC_PROXY_MAX_GET_LOGS_BLOCKS - 1).toString(16)}`;
    const response = await postFrom('127.0.0.5', api.url, demo, [getLogs(1, '0x0', tooWide), call(2, 'eth_chainId'), getLogs(3, '0x0', widest)]);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Block range too large: eth_getLogs covers at most 10000 blocks (asked 10001)' } },
      { jsonrpc: '2.0', id: 2, result: '0x7a69' },
      { jsonrpc: '2.0', id: 3, result: [] },
    ]);
    // 'latest' is resolved with the node's head (a fresh anvil is far below the cap; getLogsRangeError.test covers a high head).
    const headBound = await postFrom('127.0.0.5', api.url, demo, [
      call(1, 'eth_getLogs', [{ fromBlock: 'earliest' }]),
      call(2, 'eth_getLogs', [{ fromBlock: 'latest', toBlock: 'latest' }]),
    ]);
    expect((headBound.json as Answer[]).map((answer) => answer.result)).toEqual([[], []]);
  });

  test(`project quota: ${RPC_PROXY_RATE_LIMIT} units per window from all addresses, then 429 RATE_LIMITED; other projects unaffected`, async () => {
    const query = 'chainId=eip155:31337&projectId=foyer-demo-multi';
    const batch = Array.from({ length: RPC_PROXY_IP_BURST / 20 }, (_, id) => getLogs(id, '0x0', '0x0'));
    for (let address = 0; address < RPC_PROXY_RATE_LIMIT / RPC_PROXY_IP_BURST; address++) {
      expect((await postFrom(`127.0.1.${address + 1}`, api.url, query, batch)).status).toBe(200);
    }
    const limited = await post(api.url, query, call(1, 'eth_chainId')); // from 127.0.0.1, whose own bucket is nearly full
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('per project') } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(api.url, demo, call(1, 'eth_chainId'))).status).toBe(200);
  });
});

// M3: failed before the fix (the body was read whole, whatever its size).
describe('RPC proxy with a node answering too much', () => {
  test(`an answer over ${RPC_PROXY_MAX_RESPONSE_BYTES} bytes is refused with 502 NODE_ERROR`, async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 0, result: `0x${'0'.repeat(RPC_PROXY_MAX_RESPONSE_BYTES)}` });
    const node = createServer((request, response) => {
      request.resume();
      // Chunked, no content-length: the proxy has to count while reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(huge);
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}` });
    try {
      const response = await post(api.url, 'chainId=eip155:31337&projectId=foyer-demo', call(1, 'eth_blockNumber'));
      expect(response.status).toBe(502);
      expect(response.json).toMatchObject({ error: { code: 'NODE_ERROR', message: expect.stringContaining(`answered more than ${RPC_PROXY_MAX_RESPONSE_BYTES} bytes`) } });
    } finally {
      await api.close();
      node.closeAllConnections();
      await new Promise((resolve) => node.close(resolve));
    }
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

describe('RPC proxy with a slow node: identical reads in flight together reach it once', () => {
  /** `${method} ${JSON.stringify(params)}` of every call the node received. */
  const received: string[] = [];
  let node: ReturnType<typeof createServer>;
  let api: TestApi;

  beforeAll(async () => {
    node = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        type Call = { id: number; method: string; params?: unknown };
        let payload: Call | Call[];
        try {
          payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call | Call[];
        } catch {
          // Not a JSON-RPC call (the services' other clients of the node may probe it).
          response.writeHead(400).end();
          return;
        }
        const calls = Array.isArray(payload) ? payload : [payload];
        for (const { method, params } of calls) received.push(`${method} ${JSON.stringify(params ?? [])}`);
        const answers = calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method === 'eth_sendRawTransaction' ? `0x${'ab'.repeat(32)}` : '0x1' }));
        // Slow enough that every request of a round arrives while the first is in flight.
        setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(payload) ? answers : answers[0])), 150);
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    api = await startTestApi({ database: ':memory:', rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    await api.close();
    node.closeAllConnections();
    await new Promise((resolve) => node.close(resolve));
  });

  const seen = (entry: string): number => received.filter((call) => call === entry).length;
  const demo = 'chainId=eip155:31337&projectId=foyer-demo';

  test('ten concurrent eth_getBalance calls: one node call, each caller gets its own id; the next round asks again', async () => {
    const balanceCall = `eth_getBalance ${JSON.stringify([ACCOUNT_0, 'latest'])}`;
    const round = () => Promise.all([...Array(10).keys()].map((index) => post(api.url, demo, call(`caller-${index}`, 'eth_getBalance', [ACCOUNT_0, 'latest']))));
    const answers = await round();
    expect(answers.map((answer) => answer.json)).toEqual([...Array(10).keys()].map((index) => ({ jsonrpc: '2.0', id: `caller-${index}`, result: '0x1' })));
    expect(seen(balanceCall)).toBe(1);
    await round();
    expect(seen(balanceCall)).toBe(2);
    // Other parameters are another call.
    await Promise.all([post(api.url, demo, call(1, 'eth_getBalance', [ACCOUNT_0, '0x1'])), post(api.url, demo, call(2, 'eth_getBalance', [ACCOUNT_0, '0x2']))]);
    expect(seen(`eth_getBalance ${JSON.stringify([ACCOUNT_0, '0x1'])}`)).toBe(1);
    expect(seen(`eth_getBalance ${JSON.stringify([ACCOUNT_0, '0x2'])}`)).toBe(1);
  });

  test('a transaction is sent as often as it is asked for, however concurrent', async () => {
    const raw = '0x02f86c827a6980843b9aca00850ba43b7400825208';
    const answers = await Promise.all([...Array(3).keys()].map((index) => post(api.url, demo, call(index, 'eth_sendRawTransaction', [raw]))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(seen(`eth_sendRawTransaction ${JSON.stringify([raw])}`)).toBe(3);
  });
});
