import type { Kysely } from 'kysely';

/** `names_settings`: name -> value; holds `deployment_id`, the default domain registrations are signed for (N16). */
export async function createNamesSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('names_settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function dropNamesSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('names_settings').execute();
}
