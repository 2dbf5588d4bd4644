import type { Kysely } from 'kysely';

/** Creates the secure site's tables (users, sessions, devices, OTPs). */
export async function createEmbeddedWalletTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.unique())
    .addColumn('social_provider', 'text')
    .addColumn('social_subject', 'text')
    .addColumn('user_name', 'text')
    .addColumn('evm_address', 'text', (column) => column.notNull())
    .addColumn('evm_key', 'text', (column) => column.notNull())
    .addColumn('solana_address', 'text')
    .addColumn('solana_key', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('wallet_users_social_unique', ['social_provider', 'social_subject'])
    .execute();
  await db.schema
    .createTable('wallet_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('wallet_users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (column) => column.notNull())
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('wallet_devices')
    .addColumn('user_id', 'text', (column) => column.notNull().references('wallet_users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (column) => column.notNull())
    .addColumn('approval_token_hash', 'text')
    .addColumn('approved_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('wallet_devices_pk', ['user_id', 'device_hash'])
    .execute();
  await db.schema
    .createTable('email_otps')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('email_otps_email_purpose').on('email_otps').columns(['email', 'purpose', 'created_at']).execute();
}

export async function dropEmbeddedWalletTables(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_otps', 'wallet_devices', 'wallet_sessions', 'wallet_users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
