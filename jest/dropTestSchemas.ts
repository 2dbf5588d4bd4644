import pg from 'pg';

/**
 * Jest's global teardown: drops the PostgreSQL schemas the services tests made (`foyer_test_*`, see
 * `services/src/test-utils/testDatabases.ts`) once every worker has finished. A test does not drop its own schema:
 * Kysely's migrator and introspection list the tables of every schema, and a schema dropped by the other worker in
 * the middle of that query fails it ('schema "foyer_test_…" does not exist'). No-op without FOYER_TEST_DATABASE_URL.
 */
export default async function dropTestSchemas(): Promise<void> {
  const serverUrl = process.env.FOYER_TEST_DATABASE_URL?.trim();
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname like 'foyer\\_test\\_%'");
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}
