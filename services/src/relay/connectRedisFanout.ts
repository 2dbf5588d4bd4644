import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { connectRedis, duplicateRedis, type RedisClient } from '../redis/connectRedis.js';
import { redisTokenBuckets } from '../redis/redisTokenBuckets.js';
import type { RelayMessage } from './RelayMailbox.js';
import type { RelayFanout, RelayFanoutHandlers, StoredRelayMessage } from './RelayFanout.js';
import { topicSchema } from './relayFrameSchemas.js';
import type { RelayLogger } from './relayLogger.js';

/** The Redis pub/sub channel every relay instance publishes to and listens on. */
export const RELAY_REDIS_CHANNEL = 'foyer:relay:v1';

/** Each stored message is a hash `foyer:relay:msg:<id>` (`message` = its JSON, `ack:<identity>` = 1), expiring with the message. */
export const RELAY_REDIS_MESSAGE_PREFIX = 'foyer:relay:msg:';
const MESSAGE_FIELD = 'message';
const ACK_FIELD_PREFIX = 'ack:';

/**
 * Stores a message once (a retry keeps the first copy and its acknowledgements) until it expires, and announces it on
 * the channel in the same step: once Redis answered, the message is in the shared mailbox and every instance
 * subscribed at that moment has it, whatever becomes of the publishing instance.
 */
const STORE_MESSAGE = `
if redis.call('HSETNX', KEYS[1], '${MESSAGE_FIELD}', ARGV[1]) == 1 then
  redis.call('PEXPIREAT', KEYS[1], ARGV[2])
end
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1
`;

/** Records an acknowledgement of a message still stored (never recreates an expired one without its expiry), and announces it. */
const STORE_ACK = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[1], '1') end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1
`;

/** How long a publish waits for Redis to confirm it stored the message before the client is answered with an error. */
export const RELAY_REDIS_WRITE_TIMEOUT_MS = 5_000;

/** Thrown (and answered to the publishing client) when a message could not be stored in Redis. */
export class RelayStoreError extends Error {}

/**
 * What a log line needs to tell a Redis failure apart: some errors carry no message at all (an `AggregateError` of a
 * refused connection, a bare `TimeoutError`), so name, code and the inner errors are spelled out.
 */
export function describeRedisError(error: unknown): { name: string; code?: string; message: string; errors?: string[] } {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const inner = error instanceof AggregateError ? error.errors.map((each: unknown) => (each instanceof Error ? `${each.name}: ${each.message}` : String(each))) : undefined;
  return {
    name: error.constructor.name,
    message: error.message !== '' ? error.message : (inner?.[0] ?? code ?? '(no message)'),
    ...(code !== undefined ? { code } : {}),
    ...(inner !== undefined ? { errors: inner } : {}),
  };
}

/** Rejects with a `RelayStoreError` when `write` has not settled within `ms`. */
async function withinTime<T>(write: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RelayStoreError(`Redis did not confirm ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([write, late]);
  } finally {
    clearTimeout(timer);
  }
}

const relayMessageSchema = z.object({
  id: z.string(),
  topic: topicSchema,
  message: z.string(),
  tag: z.number(),
  attestation: z.string().nullable(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  publisher: z.string(),
  origin: z.string().max(64).optional(),
});

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('publish'), from: z.string(), message: relayMessageSchema }),
  z.object({ type: z.literal('ack'), from: z.string(), topic: topicSchema, messageId: z.string(), identity: z.string() }),
]);

type RelayEvent = z.infer<typeof eventSchema>;

/** Every unexpired message stored in Redis with the identities that acknowledged it, oldest first. */
async function readStoredMessages(redis: RedisClient, logger: RelayLogger): Promise<StoredRelayMessage[]> {
  const stored: StoredRelayMessage[] = [];
  for await (const keys of redis.scanIterator({ MATCH: `${RELAY_REDIS_MESSAGE_PREFIX}*`, COUNT: 500 })) {
    const hashes = await Promise.all(keys.map((key) => redis.hGetAll(key)));
    for (const hash of hashes) {
      let json: unknown = null;
      try {
        json = JSON.parse(hash[MESSAGE_FIELD] ?? 'null');
      } catch {
        // reported below with the other malformed entries
      }
      const parsed = relayMessageSchema.safeParse(json);
      if (!parsed.success) {
        logger.warn({}, 'relay: ignored a malformed stored message in Redis');
        continue;
      }
      const ackedBy = Object.keys(hash).filter((field) => field.startsWith(ACK_FIELD_PREFIX)).map((field) => field.slice(ACK_FIELD_PREFIX.length));
      stored.push({ message: parsed.data, ackedBy });
    }
  }
  return stored.sort((a, b) => a.message.publishedAt - b.message.publishedAt);
}

/**
 * Connects this relay instance to the others through Redis: what its clients publish and acknowledge is written to
 * Redis until the message expires and announced to every instance over pub/sub on `RELAY_REDIS_CHANNEL`, in one
 * atomic script (each instance delivers to its own sockets and keeps a mailbox in memory, which its frame handler
 * reads synchronously). `publish` resolves once Redis confirmed both, so the relay answers a publish only when the
 * message no longer depends on this process; it rejects (a `RelayStoreError` or the Redis error) when Redis is down or
 * does not answer within `RELAY_REDIS_WRITE_TIMEOUT_MS`, and the client retries. An instance started later, or
 * restarted, loads the mailbox from Redis (`stored()`); one whose subscription dropped (a Redis restart, its
 * pub/sub buffer over Redis' limit) reloads it when the subscription is back. Rejects when Redis is unreachable.
 *
 * @example
 * hub.fanout = await connectRedisFanout('redis://127.0.0.1:6379', { onPublish, onAck }, logger);
 * for (const { message, ackedBy } of await hub.fanout.stored()) ...
 */
export async function connectRedisFanout(url: string, handlers: RelayFanoutHandlers, logger: RelayLogger): Promise<RelayFanout> {
  const instance = randomUUID();
  const onError = (error: unknown): void => logger.warn({ err: describeRedisError(error) }, 'relay: Redis error');
  // No offline queue: while Redis is down a publish fails at once (the client retries) instead of piling up here.
  const publisher = await connectRedis(url, onError, { queueWhileOffline: false });

  // Every instance hears its own events back: recognised by the prefix its JSON.stringify wrote, before any parsing.
  const ownPrefixes = [`{"type":"publish","from":"${instance}"`, `{"type":"ack","from":"${instance}"`];
  const onEvent = (text: string): void => {
    if (ownPrefixes.some((prefix) => text.startsWith(prefix))) return;
    let event: RelayEvent;
    try {
      event = eventSchema.parse(JSON.parse(text));
    } catch (error) {
      logger.warn({ err: error }, 'relay: ignored a malformed Redis event');
      return;
    }
    if (event.from === instance) return;
    if (event.type === 'publish') handlers.onPublish(event.message);
    else handlers.onAck(event.topic, event.messageId, event.identity);
  };

  // Pub/sub delivers only to a connected subscriber: after a reconnect, what was announced meanwhile is read back.
  let subscribed = false;
  const catchUp = async (): Promise<void> => {
    for (const { message, ackedBy } of await readStoredMessages(publisher, logger)) {
      handlers.onPublish(message);
      for (const identity of ackedBy) handlers.onAck(message.topic, message.id, identity);
    }
  };
  const onReady = (): void => {
    if (!subscribed) return;
    logger.warn({}, 'relay: Redis subscription restored; reloading the mailbox');
    catchUp().catch((error: unknown) => logger.error({ err: describeRedisError(error) }, 'relay: could not reload the mailbox from Redis'));
  };

  let subscriber: RedisClient | undefined;
  try {
    subscriber = await duplicateRedis(publisher, onError);
    await subscriber.subscribe(RELAY_REDIS_CHANNEL, onEvent);
    subscriber.on('ready', onReady);
    subscribed = true;
  } catch (error) {
    publisher.destroy();
    subscriber?.destroy();
    throw error;
  }

  const keyOf = (messageId: string): string => `${RELAY_REDIS_MESSAGE_PREFIX}${messageId}`;
  const connectedSubscriber = subscriber;

  return {
    publish: async (message) => {
      const event = JSON.stringify({ type: 'publish', from: instance, message } satisfies RelayEvent);
      const arguments_ = [JSON.stringify(message), String(message.expiresAt), RELAY_REDIS_CHANNEL, event];
      try {
        await withinTime(publisher.eval(STORE_MESSAGE, { keys: [keyOf(message.id)], arguments: arguments_ }), RELAY_REDIS_WRITE_TIMEOUT_MS, 'a publish');
      } catch (error) {
        logger.error({ err: describeRedisError(error), topic: message.topic }, 'relay: could not store a message in Redis');
        throw error instanceof RelayStoreError ? error : new RelayStoreError(`Redis refused the message: ${describeRedisError(error).message}`, { cause: error });
      }
    },
    // An acknowledgement lost to an outage costs a second delivery at most (the client drops it by hash): not awaited.
    ack: (topic, messageId, identity) => {
      const event = JSON.stringify({ type: 'ack', from: instance, topic, messageId, identity } satisfies RelayEvent);
      publisher
        .eval(STORE_ACK, { keys: [keyOf(messageId)], arguments: [`${ACK_FIELD_PREFIX}${identity}`, RELAY_REDIS_CHANNEL, event] })
        .catch((error: unknown) => logger.warn({ err: describeRedisError(error) }, 'relay: could not store an acknowledgement in Redis'));
    },
    takeShared: (key, cost, burst, perSecond) => redisTokenBuckets(publisher, 'foyer:relay:bucket:', burst, perSecond).take(key, cost),
    stored: () => readStoredMessages(publisher, logger),
    close: async () => {
      connectedSubscriber.off('ready', onReady);
      await Promise.allSettled([connectedSubscriber.close(), publisher.close()]);
    },
  };
}
