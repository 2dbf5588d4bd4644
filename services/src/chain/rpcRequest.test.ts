import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceError } from '../errors/ServiceError.js';
import { rpcRequest } from './rpcRequest.js';

type Handler = (body: string) => { status: number; body: string } | 'hang';

describe('rpcRequest', () => {
  let server: Server;
  let url: string;
  let handler: Handler;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const answer = handler(body);
        if (answer === 'hang') return;
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = (timeoutMs?: number): Promise<unknown> => rpcRequest({ chainId: 'eip155:31337', url }, 'eth_getBalance', ['0x0'], timeoutMs);

  it('posts a JSON-RPC 2.0 request and resolves to the result', async () => {
    let received: unknown;
    handler = (body) => {
      received = JSON.parse(body);
      return { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }) };
    };
    await expect(call()).resolves.toBe('0x10');
    expect(received).toEqual({ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getBalance', params: ['0x0'] });
  });

  it.each([
    ['a JSON-RPC error', { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"header not found"}}' }, 'failed eth_getBalance: header not found'],
    ['an HTTP error', { status: 503, body: '{}' }, 'failed eth_getBalance: HTTP status 503'],
    ['a body that is not JSON', { status: 200, body: '<html>' }, 'the answer is not JSON'],
    ['an answer without result', { status: 200, body: '{"jsonrpc":"2.0","id":1}' }, 'the answer has no result'],
  ])('rejects %s with 502 NODE_ERROR', async (_case, answer, message) => {
    handler = () => answer;
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ statusCode: 502, code: 'NODE_ERROR' });
    expect((error as ServiceError).message).toContain(message);
  });

  it('rejects a node that never answers with 502 NODE_UNAVAILABLE after the timeout', async () => {
    handler = () => 'hang';
    await expect(call(200)).rejects.toMatchObject({
      statusCode: 502,
      code: 'NODE_UNAVAILABLE',
      message: `The node of eip155:31337 at ${url} is unreachable (no answer within 200 ms)`,
    });
  });
});
