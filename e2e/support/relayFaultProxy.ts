import { createServer, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

/**
 * What the proxy does to the traffic:
 * - `pass`: forwards every frame both ways;
 * - `refuse`: resets each new TCP connection at once (a relay that is down);
 * - `hang`: a frozen relay: new connections are accepted at TCP level and never answered, frames
 *   on open sockets are held (and flushed in order when the mode leaves `hang`);
 * - `duplicate`: each delivery (`irn_subscription`) to a client is sent twice;
 * - `reorder`: deliveries to a client are held in pairs and sent swapped (a lone one goes out after
 *   `reorderWindowMs`).
 */
export type RelayFaultMode = 'pass' | 'refuse' | 'hang' | 'duplicate' | 'reorder';

export type RelayFaultProxyOptions = {
  /** The real relay, e.g. `ws://127.0.0.1:3030`; can be changed later with `setTarget`. */
  target: string;
  /** Port to listen on (127.0.0.1); 0 picks a free one. */
  port?: number;
  mode?: RelayFaultMode;
  /** How long a delivery waits for a partner to swap with in `reorder` mode. */
  reorderWindowMs?: number;
};

export type RelayFaultStats = {
  /** Client sockets piped to the relay now. */
  connections: number;
  /** Upgrades left unanswered in `hang` mode, now. */
  hungUpgrades: number;
  /** TCP connections reset in `refuse` mode. */
  refused: number;
  /** Deliveries (`irn_subscription`) forwarded to clients, extra copies included. */
  deliveries: number;
  /** Extra copies sent in `duplicate` mode. */
  duplicated: number;
  /** Pairs of deliveries sent in swapped order in `reorder` mode. */
  swapped: number;
  /** Sockets closed by `dropAll`. */
  dropped: number;
};

export type RelayFaultProxy = {
  /** `ws://127.0.0.1:<port>`: what the dapp and the wallet are given as their relay. */
  url: string;
  /** The `aud` spellings clients sign their relay-auth JWT for (start the relay with these `audiences`). */
  audiences: readonly string[];
  mode(): RelayFaultMode;
  setMode(mode: RelayFaultMode): void;
  setTarget(target: string): void;
  /** Closes every client and relay socket now (code 1006 for the clients: a terminated TCP connection). */
  dropAll(): number;
  stats(): RelayFaultStats;
  close(): Promise<void>;
};

/** One client socket piped to one relay socket. */
type Pipe = {
  client: WebSocket;
  upstream: WebSocket;
  /** Frames held in `hang` mode, in arrival order, with their direction. */
  held: { toClient: boolean; data: string }[];
  /** A delivery waiting for a partner in `reorder` mode. */
  pending: { data: string; timer: ReturnType<typeof setTimeout> } | undefined;
};

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function isDelivery(frame: string): boolean {
  try {
    const parsed: unknown = JSON.parse(frame);
    return typeof parsed === 'object' && parsed !== null && (parsed as { method?: unknown }).method === 'irn_subscription';
  } catch {
    return false;
  }
}

/**
 * A loopback WebSocket proxy in front of a real relay, with fault switches for the e2e suite
 * (reliability plan §4, F15–F18). Deliveries are recognised by their JSON-RPC method; everything
 * else (acks, subscribe answers) always passes as it comes.
 * @example
 * const proxy = await startRelayFaultProxy({ target: relay.url })
 * proxy.setMode('duplicate')
 * proxy.dropAll()
 */
export async function startRelayFaultProxy({
  target: initialTarget,
  port = 0,
  mode: initialMode = 'pass',
  reorderWindowMs = 250,
}: RelayFaultProxyOptions): Promise<RelayFaultProxy> {
  let target = initialTarget.replace(/\/+$/, '');
  let mode = initialMode;
  const pipes = new Set<Pipe>();
  const hung = new Set<Duplex>();
  const tcp = new Set<Socket>();
  const counts = { refused: 0, deliveries: 0, duplicated: 0, swapped: 0, dropped: 0 };
  const server = createServer((_request, response) => {
    response.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true });

  const sendToClient = (pipe: Pipe, data: string): void => {
    if (pipe.client.readyState !== WebSocket.OPEN) return;
    if (isDelivery(data)) counts.deliveries += 1;
    pipe.client.send(data);
  };

  const flushPending = (pipe: Pipe): void => {
    if (!pipe.pending) return;
    clearTimeout(pipe.pending.timer);
    const { data } = pipe.pending;
    pipe.pending = undefined;
    sendToClient(pipe, data);
  };

  const fromRelay = (pipe: Pipe, data: string): void => {
    if (mode === 'hang') {
      pipe.held.push({ toClient: true, data });
      return;
    }
    if (!isDelivery(data)) {
      sendToClient(pipe, data);
      return;
    }
    if (mode === 'duplicate') {
      sendToClient(pipe, data);
      sendToClient(pipe, data);
      counts.duplicated += 1;
      return;
    }
    if (mode === 'reorder') {
      if (pipe.pending) {
        const first = pipe.pending.data;
        clearTimeout(pipe.pending.timer);
        pipe.pending = undefined;
        sendToClient(pipe, data);
        sendToClient(pipe, first);
        counts.swapped += 1;
      } else {
        pipe.pending = { data, timer: setTimeout(() => flushPending(pipe), reorderWindowMs) };
      }
      return;
    }
    sendToClient(pipe, data);
  };

  const fromClient = (pipe: Pipe, data: string): void => {
    if (mode === 'hang') pipe.held.push({ toClient: false, data });
    else if (pipe.upstream.readyState === WebSocket.OPEN) pipe.upstream.send(data);
  };

  const closePipe = (pipe: Pipe): void => {
    if (!pipes.delete(pipe)) return;
    flushPending(pipe);
    pipe.client.terminate();
    pipe.upstream.terminate();
  };

  const pipeUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const headers: Record<string, string> = {};
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const upstream = new WebSocket(`${target}${request.url ?? '/'}`, { headers });
    upstream.on('error', () => socket.destroy());
    upstream.on('unexpected-response', (_request, response) => {
      // The relay refused the upgrade (401, 429, 503): the client gets the same status.
      socket.end(`HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? 'Bad Gateway'}\r\nConnection: close\r\n\r\n`);
      upstream.terminate();
    });
    upstream.once('open', () => {
      if (socket.destroyed) {
        upstream.terminate();
        return;
      }
      wss.handleUpgrade(request, socket, head, (client) => {
        const pipe: Pipe = { client, upstream, held: [], pending: undefined };
        pipes.add(pipe);
        upstream.on('message', (data) => fromRelay(pipe, text(data)));
        client.on('message', (data) => fromClient(pipe, text(data)));
        upstream.on('close', () => closePipe(pipe));
        client.on('close', () => closePipe(pipe));
        client.on('error', () => closePipe(pipe));
      });
    });
  };

  server.on('connection', (socket) => {
    if (mode === 'refuse') {
      counts.refused += 1;
      socket.resetAndDestroy();
      return;
    }
    tcp.add(socket);
    socket.on('close', () => tcp.delete(socket));
  });
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    if (mode === 'hang') {
      hung.add(socket);
      socket.on('close', () => hung.delete(socket));
      return;
    }
    pipeUpgrade(request, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The relay fault proxy is not listening on a TCP port');
  const url = `ws://127.0.0.1:${address.port}`;

  const setMode = (next: RelayFaultMode): void => {
    const leavingHang = mode === 'hang' && next !== 'hang';
    mode = next;
    if (next !== 'reorder') for (const pipe of pipes) flushPending(pipe);
    if (!leavingHang) return;
    for (const socket of hung) socket.destroy();
    hung.clear();
    for (const pipe of pipes) {
      const held = pipe.held.splice(0);
      for (const frame of held) {
        if (frame.toClient) fromRelay(pipe, frame.data);
        else fromClient(pipe, frame.data);
      }
    }
  };

  return {
    url,
    audiences: ['127.0.0.1', 'localhost', '[::1]'].map((host) => `ws://${host}:${address.port}`),
    mode: () => mode,
    setMode,
    setTarget(next) {
      target = next.replace(/\/+$/, '');
    },
    dropAll() {
      const dropped = pipes.size;
      for (const pipe of [...pipes]) closePipe(pipe);
      counts.dropped += dropped;
      return dropped;
    },
    stats: () => ({ connections: pipes.size, hungUpgrades: hung.size, ...counts }),
    async close() {
      for (const pipe of [...pipes]) closePipe(pipe);
      for (const socket of hung) socket.destroy();
      for (const socket of tcp) socket.destroy();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
