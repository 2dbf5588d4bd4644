import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

export type AuthThrottle = { count: number; windowStart: number; lockedUntil: number | null };

/** Fixed-window counters in `auth_throttles`, so per-address limits survive a restart. */
export class AuthThrottleRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  /**
   * Counts one event in the window of (`kind`, `subject`) and returns the counter after it. One upsert statement,
   * so concurrent requests cannot both read the same count (SET expressions see the old row in SQLite and PostgreSQL).
   */
  async hit(kind: string, subject: string, windowMs: number, now: number): Promise<AuthThrottle> {
    const windowOpenedBefore = now - windowMs;
    const result = await sql<{ count: number | string; window_start: number | string; locked_until: number | string | null }>`
      INSERT INTO auth_throttles (kind, subject, window_start, count, locked_until)
      VALUES (${kind}, ${subject}, ${now}, 1, NULL)
      ON CONFLICT (kind, subject) DO UPDATE SET
        count = CASE WHEN auth_throttles.window_start <= ${windowOpenedBefore} THEN 1 ELSE auth_throttles.count + 1 END,
        window_start = CASE WHEN auth_throttles.window_start <= ${windowOpenedBefore} THEN ${now} ELSE auth_throttles.window_start END
      RETURNING count, window_start, locked_until`.execute(this.#db);
    const row = result.rows[0];
    if (row === undefined) throw new Error('auth_throttles upsert returned no row');
    return { count: Number(row.count), windowStart: Number(row.window_start), lockedUntil: row.locked_until === null ? null : Number(row.locked_until) };
  }

  async find(kind: string, subject: string): Promise<AuthThrottle | undefined> {
    const row = await this.#db.selectFrom('auth_throttles').selectAll().where('kind', '=', kind).where('subject', '=', subject).executeTakeFirst();
    return row && { count: Number(row.count), windowStart: Number(row.window_start), lockedUntil: row.locked_until === null ? null : Number(row.locked_until) };
  }

  async lock(kind: string, subject: string, until: number): Promise<void> {
    await this.#db.updateTable('auth_throttles').set({ locked_until: until }).where('kind', '=', kind).where('subject', '=', subject).execute();
  }

  async clear(kind: string, subject: string): Promise<void> {
    await this.#db.deleteFrom('auth_throttles').where('kind', '=', kind).where('subject', '=', subject).execute();
  }

  /** Deletes counters whose window opened before `windowOpenedBefore` and that hold no lock still running at `now`. */
  async deleteStale(windowOpenedBefore: number, now: number): Promise<void> {
    await this.#db
      .deleteFrom('auth_throttles')
      .where('window_start', '<', windowOpenedBefore)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
  }
}
