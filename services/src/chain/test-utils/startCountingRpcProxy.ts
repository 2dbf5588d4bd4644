import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingRpcProxy = {
  url: string;
  /** JSON-RPC methods forwarded so far, one per call (a batch counts each of its calls). */
  readonly methods: string[];
  close(): Promise<void>;
};

/** A loopback HTTP proxy in front of a JSON-RPC node that records every method it forwards: proves what a cache saves. */
export async function startCountingRpcProxy(targetUrl: string): Promise<CountingRpcProxy> {
  const methods: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = JSON.parse(body) as unknown;
        for (const call of Array.isArray(payload) ? payload : [payload]) {
          methods.push(String((call as { method?: unknown }).method));
        }
      } catch {
        methods.push('(not JSON)');
      }
      fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
