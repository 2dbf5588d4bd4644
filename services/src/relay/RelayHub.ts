import { createHash, randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { KeyedTokenBuckets } from './KeyedTokenBuckets.js';
import { localFanout, type RelayFanout } from './RelayFanout.js';
import { RELAY_ERROR_CODES, RelayRpcError, type JsonRpcId, type JsonRpcResponse } from './relayJsonRpc.js';
import {
  DEFAULT_RELAY_LIMITS,
  RELAY_CLOSE_GRACE_MS,
  RELAY_CLOSE_POLICY_VIOLATION,
  RELAY_MAX_FETCH_MESSAGES,
  RELAY_MAX_PENDING_ACKS,
  RELAY_MAX_TOPICS_PER_SOCKET,
  RELAY_REPLAY_POLL_MS,
  type RelayLimits,
} from './relayLimits.js';
import type { RelayLogger } from './relayLogger.js';
import { RelayMailbox, relayMessageOf, type MailboxAddResult, type PublishInput, type RelayMessage } from './RelayMailbox.js';

/** A replay of mailbox messages to one socket, a page per tick. */
type ReplayState = {
  /** Topics whose replay has not started yet, in subscribe order. */
  topics: string[];
  /** The topic being replayed and what is left of it. */
  current: { topic: string; messages: RelayMessage[]; index: number } | undefined;
  timer: { kind: 'immediate'; handle: NodeJS.Immediate } | { kind: 'timeout'; handle: NodeJS.Timeout } | undefined;
  /** When the replay found the socket's queue full and started waiting for the client to read (ms). */
  stalledSince: number | undefined;
};

/** One client socket and what the relay tracks for it. */
export type RelayConnection = {
  /** Per-socket id (rate-limit key). */
  id: string;
  socket: WebSocket;
  /** The client id: the `did:key` of its auth JWT. */
  identity: string;
  /** The per-IP limit key of the socket's address (`clientIpKey`). */
  ip: string;
  topics: Set<string>;
  /** Our `irn_subscription` request id -> the delivered message, until the client acknowledges it. */
  pendingAcks: Map<string, { topic: string; messageId: string }>;
  /** Ids of messages delivered to this socket and not yet acknowledged (never sent twice). */
  inFlight: Set<string>;
  /** Whether the socket answered the last ping. */
  alive: boolean;
  /** Requests refused for a rate limit or quota; at `maxRefusalsPerConnection` the socket is closed. */
  refusals: number;
  /** Set once the relay decided to drop the socket: nothing more is written to it. */
  dropped: boolean;
  replay: ReplayState;
};

export type FetchedMessages = {
  messages: { topic: string; message: string; publishedAt: number; tag: number; attestation: string | null }[];
  hasMore: boolean;
};

const REFUSED_STORE: Record<Exclude<MailboxAddResult, 'stored' | 'duplicate' | 'expired'>, string> = {
  'identity-quota': 'this client holds too many undelivered bytes',
  'ip-quota': 'this address holds too many undelivered bytes',
  full: 'the relay mailbox is full',
};

/**
 * The relay's state: which socket listens to which topic, the mailbox, deliveries waiting for an
 * acknowledgement, the publish rate limits. Delivers every publish to each subscribed socket except
 * those of the publishing client, and tells the other instances through `fanout`. Never lets one
 * socket's unread queue grow past `maxBufferedBytes`: replays are paged and wait for the client to
 * read; a socket that does not read is dropped.
 */
export class RelayHub {
  readonly mailbox: RelayMailbox;
  readonly limits: Readonly<RelayLimits>;
  private readonly subscribers = new Map<string, Set<RelayConnection>>();
  private readonly connections = new Set<RelayConnection>();
  /** Topic subscriptions of all sockets of each address (N20: new keys and sockets are free, addresses are not). */
  private readonly topicsByIp = new Map<string, number>();
  private readonly publishByConnection: KeyedTokenBuckets;
  private readonly publishByIp: KeyedTokenBuckets;
  private nextRequestId: number;
  fanout: RelayFanout = localFanout;

  constructor(
    private readonly logger: RelayLogger,
    private readonly now: () => number = Date.now,
    limits: Partial<RelayLimits> = {},
  ) {
    this.limits = { ...DEFAULT_RELAY_LIMITS, ...limits };
    this.mailbox = new RelayMailbox(now, this.limits);
    this.publishByConnection = new KeyedTokenBuckets(this.limits.publishBurstPerConnection, this.limits.publishPerSecondPerConnection, now);
    // Shared by the instances through the fan-out (Redis), if any: an address' publishes count on all of them.
    const { publishBurstPerIp: burst, publishPerSecondPerIp: perSecond } = this.limits;
    this.publishByIp = new KeyedTokenBuckets(burst, perSecond, now, undefined, (ip, cost) => this.fanout.takeShared(`ip:${ip}`, cost, burst, perSecond));
    this.nextRequestId = now() * 1000;
  }

  /** Registers a new socket. */
  connect(socket: WebSocket, identity: string, ip: string): RelayConnection {
    const connection: RelayConnection = {
      id: randomUUID(),
      socket,
      identity,
      ip,
      topics: new Set(),
      pendingAcks: new Map(),
      inFlight: new Set(),
      alive: true,
      refusals: 0,
      dropped: false,
      replay: { topics: [], current: undefined, timer: undefined, stalledSince: undefined },
    };
    this.connections.add(connection);
    return connection;
  }

  /** Forgets a closed socket; what it did not acknowledge stays in the mailbox for its next connection. */
  disconnect(connection: RelayConnection): void {
    for (const topic of connection.topics) this.removeSubscriber(topic, connection);
    this.countTopics(connection.ip, -connection.topics.size);
    connection.topics.clear();
    connection.pendingAcks.clear();
    connection.inFlight.clear();
    this.stopReplay(connection);
    this.publishByConnection.delete(connection.id);
    this.connections.delete(connection);
  }

  /** Every connected socket. */
  all(): ReadonlySet<RelayConnection> {
    return this.connections;
  }

  /** Topic subscriptions of all sockets (one per socket and topic). */
  subscriptionCount(): number {
    let count = 0;
    for (const connection of this.connections) count += connection.topics.size;
    return count;
  }

  /** The subscription id of `topic` for this client: sha256(topic + client id), as the JS client computes it. */
  subscriptionId(connection: RelayConnection, topic: string): string {
    return createHash('sha256').update(topic + connection.identity).digest('hex');
  }

  /** Subscribes the socket to `topic` and queues a replay of what the mailbox holds for its client. */
  subscribe(connection: RelayConnection, topic: string): string {
    if (!connection.topics.has(topic)) {
      if (connection.topics.size >= RELAY_MAX_TOPICS_PER_SOCKET) {
        throw new RelayRpcError(
          RELAY_ERROR_CODES.LIMIT_EXCEEDED,
          `Too many subscriptions: at most ${RELAY_MAX_TOPICS_PER_SOCKET} topics per connection`,
        );
      }
      if ((this.topicsByIp.get(connection.ip) ?? 0) >= this.limits.maxTopicsPerIp) {
        this.refuse(connection, 'subscriptions of this address');
        throw new RelayRpcError(RELAY_ERROR_CODES.LIMIT_EXCEEDED, `Too many subscriptions: at most ${this.limits.maxTopicsPerIp} topics per address`);
      }
      connection.topics.add(topic);
      this.countTopics(connection.ip, 1);
      let set = this.subscribers.get(topic);
      if (set === undefined) this.subscribers.set(topic, (set = new Set()));
      set.add(connection);
    }
    // Replayed from the next tick on, after the response to the subscribe request is sent.
    if (connection.replay.current?.topic !== topic && !connection.replay.topics.includes(topic)) connection.replay.topics.push(topic);
    this.scheduleReplay(connection, 'now');
    return this.subscriptionId(connection, topic);
  }

  unsubscribe(connection: RelayConnection, topic: string): void {
    if (!connection.topics.delete(topic)) return;
    this.removeSubscriber(topic, connection);
    this.countTopics(connection.ip, -1);
  }

  private countTopics(ip: string, change: number): void {
    const next = (this.topicsByIp.get(ip) ?? 0) + change;
    if (next > 0) this.topicsByIp.set(ip, next);
    else this.topicsByIp.delete(ip);
  }

  /**
   * Takes `count` publish tokens from the connection's and its IP's buckets; refuses (RATE_LIMITED,
   * a strike against the connection) when either is empty. The connection's bucket is asked first so
   * a flooding socket runs dry before it drains what its address shares with others.
   */
  admitPublishes(connection: RelayConnection, count: number): void {
    const own = this.publishByConnection.take(connection.id, count);
    const shared = own.allowed ? this.publishByIp.take(connection.ip, count) : own;
    if (shared.allowed) return;
    const scope = own.allowed ? 'this address' : 'this connection';
    this.refuse(connection, `publish rate limit of ${scope}`);
    throw new RelayRpcError(RELAY_ERROR_CODES.RATE_LIMITED, `Rate limited: too many publishes from ${scope}; retry after ${shared.retryAfterSeconds} s`);
  }

  /**
   * Stores and delivers a message published by `connection`, and tells the other instances: the promise of
   * `RelayFanout.publish` (a retry is stored again), which the publish's answer waits for; undefined on one instance.
   */
  publish(connection: RelayConnection, input: PublishInput): Promise<void> | undefined {
    const message = relayMessageOf(input, connection.identity, this.now(), connection.ip);
    const result = this.mailbox.add(message);
    if (result === 'identity-quota' || result === 'ip-quota' || result === 'full') {
      this.refuse(connection, `mailbox ${result}`);
      throw new RelayRpcError(RELAY_ERROR_CODES.LIMIT_EXCEEDED, `Mailbox quota exceeded: ${REFUSED_STORE[result]}; retry once messages are delivered or expire`);
    }
    this.deliverToSubscribers(message);
    return result === 'stored' || result === 'duplicate' ? this.fanout.publish(message) : undefined;
  }

  /**
   * A message another instance received from one of its clients (that instance checked its rates and quotas); counted
   * here against its origin address too, so that address' budget holds across instances.
   */
  receiveRemotePublish(message: RelayMessage): void {
    const result = this.mailbox.add(message, 'count-only');
    if (result === 'stored') this.deliverToSubscribers(message);
    else if (result !== 'duplicate') this.logger.warn({ topic: message.topic, result }, 'relay: did not store a message from another instance');
  }

  /** An acknowledgement another instance received. */
  receiveRemoteAck(topic: string, messageId: string, identity: string): void {
    this.mailbox.ack(topic, messageId, identity);
  }

  /** The client's answer to one of our `irn_subscription` requests. */
  acknowledge(connection: RelayConnection, requestId: string | number, accepted: boolean): void {
    const key = String(requestId);
    const delivery = connection.pendingAcks.get(key);
    if (delivery === undefined) return;
    connection.pendingAcks.delete(key);
    connection.inFlight.delete(delivery.messageId);
    if (!accepted) return;
    this.mailbox.ack(delivery.topic, delivery.messageId, connection.identity);
    this.fanout.ack(delivery.topic, delivery.messageId, connection.identity);
  }

  /**
   * Undelivered messages of `topics` for this client, marked as received (they are not replayed on
   * subscribe): one page of at most `RELAY_MAX_FETCH_MESSAGES` messages and `maxFetchBytes` (at least
   * one message), `hasMore` when the client should ask again.
   */
  fetch(connection: RelayConnection, topics: readonly string[]): FetchedMessages {
    const messages: FetchedMessages['messages'] = [];
    let bytes = 0;
    for (const topic of topics) {
      for (const message of this.mailbox.pendingFor(topic, connection.identity)) {
        const size = message.message.length + (message.attestation?.length ?? 0);
        if (messages.length >= RELAY_MAX_FETCH_MESSAGES || (messages.length > 0 && bytes + size > this.limits.maxFetchBytes)) {
          return { messages, hasMore: true };
        }
        bytes += size;
        messages.push({
          topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          attestation: message.attestation,
        });
        this.mailbox.ack(topic, message.id, connection.identity);
        this.fanout.ack(topic, message.id, connection.identity);
      }
    }
    return { messages, hasMore: false };
  }

  /**
   * Sends a JSON-RPC frame if the socket is still open. A socket whose unread queue is over
   * `maxBufferedBytes` is dropped instead: its client does not read, and the queue would grow
   * without bound.
   */
  send(connection: RelayConnection, frame: JsonRpcResponse | { jsonrpc: '2.0'; id: JsonRpcId; method: string; params: unknown }): boolean {
    if (connection.dropped || connection.socket.readyState !== WebSocket.OPEN) return false;
    if (connection.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.drop(connection, `slow reader: more than ${this.limits.maxBufferedBytes} bytes unread`);
      return false;
    }
    connection.socket.send(JSON.stringify(frame), (error) => {
      if (error) this.logger.debug({ err: error }, 'relay: send failed');
    });
    return true;
  }

  /**
   * Cuts a client off: closes with `RELAY_CLOSE_POLICY_VIOLATION` and `reason` (after the frames
   * already queued, so it reads the error that preceded this), destroyed if it does not finish the
   * closing handshake within `RELAY_CLOSE_GRACE_MS`.
   */
  cutOff(connection: RelayConnection, reason: string): void {
    if (connection.dropped) return;
    connection.dropped = true;
    this.stopReplay(connection);
    this.logger.warn({ identity: connection.identity, ip: connection.ip, reason }, 'relay: cut off a client');
    connection.socket.close(RELAY_CLOSE_POLICY_VIOLATION, reason.slice(0, 120));
    setTimeout(() => connection.socket.terminate(), RELAY_CLOSE_GRACE_MS).unref();
  }

  /** Destroys the socket at once (it does not read: a close frame would wait behind its queue). */
  drop(connection: RelayConnection, reason: string): void {
    if (connection.dropped) return;
    connection.dropped = true;
    this.stopReplay(connection);
    this.logger.warn({ identity: connection.identity, ip: connection.ip, reason }, 'relay: dropped a client');
    connection.socket.terminate();
  }

  /** Counts a refused request; at `maxRefusalsPerConnection` the connection is cut off after this answer. */
  private refuse(connection: RelayConnection, reason: string): void {
    connection.refusals += 1;
    if (connection.refusals < this.limits.maxRefusalsPerConnection) return;
    // After the error response of this request is written (the caller sends it synchronously).
    setImmediate(() => this.cutOff(connection, `flooding: ${connection.refusals} requests refused (${reason})`));
  }

  private scheduleReplay(connection: RelayConnection, when: 'now' | 'later'): void {
    const { replay } = connection;
    if (replay.timer !== undefined || connection.dropped) return;
    const run = (): void => {
      replay.timer = undefined;
      this.replayPage(connection);
    };
    replay.timer = when === 'now' ? { kind: 'immediate', handle: setImmediate(run) } : { kind: 'timeout', handle: setTimeout(run, RELAY_REPLAY_POLL_MS) };
  }

  private stopReplay(connection: RelayConnection): void {
    const { replay } = connection;
    if (replay.timer?.kind === 'immediate') clearImmediate(replay.timer.handle);
    if (replay.timer?.kind === 'timeout') clearTimeout(replay.timer.handle);
    replay.timer = undefined;
    replay.topics = [];
    replay.current = undefined;
  }

  /** Replays up to one page, then yields; waits while the socket's queue is over the low-water mark. */
  private replayPage(connection: RelayConnection): void {
    const { replay } = connection;
    if (connection.dropped || connection.socket.readyState !== WebSocket.OPEN) return this.stopReplay(connection);
    if (connection.socket.bufferedAmount > this.limits.replayLowWaterBytes) {
      const now = this.now();
      replay.stalledSince ??= now;
      if (now - replay.stalledSince >= this.limits.slowReaderTimeoutMs) {
        return this.drop(connection, `slow reader: replay stalled ${now - replay.stalledSince} ms with ${connection.socket.bufferedAmount} bytes unread`);
      }
      return this.scheduleReplay(connection, 'later');
    }
    replay.stalledSince = undefined;
    let sentMessages = 0;
    let sentBytes = 0;
    while (sentMessages < this.limits.replayPageMessages && sentBytes < this.limits.replayPageBytes) {
      if (connection.dropped) return;
      if (replay.current === undefined || replay.current.index >= replay.current.messages.length) {
        const topic = replay.topics.shift();
        if (topic === undefined) {
          replay.current = undefined;
          return;
        }
        replay.current = { topic, messages: this.mailbox.pendingFor(topic, connection.identity), index: 0 };
        continue;
      }
      const message = replay.current.messages[replay.current.index++];
      // Listed when the topic's replay started: it may have expired since.
      if (message === undefined || message.expiresAt <= this.now() || !this.deliver(connection, message)) continue;
      sentMessages += 1;
      sentBytes += message.message.length;
      if (connection.socket.bufferedAmount > this.limits.replayLowWaterBytes) break;
    }
    this.scheduleReplay(connection, connection.socket.bufferedAmount > this.limits.replayLowWaterBytes ? 'later' : 'now');
  }

  private removeSubscriber(topic: string, connection: RelayConnection): void {
    const set = this.subscribers.get(topic);
    if (set === undefined) return;
    set.delete(connection);
    if (set.size === 0) this.subscribers.delete(topic);
  }

  private deliverToSubscribers(message: RelayMessage): void {
    for (const connection of this.subscribers.get(message.topic) ?? []) this.deliver(connection, message);
  }

  /** Sends `message` to the socket unless it is its own, already in flight or acknowledged; whether it was sent. */
  private deliver(connection: RelayConnection, message: RelayMessage): boolean {
    if (connection.identity === message.publisher || connection.inFlight.has(message.id)) return false;
    if (!connection.topics.has(message.topic) || !this.mailbox.isPendingFor(message.topic, message.id, connection.identity)) return false;
    if (connection.pendingAcks.size >= RELAY_MAX_PENDING_ACKS) {
      const oldest = connection.pendingAcks.entries().next().value;
      if (oldest !== undefined) {
        connection.pendingAcks.delete(oldest[0]);
        connection.inFlight.delete(oldest[1].messageId);
      }
    }
    const id = this.nextRequestId++;
    const sent = this.send(connection, {
      jsonrpc: '2.0',
      id,
      method: 'irn_subscription',
      params: {
        id: this.subscriptionId(connection, message.topic),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          attestation: message.attestation,
          tag: message.tag,
        },
      },
    });
    if (!sent) return false;
    connection.pendingAcks.set(String(id), { topic: message.topic, messageId: message.id });
    connection.inFlight.add(message.id);
    return true;
  }
}
