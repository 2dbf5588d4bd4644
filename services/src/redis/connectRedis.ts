import { createClient } from 'redis';

const REDIS_CONNECT_TIMEOUT_MS = 5_000;
const REDIS_MAX_RECONNECT_DELAY_MS = 2_000;

type ReconnectStrategy = (retries: number, cause: Error) => number | Error;

function newClient(url: string, reconnectStrategy: ReconnectStrategy, disableOfflineQueue: boolean) {
  return createClient({ url, disableOfflineQueue, socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy } });
}

export type ConnectRedisOptions = {
  /**
   * Whether commands issued while the connection is down wait for it to come back (default true: the relay's
   * publishes survive a blip). Rate limiters set false: a request must not hang on a Redis outage, it gets an error
   * at once (and the limiter lets it through).
   */
  queueWhileOffline?: boolean;
};

/** A connected node-redis client. */
export type RedisClient = ReturnType<typeof newClient>;

/**
 * Connects to Redis at `url`. The first connection fails fast (the caller reports a wrong URL at start); once up, a
 * lost connection is retried with a capped backoff while commands wait in node-redis' offline queue. `onError`
 * receives every connection error (node-redis would otherwise throw them as unhandled events).
 * @example
 * const redis = await connectRedis('redis://127.0.0.1:6379', (error) => log.warn({ err: error }, 'Redis error'));
 */
export async function connectRedis(url: string, onError: (error: unknown) => void, options: ConnectRedisOptions = {}): Promise<RedisClient> {
  let connected = false;
  const reconnectStrategy: ReconnectStrategy = (retries, cause) =>
    connected ? Math.min(100 * 2 ** retries, REDIS_MAX_RECONNECT_DELAY_MS) : new Error(cause.message, { cause });
  const client = newClient(url, reconnectStrategy, options.queueWhileOffline === false);
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    throw error;
  }
  connected = true;
  return client;
}

/** A second connection to the same server (a subscriber cannot run other commands). */
export async function duplicateRedis(client: RedisClient, onError: (error: unknown) => void): Promise<RedisClient> {
  const duplicate = client.duplicate();
  duplicate.on('error', onError);
  try {
    await duplicate.connect();
  } catch (error) {
    duplicate.destroy();
    throw error;
  }
  return duplicate;
}
