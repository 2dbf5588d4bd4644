import type { Kysely } from 'kysely';

/** Issue 8: `POST /e` stores analytics events and error reports (spec §7). */
export async function createAnalyticsEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('sdk_type', 'text')
    .addColumn('sdk_version', 'text')
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('domain', 'text', (column) => column.notNull())
    .addColumn('timestamp', 'bigint', (column) => column.notNull())
    .addColumn('props', 'text', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_project').on('analytics_events').columns(['project_id', 'received_at']).execute();
}

export async function dropAnalyticsEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}

/** Review 2, N9: the retention purge deletes by `received_at` alone. */
export async function indexAnalyticsReceivedAt(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analytics_events_received_at').on('analytics_events').column('received_at').execute();
}

export async function dropAnalyticsReceivedAtIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_received_at').execute();
}
