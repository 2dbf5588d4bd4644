import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

/** What a pending device link approves, as its confirmation page shows it. */
export type DeviceLinkRequest = {
  userId: string;
  deviceHash: string;
  requestedAt: number;
  expiresAt: number;
  projectId: string | null;
  appOrigin: string | null;
  userAgent: string | null;
};

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

  /** Records (or replaces) a pending approval for this device, valid until `request.expiresAt`. */
  async requestApproval(approvalTokenHash: string, request: DeviceLinkRequest): Promise<void> {
    await this.#db.deleteFrom('wallet_devices').where('user_id', '=', request.userId).where('device_hash', '=', request.deviceHash).execute();
    await this.#db
      .insertInto('wallet_devices')
      .values({
        user_id: request.userId,
        device_hash: request.deviceHash,
        approval_token_hash: approvalTokenHash,
        approved_at: null,
        created_at: request.requestedAt,
        approval_expires_at: request.expiresAt,
        request_project_id: request.projectId,
        request_app_origin: request.appOrigin,
        request_user_agent: request.userAgent,
      })
      .execute();
  }

  /** The pending, unexpired request of a link token (for the confirmation page; approves nothing). */
  async findPending(approvalTokenHash: string, now: number): Promise<DeviceLinkRequest | undefined> {
    const row = await this.#db
      .selectFrom('wallet_devices')
      .selectAll()
      .where('approval_token_hash', '=', approvalTokenHash)
      .where('approved_at', 'is', null)
      .where('approval_expires_at', '>', now)
      .executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        deviceHash: row.device_hash,
        requestedAt: Number(row.created_at),
        expiresAt: Number(row.approval_expires_at),
        projectId: row.request_project_id,
        appOrigin: row.request_app_origin,
        userAgent: row.request_user_agent,
      }
    );
  }

  /**
   * Approves the device of a pending, unexpired token in one conditional UPDATE (a token works once, even under
   * concurrent POSTs); resolves to the request it approved, or undefined.
   */
  async approveByToken(approvalTokenHash: string, now: number): Promise<DeviceLinkRequest | undefined> {
    const pending = await this.findPending(approvalTokenHash, now);
    if (pending === undefined) return undefined;
    const result = await this.#db
      .updateTable('wallet_devices')
      .set({ approved_at: now, approval_token_hash: null })
      .where('approval_token_hash', '=', approvalTokenHash)
      .where('approved_at', 'is', null)
      .where('approval_expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? pending : undefined;
  }

  /** Marks a device approved directly (after a successful OTP login from it). */
  async approve(userId: string, deviceHash: string, now: number): Promise<void> {
    await this.#db.deleteFrom('wallet_devices').where('user_id', '=', userId).where('device_hash', '=', deviceHash).execute();
    await this.#db
      .insertInto('wallet_devices')
      .values({
        user_id: userId,
        device_hash: deviceHash,
        approval_token_hash: null,
        approved_at: now,
        created_at: now,
        approval_expires_at: null,
        request_project_id: null,
        request_app_origin: null,
        request_user_agent: null,
      })
      .execute();
  }

  /** Deletes device links that were never approved and can no longer be (rows without an expiry predate it: 1 day). */
  async deleteExpiredPending(now: number, legacyBefore: number): Promise<void> {
    await this.#db
      .deleteFrom('wallet_devices')
      .where('approved_at', 'is', null)
      .where((eb) => eb.or([eb('approval_expires_at', '<=', now), eb.and([eb('approval_expires_at', 'is', null), eb('created_at', '<', legacyBefore)])]))
      .execute();
  }
}
