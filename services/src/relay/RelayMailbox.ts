import { createHash } from 'node:crypto';
import { RELAY_MAX_MAILBOX_PER_TOPIC, RELAY_MAX_MAILBOX_TOPICS, RELAY_MAX_TTL_SECONDS } from './relayLimits.js';

/** A published message as the relay keeps and delivers it. */
export type RelayMessage = {
  /** sha256 of topic and message: the same envelope published twice (a client retry) is one message. */
  id: string;
  topic: string;
  message: string;
  tag: number;
  attestation: string | null;
  /** ms since the epoch. */
  publishedAt: number;
  /** ms since the epoch; the message is dropped at this time. */
  expiresAt: number;
  /** Identity of the publishing client: it never gets its own message back. */
  publisher: string;
};

type StoredMessage = RelayMessage & { ackedBy: Set<string> };

export type PublishInput = { topic: string; message: string; ttl: number; tag?: number | undefined; attestation?: string | null | undefined };

/**
 * The `RelayMessage` for a publish at `now`: the ttl is capped at `RELAY_MAX_TTL_SECONDS`.
 * @example
 * relayMessageOf({ topic, message, ttl: 300, tag: 1100 }, 'did:key:z6Mk…', Date.now())
 */
export function relayMessageOf(input: PublishInput, publisher: string, now: number): RelayMessage {
  const ttl = Math.min(input.ttl, RELAY_MAX_TTL_SECONDS);
  return {
    id: createHash('sha256').update(input.topic).update('\n').update(input.message).digest('hex'),
    topic: input.topic,
    message: input.message,
    tag: input.tag ?? 0,
    attestation: input.attestation ?? null,
    publishedAt: now,
    expiresAt: now + ttl * 1000,
    publisher,
  };
}

/**
 * Per-topic store of published messages until their TTL. Each message remembers which client
 * identities acknowledged it; a subscriber is replayed only what it has not acknowledged and did not
 * publish itself. Bounded by `RELAY_MAX_MAILBOX_PER_TOPIC` and `RELAY_MAX_MAILBOX_TOPICS` (oldest first).
 */
export class RelayMailbox {
  private readonly topics = new Map<string, Map<string, StoredMessage>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Stores `message`; `false` when the same message is already stored (it is kept as is). */
  add(message: RelayMessage): boolean {
    if (message.expiresAt <= this.now()) return false;
    let messages = this.topics.get(message.topic);
    if (messages?.has(message.id)) return false;
    if (messages === undefined) {
      messages = new Map();
    } else {
      this.topics.delete(message.topic); // re-inserted below: Map order = least recently written first
    }
    this.topics.set(message.topic, messages);
    messages.set(message.id, { ...message, ackedBy: new Set() });
    while (messages.size > RELAY_MAX_MAILBOX_PER_TOPIC) {
      const oldest = messages.keys().next().value;
      if (oldest === undefined) break;
      messages.delete(oldest);
    }
    while (this.topics.size > RELAY_MAX_MAILBOX_TOPICS) {
      const oldest = this.topics.keys().next().value;
      if (oldest === undefined) break;
      this.topics.delete(oldest);
    }
    return true;
  }

  /** Records that `identity` acknowledged message `id` of `topic`: it is never replayed to it. */
  ack(topic: string, id: string, identity: string): void {
    this.topics.get(topic)?.get(id)?.ackedBy.add(identity);
  }

  /** Whether `identity` still has to receive message `id` of `topic`. */
  isPendingFor(topic: string, id: string, identity: string): boolean {
    const stored = this.topics.get(topic)?.get(id);
    return stored === undefined || (stored.publisher !== identity && !stored.ackedBy.has(identity));
  }

  /** Unexpired messages of `topic` that `identity` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, identity: string): RelayMessage[] {
    const messages = this.topics.get(topic);
    if (messages === undefined) return [];
    const now = this.now();
    const pending: RelayMessage[] = [];
    for (const stored of messages.values()) {
      if (stored.expiresAt <= now || stored.publisher === identity || stored.ackedBy.has(identity)) continue;
      const { ackedBy: _ackedBy, ...message } = stored;
      pending.push(message);
    }
    return pending;
  }

  /** Drops expired messages and empty topics. */
  sweep(): void {
    const now = this.now();
    for (const [topic, messages] of this.topics) {
      for (const [id, stored] of messages) if (stored.expiresAt <= now) messages.delete(id);
      if (messages.size === 0) this.topics.delete(topic);
    }
  }

  /** Number of stored messages of `topic` (expired ones not yet swept included). */
  size(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}
