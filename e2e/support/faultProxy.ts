import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a rule makes the proxy answer instead of the real service. */
export type Fault =
  | { kind: 'status'; status: 403 | 429 | 500 | 502 | 503; retryAfterSeconds?: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** 200 with JSON of the wrong shape (an array of numbers where an object is expected). */
  | { kind: 'wrongShape' }
  /** 200 with a 10 MB JSON body of the wrong shape. */
  | { kind: 'huge' }
  /** Never answers; the socket is destroyed when the proxy closes. */
  | { kind: 'hang' };

export type FaultRule = {
  /** Matched against the request's path and query (`/getWallets?page=2&...`): a RegExp, or a substring. */
  path: RegExp | string;
  /** Only this method (GET, POST, ...); any method when left out. */
  method?: string;
  fault: Fault;
  /** Applies to this many matching requests, then forwards again; until cleared when left out. */
  times?: number;
};

export type ProxiedRequest = { method: string; path: string; url: string; at: number; faulted: Fault['kind'] | null };

/** Size of the `huge` body. */
export const HUGE_BODY_BYTES = 10 * 1024 * 1024;

const CORS = { 'access-control-allow-origin': '*' };

/**
 * A loopback HTTP proxy in front of one real service (the services API or the secure site), started in the
 * test process on port 0: it forwards everything, except requests matching a rule, which get that rule's fault.
 * It records every request (to count "no storm", "no retry within 30 s") and closes every socket on `close()`.
 * Forwarded requests carry the target's Host and, when they came with the proxy's Origin, the target's Origin,
 * so a service that checks its own origin (the secure site) accepts them.
 */
export class FaultProxy {
  readonly requests: ProxiedRequest[] = [];
  private rules: (FaultRule & { left: number })[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly url: string,
    readonly target: URL,
  ) {}

  /** Starts a proxy for `target` (an origin like http://127.0.0.1:3110) on a free loopback port. */
  static async start(target: string): Promise<FaultProxy> {
    let proxy: FaultProxy | undefined;
    const server = createServer((req, res) => proxy?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    proxy = new FaultProxy(server, `http://127.0.0.1:${port}`, new URL(target));
    server.on('connection', (socket) => {
      proxy?.sockets.add(socket);
      socket.on('close', () => proxy?.sockets.delete(socket));
    });
    return proxy;
  }

  /** Adds a rule; returns a function that removes it. Later rules win over earlier ones. */
  inject(rule: FaultRule): () => void {
    const entry = { ...rule, left: rule.times ?? Number.POSITIVE_INFINITY };
    this.rules.unshift(entry);
    return () => {
      this.rules = this.rules.filter((candidate) => candidate !== entry);
    };
  }

  /** Removes every rule: everything is forwarded again. */
  clear(): void {
    this.rules = [];
  }

  /** Requests whose path matches `path` (RegExp or substring), optionally since epoch ms `since`. */
  count(path: RegExp | string, since = 0): number {
    return this.requests.filter((request) => request.at >= since && matches(path, request.path)).length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const rule =
      method === 'OPTIONS'
        ? undefined
        : this.rules.find((candidate) => candidate.left > 0 && matches(candidate.path, url) && (!candidate.method || candidate.method === method));
    if (rule) rule.left -= 1;
    this.requests.push({ method, path, url, at: Date.now(), faulted: rule?.fault.kind ?? null });
    if (rule) {
      req.resume();
      answerFault(rule.fault, res);
      return;
    }
    this.forward(req, res);
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const headers = { ...req.headers, host: this.target.host };
    if (headers.origin === this.url) headers.origin = this.target.origin;
    const upstream = forward(
      { host: this.target.hostname, port: this.target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, CORS);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }
}

function matches(pattern: RegExp | string, path: string): boolean {
  return typeof pattern === 'string' ? path.includes(pattern) : pattern.test(path);
}

function answerFault(fault: Fault, res: ServerResponse): void {
  const json = { ...CORS, 'content-type': 'application/json' };
  switch (fault.kind) {
    case 'status': {
      const retryAfter = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      res.writeHead(fault.status, { ...json, ...retryAfter });
      res.end(JSON.stringify({ error: { code: fault.status === 429 ? 'RATE_LIMITED' : 'SERVER_ERROR', message: `injected ${fault.status}` } }));
      return;
    }
    case 'malformed':
      res.writeHead(200, json);
      res.end('{"allowedOrigins": [tru');
      return;
    case 'wrongShape':
      res.writeHead(200, json);
      res.end('[1,2,3]');
      return;
    case 'huge': {
      res.writeHead(200, json);
      const chunk = '0,'.repeat(64 * 1024);
      let written = 1;
      res.write('[');
      while (written + chunk.length < HUGE_BODY_BYTES) {
        res.write(chunk);
        written += chunk.length;
      }
      res.end('0]');
      return;
    }
    case 'hang':
      // Headers never sent: the socket is destroyed by close().
      return;
  }
}
