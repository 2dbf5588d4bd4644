import { createHash } from 'node:crypto';
import {
  DEFAULT_RELAY_LIMITS,
  RELAY_AUTHENTICATE_TTL_SECONDS,
  RELAY_MAX_MAILBOX_PER_TOPIC,
  RELAY_MAX_TTL_SECONDS,
  RELAY_PROPOSAL_TTL_SECONDS,
  RELAY_UNKNOWN_TAG_TTL_SECONDS,
  type RelayLimits,
} from './relayLimits.js';

/** What a stored message costs besides its strings (id, maps, sets): counted so tiny messages are not free. */
const STORED_MESSAGE_OVERHEAD_BYTES = 256;

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
  /**
   * The address key (`clientIpKey`) of the socket that published it, carried to the other instances so that every
   * instance counts it against that address (absent in messages stored by older versions).
   */
  origin?: string | undefined;
};

type StoredMessage = RelayMessage & { ackedBy: Set<string>; bytes: number };

/** Why `RelayMailbox.add` did or did not store a message. */
export type MailboxAddResult = 'stored' | 'duplicate' | 'expired' | 'identity-quota' | 'ip-quota' | 'full';

export type MailboxBudgets = Pick<RelayLimits, 'maxStoredBytes' | 'maxStoredBytesPerIdentity' | 'maxStoredBytesPerIp'>;

/**
 * The longest ttl the clients need for a message of `tag` (seconds): pairing proposal and settlement
 * live 5 minutes, authenticate 1 hour, the sign-client's session messages (update, extend, request,
 * event, delete, ping: 1104-1115) at most a day, and any other tag 5 minutes.
 */
export function ttlCapOf(tag: number): number {
  if (tag >= 1100 && tag <= 1103) return RELAY_PROPOSAL_TTL_SECONDS;
  if (tag === 1116 || tag === 1117) return RELAY_AUTHENTICATE_TTL_SECONDS;
  if (tag >= 1104 && tag <= 1115) return RELAY_MAX_TTL_SECONDS;
  return RELAY_UNKNOWN_TAG_TTL_SECONDS;
}

/** What storing `message` counts against the byte budgets. */
export function storedBytesOf(message: RelayMessage): number {
  return message.message.length + message.topic.length + (message.attestation?.length ?? 0) + message.publisher.length + STORED_MESSAGE_OVERHEAD_BYTES;
}

export type PublishInput = { topic: string; message: string; ttl: number; tag?: number | undefined; attestation?: string | null | undefined };

/**
 * The `RelayMessage` for a publish at `now` from address key `origin`: the ttl is capped per tag (`ttlCapOf`).
 * @example
 * relayMessageOf({ topic, message, ttl: 300, tag: 1100 }, 'did:key:z6Mk…', Date.now(), '203.0.113.7')
 */
export function relayMessageOf(input: PublishInput, publisher: string, now: number, origin?: string): RelayMessage {
  const tag = input.tag ?? 0;
  const ttl = Math.min(input.ttl, ttlCapOf(tag));
  return {
    id: createHash('sha256').update(input.topic).update('\n').update(input.message).digest('hex'),
    topic: input.topic,
    message: input.message,
    tag,
    attestation: input.attestation ?? null,
    publishedAt: now,
    expiresAt: now + ttl * 1000,
    publisher,
    ...(origin !== undefined ? { origin } : {}),
  };
}

/**
 * Per-topic store of published messages until their TTL. Each message remembers which client
 * identities acknowledged it; a subscriber is replayed only what it has not acknowledged and did not
 * publish itself. Bounded by bytes: in all, per publishing identity and per publishing address (its
 * `origin`, also for messages relayed from other instances). A publish over its identity's or
 * address' budget is refused. When the whole mailbox is full, the address holding the most bytes
 * loses its oldest messages first, so a few addresses cannot fill it for everyone; a publish from
 * that address itself is refused instead. A small holder's pending proposal is never the one evicted
 * while a bigger holder has anything left.
 */
export class RelayMailbox {
  private readonly topics = new Map<string, Map<string, StoredMessage>>();
  private readonly bytesByIdentity = new Map<string, number>();
  private readonly bytesByIp = new Map<string, number>();
  /** Each address' stored messages (id -> topic), oldest first: what eviction takes from. */
  private readonly messagesByIp = new Map<string, Map<string, string>>();
  private totalBytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly budgets: MailboxBudgets = DEFAULT_RELAY_LIMITS,
  ) {}

  /** Bytes stored in all (as counted against the budgets). */
  get storedBytes(): number {
    return this.totalBytes;
  }

  /**
   * Stores `message`, counted against its identity and its `origin` address. `quotas` false for a
   * message another instance relayed: that instance already checked them (it is still counted, and
   * the global budget still holds). A duplicate (client retry) is kept as is.
   */
  add(message: RelayMessage, quotas: 'check' | 'count-only' = 'check'): MailboxAddResult {
    if (message.expiresAt <= this.now()) return 'expired';
    let messages = this.topics.get(message.topic);
    if (messages?.has(message.id)) return 'duplicate';
    const bytes = storedBytesOf(message);
    const origin = message.origin ?? '';
    if (quotas === 'check') {
      if ((this.bytesByIdentity.get(message.publisher) ?? 0) + bytes > this.budgets.maxStoredBytesPerIdentity) return 'identity-quota';
      if ((this.bytesByIp.get(origin) ?? 0) + bytes > this.budgets.maxStoredBytesPerIp) return 'ip-quota';
    }
    if (!this.makeRoom(bytes, origin)) return 'full';
    if (messages === undefined) this.topics.set(message.topic, (messages = new Map()));
    messages.set(message.id, { ...message, ackedBy: new Set(), bytes });
    this.count(message.publisher, origin, bytes);
    let ofOrigin = this.messagesByIp.get(origin);
    if (ofOrigin === undefined) this.messagesByIp.set(origin, (ofOrigin = new Map()));
    ofOrigin.set(message.id, message.topic);
    while (messages.size > RELAY_MAX_MAILBOX_PER_TOPIC) {
      const oldest = messages.keys().next().value;
      if (oldest === undefined) break;
      this.remove(messages, oldest);
    }
    return 'stored';
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
      const { ackedBy: _ackedBy, bytes: _bytes, ...message } = stored;
      pending.push(message);
    }
    return pending;
  }

  /** Drops expired messages and empty topics. */
  sweep(): void {
    const now = this.now();
    for (const [topic, messages] of this.topics) {
      for (const [id, stored] of messages) if (stored.expiresAt <= now) this.remove(messages, id);
      if (messages.size === 0) this.topics.delete(topic);
    }
  }

  /** Number of stored messages of `topic` (expired ones not yet swept included). */
  size(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  /**
   * Frees room for `bytes` from `origin`: while the mailbox would overflow, the oldest message of the
   * address holding the most bytes goes. False (nothing evicted for it) when that address is `origin`.
   */
  private makeRoom(bytes: number, origin: string): boolean {
    while (this.totalBytes + bytes > this.budgets.maxStoredBytes) {
      let biggest: string | undefined;
      let most = -1;
      for (const [ip, held] of this.bytesByIp) {
        if (held > most) [biggest, most] = [ip, held];
      }
      if (biggest === undefined || biggest === origin || (this.bytesByIp.get(origin) ?? 0) >= most) return false;
      const oldest = this.messagesByIp.get(biggest)?.entries().next().value;
      if (oldest === undefined) return false;
      const [id, topic] = oldest;
      const messages = this.topics.get(topic);
      if (messages === undefined) return false;
      this.remove(messages, id);
    }
    return true;
  }

  private remove(messages: Map<string, StoredMessage>, id: string): void {
    const stored = messages.get(id);
    if (stored === undefined) return;
    messages.delete(id);
    const origin = stored.origin ?? '';
    this.count(stored.publisher, origin, -stored.bytes);
    const ofOrigin = this.messagesByIp.get(origin);
    ofOrigin?.delete(id);
    if (ofOrigin?.size === 0) this.messagesByIp.delete(origin);
    if (messages.size === 0) this.topics.delete(stored.topic);
  }

  private count(identity: string, ip: string, bytes: number): void {
    this.totalBytes += bytes;
    const adjust = (map: Map<string, number>, key: string): void => {
      const next = (map.get(key) ?? 0) + bytes;
      if (next <= 0) map.delete(key);
      else map.set(key, next);
    };
    adjust(this.bytesByIdentity, identity);
    adjust(this.bytesByIp, ip);
  }
}
