import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { ConfigError } from '../../errors/ConfigError.js';
import { digestsEqual } from '../crypto/hashing.js';
import { kekFingerprint, kekKeyId } from '../crypto/kekFingerprint.js';
import { decryptSecret } from '../crypto/keyEncryption.js';
import { KEK_FINGERPRINT_SETTING, withSettingsTable } from './secureSiteSettingsTable.js';

function mismatch(variable: string, storedKeyId: string, kek: Uint8Array): ConfigError {
  return new ConfigError(
    `${variable} does not match the key this database's wallet keys are encrypted under (KEK id ${storedKeyId}, configured ${kekKeyId(kek)}): restore that key, or re-wrap the keys with rewrapWalletKeys`,
  );
}

/**
 * Refuses to start with a KEK other than the one the database's keys are encrypted under (H5): compares the stored
 * fingerprint, or records it on first start. A database from before the fingerprint is checked against one
 * stored key first, so a wrong key is never recorded as the right one.
 * @example
 * await assertKekFingerprint(db, kek, 'FOYER_KEK')
 */
export async function assertKekFingerprint(database: Kysely<DatabaseSchema>, kek: Uint8Array, variable: string): Promise<void> {
  const db = withSettingsTable(database);
  const fingerprint = kekFingerprint(kek);
  const stored = await db.selectFrom('secure_site_settings').select('value').where('name', '=', KEK_FINGERPRINT_SETTING).executeTakeFirst();
  if (stored !== undefined) {
    if (!digestsEqual(stored.value, fingerprint)) throw mismatch(variable, stored.value.slice(0, 16), kek);
    return;
  }
  const sample = await db.selectFrom('wallet_users').select(['id', 'evm_key']).limit(1).executeTakeFirst();
  if (sample !== undefined) {
    try {
      decryptSecret(sample.evm_key, kek, sample.id).fill(0);
    } catch {
      throw mismatch(variable, 'unknown', kek);
    }
  }
  // Two instances starting at once both insert the same value for the same key; a different one loses and is refused next start.
  await db
    .insertInto('secure_site_settings')
    .values({ name: KEK_FINGERPRINT_SETTING, value: fingerprint })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const recorded = await db.selectFrom('secure_site_settings').select('value').where('name', '=', KEK_FINGERPRINT_SETTING).executeTakeFirstOrThrow();
  if (!digestsEqual(recorded.value, fingerprint)) throw mismatch(variable, recorded.value.slice(0, 16), kek);
}
