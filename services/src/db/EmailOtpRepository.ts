import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';
import type { EmailOtpsTable } from './EmbeddedWalletSchema.js';

export type EmailOtp = {
  id: string;
  email: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
  /** SHA-256 of the device id the code was issued to; null when any session-holder may use it (e-mail changes). */
  deviceHash: string | null;
  projectId: string | null;
  appOrigin: string | null;
};

function toOtp(row: Selectable<EmailOtpsTable>): EmailOtp {
  return {
    id: row.id,
    email: row.email,
    purpose: row.purpose,
    codeHash: row.code_hash,
    attempts: Number(row.attempts),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
    createdAt: Number(row.created_at),
    deviceHash: row.device_hash,
    projectId: row.project_id,
    appOrigin: row.app_origin,
  };
}

/** Reads and writes `email_otps` (HMACs of codes only). */
export class EmailOtpRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async insert(otp: EmailOtp): Promise<void> {
    await this.#db
      .insertInto('email_otps')
      .values({
        id: otp.id,
        email: otp.email,
        purpose: otp.purpose,
        code_hash: otp.codeHash,
        attempts: otp.attempts,
        expires_at: otp.expiresAt,
        used_at: otp.usedAt,
        created_at: otp.createdAt,
        device_hash: otp.deviceHash,
        project_id: otp.projectId,
        app_origin: otp.appOrigin,
      })
      .execute();
  }

  /** The newest code issued for `email` and `purpose`, used or not. */
  async findLatest(email: string, purpose: string): Promise<EmailOtp | undefined> {
    const row = await this.#db
      .selectFrom('email_otps')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toOtp(row);
  }

  /**
   * Spends one attempt in a single conditional UPDATE, so concurrent guesses cannot share one: resolves to the new
   * attempt count, or undefined when the code is used or has no attempt left (nothing may be compared then).
   */
  async spendAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('email_otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.attempts);
  }

  /** Marks the code used; resolves false when another request used it first (single use under races). */
  async markUsed(id: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('email_otps')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Invalidates every open code of `email` and `purpose` (a new code replaces the old ones). */
  async invalidateOpen(email: string, purpose: string, now: number): Promise<void> {
    await this.#db
      .updateTable('email_otps')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Deletes codes that expired before `before` (the cooldown only ever looks at the last 30 s). */
  async deleteExpired(before: number): Promise<void> {
    await this.#db.deleteFrom('email_otps').where('expires_at', '<', before).execute();
  }
}
