import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';

export type EmailUpdate = { userId: string; newEmail: string; primaryVerified: boolean; expiresAt: number };

/** Two-step e-mail changes in progress (`email_updates`): in the database so they are bounded, expire and are deleted with the account. */
export class EmailUpdateRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  /** Starts (or restarts) the change of `userId`. */
  async start(userId: string, newEmail: string, expiresAt: number): Promise<void> {
    await this.#db.deleteFrom('email_updates').where('user_id', '=', userId).execute();
    await this.#db.insertInto('email_updates').values({ user_id: userId, new_email: newEmail, primary_verified: 0, expires_at: expiresAt }).execute();
  }

  /** The change in progress, unless it expired at `now`. */
  async find(userId: string, now: number): Promise<EmailUpdate | undefined> {
    const row = await this.#db.selectFrom('email_updates').selectAll().where('user_id', '=', userId).where('expires_at', '>', now).executeTakeFirst();
    return row && { userId: row.user_id, newEmail: row.new_email, primaryVerified: Number(row.primary_verified) === 1, expiresAt: Number(row.expires_at) };
  }

  async markPrimaryVerified(userId: string): Promise<void> {
    await this.#db.updateTable('email_updates').set({ primary_verified: 1 }).where('user_id', '=', userId).execute();
  }

  async delete(userId: string): Promise<void> {
    await this.#db.deleteFrom('email_updates').where('user_id', '=', userId).execute();
  }

  async deleteExpired(now: number): Promise<void> {
    await this.#db.deleteFrom('email_updates').where('expires_at', '<=', now).execute();
  }
}
