import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';

/** What became of a nonce: never issued for this project, used, expired, or ready to be spent. */
export type NonceState = 'unknown' | 'used' | 'expired' | 'fresh';

/** Reads and writes `siwx_nonces` (SHA-256 of each nonce only). Times are epoch ms. */
export class SiwxNonceRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async insert(nonceHash: string, projectId: string, now: number, expiresAt: number): Promise<void> {
    await this.#db
      .insertInto('siwx_nonces')
      .values({ nonce_hash: nonceHash, project_id: projectId, expires_at: expiresAt, used_at: null, created_at: now })
      .execute();
  }

  async state(nonceHash: string, projectId: string, now: number): Promise<NonceState> {
    const row = await this.#db
      .selectFrom('siwx_nonces')
      .select(['expires_at', 'used_at'])
      .where('nonce_hash', '=', nonceHash)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (row === undefined) return 'unknown';
    if (row.used_at !== null) return 'used';
    return Number(row.expires_at) <= now ? 'expired' : 'fresh';
  }

  /** Marks the nonce used in one conditional UPDATE; resolves to false when it was used (or expired) meanwhile. */
  async consume(nonceHash: string, projectId: string, now: number, db: Kysely<DatabaseSchema> = this.#db): Promise<boolean> {
    const result = await db
      .updateTable('siwx_nonces')
      .set({ used_at: now })
      .where('nonce_hash', '=', nonceHash)
      .where('project_id', '=', projectId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes nonces that expired before `now` (a used nonce stays until then, so its replay answers "used"). */
  async deleteExpired(now: number): Promise<void> {
    await this.#db.deleteFrom('siwx_nonces').where('expires_at', '<=', now).execute();
  }
}
