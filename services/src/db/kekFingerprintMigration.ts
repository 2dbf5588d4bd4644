import type { Kysely } from 'kysely';

/** `secure_site_settings`: name -> value; holds `kek_fingerprint`, the HMAC that identifies the KEK in use. */
export async function createSecureSiteSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secure_site_settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function dropSecureSiteSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secure_site_settings').execute();
}
