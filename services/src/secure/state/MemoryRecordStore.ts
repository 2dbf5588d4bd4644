import type { RecordLimits, RecordStore } from './RecordStore.js';
import { waitForRecord, Wakeups } from './Wakeups.js';

type Entry = { value: unknown; expiresAt: number; group: string | undefined };

/**
 * `RecordStore` in process memory (one secure-site instance, the default). Every method finishes in one synchronous
 * step, so `take` hands a record to one caller only (Node runs one callback at a time).
 */
export class MemoryRecordStore implements RecordStore {
  readonly #kinds = new Map<string, Map<string, Entry>>();
  readonly #wakeups = new Wakeups();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The live records of `kind`, in the order they were added (expired ones are dropped here). */
  #live(kind: string): Map<string, Entry> {
    const records = this.#kinds.get(kind) ?? new Map<string, Entry>();
    this.#kinds.set(kind, records);
    const now = this.#now();
    for (const [id, entry] of records) if (entry.expiresAt <= now) records.delete(id);
    return records;
  }

  async add(kind: string, id: string, value: unknown, expiresAt: number, limits: RecordLimits): Promise<boolean> {
    const records = this.#live(kind);
    const { group } = limits;
    if (group !== undefined) {
      const ofGroup = [...records].filter(([, entry]) => entry.group === group.key);
      for (const [stale] of ofGroup.slice(0, Math.max(0, ofGroup.length - group.max + 1))) records.delete(stale);
    }
    if (records.size >= limits.max && limits.whenFull === 'refuse') return false;
    for (const oldest of records.keys()) {
      if (records.size < limits.max) break;
      records.delete(oldest);
    }
    if (records.has(id)) return false;
    records.set(id, { value, expiresAt, group: group?.key });
    return true;
  }

  async put(kind: string, id: string, value: unknown, expiresAt: number, when: 'absent' | 'present'): Promise<boolean> {
    const records = this.#live(kind);
    if (records.has(id) !== (when === 'present')) return false;
    records.set(id, { value, expiresAt, group: records.get(id)?.group });
    this.#wakeups.wake(`${kind}:${id}`);
    return true;
  }

  async get<T>(kind: string, id: string): Promise<T | undefined> {
    const entry = this.#kinds.get(kind)?.get(id);
    return entry !== undefined && entry.expiresAt > this.#now() ? (entry.value as T) : undefined;
  }

  async take<T>(kind: string, id: string): Promise<T | undefined> {
    const entry = this.#kinds.get(kind)?.get(id);
    this.#kinds.get(kind)?.delete(id);
    return entry !== undefined && entry.expiresAt > this.#now() ? (entry.value as T) : undefined;
  }

  async waitFor<T>(kind: string, id: string, waitMs: number): Promise<T | undefined> {
    return waitForRecord(() => this.get<T>(kind, id), this.#wakeups, `${kind}:${id}`, waitMs);
  }
}
