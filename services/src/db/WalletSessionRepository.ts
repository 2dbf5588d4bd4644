import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';
import type { WalletSessionsTable } from './EmbeddedWalletSchema.js';

export type WalletSession = {
  tokenHash: string;
  userId: string;
  deviceId: string;
  chainId: string;
  expiresAt: number;
  createdAt: number;
  projectId: string | null;
  appOrigin: string | null;
  lastUsedAt: number | null;
};

function toSession(row: Selectable<WalletSessionsTable>): WalletSession {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    deviceId: row.device_id,
    chainId: row.chain_id,
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
    projectId: row.project_id,
    appOrigin: row.app_origin,
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** Reads and writes `wallet_sessions` (keyed by the SHA-256 of the bearer token). */
export class WalletSessionRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async insert(session: WalletSession): Promise<void> {
    await this.#db
      .insertInto('wallet_sessions')
      .values({
        token_hash: session.tokenHash,
        user_id: session.userId,
        device_id: session.deviceId,
        chain_id: session.chainId,
        expires_at: session.expiresAt,
        created_at: session.createdAt,
        project_id: session.projectId,
        app_origin: session.appOrigin,
        last_used_at: session.lastUsedAt,
      })
      .execute();
  }

  async find(tokenHash: string): Promise<WalletSession | undefined> {
    const row = await this.#db.selectFrom('wallet_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row && toSession(row);
  }

  async setChainId(tokenHash: string, chainId: string): Promise<void> {
    await this.#db.updateTable('wallet_sessions').set({ chain_id: chainId }).where('token_hash', '=', tokenHash).execute();
  }

  /** Slides the idle timeout. */
  async touch(tokenHash: string, now: number): Promise<void> {
    await this.#db.updateTable('wallet_sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
  }

  /** Binds a session created before project binding existed to the project that first uses it. */
  async bindProject(tokenHash: string, projectId: string): Promise<void> {
    await this.#db.updateTable('wallet_sessions').set({ project_id: projectId }).where('token_hash', '=', tokenHash).where('project_id', 'is', null).execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom('wallet_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of the user except `keepTokenHash` (the one that made the change, when given). */
  async deleteForUser(userId: string, keepTokenHash?: string): Promise<void> {
    let query = this.#db.deleteFrom('wallet_sessions').where('user_id', '=', userId);
    if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }

  /** Deletes sessions past their absolute end or idle since before `idleBefore`. */
  async deleteExpired(now: number, idleBefore: number): Promise<void> {
    await this.#db
      .deleteFrom('wallet_sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb('last_used_at', '<', idleBefore),
          eb.and([eb('last_used_at', 'is', null), eb('created_at', '<', idleBefore)]),
        ]),
      )
      .execute();
  }
}
