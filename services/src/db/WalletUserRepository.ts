import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';
import type { WalletUsersTable } from './EmbeddedWalletSchema.js';

/** A stored embedded-wallet user. Key fields are ciphertext envelopes, never plaintext keys. */
export type WalletUser = {
  id: string;
  email: string | null;
  socialProvider: string | null;
  socialSubject: string | null;
  userName: string | null;
  evmAddress: string;
  evmKey: string;
  solanaAddress: string | null;
  solanaKey: string | null;
  createdAt: number;
};

function toUser(row: Selectable<WalletUsersTable>): WalletUser {
  return {
    id: row.id,
    email: row.email,
    socialProvider: row.social_provider,
    socialSubject: row.social_subject,
    userName: row.user_name,
    evmAddress: row.evm_address,
    evmKey: row.evm_key,
    solanaAddress: row.solana_address,
    solanaKey: row.solana_key,
    createdAt: Number(row.created_at),
  };
}

/** Reads and writes `wallet_users`; deleting a user also deletes every other row about it (see `delete`). */
export class WalletUserRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async findById(id: string): Promise<WalletUser | undefined> {
    const row = await this.#db.selectFrom('wallet_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  async findByEmail(email: string): Promise<WalletUser | undefined> {
    const row = await this.#db.selectFrom('wallet_users').selectAll().where('email', '=', email).executeTakeFirst();
    return row && toUser(row);
  }

  async findBySocial(provider: string, subject: string): Promise<WalletUser | undefined> {
    const row = await this.#db
      .selectFrom('wallet_users')
      .selectAll()
      .where('social_provider', '=', provider)
      .where('social_subject', '=', subject)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async insert(user: WalletUser): Promise<void> {
    await this.#db
      .insertInto('wallet_users')
      .values({
        id: user.id,
        email: user.email,
        social_provider: user.socialProvider,
        social_subject: user.socialSubject,
        user_name: user.userName,
        evm_address: user.evmAddress,
        evm_key: user.evmKey,
        solana_address: user.solanaAddress,
        solana_key: user.solanaKey,
        created_at: user.createdAt,
      })
      .execute();
  }

  async updateEmail(id: string, email: string): Promise<void> {
    await this.#db.updateTable('wallet_users').set({ email }).where('id', '=', id).execute();
  }

  /**
   * Deletes the user, its encrypted keys, sessions, devices, pending e-mail change, and every row that still holds
   * one of its e-mail addresses (codes and throttle counters of the current and of the pending new address).
   */
  async delete(id: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('wallet_users').select('email').where('id', '=', id).executeTakeFirst();
      const update = await trx.selectFrom('email_updates').select('new_email').where('user_id', '=', id).executeTakeFirst();
      const emails = [user?.email, update?.new_email].filter((email): email is string => typeof email === 'string');
      if (emails.length > 0) {
        await trx.deleteFrom('email_otps').where('email', 'in', emails).execute();
        // Per-address counters, and those per (address, device) whose subject is the address and a newline.
        await trx
          .deleteFrom('auth_throttles')
          .where((eb) =>
            eb.or([eb('subject', 'in', emails), ...emails.map((email) => eb(sql<string>`substr(subject, 1, ${Array.from(email).length + 1})`, '=', `${email}\n`))]),
          )
          .execute();
      }
      await trx.deleteFrom('email_updates').where('user_id', '=', id).execute();
      await trx.deleteFrom('wallet_sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('wallet_devices').where('user_id', '=', id).execute();
      await trx.deleteFrom('wallet_users').where('id', '=', id).execute();
    });
  }
}
