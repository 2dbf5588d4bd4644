import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase, type OpenedDatabase } from '../db/openDatabase.js';

/**
 * A throw-away database: `database` is what `buildApi`/`openDatabase` accept; `drop` releases it (a PostgreSQL
 * schema goes at the end of the run, `jest/dropTestSchemas.ts`).
 */
export type TestDatabaseHandle = { database: string; drop(): Promise<void> };

export type TestDatabase = { dialect: 'sqlite' | 'postgres'; create(): Promise<TestDatabaseHandle> };

const sqlite: TestDatabase = {
  dialect: 'sqlite',
  create: async () => ({ database: ':memory:', drop: async () => undefined }),
};

/**
 * Each test gets its own schema on the server named by FOYER_TEST_DATABASE_URL. `drop` leaves it: the schemas are
 * dropped once all workers are done (`jest/dropTestSchemas.ts`), because a schema dropped while the other worker's
 * migrator lists every schema's tables fails that query.
 */
function postgres(serverUrl: string): TestDatabase {
  return {
    dialect: 'postgres',
    create: async () => {
      const schema = `foyer_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return { database: url.toString(), drop: async () => undefined };
    },
  };
}

const postgresUrl = process.env.FOYER_TEST_DATABASE_URL?.trim();

/** SQLite always; PostgreSQL too when FOYER_TEST_DATABASE_URL names a server (CI starts one on loopback). */
export const testDatabases: readonly TestDatabase[] = postgresUrl ? [sqlite, postgres(postgresUrl)] : [sqlite];

/** `describe.each` rows: `[dialect, database]`. */
export const testDatabaseRows: ReadonlyArray<[string, TestDatabase]> = testDatabases.map((database) => [
  database.dialect,
  database,
]);

/**
 * Opens `testDatabase` migrated to the latest schema before each test and destroys it after; call it in a `describe`
 * before the hooks that use it.
 * @example
 * const database = useMigratedDatabase(testDatabase);
 * beforeEach(() => void (repository = new EmailOtpRepository(database().db)));
 */
export function useMigratedDatabase(testDatabase: TestDatabase): () => OpenedDatabase {
  let opened: OpenedDatabase | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const handle = await testDatabase.create();
    drop = handle.drop;
    opened = await openDatabase(handle.database);
    await migrateToLatest(opened.db);
  });
  afterEach(async () => {
    await opened?.db.destroy();
    await drop?.();
    opened = undefined;
  });
  return () => {
    if (opened === undefined) throw new Error('useMigratedDatabase: no database outside a test');
    return opened;
  };
}
