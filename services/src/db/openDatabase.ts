import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema.js';
import { errorMessage } from '../errors/errorMessage.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

export type OpenedDatabase = {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
};

/** Whether `database` names a PostgreSQL server rather than an SQLite file. */
export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

function openSqlite(file: string): Kysely<DatabaseSchema> {
  let sqlite: Database.Database;
  try {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new Database(file);
    if (file !== ':memory:') sqlite.exec('PRAGMA journal_mode = WAL');
    sqlite.exec('PRAGMA busy_timeout = 5000');
  } catch (error) {
    throw new Error(`Cannot open the SQLite database ${file}: ${errorMessage(error)}`, { cause: error });
  }
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

async function openPostgres(url: string, onError: (error: Error) => void): Promise<Kysely<DatabaseSchema>> {
  // Loaded on demand: the default SQLite setup never pays for the PostgreSQL driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', onError);
  return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the services database: PostgreSQL for a `postgres://` URL, otherwise SQLite through libsql
 * (a file, created with its directory when missing, or `:memory:`).
 */
export async function openDatabase(database: string, onError: (error: Error) => void = () => {}): Promise<OpenedDatabase> {
  return isPostgresUrl(database)
    ? { db: await openPostgres(database, onError), dialect: 'postgres' }
    : { db: openSqlite(database), dialect: 'sqlite' };
}
