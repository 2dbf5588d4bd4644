import type { Kysely } from 'kysely';

/**
 * Issue 8 hardening of e-mail login and sessions: codes bound to the device (and project/origin) that asked,
 * expiring device links that say what they approve, sessions bound to project and origin with an idle timeout,
 * DB-backed throttles that survive restarts, and pending e-mail changes out of process memory.
 */
export async function hardenOtpAndSessions(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE statement.
  for (const column of ['device_hash', 'project_id', 'app_origin']) {
    await db.schema.alterTable('email_otps').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('wallet_devices').addColumn('approval_expires_at', 'bigint').execute();
  for (const column of ['request_project_id', 'request_app_origin', 'request_user_agent']) {
    await db.schema.alterTable('wallet_devices').addColumn(column, 'text').execute();
  }
  for (const column of ['project_id', 'app_origin']) {
    await db.schema.alterTable('wallet_sessions').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('wallet_sessions').addColumn('last_used_at', 'bigint').execute();
  await db.schema.createIndex('wallet_sessions_user').on('wallet_sessions').column('user_id').execute();
  await db.schema.createIndex('email_otps_expires').on('email_otps').column('expires_at').execute();
  await db.schema
    .createTable('auth_throttles')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'bigint')
    .addPrimaryKeyConstraint('auth_throttles_pk', ['kind', 'subject'])
    .execute();
  await db.schema.createIndex('auth_throttles_subject').on('auth_throttles').column('subject').execute();
  await db.schema
    .createTable('email_updates')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('new_email', 'text', (column) => column.notNull())
    .addColumn('primary_verified', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function undoOtpAndSessionsHardening(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_updates').ifExists().execute();
  await db.schema.dropTable('auth_throttles').ifExists().execute();
  await db.schema.dropIndex('email_otps_expires').ifExists().execute();
  await db.schema.dropIndex('wallet_sessions_user').ifExists().execute();
  for (const column of ['project_id', 'app_origin', 'last_used_at']) {
    await db.schema.alterTable('wallet_sessions').dropColumn(column).execute();
  }
  for (const column of ['approval_expires_at', 'request_project_id', 'request_app_origin', 'request_user_agent']) {
    await db.schema.alterTable('wallet_devices').dropColumn(column).execute();
  }
  for (const column of ['device_hash', 'project_id', 'app_origin']) {
    await db.schema.alterTable('email_otps').dropColumn(column).execute();
  }
}
