import { duplicateRedis, type RedisClient } from '../../redis/connectRedis.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { RecordSeal } from './RecordSeal.js';
import type { RecordLimits, RecordStore } from './RecordStore.js';
import { waitForRecord, Wakeups } from './Wakeups.js';

const PREFIX = 'foyer:secure:';
/** Every `put` publishes `<kind>:<id>` here; each instance wakes its own waiters of that record. */
export const RECORD_WAKE_CHANNEL = `${PREFIX}wake`;
const recordPrefix = (kind: string) => `${PREFIX}rec:${kind}:`;
const indexKey = (kind: string) => `${PREFIX}idx:${kind}`;

/**
 * `add` in one atomic step. The kind's index is a sorted set of ids scored by expiry (every record of a kind lives
 * as long, so the lowest score is the oldest); a group's (one session's approvals) likewise, pruned of records
 * already taken. KEYS: record, index[, group]. ARGV: id, value, ttl ms, expiresAt, now, max, refuse (1/0),
 * record key prefix[, group max].
 */
const ADD = `
local id, ttl, expiresAt, now, max = ARGV[1], ARGV[3], ARGV[4], ARGV[5], tonumber(ARGV[6])
local prefix = ARGV[8]
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if KEYS[3] then
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
  for _, member in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
    if redis.call('EXISTS', prefix .. member) == 0 then redis.call('ZREM', KEYS[3], member) end
  end
  local over = redis.call('ZCARD', KEYS[3]) - tonumber(ARGV[9]) + 1
  if over > 0 then
    for _, member in ipairs(redis.call('ZRANGE', KEYS[3], 0, over - 1)) do
      redis.call('DEL', prefix .. member)
      redis.call('ZREM', KEYS[2], member)
      redis.call('ZREM', KEYS[3], member)
    end
  end
end
local over = redis.call('ZCARD', KEYS[2]) - max + 1
if over > 0 then
  if ARGV[7] == '1' then return 0 end
  for _, member in ipairs(redis.call('ZRANGE', KEYS[2], 0, over - 1)) do redis.call('DEL', prefix .. member) end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
if not redis.call('SET', KEYS[1], ARGV[2], 'PX', ttl, 'NX') then return 0 end
redis.call('ZADD', KEYS[2], expiresAt, id)
redis.call('PEXPIRE', KEYS[2], ttl)
if KEYS[3] then
  redis.call('ZADD', KEYS[3], expiresAt, id)
  redis.call('PEXPIRE', KEYS[3], ttl)
end
return 1
`;

/** GET and DEL in one step (GETDEL needs Redis 6.2), dropping the id from its kind's index. KEYS: record, index. ARGV: id. */
const TAKE = `
local value = redis.call('GET', KEYS[1])
if value then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
end
return value
`;

/** A Redis failure answered at once as a 503 (commands do not wait for a lost connection: `queueWhileOffline: false`). */
function unavailable(error: unknown): never {
  throw new SecureSiteError(503, 'SERVER_ERROR', 'The secure site cannot reach its shared state store (Redis)', { cause: error });
}

const ttlOf = (expiresAt: number) => String(Math.max(1, Math.ceil(expiresAt - Date.now())));

/** How the store checks what it reads: every value is sealed (`RecordSeal`); one that does not open is reported and treated as absent. */
export type RecordIntegrity = { seal: RecordSeal; onRefused(kind: string): void };

/**
 * `RecordStore` in Redis, shared by every secure-site instance using it: records under `foyer:secure:rec:<kind>:<id>`
 * expiring with `PX`, bounded kinds indexed in `foyer:secure:idx:<kind>`, waiters woken through pub/sub on
 * `foyer:secure:wake` (a second connection subscribes). A failed command is a 503 at once, never a wait; a lost
 * subscriber connection wakes every waiter, which then reads (and fails) at once too. Values are sealed with an HMAC
 * under a key Redis never sees (`RecordSeal`): write access to Redis cannot forge, alter or move a record.
 */
export class RedisRecordStore implements RecordStore {
  readonly #redis: RedisClient;
  readonly #wakeups: Wakeups;
  readonly #integrity: RecordIntegrity;

  private constructor(redis: RedisClient, wakeups: Wakeups, integrity: RecordIntegrity) {
    this.#redis = redis;
    this.#wakeups = wakeups;
    this.#integrity = integrity;
  }

  /** Subscribes to the wake channel on a second connection (closed by the returned `close`). */
  static async connect(
    redis: RedisClient,
    onError: (error: unknown) => void,
    integrity: RecordIntegrity,
  ): Promise<{ store: RedisRecordStore; close(): Promise<void> }> {
    const wakeups = new Wakeups();
    const subscriber = await duplicateRedis(redis, (error) => {
      onError(error);
      wakeups.wakeAll();
    });
    try {
      await subscriber.subscribe(RECORD_WAKE_CHANNEL, (key) => wakeups.wake(key));
    } catch (error) {
      subscriber.destroy();
      throw error;
    }
    return { store: new RedisRecordStore(redis, wakeups, integrity), close: async () => void (await subscriber.close().catch(() => undefined)) };
  }

  async add(kind: string, id: string, value: unknown, expiresAt: number, limits: RecordLimits): Promise<boolean> {
    const prefix = recordPrefix(kind);
    const keys = [prefix + id, indexKey(kind), ...(limits.group ? [`${PREFIX}grp:${kind}:${limits.group.key}`] : [])];
    const args = [id, this.#seal(kind, id, value), ttlOf(expiresAt), String(expiresAt), String(Date.now()), String(limits.max), limits.whenFull === 'refuse' ? '1' : '0', prefix];
    if (limits.group) args.push(String(limits.group.max));
    return (await this.#redis.eval(ADD, { keys, arguments: args }).catch(unavailable)) === 1;
  }

  async put(kind: string, id: string, value: unknown, expiresAt: number, when: 'absent' | 'present'): Promise<boolean> {
    const options = { expiration: { type: 'PX', value: Number(ttlOf(expiresAt)) }, condition: when === 'absent' ? 'NX' : 'XX' } as const;
    const stored = (await this.#redis.set(recordPrefix(kind) + id, this.#seal(kind, id, value), options).catch(unavailable)) === 'OK';
    if (stored) await this.#redis.publish(RECORD_WAKE_CHANNEL, `${kind}:${id}`).catch(unavailable);
    return stored;
  }

  async get<T>(kind: string, id: string): Promise<T | undefined> {
    return this.#open<T>(kind, id, await this.#redis.get(recordPrefix(kind) + id).catch(unavailable));
  }

  async take<T>(kind: string, id: string): Promise<T | undefined> {
    return this.#open<T>(kind, id, await this.#redis.eval(TAKE, { keys: [recordPrefix(kind) + id, indexKey(kind)], arguments: [id] }).catch(unavailable));
  }

  #seal(kind: string, id: string, value: unknown): string {
    return this.#integrity.seal.seal(kind, id, JSON.stringify(value));
  }

  #open<T>(kind: string, id: string, stored: unknown): T | undefined {
    if (typeof stored !== 'string') return undefined;
    const json = this.#integrity.seal.open(kind, id, stored);
    if (json === undefined) this.#integrity.onRefused(kind);
    return json === undefined ? undefined : (JSON.parse(json) as T);
  }

  async waitFor<T>(kind: string, id: string, waitMs: number): Promise<T | undefined> {
    return waitForRecord(() => this.get<T>(kind, id), this.#wakeups, `${kind}:${id}`, waitMs);
  }
}
