import { createHash } from 'node:crypto';
import { WebSocket } from 'ws';
import { localFanout, type RelayFanout } from './RelayFanout.js';
import { RELAY_ERROR_CODES, RelayRpcError, type JsonRpcId, type JsonRpcResponse } from './relayJsonRpc.js';
import { RELAY_MAX_PENDING_ACKS, RELAY_MAX_TOPICS_PER_SOCKET } from './relayLimits.js';
import type { RelayLogger } from './relayLogger.js';
import { RelayMailbox, relayMessageOf, type PublishInput, type RelayMessage } from './RelayMailbox.js';

/** Messages returned by one `irn_fetchMessages` / `irn_batchFetchMessages`; the rest comes with `hasMore: true`. */
export const RELAY_MAX_FETCH_MESSAGES = 500;

/** One client socket and what the relay tracks for it. */
export type RelayConnection = {
  socket: WebSocket;
  /** The client id (`did:key` of its auth JWT), or a per-socket id when it sent none. */
  identity: string;
  topics: Set<string>;
  /** Our `irn_subscription` request id -> the delivered message, until the client acknowledges it. */
  pendingAcks: Map<string, { topic: string; messageId: string }>;
  /** Ids of messages delivered to this socket and not yet acknowledged (never sent twice). */
  inFlight: Set<string>;
  /** Whether the socket answered the last ping. */
  alive: boolean;
};

export type FetchedMessages = {
  messages: { topic: string; message: string; publishedAt: number; tag: number; attestation: string | null }[];
  hasMore: boolean;
};

/**
 * The relay's state: which socket listens to which topic, the mailbox, deliveries waiting for an
 * acknowledgement. Delivers every publish to each subscribed socket except those of the publishing
 * client, and tells the other instances through `fanout`.
 */
export class RelayHub {
  readonly mailbox: RelayMailbox;
  private readonly subscribers = new Map<string, Set<RelayConnection>>();
  private readonly connections = new Set<RelayConnection>();
  private nextRequestId: number;
  fanout: RelayFanout = localFanout;

  constructor(
    private readonly logger: RelayLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.mailbox = new RelayMailbox(now);
    this.nextRequestId = now() * 1000;
  }

  /** Registers a new socket. */
  connect(socket: WebSocket, identity: string): RelayConnection {
    const connection: RelayConnection = { socket, identity, topics: new Set(), pendingAcks: new Map(), inFlight: new Set(), alive: true };
    this.connections.add(connection);
    return connection;
  }

  /** Forgets a closed socket; what it did not acknowledge stays in the mailbox for its next connection. */
  disconnect(connection: RelayConnection): void {
    for (const topic of connection.topics) this.removeSubscriber(topic, connection);
    connection.topics.clear();
    connection.pendingAcks.clear();
    connection.inFlight.clear();
    this.connections.delete(connection);
  }

  /** Every connected socket. */
  all(): ReadonlySet<RelayConnection> {
    return this.connections;
  }

  /** The subscription id of `topic` for this client: sha256(topic + client id), as the JS client computes it. */
  subscriptionId(connection: RelayConnection, topic: string): string {
    return createHash('sha256').update(topic + connection.identity).digest('hex');
  }

  /** Subscribes the socket to `topic` and replays what the mailbox holds for its client. */
  subscribe(connection: RelayConnection, topic: string): string {
    if (!connection.topics.has(topic)) {
      if (connection.topics.size >= RELAY_MAX_TOPICS_PER_SOCKET) {
        throw new RelayRpcError(
          RELAY_ERROR_CODES.LIMIT_EXCEEDED,
          `Too many subscriptions: at most ${RELAY_MAX_TOPICS_PER_SOCKET} topics per connection`,
        );
      }
      connection.topics.add(topic);
      let set = this.subscribers.get(topic);
      if (set === undefined) this.subscribers.set(topic, (set = new Set()));
      set.add(connection);
    }
    // Replayed after the response to the subscribe request is sent (see `handleRelayFrame`).
    queueMicrotask(() => {
      for (const message of this.mailbox.pendingFor(topic, connection.identity)) this.deliver(connection, message);
    });
    return this.subscriptionId(connection, topic);
  }

  unsubscribe(connection: RelayConnection, topic: string): void {
    if (connection.topics.delete(topic)) this.removeSubscriber(topic, connection);
  }

  /** Stores and delivers a message published by `connection`, and tells the other instances. */
  publish(connection: RelayConnection, input: PublishInput): void {
    const message = relayMessageOf(input, connection.identity, this.now());
    const isNew = this.mailbox.add(message);
    this.deliverToSubscribers(message);
    if (isNew) this.fanout.publish(message);
  }

  /** A message another instance received from one of its clients. */
  receiveRemotePublish(message: RelayMessage): void {
    if (this.mailbox.add(message)) this.deliverToSubscribers(message);
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

  /** Undelivered messages of `topics` for this client, marked as received (they are not replayed on subscribe). */
  fetch(connection: RelayConnection, topics: readonly string[]): FetchedMessages {
    const messages: FetchedMessages['messages'] = [];
    for (const topic of topics) {
      for (const message of this.mailbox.pendingFor(topic, connection.identity)) {
        if (messages.length >= RELAY_MAX_FETCH_MESSAGES) return { messages, hasMore: true };
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

  /** Sends a JSON-RPC frame if the socket is still open. */
  send(connection: RelayConnection, frame: JsonRpcResponse | { jsonrpc: '2.0'; id: JsonRpcId; method: string; params: unknown }): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    connection.socket.send(JSON.stringify(frame), (error) => {
      if (error) this.logger.debug({ err: error }, 'relay: send failed');
    });
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

  private deliver(connection: RelayConnection, message: RelayMessage): void {
    if (connection.identity === message.publisher || connection.inFlight.has(message.id)) return;
    if (!connection.topics.has(message.topic) || !this.mailbox.isPendingFor(message.topic, message.id, connection.identity)) return;
    if (connection.pendingAcks.size >= RELAY_MAX_PENDING_ACKS) {
      const oldest = connection.pendingAcks.entries().next().value;
      if (oldest !== undefined) {
        connection.pendingAcks.delete(oldest[0]);
        connection.inFlight.delete(oldest[1].messageId);
      }
    }
    const id = this.nextRequestId++;
    connection.pendingAcks.set(String(id), { topic: message.topic, messageId: message.id });
    connection.inFlight.add(message.id);
    this.send(connection, {
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
  }
}
