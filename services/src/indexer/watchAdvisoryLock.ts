import pg from 'pg';
import { errorMessage } from '../errors/errorMessage.js';

export type AdvisoryLockOptions = {
  /** PostgreSQL URL (the services' `DATABASE_URL`). */
  url: string;
  /**
   * The lock's name: processes asking for the same name in the same schema compete for one lock (the key is a hash
   * of the name and `current_schema()`, so deployments sharing a server in different schemas do not).
   */
  name: string;
  /** Called once this process holds the lock. */
  onAcquired(): void;
  /** Called when the lock is lost (its connection ended); `onAcquired` follows if it is won again. */
  onLost(): void;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /** How often a standby asks again, and how long it waits after a lost connection (default 2000 ms). */
  retryMs?: number;
};

export type AdvisoryLock = {
  /** Whether this process holds the lock now. */
  held(): boolean;
  /** Releases the lock (closing its connection) and stops asking. */
  close(): Promise<void>;
};

/**
 * Competes for a PostgreSQL session-level advisory lock (`pg_try_advisory_lock`) on a connection of its own: the
 * process holding it is the active one, the others ask again every `retryMs` and take over when the holder's
 * connection ends (a stopped or crashed process releases it with its session).
 * @example
 * const lock = watchAdvisoryLock({ url, name: 'foyer-indexer', onAcquired: start, onLost: stop, log });
 * await lock.close();
 */
export function watchAdvisoryLock(options: AdvisoryLockOptions): AdvisoryLock {
  const retryMs = options.retryMs ?? 2_000;
  let client: pg.Client | undefined;
  let holding = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();

  const lose = (): void => {
    if (!holding) return;
    holding = false;
    options.onLost();
  };

  const dropClient = (reason: unknown): void => {
    const ended = client;
    client = undefined;
    ended?.end().catch(() => undefined);
    if (holding) options.log.warn({ reason: errorMessage(reason) }, 'advisory lock: lost its connection, standing by');
    lose();
  };

  const tryOnce = async (): Promise<void> => {
    if (closed || holding) return;
    try {
      if (client === undefined) {
        const fresh = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000, keepAlive: true });
        fresh.on('error', (error) => {
          if (client === fresh) dropClient(error);
        });
        fresh.on('end', () => {
          if (client === fresh) dropClient('connection ended');
        });
        client = fresh;
        await fresh.connect();
      }
      const { rows } = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock(hashtextextended($1 || ':' || current_schema(), 0)) AS locked",
        [options.name],
      );
      if (closed) return;
      if (rows[0]?.locked === true) {
        holding = true;
        options.log.info({ lock: options.name }, 'advisory lock: acquired, this instance is active');
        options.onAcquired();
      }
    } catch (error) {
      dropClient(error);
    }
  };

  const schedule = (): void => {
    if (closed) return;
    timer = setTimeout(() => {
      attempt = tryOnce().finally(schedule);
    }, retryMs);
    timer.unref();
  };
  attempt = tryOnce().finally(schedule);

  return {
    held: () => holding,
    async close() {
      closed = true;
      clearTimeout(timer);
      await attempt.catch(() => undefined);
      const last = client;
      client = undefined;
      holding = false;
      await last?.end().catch(() => undefined);
    },
  };
}
