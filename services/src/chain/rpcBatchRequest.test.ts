import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcBatchRequest } from './rpcBatchRequest.js';

describe('rpcBatchRequest', () => {
  let server: Server;
  let url: string;
  let answer: (requests: { id: number; method: string }[]) => unknown;
  let posts = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        posts += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(JSON.parse(body) as { id: number; method: string }[])));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const target = (): { chainId: string; url: string } => ({ chainId: 'eip155:31337', url });

  test('sends one HTTP request and matches answers to calls by id, whatever order they come in; an error stays with its call', async () => {
    answer = (requests) =>
      [...requests].reverse().map((request) =>
        request.method === 'eth_call' ? { jsonrpc: '2.0', id: request.id, error: { code: 3, message: 'execution reverted' } } : { jsonrpc: '2.0', id: request.id, result: request.method },
      );
    const before = posts;
    const outcomes = await rpcBatchRequest(target(), [
      { method: 'eth_getBalance', params: [] },
      { method: 'eth_call', params: [] },
      { method: 'eth_blockNumber', params: [] },
    ]);
    expect(posts - before).toBe(1);
    expect(outcomes).toEqual([
      { ok: true, result: 'eth_getBalance' },
      { ok: false, message: 'execution reverted' },
      { ok: true, result: 'eth_blockNumber' },
    ]);
  });

  test('an empty batch asks nothing', async () => {
    const before = posts;
    await expect(rpcBatchRequest(target(), [])).resolves.toEqual([]);
    expect(posts).toBe(before);
  });

  test.each([
    ['a single error object instead of a batch', () => ({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } }), 'batch too large'],
    ['a missing answer', () => [], 'no answer for request'],
  ])('rejects %s with 502 NODE_ERROR', async (_case, reply, message) => {
    answer = reply;
    await expect(rpcBatchRequest(target(), [{ method: 'eth_getBalance', params: [] }])).rejects.toMatchObject({
      statusCode: 502,
      code: 'NODE_ERROR',
      message: expect.stringContaining(message),
    });
  });
});
