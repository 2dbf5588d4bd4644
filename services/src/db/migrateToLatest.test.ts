import { sql } from 'kysely';
import { migrateToLatest } from './migrateToLatest.js';
import { openDatabase } from './openDatabase.js';
import { testDatabases, type TestDatabaseHandle } from '../test-utils/testDatabases.js';

const postgres = testDatabases.find((database) => database.dialect === 'postgres');

// Needs a PostgreSQL server (FOYER_TEST_DATABASE_URL, which CI sets); SQLite has no schemas to confuse.
(postgres ? describe : describe.skip)('migrations on PostgreSQL', () => {
  const handles: TestDatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.drop()));
  });

  test("two schemas of one database migrate side by side: each keeps its own migration tables (another schema's are not taken for its own)", async () => {
    const opened = [];
    for (let index = 0; index < 2; index += 1) {
      const handle = await postgres!.create();
      handles.push(handle);
      opened.push(await openDatabase(handle.database));
    }
    try {
      const [first, second] = opened;
      const applied = await migrateToLatest(first!.db);
      expect(applied.length).toBeGreaterThan(0);
      // The first schema keeps its tables while the second migrates: before, this failed with
      // 'relation "kysely_migration_lock" does not exist'.
      await expect(migrateToLatest(second!.db)).resolves.toEqual(applied);
      for (const { db } of opened) {
        const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(db);
        expect(Number(rows[0]?.count)).toBe(applied.length);
      }
      await expect(migrateToLatest(second!.db)).resolves.toEqual([]);
    } finally {
      await Promise.all(opened.map(({ db }) => db.destroy()));
    }
  });
});
