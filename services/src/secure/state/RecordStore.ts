/** How `add` bounds a kind of record: past `max` the new one is refused, or the oldest are dropped to make room. */
export type RecordLimits = {
  max: number;
  whenFull: 'refuse' | 'dropOldest';
  /** A group within the kind (one session's approvals) holding at most `max` records, its oldest dropped first. */
  group?: { key: string; max: number };
};

/**
 * The secure site's in-flight records (pending approvals, social logins, Farcaster channels, `wallet_sendCalls`
 * outcomes): in process memory for one instance (`MemoryRecordStore`), in Redis when instances share them
 * (`RedisRecordStore`). A record lives until its `expiresAt`; values are plain JSON. `kind` names a collection,
 * `id` a record in it (random tokens made by the callers).
 */
export interface RecordStore {
  /** Stores the new record `id` of a bounded `kind` (expired ones are dropped first); false when refused (full, or `id` taken). */
  add(kind: string, id: string, value: unknown, expiresAt: number, limits: RecordLimits): Promise<boolean>;
  /**
   * Stores record `id` of an unbounded `kind` (one per record of a bounded kind): `'absent'` only if there is none
   * (the first writer wins), `'present'` only over a live one. True when stored; wakes `waitFor` on every instance.
   */
  put(kind: string, id: string, value: unknown, expiresAt: number, when: 'absent' | 'present'): Promise<boolean>;
  /** The live record, or undefined. */
  get<T>(kind: string, id: string): Promise<T | undefined>;
  /** Removes and returns the live record: of concurrent callers on any instance, at most one gets it. */
  take<T>(kind: string, id: string): Promise<T | undefined>;
  /** The record once it exists (`put` on any instance), or undefined after `waitMs`. */
  waitFor<T>(kind: string, id: string, waitMs: number): Promise<T | undefined>;
}
