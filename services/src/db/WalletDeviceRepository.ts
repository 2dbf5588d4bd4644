import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

/** Reads and writes `wallet_devices` (hashed device ids and hashed pending approval tokens). */
export class WalletDeviceRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async isApproved(userId: string, deviceHash: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('wallet_devices')
      .select('approved_at')
      .where('user_id', '=', userId)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst();
    return row !== undefined && row.approved_at !== null;
  }

  /** Records (or replaces) a pending approval for this device. */
  async requestApproval(userId: string, deviceHash: string, approvalTokenHash: string, now: number): Promise<void> {
    await this.#db.deleteFrom('wallet_devices').where('user_id', '=', userId).where('device_hash', '=', deviceHash).execute();
    await this.#db
      .insertInto('wallet_devices')
      .values({ user_id: userId, device_hash: deviceHash, approval_token_hash: approvalTokenHash, approved_at: null, created_at: now })
      .execute();
  }

  /** Approves the device whose pending token hash matches; resolves to whether one did. */
  async approveByToken(approvalTokenHash: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('wallet_devices')
      .set({ approved_at: now, approval_token_hash: null })
      .where('approval_token_hash', '=', approvalTokenHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks a device approved directly (after a successful OTP login from it). */
  async approve(userId: string, deviceHash: string, now: number): Promise<void> {
    await this.#db.deleteFrom('wallet_devices').where('user_id', '=', userId).where('device_hash', '=', deviceHash).execute();
    await this.#db
      .insertInto('wallet_devices')
      .values({ user_id: userId, device_hash: deviceHash, approval_token_hash: null, approved_at: now, created_at: now })
      .execute();
  }
}
