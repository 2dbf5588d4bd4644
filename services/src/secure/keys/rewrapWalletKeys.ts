import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { kekFingerprint } from '../crypto/kekFingerprint.js';
import { decryptSecret, encryptSecret } from '../crypto/keyEncryption.js';
import { assertKekFingerprint } from './assertKekFingerprint.js';
import { KEK_FINGERPRINT_SETTING, withSettingsTable } from './secureSiteSettingsTable.js';

function rewrap(envelope: string, oldKek: Uint8Array, newKek: Uint8Array, userId: string): string {
  const secret = decryptSecret(envelope, oldKek, userId);
  try {
    return encryptSecret(secret, newKek, userId);
  } finally {
    secret.fill(0);
  }
}

/**
 * KEK rotation: re-encrypts every user's keys from `oldKek` to `newKek` and moves the stored fingerprint, in one
 * transaction (all or nothing). Run it with the secure site stopped, then start it with the new `FOYER_KEK`.
 * Throws (changing nothing) when `oldKek` is not the database's KEK. Returns the number of users re-wrapped.
 * @example
 * await rewrapWalletKeys(db, decodeSecret(oldValue, 'old KEK'), decodeSecret(newValue, 'FOYER_KEK'))
 */
export async function rewrapWalletKeys(database: Kysely<DatabaseSchema>, oldKek: Uint8Array, newKek: Uint8Array): Promise<number> {
  await assertKekFingerprint(database, oldKek, 'The old KEK');
  return database.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('wallet_users').select(['id', 'evm_key', 'solana_key']).execute();
    for (const row of rows) {
      await trx
        .updateTable('wallet_users')
        .set({
          evm_key: rewrap(row.evm_key, oldKek, newKek, row.id),
          solana_key: row.solana_key === null ? null : rewrap(row.solana_key, oldKek, newKek, row.id),
        })
        .where('id', '=', row.id)
        .execute();
    }
    await withSettingsTable(trx)
      .updateTable('secure_site_settings')
      .set({ value: kekFingerprint(newKek) })
      .where('name', '=', KEK_FINGERPRINT_SETTING)
      .execute();
    return rows.length;
  });
}
