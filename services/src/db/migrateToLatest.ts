import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { errorMessage } from '../errors/errorMessage.js';
import { migrations } from './migrations.js';

/**
 * The PostgreSQL schema the connection works in (its `search_path`), so the migrator keeps its own tables there:
 * without it Kysely takes a `kysely_migration` table of any schema as this one's, and a database whose other schema
 * was migrated first (tests run each file in its own schema, side by side) finds no lock table in its own.
 */
async function migrationTableSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies every pending migration; safe to run on every start. Returns the names applied by this call. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = errorMessage(error);
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
