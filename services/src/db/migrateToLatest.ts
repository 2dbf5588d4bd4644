import { Migrator, type Kysely } from 'kysely';
import { errorMessage } from '../errors/errorMessage.js';
import { migrations } from './migrations.js';

/** Applies every pending migration; safe to run on every start. Returns the names applied by this call. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = errorMessage(error);
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
