import type { Kysely } from 'kysely';

/** Issue 10: sign-in (SIWX) nonces and sessions (spec §3, §7 `/v1/sessions/...`). Only hashes of nonces and tokens are kept. */
export async function createSiwxSessions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('siwx_nonces')
    .addColumn('nonce_hash', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('siwx_nonces_expires').on('siwx_nonces').column('expires_at').execute();

  await db.schema
    .createTable('siwx_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('caip_network_id', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('signature', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('siwx_sessions_project_address').on('siwx_sessions').columns(['project_id', 'address']).execute();
}

export async function dropSiwxSessions(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('siwx_sessions').ifExists().execute();
  await db.schema.dropTable('siwx_nonces').ifExists().execute();
}
