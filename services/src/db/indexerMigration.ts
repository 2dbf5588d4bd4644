import type { Kysely } from 'kysely';

/**
 * Issue 11: the activity indexer of the dev chains. `indexer_activity`'s primary key is also the history query's
 * index (one account on one chain, newest first).
 */
export async function createIndexerTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_chains')
    .addColumn('chain_id', 'text', (column) => column.primaryKey())
    .addColumn('genesis_hash', 'text', (column) => column.notNull())
    .addColumn('last_block', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('indexer_blocks')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('block_hash', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('indexer_blocks_pk', ['chain_id', 'block_number'])
    .execute();
  await db.schema
    .createTable('indexer_activity')
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('tx_index', 'integer', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull())
    .addColumn('mined_at', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('operation_type', 'text', (column) => column.notNull())
    .addColumn('sent_from', 'text', (column) => column.notNull())
    .addColumn('sent_to', 'text', (column) => column.notNull())
    .addColumn('transfers', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('indexer_activity_pk', ['chain_id', 'account', 'block_number', 'tx_index'])
    .execute();
  // Dropping a chain's rows above a block (reorg) without scanning every account.
  await db.schema.createIndex('indexer_activity_chain_block').on('indexer_activity').columns(['chain_id', 'block_number']).execute();
}

export async function dropIndexerTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('indexer_activity').execute();
  await db.schema.dropTable('indexer_blocks').execute();
  await db.schema.dropTable('indexer_chains').execute();
}
