import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

export type EmailOtp = {
  id: string;
  email: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
};

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
    return (
      row && {
        id: row.id,
        email: row.email,
        purpose: row.purpose,
        codeHash: row.code_hash,
        attempts: Number(row.attempts),
        expiresAt: Number(row.expires_at),
        usedAt: row.used_at === null ? null : Number(row.used_at),
        createdAt: Number(row.created_at),
      }
    );
  }

  async recordAttempt(id: string, attempts: number): Promise<void> {
    await this.#db.updateTable('email_otps').set({ attempts }).where('id', '=', id).execute();
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
}
