import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

export type WalletSession = { tokenHash: string; userId: string; deviceId: string; chainId: string; expiresAt: number; createdAt: number };

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
      })
      .execute();
  }

  async find(tokenHash: string): Promise<WalletSession | undefined> {
    const row = await this.#db.selectFrom('wallet_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return (
      row && {
        tokenHash: row.token_hash,
        userId: row.user_id,
        deviceId: row.device_id,
        chainId: row.chain_id,
        expiresAt: Number(row.expires_at),
        createdAt: Number(row.created_at),
      }
    );
  }

  async setChainId(tokenHash: string, chainId: string): Promise<void> {
    await this.#db.updateTable('wallet_sessions').set({ chain_id: chainId }).where('token_hash', '=', tokenHash).execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom('wallet_sessions').where('token_hash', '=', tokenHash).execute();
  }
}
