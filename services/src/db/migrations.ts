import type { Kysely, Migration } from 'kysely';
import { createAnalyticsEvents, dropAnalyticsEvents, dropAnalyticsReceivedAtIndex, indexAnalyticsReceivedAt } from '../analytics/analyticsEventsMigration.js';
import { createAccountNames, dropAccountNames } from './accountNamesMigration.js';
import { createEmbeddedWalletTables, dropEmbeddedWalletTables } from './embeddedWalletMigration.js';
import { createSecureSiteSettings, dropSecureSiteSettings } from './kekFingerprintMigration.js';
import { createIndexerTables, dropIndexerTables } from './indexerMigration.js';
import { createOnrampPurchases, dropOnrampPurchases } from './onrampPurchasesMigration.js';
import { hardenOtpAndSessions, undoOtpAndSessionsHardening } from './otpSessionsHardeningMigration.js';
import { createNamesSettings, dropNamesSettings } from '../profile/namesSettingsMigration.js';
import { createSiwxSessions, dropSiwxSessions } from './siwxSessionsMigration.js';

/** The one ordered set of migrations, shared by SQLite and PostgreSQL. Never edit a released entry: add one. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_create_projects': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('features', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('allowed_origins', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('analytics_enabled', 'boolean', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('projects').execute();
    },
  },
  '0002_create_embedded_wallet': {
    up: createEmbeddedWalletTables,
    down: dropEmbeddedWalletTables,
  },
  '0003_otp_sessions_hardening': {
    up: hardenOtpAndSessions,
    down: undoOtpAndSessionsHardening,
  },
  '0004_kek_fingerprint': {
    up: createSecureSiteSettings,
    down: dropSecureSiteSettings,
  },
  '0006_analytics_events': {
    up: createAnalyticsEvents,
    down: dropAnalyticsEvents,
  },
  '0007_siwx_sessions': {
    up: createSiwxSessions,
    down: dropSiwxSessions,
  },
  '0008_account_names': {
    up: createAccountNames,
    down: dropAccountNames,
  },
  '0009_indexer': {
    up: createIndexerTables,
    down: dropIndexerTables,
  },
  '0010_onramp_purchases': {
    up: createOnrampPurchases,
    down: dropOnrampPurchases,
  },
  '0011_analytics_received_at': {
    up: indexAnalyticsReceivedAt,
    down: dropAnalyticsReceivedAtIndex,
  },
  '0012_names_settings': {
    up: createNamesSettings,
    down: dropNamesSettings,
  },
};
