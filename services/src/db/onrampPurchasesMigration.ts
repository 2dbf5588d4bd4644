import type { Kysely } from 'kysely';

/**
 * Issue 12: the onramp's stored quotes (the checkout delivers exactly the quote the user saw) and purchases. A quote
 * backs at most one purchase (unique `quote_id`); a purchase's status only moves forward by conditional updates, so
 * a confirm that races another one finds no `pending` row and never delivers twice.
 */
export async function createOnrampPurchases(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onramp_quotes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('purchase_currency', 'text', (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('quote', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('onramp_purchases')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('quote_id', 'text', (column) => column.notNull())
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('purchase_currency', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('purchase_amount', 'text', (column) => column.notNull())
    .addColumn('base_units', 'text', (column) => column.notNull())
    .addColumn('payment_total', 'text', (column) => column.notNull())
    .addColumn('payment_currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('tx_hash', 'text')
    .addColumn('error', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('onramp_purchases_quote_id').unique().on('onramp_purchases').column('quote_id').execute();
  await db.schema.createIndex('onramp_purchases_address_created_at').on('onramp_purchases').columns(['address', 'created_at']).execute();
}

export async function dropOnrampPurchases(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('onramp_purchases').execute();
  await db.schema.dropTable('onramp_quotes').execute();
}
