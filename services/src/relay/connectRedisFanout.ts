import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { z } from 'zod';
import type { RelayFanout, RelayFanoutHandlers } from './RelayFanout.js';
import { topicSchema } from './relayFrameSchemas.js';
import type { RelayLogger } from './relayLogger.js';

/** The Redis pub/sub channel every relay instance publishes to and listens on. */
export const RELAY_REDIS_CHANNEL = 'foyer:relay:v1';

const REDIS_CONNECT_TIMEOUT_MS = 5_000;
const REDIS_MAX_RECONNECT_DELAY_MS = 2_000;

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('publish'),
    from: z.string(),
    message: z.object({
      id: z.string(),
      topic: topicSchema,
      message: z.string(),
      tag: z.number(),
      attestation: z.string().nullable(),
      publishedAt: z.number(),
      expiresAt: z.number(),
      publisher: z.string(),
    }),
  }),
  z.object({ type: z.literal('ack'), from: z.string(), topic: topicSchema, messageId: z.string(), identity: z.string() }),
]);

type RelayEvent = z.infer<typeof eventSchema>;

/**
 * Connects this relay instance to the others through Redis pub/sub on `RELAY_REDIS_CHANNEL`: what
 * its clients publish and acknowledge goes to every instance, each delivering to its own sockets
 * and keeping its own mailbox (an instance started later does not see earlier messages).
 * Rejects when Redis is unreachable.
 *
 * @example
 * hub.fanout = await connectRedisFanout('redis://127.0.0.1:6379', { onPublish, onAck }, logger);
 */
export async function connectRedisFanout(url: string, handlers: RelayFanoutHandlers, logger: RelayLogger): Promise<RelayFanout> {
  const instance = randomUUID();
  let connected = false;
  // The first connection fails fast; once up, a lost connection is retried with a capped backoff.
  const reconnectStrategy = (retries: number, cause: Error): number | Error =>
    connected ? Math.min(100 * 2 ** retries, REDIS_MAX_RECONNECT_DELAY_MS) : new Error(cause.message, { cause });
  const publisher = createClient({ url, socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy } });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', (error: unknown) => logger.warn({ err: error }, 'relay: Redis error'));

  const onEvent = (text: string): void => {
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

  try {
    await publisher.connect();
    await subscriber.connect();
    await subscriber.subscribe(RELAY_REDIS_CHANNEL, onEvent);
    connected = true;
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw error;
  }

  const send = (event: RelayEvent): void => {
    publisher.publish(RELAY_REDIS_CHANNEL, JSON.stringify(event)).catch((error: unknown) => {
      logger.error({ err: error }, 'relay: could not publish to Redis');
    });
  };

  return {
    publish: (message) => send({ type: 'publish', from: instance, message }),
    ack: (topic, messageId, identity) => send({ type: 'ack', from: instance, topic, messageId, identity }),
    close: async () => {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
