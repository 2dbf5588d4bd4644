import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ConfigError } from '../errors/ConfigError.js';
import { errorMessage } from '../errors/errorMessage.js';
import { PortInUseError } from '../errors/PortInUseError.js';
import { connectRedisFanout } from './connectRedisFanout.js';
import { handleRelayFrame } from './handleRelayFrame.js';
import { clientIpKey } from './clientIpKey.js';
import { RelayHub, type RelayConnection } from './RelayHub.js';
import { RELAY_ERROR_CODES, rpcError } from './relayJsonRpc.js';
import { RELAY_MAX_FRAME_BYTES, RELAY_PING_INTERVAL_MS, RELAY_SWEEP_INTERVAL_MS, type RelayLimits } from './relayLimits.js';
import { silentRelayLogger, type RelayLogger } from './relayLogger.js';
import { RelayAuthError, verifyRelayAuth } from './verifyRelayAuth.js';

export type StartRelayOptions = {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Port; 0 picks a free one. */
  port: number;
  /** With a Redis URL, instances sharing it deliver each other's publishes. */
  redisUrl?: string | undefined;
  logger?: RelayLogger | undefined;
  /** Ping interval (ms), `RELAY_PING_INTERVAL_MS` by default (tests shorten it). */
  pingIntervalMs?: number;
  /** Limits replacing some of `DEFAULT_RELAY_LIMITS` (tests shrink them). */
  limits?: Partial<RelayLimits> | undefined;
  /**
   * Accepted `aud` claims of the clients' auth JWTs (the relay URL each client was given). Default:
   * the relay's own URL, and for a loopback bind its 127.0.0.1 / localhost / [::1] spellings. Behind
   * a TLS proxy, list the public `wss://` URL (or set `FOYER_RELAY_PUBLIC_URL`, comma-separated).
   */
  audiences?: readonly string[] | undefined;
  /** Where `FOYER_RELAY_PUBLIC_URL` is read from (default `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
};

export type RunningRelay = {
  /** `ws://host:port` */
  url: string;
  /** What the relay holds now: open sockets, their topic subscriptions, stored mailbox bytes, bytes queued to sockets unread. */
  stats(): { connections: number; subscriptions: number; storedBytes: number; bufferedBytes: number };
  close(): Promise<void>;
};

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** Refused upgrades: HTTP status, its reason phrase and the catalogued error code of the JSON body. */
const UPGRADE_REFUSALS = {
  unauthorized: { status: 401, text: 'Unauthorized', code: 'UNAUTHORIZED' },
  tooManyFromIp: { status: 429, text: 'Too Many Requests', code: 'RATE_LIMITED' },
  atCapacity: { status: 503, text: 'Service Unavailable', code: 'RELAY_AT_CAPACITY' },
} as const;

function rejectUpgrade(socket: Duplex, refusal: (typeof UPGRADE_REFUSALS)[keyof typeof UPGRADE_REFUSALS], reason: string): void {
  const body = JSON.stringify({ error: { code: refusal.code, message: reason } });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The client identity of an upgrade request: its auth JWT's did:key. Every 2.21.8 client sends one. */
function identityOf(request: IncomingMessage, url: URL, audiences: readonly string[]): string {
  const header = request.headers.authorization;
  const jwt = url.searchParams.get('auth') ?? (header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null);
  if (jwt === null || jwt === '') throw new RelayAuthError('a relay-auth JWT is required (?auth= or Authorization: Bearer)');
  return verifyRelayAuth(jwt, Math.floor(Date.now() / 1000), audiences);
}

/** The URLs a client may have been given for a relay listening on `url`. */
function ownAudiences(url: URL): string[] {
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}:${url.port}`);
}

function answerHttp(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  const json = (status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) return json(200, { ok: true });
  json(404, { error: { code: 'NOT_FOUND', message: `No route for ${request.method ?? 'GET'} ${path}` } });
}

/**
 * Starts the WalletConnect v2 relay: JSON-RPC 2.0 over WebSocket on `ws://host:port` (any path) as
 * the official 2.21.8 clients use it (irn_subscribe, irn_publish -> irn_subscription, irn_unsubscribe,
 * batch variants, fetch of pending messages, wc_proposeSession / wc_approveSession with their
 * implicit subscriptions), a mailbox per topic kept until each message's TTL, pings every 10 s, and
 * `GET /health` -> `{ ok: true }` on the same port. Memory only, unless `redisUrl` is given: then
 * instances sharing that Redis deliver each other's messages. A taken port rejects with `PortInUseError`.
 *
 * Every socket needs a valid relay-auth JWT (`exp`, `iat`, `aud` = one of `audiences`; 401 otherwise).
 * The limits of `relayLimits.ts` hold: per-IP and total sockets (429 / 503 on upgrade), publish token
 * buckets per socket and per IP (JSON-RPC -32001), mailbox byte budgets in all / per identity / per IP
 * (-32000), and after `maxRefusalsPerConnection` refused requests the socket is closed with 1008.
 * Replays are paged and wait for the client to read; a socket that does not read is dropped.
 *
 * @example
 * const relay = await startRelay({ host: '127.0.0.1', port: 3030 });
 * // SignClient.init({ relayUrl: relay.url, ... })
 * await relay.close();
 */
/** The relay's public URLs from `FOYER_RELAY_PUBLIC_URL` (behind a proxy clients name those in `aud`), or undefined. */
function publicRelayUrls(env: Readonly<Record<string, string | undefined>>): readonly string[] | undefined {
  const urls = (env.FOYER_RELAY_PUBLIC_URL ?? '').split(',').map((url) => url.trim()).filter((url) => url !== '');
  return urls.length > 0 ? urls : undefined;
}

export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? silentRelayLogger;
  const pingIntervalMs = options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS;
  const hub = new RelayHub(logger, Date.now, options.limits);
  const connectionsByIp = new Map<string, number>();
  const configuredAudiences = options.audiences ?? publicRelayUrls(options.env ?? process.env);
  let audiences: readonly string[] = configuredAudiences ?? [];

  if (options.redisUrl !== undefined && options.redisUrl !== '') {
    try {
      hub.fanout = await connectRedisFanout(
        options.redisUrl,
        { onPublish: (message) => hub.receiveRemotePublish(message), onAck: (topic, id, identity) => hub.receiveRemoteAck(topic, id, identity) },
        logger,
      );
    } catch (error) {
      throw new ConfigError(`Cannot reach Redis at ${options.redisUrl} for the relay: ${errorMessage(error)}`, { cause: error });
    }
    // The mailbox as the other instances (or this one before a restart) left it in Redis.
    try {
      for (const { message, ackedBy } of await hub.fanout.stored()) {
        hub.receiveRemotePublish(message);
        for (const identity of ackedBy) hub.receiveRemoteAck(message.topic, message.id, identity);
      }
    } catch (error) {
      await hub.fanout.close();
      throw new ConfigError(`Cannot read the relay mailbox from Redis at ${options.redisUrl}: ${errorMessage(error)}`, { cause: error });
    }
  }

  const server = createServer(answerHttp);
  const wss = new WebSocketServer({ noServer: true, maxPayload: RELAY_MAX_FRAME_BYTES });

  const onConnection = (socket: WebSocket, identity: string, ip: string): void => {
    const connection: RelayConnection = hub.connect(socket, identity, ip);
    connectionsByIp.set(ip, (connectionsByIp.get(ip) ?? 0) + 1);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (connection.dropped) return;
      connection.alive = true;
      let response;
      try {
        response = handleRelayFrame(hub, connection, rawText(data), isBinary);
      } catch (error) {
        logger.error({ err: error }, 'relay: request failed');
        response = rpcError(null, RELAY_ERROR_CODES.INTERNAL_ERROR, 'Internal error');
      }
      // With Redis a publish is answered once the message is stored there (a promise that never rejects).
      if (response instanceof Promise) void response.then((answer) => hub.send(connection, answer));
      else if (response !== undefined) hub.send(connection, response);
    });
    socket.on('error', (error) => logger.debug({ err: error }, 'relay: socket error'));
    socket.on('close', () => {
      hub.disconnect(connection);
      const left = (connectionsByIp.get(ip) ?? 1) - 1;
      if (left > 0) connectionsByIp.set(ip, left);
      else connectionsByIp.delete(ip);
    });
  };

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'ws://relay.invalid');
    const ip = clientIpKey(request.socket.remoteAddress);
    // Counted before the JWT is verified: a signature check costs more than this lookup.
    if ((connectionsByIp.get(ip) ?? 0) >= hub.limits.maxConnectionsPerIp) {
      logger.warn({ ip }, 'relay: refused a socket over the per-IP connection limit');
      return rejectUpgrade(socket, UPGRADE_REFUSALS.tooManyFromIp, `Too many connections: at most ${hub.limits.maxConnectionsPerIp} per address`);
    }
    if (hub.all().size >= hub.limits.maxConnections) {
      logger.warn({ ip }, 'relay: refused a socket at capacity');
      return rejectUpgrade(socket, UPGRADE_REFUSALS.atCapacity, 'The relay is at capacity; retry later');
    }
    let identity: string;
    try {
      identity = identityOf(request, url, audiences);
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.message : 'the JWT is malformed';
      logger.info({ reason, ip }, 'relay: refused a socket with a missing or bad auth JWT');
      return rejectUpgrade(socket, UPGRADE_REFUSALS.unauthorized, `Invalid auth: ${reason}`);
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, identity, ip));
  });

  const pinger = setInterval(() => {
    for (const connection of hub.all()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, pingIntervalMs);
  const sweeper = setInterval(() => hub.mailbox.sweep(), RELAY_SWEEP_INTERVAL_MS);
  pinger.unref();
  sweeper.unref();

  const stopTimers = (): void => {
    clearInterval(pinger);
    clearInterval(sweeper);
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    stopTimers();
    await hub.fanout.close();
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') throw new PortInUseError(options.port, 'WalletConnect relay', { cause: error });
    throw error;
  }

  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The relay is not listening on a TCP port');
  const url = `ws://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  if (configuredAudiences === undefined) audiences = ownAudiences(new URL(url));
  logger.info({ url, redis: options.redisUrl !== undefined, audiences }, 'relay: listening');

  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    stopTimers();
    for (const connection of hub.all()) connection.socket.terminate();
    wss.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await hub.fanout.close();
  };
  const stats = (): ReturnType<RunningRelay['stats']> => {
    let bufferedBytes = 0;
    for (const connection of hub.all()) bufferedBytes += connection.socket.bufferedAmount;
    return { connections: hub.all().size, subscriptions: hub.subscriptionCount(), storedBytes: hub.mailbox.storedBytes, bufferedBytes };
  };
  return { url, stats, close: () => (closing ??= close()) };
}
