import { migrateToLatest } from '../../db/migrateToLatest.js';
import { openDatabase } from '../../db/openDatabase.js';
import { errorMessage } from '../../errors/errorMessage.js';
import { decodeSecret } from '../crypto/resolveSecret.js';
import { rewrapWalletKeys } from './rewrapWalletKeys.js';

// CLI (`node services/dist/secure/keys/rotateKek.js`), secure site stopped: re-wraps every wallet key from
// FOYER_KEK_OLD to FOYER_KEK in the database of DATABASE_URL / FOYER_DB_FILE, then start with the new FOYER_KEK.

async function main(): Promise<void> {
  const env = process.env;
  const database = env.DATABASE_URL?.trim() || env.FOYER_DB_FILE?.trim();
  const oldValue = env.FOYER_KEK_OLD?.trim();
  const newValue = env.FOYER_KEK?.trim();
  if (!database || !oldValue || !newValue) throw new Error('Set DATABASE_URL (or FOYER_DB_FILE), FOYER_KEK_OLD (current key) and FOYER_KEK (new key)');
  const { db } = await openDatabase(database);
  try {
    await migrateToLatest(db);
    const count = await rewrapWalletKeys(db, decodeSecret(oldValue, 'FOYER_KEK_OLD'), decodeSecret(newValue, 'FOYER_KEK'));
    process.stdout.write(`Re-wrapped the keys of ${count} users under the new FOYER_KEK\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${errorMessage(error)}\n`);
  process.exit(1);
});
