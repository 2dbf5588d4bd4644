/**
 * A small round-robin reverse proxy for the local cluster (scripts/cluster.ts), on Node's own http and net modules:
 * each HTTP request and each WebSocket upgrade goes to the next upstream in turn, with X-Forwarded-* headers; an
 * upstream that refuses the connection is skipped for that request. `GET /__foyer-proxy` answers the per-upstream
 * counts (tests assert that traffic really alternated). A stand-in for nginx or HAProxy on a developer's machine.
 */
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** The path the proxy answers itself with its counts. */
export const PROXY_STATS_PATH = '/__foyer-proxy';

export type UpstreamStats = { url: string; requests: number; upgrades: number; failures: number };

export type RoundRobinProxy = {
  url: string;
  /** Adds an upstream (base URL http://host:port) to the rotation. */
  add(url: string): void;
  stats(): UpstreamStats[];
  close(): Promise<void>;
};

export type RoundRobinProxyOptions = {
  host: string;
  /** 0 picks a free one. */
  port: number;
  /** Proxy name in errors and logs. */
  name: string;
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardedHeaders(request: IncomingMessage, upgrade: boolean): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && (upgrade || !HOP_BY_HOP.has(name))) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

function rawHead(request: IncomingMessage, headers: OutgoingHttpHeaders): string {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(item)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Starts a round-robin proxy; requests get 502 until an upstream is added.
 * @example
 * const proxy = await startRoundRobinProxy({ name: 'relay', host: '127.0.0.1', port: 3030 });
 * proxy.add('http://127.0.0.1:41001');
 * proxy.add('http://127.0.0.1:41002');
 */
export async function startRoundRobinProxy(options: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  const upstreams: { target: URL; stats: UpstreamStats }[] = [];
  let next = 0;
  // Upgraded sockets leave the server's bookkeeping: kept here so that close() ends them too.
  const tunnels = new Set<Duplex>();
  /** The upstreams in the order to try for one request: the next in turn first, then the others. */
  const turn = (): typeof upstreams => {
    const start = next;
    next = (next + 1) % Math.max(1, upstreams.length);
    return upstreams.map((_, offset) => upstreams[(start + offset) % upstreams.length]!);
  };

  const server: Server = createServer((request, response) => {
    if (request.url === PROXY_STATS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ name: options.name, upstreams: upstreams.map((upstream) => upstream.stats) }));
      return;
    }
    const candidates = turn();
    const headers = forwardedHeaders(request, false);
    // The body is buffered so that a refused connection can be retried on the next upstream.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (index: number): void => {
        const upstream = candidates[index];
        if (upstream === undefined) {
          response.writeHead(502, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `${options.name}: no upstream answered` } }));
          return;
        }
        const outgoing = httpRequest(
          { host: upstream.target.hostname, port: upstream.target.port, method: request.method, path: request.url, headers: { ...headers, 'content-length': String(body.length) } },
          (answer) => {
            upstream.stats.requests += 1;
            const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
            response.writeHead(answer.statusCode ?? 502, answerHeaders);
            answer.pipe(response);
          },
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          upstream.stats.failures += 1;
          if (!response.headersSent && error.code === 'ECONNREFUSED') return attempt(index + 1);
          response.destroy(error);
        });
        response.on('close', () => outgoing.destroy());
        outgoing.end(body);
      };
      attempt(0);
    });
  });

  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const candidates = turn();
    const headers = forwardedHeaders(request, true);
    const attempt = (index: number): void => {
      const upstream = candidates[index];
      if (upstream === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const socket: Socket = connect({ host: upstream.target.hostname, port: Number(upstream.target.port) });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        upstream.stats.failures += 1;
        if (error.code === 'ECONNREFUSED' && socket.bytesRead === 0) return attempt(index + 1);
        client.destroy();
      });
      socket.once('connect', () => {
        upstream.stats.upgrades += 1;
        socket.on('error', () => client.destroy());
        socket.write(rawHead(request, headers));
        if (head.length > 0) socket.write(head);
        tunnels.add(client);
        tunnels.add(socket);
        socket.pipe(client);
        client.pipe(socket);
        client.on('close', () => {
          tunnels.delete(client);
          socket.destroy();
        });
        socket.on('close', () => {
          tunnels.delete(socket);
          client.destroy();
        });
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`${options.name} proxy: not listening on TCP`);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host}:${address.port}`,
    add: (url) => void upstreams.push({ target: new URL(url), stats: { url, requests: 0, upgrades: 0, failures: 0 } }),
    stats: () => upstreams.map((upstream) => ({ ...upstream.stats })),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const tunnel of tunnels) tunnel.destroy();
      })),
  };
}
