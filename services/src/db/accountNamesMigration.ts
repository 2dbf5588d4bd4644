import type { Kysely } from 'kysely';

/**
 * Issue 10: registered account names. The unique indexes make the database the arbiter of races: a name
 * (label) exists once, and an address signs at most one registration per timestamp.
 */
export async function createAccountNames(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_names')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('coin_type', 'bigint', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('signature', 'text', (column) => column.notNull())
    .addColumn('signed_at', 'bigint', (column) => column.notNull())
    .addColumn('attributes', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('account_names_label').unique().on('account_names').column('label').execute();
  // Also the reverse lookup's index. A replayed request carries the same timestamp, so it cannot land twice.
  await db.schema.createIndex('account_names_address_signed_at').unique().on('account_names').columns(['address', 'signed_at']).execute();
}

export async function dropAccountNames(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_names').execute();
}
